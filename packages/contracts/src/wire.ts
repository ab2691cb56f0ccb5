import { z } from 'zod';

/**
 * Wire primitives shared by every contract. Entities keep the seeds' decimal numbers on the wire
 * (ARCHITECTURE "Money and numbers"): amounts with at most 2 decimals, quantities with at most 3. They are
 * bounded so that NaN, Infinity and absurd values never reach the database (issue 4 acceptance: hostile sync
 * payloads get 400). Negative amounts stay valid: refunds carry them (seed 001 §4 Refund).
 */
export const AMOUNT_LIMIT = 1_000_000_000;
export const QUANTITY_LIMIT = 1_000_000;

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A money amount: finite, |x| ≤ 1e9, at most 2 decimals. */
export const amount = z
  .number()
  .refine(Number.isFinite, 'must be a finite number')
  .refine((value) => Math.abs(value) <= AMOUNT_LIMIT, `must be between -${AMOUNT_LIMIT} and ${AMOUNT_LIMIT}`)
  .refine((value) => hasAtMostDecimals(value, 2), 'must have at most 2 decimals');

/** A quantity: finite, |x| ≤ 1e6, at most 3 decimals (seed 001 §3: "quantity (up to 3 decimals)"). */
export const quantity = z
  .number()
  .refine(Number.isFinite, 'must be a finite number')
  .refine((value) => Math.abs(value) <= QUANTITY_LIMIT, `must be between -${QUANTITY_LIMIT} and ${QUANTITY_LIMIT}`)
  .refine((value) => hasAtMostDecimals(value, 3), 'must have at most 3 decimals');

/** A percentage such as a tax rate or a surcharge: 0..100, at most 3 decimals. */
export const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => hasAtMostDecimals(value, 3), 'must have at most 3 decimals');

/** A server row id. */
export const id = z.number().int().min(1).max(2_147_483_647);

/** A product reference: a row id, or -2 for the gift card / misc item (seed 001 §3). */
export const productRef = z.number().int().min(-2).max(2_147_483_647);

/**
 * A client-generated id: `{terminalId}_{ms}` for orders, `terminal_sequence_timestamp` for payments, a
 * timestamp string for customers (seeds 001/002 §3). Letters, digits and `_ . : -` only, so an id can never
 * carry SQL or markup.
 */
export const localId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold only letters, digits and _ . : -');

/**
 * The instants the server stores (issue 14 §8): from 1900 to the end of 9999, UTC. Year 0000 has no PostgreSQL
 * spelling and a date past 9999 (9999-12-31T23:00-05:00 is in 10000) prints as "+010000-…", which the database
 * refuses: both were 500s. 1900 leaves room for a terminal whose clock fell back to 1970.
 */
export const DATE_MIN = Date.UTC(1900, 0, 1);
export const DATE_MAX = Date.UTC(10000, 0, 1) - 1;
const inDateRange = (ms: number): boolean => ms >= DATE_MIN && ms <= DATE_MAX;

/** An ISO 8601 date-time with Z or an offset, as Date.toISOString() writes it, between 1900 and 9999 (UTC). */
export const dateTime = z.iso
  .datetime({ offset: true })
  .refine((value) => inDateRange(Date.parse(value)), 'must be between 1900-01-01 and 9999-12-31 (UTC)');

/** A calendar date YYYY-MM-DD between 1900-01-01 and 9999-12-31 (a query's date; year 0000 is 400, not 500). */
export const calendarDate = z.iso
  .date()
  .refine((value) => inDateRange(Date.parse(`${value}T00:00:00.000Z`)), 'must be between 1900-01-01 and 9999-12-31');

/**
 * Control characters (issue 14 §5/§8): C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), Unicode's Cc. Printed, ESC and GS
 * sequences open the cash drawer or cut the paper; NUL cannot be stored in PostgreSQL text (it was a 500).
 */
const CONTROL = /\p{Cc}/u;
/** The same, but line breaks (LF, CR) allowed: fields that may hold several lines (notes, receipt texts). */
const CONTROL_BUT_LINE_BREAK = /(?![\n\r])\p{Cc}/u;
/** With the u flag a surrogate pair is one code point, so only a surrogate without its partner matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/**
 * Free text on one line, at most `max` characters: no control character (a tab neither: the receipt's columns
 * are laid out with spaces, decisions §35) and no lone surrogate (it was replaced by U+FFFD on the way into the
 * database, so the stored text differed from the sent one).
 */
export function lineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), 'must not contain control characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'must not contain a lone surrogate (malformed UTF-16)');
}

/** Free text that may hold line breaks (LF, CR), at most `max` characters; otherwise as lineText. */
export function multilineText(max: number) {
  return z
    .string()
    .max(max)
    .refine(
      (value) => !CONTROL_BUT_LINE_BREAK.test(value),
      'must not contain control characters other than line breaks',
    )
    .refine((value) => !LONE_SURROGATE.test(value), 'must not contain a lone surrogate (malformed UTF-16)');
}

const CONTROL_BUT_LINE_BREAK_ALL = /(?![\n\r])\p{Cc}/gu;
const LONE_SURROGATE_ALL = /[\ud800-\udfff]/gu;

/**
 * A device's text made acceptable to the API: control characters other than line breaks become spaces and a lone
 * surrogate becomes U+FFFD. The API refuses both (issue 14 §5/§8); a tab pasted into a note must not set a sale aside.
 */
export function wireSafeText(text: string): string {
  return text.replace(CONTROL_BUT_LINE_BREAK_ALL, ' ').replace(LONE_SURROGATE_ALL, '\ufffd');
}

/** Every string inside a JSON-like value through wireSafeText (a copy; the value is not changed). */
export function wireSafe<T>(value: T): T {
  if (typeof value === 'string') return wireSafeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => wireSafe(item)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = wireSafe(inner);
    return copy as T;
  }
  return value;
}

/** Short free text on one line (names, phone numbers). */
export const shortText = lineText(200);
/** Longer free text that may hold line breaks (notes, receipt texts). */
export const longText = multilineText(2000);

/** The seeds' list answer: `{results}`. */
export function resultsOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}

/**
 * The seeds' paged answer: `{results, next}`; next is the relative URL of the next page (under /api) or null
 * at the end (seed 000 §7: "/products/ results and next link, followed page by page").
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), next: z.string().nullable() });
}

/** A `?page=` query: pages start at 1 (seed 002 §7). */
export const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type PageQuery = z.infer<typeof pageQuery>;
