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
  thousandths,
  thousandthsToDecimal,
  type Cents,
  type Decimal,
  type Thousandths,
} from './money.ts';
import { isActive, isGiftCardItem, type OrderInput, type OrderItemInput, type PaymentInput } from './order-input.ts';
import {
  orderTotals,
  type ItemTaxLine,
  type ItemTotals,
  type OrderTotals,
  type TotalsContext,
} from './order-totals.ts';

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

/** Quantity (thousandths) the refund orders returned of each sold item, by the item's refund key. */
function returnedQuantities(
  refundOrders: readonly { readonly items: readonly RefundableItemInput[] }[],
): Map<string, number> {
  const returned = new Map<string, number>();
  for (const refund of refundOrders) {
    for (const line of refund.items) {
      if (!isActive(line) || line.order_refund_item === null || line.order_refund_item === undefined) continue;
      const key = String(line.order_refund_item);
      returned.set(key, (returned.get(key) ?? 0) + Math.abs(thousandthsFromDecimal(line.quantity)));
    }
  }
  return returned;
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
  return refundableLines(items, returnedQuantities(refundOrders));
}

/** {@link orderRefundableLines} from the quantities already returned, by refund key. */
function refundableLines<T extends RefundableItemInput>(
  items: readonly T[],
  returned: ReadonlyMap<string, number>,
): RefundableLine<T>[] {
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
  readonly reference_id?: string | null;
  /** 'Void' on a return that voided its card payment (refund-void.ts). */
  readonly dejavoo_transaction_type?: string | null;
}

/**
 * The mark of a return payment that voided its card payment (issue 19; decisions §61): the seeds' processor transaction
 * kind field, which card B fills from SPIn's TransactionType and card A writes too. The device's own answer is in
 * processor_refund_response.
 */
export const REFUND_VOID_KIND = 'Void';

