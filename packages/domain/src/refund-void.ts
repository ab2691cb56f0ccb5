/**
 * Refunds by void (issue 19 §2 acceptance; docs/decisions.md §61, amended 2026-11-29): a same-day refund that returns
 * the whole sale reverses each card terminal payment (A or B) by a void of its transaction. A void cancels the whole card
 * transaction, its tip and its share of the surcharge included, so that refund gives back what the sale charged: every
 * payment's whole amount, the voided payments' tips and the sale's surcharge. Partial refunds, refunds on a later day
 * and refunds on a tender the cashier chose stay returns of each payment's share (surcharge and tips kept, §41).
 */
import { cents, centsFromDecimal, centsNegate, type Cents, type Decimal } from './money.ts';
import { isActive, isGiftCardItem } from './order-input.ts';
import { orderRefundableLines, paymentIsVoid, type RefundableItemInput, type RefundPaymentInput } from './refunds.ts';

/** Two instants on the same calendar day of the device's clock (a card batch closes once a day). */
export function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

const optionalCents = (value: Decimal | null | undefined): Cents =>
  value === null || value === undefined || value === '' ? cents(0) : centsFromDecimal(value);

/**
 * The refund gives back the whole sale: no earlier refund of it, no gift card sold in it (gift cards are never
 * refunded, so their money stays) and every line returned whole by this refund.
 */
export function refundReturnsWholeSale(
  sale: { readonly items: readonly RefundableItemInput[] },
  earlierRefunds: number,
  refundItems: readonly RefundableItemInput[],
): boolean {
  if (earlierRefunds > 0) return false;
  if (sale.items.some((item) => isActive(item) && isGiftCardItem(item))) return false;
  if (!refundItems.some((item) => isActive(item))) return false;
  return orderRefundableLines(sale.items, [{ items: refundItems }]).length === 0;
}

/** One sale payment in a refund by void: what goes back on it and whether it is voided. */
export interface RefundVoidStep {
  /** The payment's place among the sale's payments. */
  readonly index: number;
  readonly voided: boolean;
  /** The amount given back (positive): the payment's whole amount. */
  readonly amount: Cents;
  /** The tip given back (positive): the voided payment's tip, else 0 (staff keep a tip not on a voided card). */
  readonly tips: Cents;
}

export interface RefundVoidInput<P extends RefundPaymentInput & { readonly payment_date?: string | null }> {
  readonly sale: { readonly items: readonly RefundableItemInput[]; readonly payments?: readonly P[] | null };
  /** How many refunds of the sale were processed before this one. */
  readonly earlierRefunds: number;
  readonly refundItems: readonly RefundableItemInput[];
  /** The tender the cashier chose (issue 15 §3); null: the original payments. */
  readonly tender: string | null;
  /** Whether a payment went through a card terminal that voids (behaviours 3 and 5: card A and card B). */
  readonly voidable: (payment: P) => boolean;
  readonly now: Date;
}

/**
 * The refund's plan when it voids (every sale payment given back whole, the same-day card terminal payments voided);
 * null when it does not (not the whole sale, a chosen tender, or no card terminal payment of today to void).
 */
export function refundVoidPlan<P extends RefundPaymentInput & { readonly payment_date?: string | null }>(
  input: RefundVoidInput<P>,
): RefundVoidStep[] | null {
  if (input.tender !== null) return null;
  if (!refundReturnsWholeSale(input.sale, input.earlierRefunds, input.refundItems)) return null;
  const steps: RefundVoidStep[] = [];
  for (const [index, payment] of (input.sale.payments ?? []).entries()) {
    const amount = optionalCents(payment.amount);
    if (payment.transaction_type === 'return' || amount <= 0) continue;
    const date = payment.payment_date ? new Date(payment.payment_date) : null;
    const voided =
      input.voidable(payment) && date !== null && !Number.isNaN(date.getTime()) && sameLocalDay(date, input.now);
    steps.push({ index, voided, amount, tips: voided ? optionalCents(payment.tips) : cents(0) });
  }
  return steps.some((step) => step.voided) ? steps : null;
}

/** A refund check's finding: the field and what is wrong with it. */
export interface RefundVoidIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * The server's check of the voids a refund reports (issue 19): a void belongs to a refund that returns the whole sale,
 * names a card payment of the sale (same payment type and reference) that no other void of it names, and gives back
 * exactly what that payment charged (its amount and its tip), never more, never less.
 */
export function refundVoidIssue<
  P extends RefundPaymentInput & {
    readonly reference_id?: string | null;
    readonly dejavoo_transaction_type?: string | null;
  },
>(
  refund: { readonly items: readonly RefundableItemInput[]; readonly payments?: readonly P[] | null },
  sale: { readonly items: readonly RefundableItemInput[]; readonly payments?: readonly P[] | null },
  earlierRefunds: number,
): RefundVoidIssue | null {
  const whole = refundReturnsWholeSale(sale, earlierRefunds, refund.items);
  const used = new Set<number>();
  for (const [index, payment] of (refund.payments ?? []).entries()) {
    if (!paymentIsVoid(payment)) continue;
    const field = (name: string) => `payments.${String(index)}.${name}`;
    if (!whole)
      return {
        field: field('dejavoo_transaction_type'),
        message: 'A void gives back a whole sale: this refund does not return every line of it',
      };
    const originalIndex = (sale.payments ?? []).findIndex(
      (candidate, at) =>
        !used.has(at) &&
        candidate.transaction_type !== 'return' &&
        candidate.payment_type === payment.payment_type &&
        (candidate.reference_id ?? '') !== '' &&
        candidate.reference_id === payment.reference_id,
    );
    const original = sale.payments?.[originalIndex];
    if (original === undefined)
      return { field: field('reference_id'), message: 'A void names no card payment of the sale' };
    used.add(originalIndex);
    if (optionalCents(payment.amount) !== centsNegate(optionalCents(original.amount)))
      return { field: field('amount'), message: 'A void gives back exactly the amount the card was charged' };
    if (optionalCents(payment.tips) !== centsNegate(optionalCents(original.tips)))
      return { field: field('tips'), message: 'A void gives back exactly the tip the card was charged' };
  }
  return null;
}
