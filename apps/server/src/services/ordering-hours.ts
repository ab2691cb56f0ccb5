/**
 * Opening hours of the store's ordering page (issue 18 §3, decisions §63): "HH:MM" open and close on the server's
 * clock (the same clock as the business day's start_time); close at or before open runs past midnight, and open equal
 * to close is open all day. A later time must be a quarter hour at least 30 minutes ahead and within the hours.
 */
export interface OpeningHours {
  open: string;
  close: string;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Step of the later times offered. */
export const SLOT_MINUTES = 15;
/** The earliest later time is this far ahead (an earlier one is ASAP). */
export const SLOT_LEAD_MINUTES = 30;
/** Later times are offered this far ahead at most. */
export const SLOT_HORIZON_MINUTES = 24 * 60;

const minutesOf = (hhmm: string): number => {
  const match = HHMM.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
};

/** The hours from the store's settings when both are valid "HH:MM", else the whole business day from start_time. */
export function openingHoursOf(settings: unknown, startTime: string): OpeningHours {
  const value = (settings ?? {}) as { open?: unknown; close?: unknown };
  if (
    typeof value.open === 'string' &&
    typeof value.close === 'string' &&
    HHMM.test(value.open) &&
    HHMM.test(value.close)
  )
    return { open: value.open, close: value.close };
  const start = HHMM.test(startTime) ? startTime : '00:00';
  return { open: start, close: start };
}

/** Whether the store is open at this instant (server-local time of day). */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open === close) return true;
  const minute = at.getHours() * 60 + at.getMinutes();
  return open < close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** The later times offered from now: quarter hours from 30 minutes ahead, within the hours, up to 24 hours ahead. */
export function slotsFrom(hours: OpeningHours, now: Date): Date[] {
  const stepMs = SLOT_MINUTES * 60_000;
  const first = Math.ceil((now.getTime() + SLOT_LEAD_MINUTES * 60_000) / stepMs) * stepMs;
  const last = now.getTime() + SLOT_HORIZON_MINUTES * 60_000;
  const slots: Date[] = [];
  for (let at = first; at <= last; at += stepMs) {
    const date = new Date(at);
    if (isOpenAt(hours, date)) slots.push(date);
  }
  return slots;
}

/** Whether a chosen later time is acceptable now: on a quarter hour, far enough ahead, within horizon and hours. */
export function slotAcceptable(hours: OpeningHours, at: Date, now: Date): boolean {
  const time = at.getTime();
  if (time % (SLOT_MINUTES * 60_000) !== 0) return false;
  // A minute's grace: the page showed the slot a moment ago.
  if (time < now.getTime() + (SLOT_LEAD_MINUTES - 1) * 60_000) return false;
  if (time > now.getTime() + SLOT_HORIZON_MINUTES * 60_000) return false;
  return isOpenAt(hours, at);
}
