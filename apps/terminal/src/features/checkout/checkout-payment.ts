/**
 * Pure checkout rules over an order record (seed 001 §4 Checkout payment flow, §5): the surcharge context, the amounts
 * of one payment, the payment record and the order after it. No IndexedDB, no clock: ids and time come in.
 */
import type { Payment, PaymentType } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsToDecimal,
  orderTotals,
  paymentAmounts,
  paymentOutcome,
  thousandths,
  thousandthsFromDecimal,
  ORDER_STATUS,
  type Cents,
  type OrderTotals,
  type PaymentAmounts,
  type Thousandths,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderRecompute } from '../order/order-build.ts';

export type CheckoutPaymentType = Pick<PaymentType, 'name' | 'behavior'> & Partial<PaymentType>;

/** A payment type's surcharge percent as thousandths (3 % -> 3000); absent or empty is 0. */
export function surchargePercentOf(type: Pick<CheckoutPaymentType, 'surcharge'>): Thousandths {
  const value = type.surcharge as number | string | null | undefined;
  return value === null || value === undefined || value === '' ? thousandths(0) : thousandthsFromDecimal(value);
}

/**
 * The totals context of a payment with this type: a type with a surcharge recomputes the order's surcharge_value
 * (domain orderTotals: only once allow_surcharge is set, never for a refund); other types keep the order's value.
 */
export function paymentTotalsContext(context: TotalsContext, type: CheckoutPaymentType): TotalsContext {
  const percent = surchargePercentOf(type);
  return percent > 0 ? { ...context, surchargePercent: percent } : context;
}

/** The order's totals in cents (domain orderTotals). */
export function checkoutTotals(order: OrderRecord, context: TotalsContext): OrderTotals {
  return orderTotals(order, context);
}

/** seed 001 §4: a negative order total means the checkout takes a return. */
export function checkoutIsRefund(totals: Pick<OrderTotals, 'grand_total'>): boolean {
  return totals.grand_total < 0;
}

/** The amounts of one payment of `tendered` cents (domain paymentAmounts: zero takes the whole balance, change for cash only). */
export function checkoutPaymentAmounts(
  totals: Pick<OrderTotals, 'balance_remaining'>,
  tendered: Cents,
  behavior: number,
): PaymentAmounts {
  return paymentAmounts(totals.balance_remaining, tendered, behavior);
}

/** seed 001 §3 Payment local_id: terminal_sequence_timestamp (the sequence is the payment's place in the order). */
export function paymentLocalId(terminalId: number, order: Pick<OrderRecord, 'payments'>, now: Date): string {
  return `${String(terminalId)}_${String((order.payments?.length ?? 0) + 1)}_${String(now.getTime())}`;
}

/** Who takes the payment, where and in which shift. */
export interface PaymentWho {
  readonly terminalId: number;
  readonly employeeId: number | null;
  /** The open shift's id (its local id until the server answers; the sync engine replaces it). */
  readonly shiftId: number | string | null;
  readonly now: Date;
}

/** The payment record (contracts payment, seed 001 §3): 'return' with negative amounts. */
export function paymentRecord(
  order: OrderRecord,
  type: CheckoutPaymentType,
  amounts: PaymentAmounts,
  who: PaymentWho,
  extra: { tips?: Cents; fields?: Partial<Payment> } = {},
): Payment {
  return {
    ...extra.fields,
    local_id: paymentLocalId(who.terminalId, order, who.now),
    ...(typeof order.id === 'number' ? { order: order.id } : {}),
    employee: who.employeeId,
    amount: centsToDecimal(amounts.amount),
    amount_paid: centsToDecimal(amounts.amount_paid),
    change_amount: centsToDecimal(amounts.change_amount),
    tips: centsToDecimal(extra.tips ?? cents(0)),
    payment_type: type.name,
    payment_date: who.now.toISOString(),
    related_terminal: who.terminalId,
    transaction_type: amounts.amount < 0 ? 'return' : 'sale',
    // Contracts type the shift as a server id; a local shift id is replaced by the sync engine before upload.
    shift: who.shiftId as number | null,
  };
}

/**
 * The order after a payment (seed 001 §4): the payment appended, totals recomputed; a payment covering the balance
 * completes it (refunded when the total is negative) with close_date, closing employee, terminal and shift, and
 * releases the lock; a partial payment keeps it open with balance_remaining.
 */
export function orderAfterPayment(
  order: OrderRecord,
  payment: Payment,
  context: TotalsContext,
  who: PaymentWho,
): { order: OrderRecord; complete: boolean } {
  return orderAfterPayments({ ...order, payments: [...(order.payments ?? []), payment] }, context, who);
}

/**
 * The order once its payments changed (a payment taken, an uncertain one settled as charged, issue 19 §3): totals
 * recomputed, completed when they cover the balance, else open with the balance remaining.
 */
export function orderAfterPayments(
  order: OrderRecord,
  context: TotalsContext,
  who: PaymentWho,
): { order: OrderRecord; complete: boolean } {
  const paid = orderRecompute(order, context);
  const totals = orderTotals(paid, context);
  const outcome = paymentOutcome(cents(totals.grand_total + totals.surcharge_value), totals.paid_total);
  if (!outcome.complete) {
    return {
      order: { ...paid, status: ORDER_STATUS.OPEN, balance_remaining: centsToDecimal(outcome.balance_remaining) },
      complete: false,
    };
  }
  return {
    order: {
      ...paid,
      status: outcome.status,
      balance_remaining: 0,
      close_date: who.now.toISOString(),
      emp_close: who.employeeId,
      terminal_id: who.terminalId,
      shift: who.shiftId as number | null,
      locked_by: null,
    },
    complete: true,
  };
}

/** seed 001 §4 "Opening checkout on a completed or refunded order shows the sale-completed modal". */
export function orderIsSettled(order: Pick<OrderRecord, 'status'>): boolean {
  return order.status === ORDER_STATUS.COMPLETED || order.status === ORDER_STATUS.REFUNDED;
}

/** Change due shown by the sale-completed modal: the change of the last payment. */
export function orderChangeDue(order: Pick<OrderRecord, 'payments'>): Cents {
  const last = order.payments?.at(-1);
  return centsFromDecimal(last?.change_amount ?? 0);
}
