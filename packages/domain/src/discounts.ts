/**
 * Discount entry rules (seed 001 §4 Discounts, §5 Validation rules, §8 error catalogue).
 */
import { cents, centsNegate, centsPercent, type Cents, type Thousandths } from './money.ts';
import { DISCOUNT_PERCENT, type DISCOUNT_FIXED } from './order-totals.ts';
import { fail, ok, type Result } from './result.ts';

/** seed 001 §8: title of the item discount refusal. */
export const VALUE_ERROR_TITLE = 'Value error';
/** seed 001 §8: text of the item discount refusal. */
export const DISCOUNT_TOO_LARGE_MESSAGE = 'Discount amount is more than the value requested';
/** seed 002 §8: an order discount larger than the total. */
export const DISCOUNT_BIGGER_THAN_TOTAL = 'Discount is bigger than the total value';

/** A discount as entered: type 1 percent or 2 fixed, and its value (percent in thousandths, fixed in cents). */
export type DiscountEntry =
  | { readonly type: typeof DISCOUNT_PERCENT; readonly percent: Thousandths }
  | { readonly type: typeof DISCOUNT_FIXED; readonly amount: Cents };

/**
 * The currency amount of an item discount on a line (seed 001 §5): percent of the line or a fixed
 * amount. Refused with 'Value error' / 'Discount amount is more than the value requested' when it
 * would make the item total negative (more than 100 % or more than the line), or when it is negative.
 * The amount keeps the line's sign, so a refund line's discount reduces the refund.
 */
export function itemDiscountAmount(line: Cents, entry: DiscountEntry): Result<Cents> {
  const magnitude = Math.abs(line);
  let amount: number;
  if (entry.type === DISCOUNT_PERCENT) {
    if (entry.percent < 0 || entry.percent > 100_000) return fail(VALUE_ERROR_TITLE, DISCOUNT_TOO_LARGE_MESSAGE);
    amount = centsPercent(cents(magnitude), entry.percent);
  } else {
    if (entry.amount < 0 || entry.amount > magnitude) return fail(VALUE_ERROR_TITLE, DISCOUNT_TOO_LARGE_MESSAGE);
    amount = entry.amount;
  }
  return ok(cents(line < 0 ? -amount : amount));
}

/**
 * Checks an order discount against the subtotal without gift card items (seed 001 §5): a fixed
 * amount or a percent over 100 may not exceed it ('Discount is bigger than the total value').
 * Returns the discount in cents and whether it is the whole order (exactly 100 %, seed 001 §4).
 */
export function orderDiscountCheck(
  eligibleSubtotal: Cents,
  entry: DiscountEntry,
): Result<{ readonly amount: Cents; readonly whole_order_discount: boolean }> {
  const magnitude = Math.abs(eligibleSubtotal);
  if (entry.type === DISCOUNT_PERCENT) {
    if (entry.percent < 0 || entry.percent > 100_000) return fail('Error', DISCOUNT_BIGGER_THAN_TOTAL);
    const amount = centsPercent(eligibleSubtotal, entry.percent);
    return ok({ amount, whole_order_discount: entry.percent === 100_000 });
  }
  if (entry.amount < 0 || entry.amount > magnitude) return fail('Error', DISCOUNT_BIGGER_THAN_TOTAL);
  return ok({ amount: eligibleSubtotal < 0 ? centsNegate(entry.amount) : entry.amount, whole_order_discount: false });
}

/**
 * seed 001 §5: "A price change resets the item discount to 0 if the discount exceeds the price."
 * Compares magnitudes with the new line amount (price × quantity with modifiers).
 */
export function itemDiscountAfterPriceChange(discount: Cents, newLine: Cents): Cents {
  return Math.abs(discount) > Math.abs(newLine) ? cents(0) : discount;
}