/** A return payment made by a void. */
export function paymentIsVoid(
  payment: Pick<RefundPaymentInput, 'transaction_type' | 'dejavoo_transaction_type'>,
): boolean {
  return payment.transaction_type === 'return' && payment.dejavoo_transaction_type === REFUND_VOID_KIND;
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

/* ------------------------------------------------------------------------------------ refund figures (issue 15 §2) */

/** A sold order as the refund figures read it: its lines and, when stored, the total it charged. */
export interface RefundSaleInput extends OrderInput {
  readonly items: readonly RefundableItemInput[];
  readonly total_sum?: Decimal | null;
}

/**
 * The sale's own totals, read as it was charged: the terminal's cash discount setting (the 1.04 factor) may have changed
 * since, so the reading whose total_sum is the stored one is kept (as the server's check does).
 */
export function refundSaleTotals(sale: RefundSaleInput, context: TotalsContext): OrderTotals {
  const first = orderTotals(sale, context);
  if (sale.total_sum === null || sale.total_sum === undefined || sale.total_sum === '') return first;
  const charged = centsFromDecimal(sale.total_sum);
  if (first.total_sum === charged) return first;
  const other = orderTotals(sale, { ...context, cashDiscountEnabled: context.cashDiscountEnabled !== true });
  return other.total_sum === charged ? other : first;
}

/** `figure × upTo ÷ sold`, rounded: the part of a sold line's figure that `upTo` of its quantity carries. */
const part = (figure: number, upTo: number, sold: number): number =>
  upTo >= sold ? figure : multiplyDivideRounded(figure, upTo, sold);

/** What returning `from`..`to` of a line of `sold` takes of one of its figures, negated (a refund's sign). */
const returned = (figure: number, from: number, to: number, sold: number): Cents =>
  cents(part(figure, from, sold) - part(figure, to, sold));

/**
 * One line's figures for returning `from`..`to` of `sold`. The total and the tax are allocated (they are the money and
 * the tax given back, so they never overshoot), then the order discount share and the item discount; the base, the
 * subtotal and the line amount follow from them, so the line stays consistent (line − discount − share + tax = total)
 * and a figure the sale did not have (no discount) stays zero.
 */
function itemReturned(sale: ItemTotals, from: number, to: number, sold: number, taxInclusive: boolean): ItemTotals {
  const r = (figure: number) => returned(figure, from, to, sold);
  const grand = r(sale.grand_total);
  const tax = r(sale.tax);
  const discountPropotion = r(sale.discountPropotion);
  const discount = r(sale.discount);
  const subtotal = cents(grand - (taxInclusive ? 0 : tax) + discountPropotion);
  const taxItems: ItemTaxLine[] = sale.tax_items.map((line) => {
    const total = r(line.tax_total);
    const onItem = r(line.tax_value_item);
    return {
      ...line,
      tax_value_item: onItem,
      tax_value_modifiers: cents(total - onItem),
      tax_total: total,
      quantity: thousandths(from - to),
    };
  });
  return {
    active: true,
    unit_price: sale.unit_price,
    modifiers_price: sale.modifiers_price,
    line: cents(subtotal + discount),
    discount,
    subtotal,
    discountPropotion,
    tax,
    tax_items: taxItems,
    grand_total: grand,
  };
}

const ZERO_ITEM: ItemTotals = {
  active: false,
  unit_price: cents(0),
  modifiers_price: cents(0),
  line: cents(0),
  discount: cents(0),
  subtotal: cents(0),
  discountPropotion: cents(0),
  tax: cents(0),
  tax_items: [],
  grand_total: cents(0),
};

/**
 * The tax a refund gives back, counted cumulatively like its lines' figures. Under tax_round 'none' the sale's tax total
 * is rounded once over the order, so its lines' taxes may add up to a cent or more above or below it. What the returns
 * give back in all is capped at the sale's tax less the gift card lines' (never refunded), and the return that leaves
 * nothing refundable takes what is left up to that cap; so no refund ever charges tax (a refund's figures stay at or
 * below zero) and returning everything gives back exactly the sale's tax. Without order-level rounding the cap is the
 * refundable lines' own tax and this is their sum.
 */
function refundTaxTotal(
  sale: RefundSaleInput,
  saleTotals: OrderTotals,
  returnedBefore: ReadonlyMap<string, number>,
  linesTax: number,
  lastReturn: boolean,
): number {
  let giftCardsTax = 0;
  let backBefore = 0;
  sale.items.forEach((item, index) => {
    const figures = saleTotals.items[index];
    if (figures === undefined || !isActive(item)) return;
    if (isGiftCardItem(item)) {
      giftCardsTax += figures.tax;
      return;
    }
    const key = itemRefundKey(item);
    const back = key === null ? 0 : (returnedBefore.get(key) ?? 0);
    backBefore += part(figures.tax, back, thousandthsFromDecimal(item.quantity));
  });
  const cap = Math.max(0, saleTotals.tax_total - giftCardsTax);
  const capped = (back: number) => Math.min(back, cap);
  const backAfter = lastReturn ? cap : capped(backBefore - linesTax);
  return capped(backBefore) - backAfter;
}

/**
 * The totals of a refund order allocated from what the sale charged (issue 15 §2; decided, docs/decisions.md): each
 * refund line takes of its sold line's amount, item discount, order discount share, tax (per rate) and total the part
 * its quantity carries, counted cumulatively — what the returns up to and including this one carry, less what the
 * returns before it carried — so returning everything, in one refund or in many, gives back exactly what the sale
 * charged, to the cent, and a partial return never takes more than is left: the last one takes the remainder.
 *
 * The order's tax total is allocated the same way (refundTaxTotal): under tax_round 'none' the sale's tax total is
 * rounded once over the order and may differ from the sum of its lines' taxes; the refund that returns the last
 * refundable line takes that difference, and none gives back more tax than is left. Surcharge and tips are not given
 * back by item returns (decisions §41), but a refund that voids its card payments (a return marked REFUND_VOID_KIND,
 * refund-void.ts) gives the sale's surcharge back too.
 *
 * Items align with the refund's items (voided or zero lines are zeros). Null when a line names no refundable item of
 * the sale or returns more than is left of it (after the earlier refunds and the lines before it in this refund).
 */
export function refundOrderTotals(
  refund: {
    readonly items: readonly RefundableItemInput[];
    readonly payments?:
      readonly (PaymentInput & Pick<RefundPaymentInput, 'transaction_type' | 'dejavoo_transaction_type'>)[] | null;
  },
  sale: RefundSaleInput,
  earlier: readonly { readonly items: readonly RefundableItemInput[] }[],
  context: TotalsContext,
): OrderTotals | null {
  const saleTotals = refundSaleTotals(sale, context);
  const returnedBefore = returnedQuantities(earlier);
  const lines = refundableLines(sale.items, returnedBefore);
  const byKey = new Map<string, { line: RefundableLine<RefundableItemInput>; index: number; upTo: number }>();
  for (const line of lines) {
    const key = itemRefundKey(line.item);
    if (key !== null) byKey.set(key, { line, index: sale.items.indexOf(line.item), upTo: line.returned });
  }
  const items: ItemTotals[] = [];
  let subtotal = 0;
  let itemDiscounts = 0;
  let orderDiscount = 0;
  let linesTax = 0;
  for (const item of refund.items) {
    const quantity = Math.abs(thousandthsFromDecimal(item.quantity));
    if (!isActive(item) || quantity === 0) {
      items.push(ZERO_ITEM);
      continue;
    }
    if (thousandthsFromDecimal(item.quantity) > 0) return null;
    const key =
      item.order_refund_item === null || item.order_refund_item === undefined ? null : String(item.order_refund_item);
    const found = key === null ? undefined : byKey.get(key);
    const saleItem = found === undefined ? undefined : saleTotals.items[found.index];
    if (found === undefined || saleItem === undefined) return null;
    const sold = found.line.quantity + found.line.returned;
    const to = found.upTo + quantity;
    if (to > sold) return null;
    const figures = itemReturned(saleItem, found.upTo, to, sold, context.taxInclusive);
    found.upTo = to;
    items.push(figures);
    subtotal += figures.subtotal;
    itemDiscounts += figures.discount;
    orderDiscount += figures.discountPropotion;
    linesTax += figures.tax;
  }
  const allBack = [...byKey.values()].every(({ line, upTo }) => upTo >= line.quantity + line.returned);
  const lastReturn = allBack && items.some((item) => item.active);
  const taxTotal = refundTaxTotal(sale, saleTotals, returnedBefore, linesTax, lastReturn);
  const grandTotal = subtotal - orderDiscount + (context.taxInclusive ? 0 : taxTotal);
  let paid = 0;
  let tips = 0;
  let voids = false;
  for (const payment of refund.payments ?? []) {
    paid += centsFromDecimal(payment.amount);
    tips +=
      payment.tips === null || payment.tips === undefined || payment.tips === '' ? 0 : centsFromDecimal(payment.tips);
    voids ||= paymentIsVoid(payment);
  }
  // A refund by void gives the sale's surcharge back with the card transaction (refund-void.ts, decisions §61).
  const surcharge = voids ? centsNegate(saleTotals.surcharge_value) : 0;
  return {
    subtotal: cents(subtotal),
    tax_total: cents(taxTotal),
    discount_total: cents(itemDiscounts + orderDiscount),
    order_discount: cents(orderDiscount),
    whole_order_discount: saleTotals.whole_order_discount,
    grand_total: cents(grandTotal),
    surcharge_value: cents(surcharge),
    tips_total: cents(tips),
    total_sum: cents(grandTotal + surcharge + tips),
    paid_total: cents(paid),
    balance_remaining: cents(grandTotal + surcharge - paid),
    items,
  };
}
