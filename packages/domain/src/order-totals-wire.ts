/**
 * Writes {@link orderTotals} back onto the order as the wire's decimal fields (seed 001 §3 names),
 * so the terminal and the server store exactly what the domain computed.
 */
import { cents, centsToDecimal, thousandthsToDecimal } from './money.ts';
import type { OrderInput, OrderItemInput } from './order-input.ts';
import { orderTotals, type ItemTotals, type OrderTotals, type TotalsContext } from './order-totals.ts';

const ZERO = cents(0);

/** The order's total fields as decimals. */
export interface OrderTotalFields {
  subtotal: number;
  tax_total: number;
  discount_total: number;
  order_discount: number;
  discount_orders: number;
  whole_order_discount: boolean;
  grand_total: number;
  surcharge_value: number;
  tips_total: number;
  total_sum: number;
  balance_remaining: number;
}

/** An item's total fields as decimals (seed 001 §3 Order item). */
export interface ItemTotalFields {
  subtotal: number;
  grand_total: number;
  tax: number;
  discountPropotion: number;
  wholeDiscount: boolean;
  tax_items: {
    tax_rate: number | string | null;
    name: string;
    tax_rate_value: number;
    tax_value_item: number;
    tax_value_modifiers: number;
    tax_total: number;
    quantity: number;
  }[];
}

/**
 * A copy of the order with every total field filled from {@link orderTotals}: order fields as named
 * by seed 001 §3 (discount_orders = order_discount), each item with subtotal, grand_total, tax,
 * discountPropotion, wholeDiscount and tax_items; voided items keep zeros.
 */
export function orderWithTotals<I extends OrderItemInput, O extends OrderInput & { readonly items: readonly I[] }>(
  order: O,
  context: TotalsContext,
): Omit<O, 'items' | keyof OrderTotalFields> & OrderTotalFields & { items: (I & ItemTotalFields)[] } {
  return orderWithComputedTotals(order, orderTotals(order, context));
}

/** An item's total fields without the order's whole-discount flag: the item as the terminal stores and uploads it. */
export type ItemAmountFields = Omit<ItemTotalFields, 'wholeDiscount'>;

/** The order with the given totals written as its fields (a refund's come from its sale: refunds.ts). */
export function orderWithComputedTotals<
  I extends OrderItemInput,
  O extends OrderInput & { readonly items: readonly I[] },
>(
  order: O,
  totals: OrderTotals,
): Omit<O, 'items' | keyof OrderTotalFields> & OrderTotalFields & { items: (I & ItemTotalFields)[] } {
  const source: readonly I[] = order.items;
  const items = source.map(
    (item, index) => itemWithTotals(item, totals.items[index], totals.whole_order_discount) as I & ItemTotalFields,
  );
  return { ...order, ...orderFields(totals), items };
}

/**
 * {@link orderWithComputedTotals} without the items' `wholeDiscount` flag (the order's whole_order_discount says it;
 * the upload contract types that item field as an amount). An item whose fields already hold its totals is kept as
 * the same object: adding a line to a 400-line order copies one item, not 400, so what is cached per item (its
 * figures, its row on screen) stays valid (issue 13, 4x slowdown).
 */
export function orderWithItemAmounts<I extends OrderItemInput, O extends OrderInput & { readonly items: readonly I[] }>(
  order: O,
  totals: OrderTotals,
): Omit<O, 'items' | keyof OrderTotalFields> & OrderTotalFields & { items: (I & ItemAmountFields)[] } {
  const source: readonly I[] = order.items;
  const items = source.map((item, index): I & ItemAmountFields => itemWithTotals(item, totals.items[index], undefined));
  return { ...order, ...orderFields(totals), items };
}

/** The item with its totals as decimals; `whole` undefined leaves the flag out. The item itself when it holds them. */
function itemWithTotals<I extends OrderItemInput>(
  item: I,
  line: ItemTotals | undefined,
  whole: boolean | undefined,
): I & ItemAmountFields {
  if (holdsTotals(item, line, whole)) return item as I & ItemAmountFields;
  const filled: Record<string, unknown> = {
    ...(item as Record<string, unknown>),
    subtotal: centsToDecimal(line?.subtotal ?? ZERO),
    grand_total: centsToDecimal(line?.grand_total ?? ZERO),
    tax: centsToDecimal(line?.tax ?? ZERO),
    discountPropotion: centsToDecimal(line?.discountPropotion ?? ZERO),
    tax_items: (line?.tax_items ?? []).map((tax) => ({
      tax_rate: tax.tax_rate,
      name: tax.name,
      tax_rate_value: thousandthsToDecimal(tax.tax_rate_value),
      tax_value_item: centsToDecimal(tax.tax_value_item),
      tax_value_modifiers: centsToDecimal(tax.tax_value_modifiers),
      tax_total: centsToDecimal(tax.tax_total),
      quantity: thousandthsToDecimal(tax.quantity),
    })),
  };
  if (whole === undefined) delete filled.wholeDiscount;
  else filled.wholeDiscount = whole;
  return filled as unknown as I & ItemAmountFields;
}

/**
 * Whether the item's own fields already are these totals as the wire's decimals (compared as numbers, without
 * building them: this runs for every line of the order on every change).
 */
function holdsTotals(item: object, line: ItemTotals | undefined, whole: boolean | undefined): boolean {
  const held = item as Partial<ItemTotalFields>;
  if (
    held.subtotal !== centsToDecimal(line?.subtotal ?? ZERO) ||
    held.grand_total !== centsToDecimal(line?.grand_total ?? ZERO) ||
    held.tax !== centsToDecimal(line?.tax ?? ZERO) ||
    held.discountPropotion !== centsToDecimal(line?.discountPropotion ?? ZERO) ||
    (whole === undefined ? 'wholeDiscount' in item : held.wholeDiscount !== whole)
  )
    return false;
  const taxes = line?.tax_items ?? [];
  const before = held.tax_items;
  if (!Array.isArray(before) || before.length !== taxes.length) return false;
  for (let index = 0; index < taxes.length; index += 1) {
    const tax = taxes[index];
    const other = before[index];
    if (
      tax === undefined ||
      other === undefined ||
      other.tax_rate !== tax.tax_rate ||
      other.name !== tax.name ||
      other.tax_rate_value !== thousandthsToDecimal(tax.tax_rate_value) ||
      other.tax_value_item !== centsToDecimal(tax.tax_value_item) ||
      other.tax_value_modifiers !== centsToDecimal(tax.tax_value_modifiers) ||
      other.tax_total !== centsToDecimal(tax.tax_total) ||
      other.quantity !== thousandthsToDecimal(tax.quantity)
    )
      return false;
  }
  return true;
}

/** The order's total fields as decimals (seed 001 §3 names; discount_orders = order_discount). */
function orderFields(totals: OrderTotals): OrderTotalFields {
  return {
    subtotal: centsToDecimal(totals.subtotal),
    tax_total: centsToDecimal(totals.tax_total),
    discount_total: centsToDecimal(totals.discount_total),
    order_discount: centsToDecimal(totals.order_discount),
    discount_orders: centsToDecimal(totals.order_discount),
    whole_order_discount: totals.whole_order_discount,
    grand_total: centsToDecimal(totals.grand_total),
    surcharge_value: centsToDecimal(totals.surcharge_value),
    tips_total: centsToDecimal(totals.tips_total),
    total_sum: centsToDecimal(totals.total_sum),
    balance_remaining: centsToDecimal(totals.balance_remaining),
  };
}
