/**
 * What the order list shows of an order (seed 002 §2): its number, the date that fits its status, the total plus
 * surcharge, the discount percent, payments as Paid or Refunded. Pure; the money stays in the domain's helpers.
 */
import type { Payment } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  ORDER_STATUS,
  quantityText,
  recordedOrderFigures,
  thousandthsFromDecimal,
  type Cents,
  type OrderFigures,
  type TotalsContext,
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
  return percent === 0 ? null : quantityText(percent);
}

/** seed 002 §2: each payment is labelled Paid or Refunded. */
export function paymentKind(payment: Pick<Payment, 'transaction_type' | 'amount'>): 'paid' | 'refunded' {
  return payment.transaction_type === 'return' || amount(payment.amount) < 0 ? 'refunded' : 'paid';
}

/** The figures of a listed order as it was recorded (issue 15 §1: the domain's, as on every other screen). */
export function orderListFigures(order: OrderRecord, context: TotalsContext): OrderFigures {
  return recordedOrderFigures(order, context);
}

/**
 * The lines the sidebar lists: active items only (voided ones are hidden), with quantity, modifiers and the line
 * amount (before the order discount and tax, as the subtotal under them).
 */
export function orderLines(order: OrderRecord, figures: OrderFigures) {
  return figures.lines.map((line) => {
    const item = order.items[line.index]!;
    return {
      key: item.local_id,
      name: item.name,
      quantity: quantityText(line.quantity),
      amount: line.amount,
      discount: line.discount,
      modifiers: line.modifiers,
      notes: item.notes ? item.notes : null,
      partialRefund: item.isPartialRefund === true,
    };
  });
}

export const paymentAmount = (payment: Pick<Payment, 'amount'>): Cents => amount(payment.amount);
