/**
 * Typed amounts and rates of the catalog's forms, to and from the API's integers through the domain's decimal
 * reader (no float arithmetic on money): "4.50" → 450 cents, 450 → "4.50"; "7.125" % → 7.125.
 */
import { cents, centsFromDecimal, centsToString } from '@opentill/domain';

const AMOUNT = /^\s*\d{1,10}([.,]\d{1,2})?\s*$/;

/** Cents of a typed amount ("4.5", "4,50"), or null when it is not an amount with at most 2 decimals. */
export function centsParse(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  return centsFromDecimal(text.trim().replace(',', '.'));
}

/** The input text of an amount in cents: "4.50". */
export const centsText = (value: number): string => centsToString(cents(value));

const RATE = /^\s*\d{1,3}([.,]\d{1,3})?\s*$/;

/** A typed percent with up to 3 decimals, or null. */
export function percentParse(text: string): number | null {
  if (!RATE.test(text)) return null;
  const value = Number(text.trim().replace(',', '.'));
  return value <= 100 ? value : null;
}
