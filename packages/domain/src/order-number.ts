/**
 * Order numbers people can say (issue 15 §4): a short number per store and business day, "{prefix}-{sequence}" with
 * the sequence padded to three digits (3-042). The terminal gives it offline, with its own id as the prefix, so two
 * terminals never hand out the same number; the server keeps it as given. Orders taken online get the prefix 0
 * (no terminal has id 0). The server's per-store `number` and the local id stay internal: never shown or printed.
 */

/** What a short number looks like on the wire: a numeric prefix, a hyphen, a sequence of 3 to 6 digits. */
export const ORDER_SHORT_NUMBER = /^\d{1,9}-\d{3,6}$/;

/** The prefix of orders that no terminal took (online orders). */
export const ORDER_SHORT_NUMBER_ONLINE_PREFIX = 0;

/** A sequence never passes this (6 digits): a day with more orders starts over at 1 rather than grow the number. */
export const ORDER_SEQUENCE_MAX = 999_999;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The business day (YYYY-MM-DD) a moment belongs to: the day starts at the store's start_time ("HH:mm", seed 002
 * §3 Store) read in UTC, as the server's day summary reads it (docs/decisions.md), so the terminal's numbering day
 * and the day summary's day are the same day.
 */
export function businessDayOf(ms: number, startTime: string | null | undefined): string {
  return new Date(ms - startOffset(startTime)).toISOString().slice(0, 10);
}

/** The first millisecond of a business day (YYYY-MM-DD), read as businessDayOf reads it. */
export function businessDayStart(day: string, startTime: string | null | undefined): number {
  return Date.parse(`${day}T00:00:00.000Z`) + startOffset(startTime);
}

function startOffset(startTime: string | null | undefined): number {
  const match = /^(\d{2}):(\d{2})$/.exec(startTime ?? '');
  return match ? ((Number(match[1]) * 60 + Number(match[2])) * 60 * 1000) % DAY_MS : 0;
}

/** "3-042": the prefix and the sequence padded to three digits. */
export function orderShortNumberFormat(prefix: number | string, sequence: number): string {
  return `${String(prefix)}-${String(sequence).padStart(3, '0')}`;
}

/** The numbering state of one terminal: the business day and the last sequence given in it. */
export interface OrderNumberState {
  readonly day: string;
  readonly last: number;
}

/**
 * The next short number: the sequence goes on within a business day and starts at 1 on a new one (or after
 * ORDER_SEQUENCE_MAX). A clock set back into an earlier day does not restart the sequence: numbers already given
 * today would come again.
 */
export function orderShortNumberNext(
  state: OrderNumberState | null,
  prefix: number | string,
  ms: number,
  startTime: string | null | undefined,
): { readonly number: string; readonly state: OrderNumberState } {
  const today = businessDayOf(ms, startTime);
  const sameDay = state !== null && state.day >= today;
  const day = sameDay ? state.day : today;
  const last = sameDay && state.last < ORDER_SEQUENCE_MAX ? state.last : 0;
  return { number: orderShortNumberFormat(prefix, last + 1), state: { day, last: last + 1 } };
}

/** The sequence of a short number of this prefix ("3-042" → 42), or null when it is another prefix's or not one. */
export function orderShortNumberSequence(shortNumber: unknown, prefix: number | string): number | null {
  if (typeof shortNumber !== 'string' || !ORDER_SHORT_NUMBER.test(shortNumber)) return null;
  const [head, tail] = shortNumber.split('-');
  return head === String(prefix) ? Number(tail) : null;
}

/**
 * The number an order shows and prints: its short number; an order from before short numbers shows the server's
 * number; null when it has neither (never its local id).
 */
export function orderNumberShown(order: {
  readonly short_number?: string | null;
  readonly number?: number | null;
}): string | null {
  if (typeof order.short_number === 'string' && order.short_number !== '') return order.short_number;
  return typeof order.number === 'number' ? String(order.number) : null;
}
