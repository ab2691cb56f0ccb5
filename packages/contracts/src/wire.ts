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

/** An ISO 8601 date-time with Z or an offset, as Date.toISOString() writes it. */
export const dateTime = z.iso.datetime({ offset: true });

/** Short free text (names, phone numbers). */
export const shortText = z.string().max(200);
/** Longer free text (notes, receipt texts). */
export const longText = z.string().max(2000);

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
