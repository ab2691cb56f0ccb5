/**
 * Writes {@link orderTotals} back onto the order as the wire's decimal fields (seed 001 §3 names),
 * so the terminal and the server store exactly what the domain computed.
 */
import { cents, centsToDecimal, thousandthsToDecimal } from './money.ts';
import type { OrderInput, OrderItemInput } from './order-input.ts';
import { orderTotals, type OrderTotals, type TotalsContext } from './order-totals.ts';

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

/** The order with the given totals written as its fields (a refund's come from its sale: refunds.ts). */
export function orderWithComputedTotals<
  I extends OrderItemInput,
  O extends OrderInput & { readonly items: readonly I[] },
>(
  order: O,
  totals: OrderTotals,
): Omit<O, 'items' | keyof OrderTotalFields> & OrderTotalFields & { items: (I & ItemTotalFields)[] } {
  const source: readonly I[] = order.items;
  const items = source.map((item, index): I & ItemTotalFields => {
    const line = totals.items[index];
    return {
      ...item,
      subtotal: centsToDecimal(line?.subtotal ?? ZERO),
      grand_total: centsToDecimal(line?.grand_total ?? ZERO),
      tax: centsToDecimal(line?.tax ?? ZERO),
      discountPropotion: centsToDecimal(line?.discountPropotion ?? ZERO),
      wholeDiscount: totals.whole_order_discount,
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
  });
  const fields: OrderTotalFields = {
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
  return { ...order, ...fields, items };
}
