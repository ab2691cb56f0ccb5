/**
 * Refunds (seed 001 §4 Refund, §5; seed 002 §4, §5).
 */
import {
  cents,
  centsFromDecimal,
  centsNegate,
  centsToDecimal,
  multiplyDivideRounded,
  thousandthsFromDecimal,
  thousandthsToDecimal,
  type Cents,
  type Decimal,
  type Thousandths,
} from './money.ts';
import { isActive, isGiftCardItem, type OrderItemInput } from './order-input.ts';

/** An order item as refunds read it: the totals fields plus its ids. */
export interface RefundableItemInput extends OrderItemInput {
  readonly id?: number | string | null;
  readonly local_id?: string | null;
  readonly order_refund_item?: number | string | null;
}

/** A line that may still be refunded and how much of it. */
export interface RefundableLine<T extends RefundableItemInput> {
  readonly item: T;
  /** Quantity sold minus what earlier refund orders returned. */
  readonly quantity: Thousandths;
  /** Quantity already returned by earlier refund orders. */
  readonly returned: Thousandths;
}

/** The key a refund line uses to point at the sold item: its local_id, else its id. */
export function itemRefundKey(item: Pick<RefundableItemInput, 'id' | 'local_id'>): string | null {
  if (item.local_id !== null && item.local_id !== undefined && item.local_id !== '') return item.local_id;
  return item.id === null || item.id === undefined ? null : String(item.id);
}

/**
 * Refundable lines of an order (seed 001 §4, seed 002 §4): active items, gift card items excluded,
 * quantities already returned by earlier refund orders subtracted, lines left at zero removed.
 * Decided: a refund line points at its sold item by order_refund_item = the item's local_id (or id).
 */
export function orderRefundableLines<T extends RefundableItemInput>(
  items: readonly T[],
  refundOrders: readonly { readonly items: readonly RefundableItemInput[] }[],
): RefundableLine<T>[] {
  const returned = new Map<string, number>();
  for (const refund of refundOrders) {
    for (const line of refund.items) {
      if (!isActive(line) || line.order_refund_item === null || line.order_refund_item === undefined) continue;
      const key = String(line.order_refund_item);
      returned.set(key, (returned.get(key) ?? 0) + Math.abs(thousandthsFromDecimal(line.quantity)));
    }
  }
  const lines: RefundableLine<T>[] = [];
  for (const item of items) {
    if (!isActive(item) || isGiftCardItem(item)) continue;
    const sold = thousandthsFromDecimal(item.quantity);
    const key = itemRefundKey(item);
    const back = key === null ? 0 : (returned.get(key) ?? 0);
    const left = sold - back;
    if (left > 0) lines.push({ item, quantity: left as Thousandths, returned: back as Thousandths });
  }
  return lines;
}

/**
 * A refund line (seed 001 §4): the sold item with a negative quantity, carrying its original price,
 * tax status and discount. Decided: the discount is the part of the original discount for the
 * returned quantity, computed cumulatively (share up to now minus share before) so that all partial
 * refunds together return exactly the original discount, never more.
 */
export function refundLine<T extends RefundableItemInput>(
  line: RefundableLine<T>,
  quantity: Thousandths,
): T & { quantity: number; discount: number; order_refund_item: string | null; void_status: 0 } {
  const take = Math.min(Math.abs(quantity), line.quantity);
  const sold = line.quantity + line.returned;
  const discount = Math.abs(
    line.item.discount === null || line.item.discount === undefined || line.item.discount === ''
      ? 0
      : centsFromDecimal(line.item.discount),
  );
  const shareBefore = multiplyDivideRounded(discount, line.returned, sold);
  const shareAfter = multiplyDivideRounded(discount, line.returned + take, sold);
  return {
    ...line.item,
    quantity: take === 0 ? 0 : thousandthsToDecimal(-take as Thousandths),
    discount: (shareAfter - shareBefore) / 100,
    order_refund_item: itemRefundKey(line.item),
    void_status: 0,
  };
}

/**
 * seed 001 §4 / seed 002 §4: fully refunded when the remaining total is at most 0.01 or equals the
 * order's tax total.
 */
export function orderIsFullyRefunded(remainingTotal: Cents, taxTotal: Cents): boolean {
  return remainingTotal <= 1 || remainingTotal === taxTotal;
}

/** The remaining total of a sold order: its total_sum plus the (negative) totals of its refund orders. */
export function orderRemainingTotal(totalSum: Decimal, refundTotals: readonly Decimal[]): Cents {
  let remaining: number = centsFromDecimal(totalSum);
  for (const total of refundTotals) remaining += centsFromDecimal(total);
  return cents(remaining);
}

/** A payment as refunds read and write it (seed 001 §3 Payment). */
export interface RefundPaymentInput {
  readonly amount: Decimal;
  readonly amount_paid?: Decimal | null;
  readonly tips?: Decimal | null;
  readonly change_amount?: Decimal | null;
  readonly payment_type: string;
  readonly transaction_type?: string | null;
}

/**
 * Return payments (seed 001 §4, seed 002 §4): each original sale payment reversed as a return
 * transaction of negative amount. Decided: the applied amount and tips are reversed; no change is given.
 */
export function orderReturnPayments<T extends RefundPaymentInput>(
  payments: readonly T[],
): (T & { amount: number; amount_paid: number; tips: number; change_amount: number; transaction_type: 'return' })[] {
  const returns: (T & {
    amount: number;
    amount_paid: number;
    tips: number;
    change_amount: number;
    transaction_type: 'return';
  })[] = [];
  for (const payment of payments) {
    if (payment.transaction_type === 'return') continue;
    const amount = centsToDecimal(centsNegate(centsFromDecimal(payment.amount)));
    const tips =
      payment.tips === null || payment.tips === undefined || payment.tips === ''
        ? 0
        : centsToDecimal(centsNegate(centsFromDecimal(payment.tips)));
    returns.push({ ...payment, amount, amount_paid: amount, tips, change_amount: 0, transaction_type: 'return' });
  }
  return returns;
}

/**
 * The Refund button is disabled (seed 001 §5, seed 002 §5) when the order is fully refunded, has no
 * server id, contains only gift card products, or is loading.
 */
export function refundButtonDisabled(input: {
  readonly fullyRefunded: boolean;
  readonly id: number | string | null | undefined;
  readonly items: readonly Pick<OrderItemInput, 'product' | 'void_status'>[];
  readonly loading: boolean;
}): boolean {
  // Voided lines do not count: an order whose only active lines are gift cards has nothing to refund.
  const onlyGiftCards = input.items.filter((item) => isActive(item)).every((item) => isGiftCardItem(item));
  return (
    input.fullyRefunded ||
    input.id === null ||
    input.id === undefined ||
    input.id === '' ||
    onlyGiftCards ||
    input.loading
  );
}

/** seed 002 §2: the order list offers Refund for completed orders with a non-zero total. */
export function refundOffered(status: number, total: Cents): boolean {
  return status === 3 && total !== 0;
}
