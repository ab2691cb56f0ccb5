/** seed 000 §2.4: the top bar clock reads h:mm A (e.g. 3:07 PM), refreshed every second. */
export function clockText(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** seed 000 §2.6 time-clock success: the local time as hh:mm AM/PM (two-digit hour, e.g. 09:05 AM). */
export function timeClockText(date: Date): string {
  const [hours, rest] = clockText(date).split(':');
  return `${(hours ?? '').padStart(2, '0')}:${rest ?? ''}`;
}
