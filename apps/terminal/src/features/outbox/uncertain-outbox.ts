/**
 * Uncertain payments in the outbox (issue 19 §3: an uncertain payment "shows in the outbox and on the order"): every
 * card payment of unknown outcome on this terminal's orders, for the shell's outbox, each leading to its order's
 * checkout where staff settle it.
 */
import type { Payment } from '@opentill/contracts';
import { centsFromDecimal, ORDER_STATUS, orderNumberShown, uncertainOpen, type Cents } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OpenTillDb } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** One payment of unknown outcome, as the outbox lists it. */
export interface UncertainOutboxRow {
  /** The order's local id (its checkout route). */
  readonly orderLocalId: string;
  /** The number people say (short number, else number); null before the order has one. */
  readonly orderNumber: string | null;
  readonly paymentLocalId: string;
  readonly paymentType: string;
  readonly amount: Cents;
  /** When the payment was attempted (ISO). */
  readonly at: string;
}

/** The rows of some orders' unknown payments, oldest first (the longest waiting on top). */
export function uncertainOutboxRows(
  orders: readonly Pick<OrderRecord, 'local_id' | 'short_number' | 'number' | 'uncertain_payments' | 'payments'>[],
): UncertainOutboxRow[] {
  const rows: UncertainOutboxRow[] = [];
  for (const order of orders) {
    for (const { payment } of uncertainOpen<Payment>(order)) {
      rows.push({
        orderLocalId: order.local_id,
        orderNumber: orderNumberShown(order),
        paymentLocalId: payment.local_id,
        paymentType: payment.payment_type,
        amount: centsFromDecimal(payment.amount),
        at: payment.payment_date,
      });
    }
  }
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The orders that may hold an unknown payment: a completed or refunded order never does (the checkout cannot complete
 * it and the server refuses it), so the status index skips the day's finished sales.
 */
export async function uncertainOutboxLoad(database: OpenTillDb = db()): Promise<UncertainOutboxRow[]> {
  const orders = (await database.orders
    .where('status')
    .noneOf([ORDER_STATUS.COMPLETED, ORDER_STATUS.REFUNDED])
    .filter((order) => Array.isArray(order.uncertain_payments) && order.uncertain_payments.length > 0)
    .toArray()) as OrderRecord[];
  return uncertainOutboxRows(orders);
}

/** Live rows for the shell (other tabs' writes too). */
export function useUncertainOutbox(): UncertainOutboxRow[] {
  return useLiveQuery(() => uncertainOutboxLoad(), [], []);
}
