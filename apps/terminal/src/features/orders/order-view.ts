/**
 * What the order list shows of an order (seed 002 §2): its number, the date that fits its status, the total plus
 * surcharge, the discount percent, payments as Paid or Refunded. Pure; the money stays in the domain's helpers.
 */
import type { Payment } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  isActive,
  ORDER_STATUS,
  thousandthsFromDecimal,
  thousandthsFormat,
  type Cents,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** The number shown as #id: the server id, else the local id of an order not uploaded yet. */
export function orderDisplayId(order: Pick<OrderRecord, 'id' | 'local_id'>): string {
  return order.id === null || order.id === undefined ? order.local_id : String(order.id);
}

/**
 * seed 002 §2: close date for completed or cancelled (and refunded) orders, open date for open ones, hold date plus
 * the hold note for held ones.
 */
export function orderRowDate(
  order: Pick<OrderRecord, 'status' | 'open_date' | 'close_date' | 'hold_date' | 'description'>,
): { at: string | null; note: string | null } {
  if (order.status === ORDER_STATUS.HOLD)
    return { at: order.hold_date ?? order.open_date, note: order.description ? order.description : null };
  if (order.status === ORDER_STATUS.OPEN || order.status === ORDER_STATUS.PENDING)
    return { at: order.open_date, note: null };
  return { at: order.close_date ?? order.open_date, note: null };
}

const amount = (value: number | string | null | undefined): Cents =>
  value === null || value === undefined || value === '' ? cents(0) : centsFromDecimal(value);

/** seed 002 §2: the row total is the total plus the surcharge. */
export function orderRowTotal(order: Pick<OrderRecord, 'grand_total' | 'surcharge_value'>): Cents {
  return cents(amount(order.grand_total) + amount(order.surcharge_value));
}

/** The order discount as a percent text when it was entered as a percent (discount_orders_raw_type 1), else null. */
export function orderDiscountPercent(
  order: Pick<OrderRecord, 'discount_orders_raw_type' | 'discount_orders_raw_value'>,
): string | null {
  if (
    order.discount_orders_raw_type !== 1 ||
    order.discount_orders_raw_value === null ||
    order.discount_orders_raw_value === undefined
  )
    return null;
  const percent = thousandthsFromDecimal(order.discount_orders_raw_value);
  return percent === 0 ? null : thousandthsFormat(percent).replace(/\.?0+$/, '');
}

/** seed 002 §2: each payment is labelled Paid or Refunded. */
export function paymentKind(payment: Pick<Payment, 'transaction_type' | 'amount'>): 'paid' | 'refunded' {
  return payment.transaction_type === 'return' || amount(payment.amount) < 0 ? 'refunded' : 'paid';
}

/** Amounts the sidebar shows, in cents. */
export function orderAmounts(order: OrderRecord) {
  return {
    subtotal: amount(order.subtotal),
    discount: amount(order.discount_total),
    tax: amount(order.tax_total),
    tips: amount(order.tips_total),
    surcharge: amount(order.surcharge_value),
    total: amount(order.total_sum),
    balance: amount(order.balance_remaining),
  };
}

/** The lines the sidebar lists: active items only (voided ones are hidden), with quantity and line total. */
export function orderLines(order: OrderRecord) {
  return order.items
    .filter((item) => isActive(item))
    .map((item) => ({
      key: item.local_id,
      name: item.name,
      quantity: thousandthsFormat(thousandthsFromDecimal(item.quantity)).replace(/\.000$/, ''),
      total: amount(item.grand_total ?? item.subtotal),
      notes: item.notes ? item.notes : null,
      partialRefund: item.isPartialRefund === true,
    }));
}

export const paymentAmount = (payment: Pick<Payment, 'amount'>): Cents => amount(payment.amount);
