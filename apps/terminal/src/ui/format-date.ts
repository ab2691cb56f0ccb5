import { clockText } from '../app/shell/clock.ts';

/** seed 000 §9: a US store shows dates as MM/DD/YYYY, any other country as DD/MM/YYYY; times as h:mm A. */
export function formatDate(date: Date, country: string | null | undefined): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const year = String(date.getFullYear());
  return country === 'US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

export function formatDateTime(date: Date, country: string | null | undefined): string {
  return `${formatDate(date, country)} ${clockText(date)}`;
}
