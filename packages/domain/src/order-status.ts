/**
 * Order statuses and their transitions (seed 001 §4, seed 002 §4), and the kitchen rules.
 * Time is an argument (ISO text); nothing here reads a clock.
 */
import type { Cents } from './money.ts';
import { fail, ok, type Result } from './result.ts';

/** seed 000 §9 / seed 002 §4: 0 pending, 1 open, 2 hold, 3 completed, 4 cancelled, 5 refunded. */
export const ORDER_STATUS = { PENDING: 0, OPEN: 1, HOLD: 2, COMPLETED: 3, CANCELLED: 4, REFUNDED: 5 } as const;

/** One of the six order status codes. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** seed 002 §4 labels for the finished statuses and the list tabs. */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  0: 'Pending',
  1: 'Open',
  2: 'Hold',
  3: 'Completed',
  4: 'Canceled',
  5: 'Returned',
};

/** True for completed, cancelled and refunded (seed 001 §4: they cannot take another status). */
export function orderStatusIsFinal(status: number): boolean {
  return status === ORDER_STATUS.COMPLETED || status === ORDER_STATUS.CANCELLED || status === ORDER_STATUS.REFUNDED;
}

/**
 * Whether an order may go from `from` to `to` (seed 001 §4, seed 002 §4). Final statuses take no other
 * status, except that refunding a completed order marks it refunded (seed 001 §4 Refund). Pending
 * (online) orders are approved to open or completed, or rejected to cancelled or refunded. Staying in
 * the same non-final status is allowed.
 */
export function orderStatusCanChange(from: number, to: number): boolean {
  if (from === ORDER_STATUS.COMPLETED) return to === ORDER_STATUS.REFUNDED;
  if (orderStatusIsFinal(from)) return false;
  if (to === ORDER_STATUS.PENDING) return from === ORDER_STATUS.PENDING;
  return from === ORDER_STATUS.PENDING || from === ORDER_STATUS.OPEN || from === ORDER_STATUS.HOLD;
}

/** seed 002 §4: approving a pending online order completes it with payments, else opens it. */
export function onlineOrderApproveStatus(hasPayments: boolean): OrderStatus {
  return hasPayments ? ORDER_STATUS.COMPLETED : ORDER_STATUS.OPEN;
}

/** seed 002 §4: rejecting refunds it when it has payments (a refund call is made), else cancels it. */
export function onlineOrderRejectStatus(hasPayments: boolean): OrderStatus {
  return hasPayments ? ORDER_STATUS.REFUNDED : ORDER_STATUS.CANCELLED;
}

/** The fields the status changes touch. */
export interface StatusOrder {
  readonly id?: number | string | null;
  readonly status: number;
  readonly hold_date?: string | null;
  readonly close_date?: string | null;
  readonly description?: string | null;
  readonly locked_by?: number | string | null;
  readonly terminal_id?: number | string | null;
}

/**
 * Hold (seed 001 §4): status hold, hold_date, the note as description, lock released. Ignored (null)
 * for a new order with no id or an order that may not change status.
 */
export function orderHold<T extends StatusOrder>(order: T, at: string, note = ''): T | null {
  if (order.id === null || order.id === undefined || !orderStatusCanChange(order.status, ORDER_STATUS.HOLD))
    return null;
  return { ...order, status: ORDER_STATUS.HOLD, hold_date: at, description: note, locked_by: null };
}

/** Cancel (seed 001 §4): status cancelled, terminal and close date recorded, lock cleared; null when final. */
export function orderCancel<T extends StatusOrder>(order: T, at: string, terminalId: number | string): T | null {
  if (!orderStatusCanChange(order.status, ORDER_STATUS.CANCELLED)) return null;
  return { ...order, status: ORDER_STATUS.CANCELLED, close_date: at, terminal_id: terminalId, locked_by: null };
}

/**
 * seed 001 §4: only open orders can be edited; opening a completed order shows this error. Decided:
 * open and hold orders are editable (seed 002 §2 offers Edit for both), pending ones too.
 */
export function orderEditorAccess(status: number): Result<true> {
  if (orderStatusIsFinal(status))
    return fail('Order you are trying to open is completed', 'You can edit only Open orders...');
  return ok(true);
}

/** Kitchen printing reasons (seed 001 §4). */
export const KITCHEN_REASON = {
  ORDER_CANCELLED: 'order cancelled',
  QTY_CHANGED: 'qty changed',
  ITEM_CANCELED: 'item canceled',
} as const;

/** The item fields the kitchen rules read. */
export interface KitchenItem {
  readonly void_status?: number | null;
  readonly sent_to_kitchen?: boolean | null;
  readonly has_kitchen_updates?: boolean | null;
  readonly printers?: readonly unknown[] | null;
}

/** seed 001 §4: pending for the kitchen when not voided, not sent and has printers. */
export function itemKitchenPending(item: KitchenItem): boolean {
  const voided = !(item.void_status === 0 || item.void_status === null || item.void_status === undefined);
  return !voided && item.sent_to_kitchen !== true && (item.printers?.length ?? 0) > 0;
}

/**
 * After a successful kitchen print (seed 001 §4): has_kitchen_updates clears and, unless the reason is
 * order cancelled or quantity change, sent_to_kitchen becomes true.
 */
export function itemAfterKitchenPrint<T extends KitchenItem>(
  item: T,
  reason?: string,
): T & { has_kitchen_updates: boolean; sent_to_kitchen: boolean } {
  const keepsUnsent = reason === KITCHEN_REASON.ORDER_CANCELLED || reason === KITCHEN_REASON.QTY_CHANGED;
  return { ...item, has_kitchen_updates: false, sent_to_kitchen: keepsUnsent ? (item.sent_to_kitchen ?? false) : true };
}

/**
 * seed 001 §4: a modifier change marks the item updated for the kitchen unless it already has
 * updates; decided: only items with kitchen printers carry the flag ("items with a kitchen printer get
 * has_kitchen_updates").
 */
export function itemAfterKitchenChange<T extends KitchenItem>(item: T): T {
  if (item.has_kitchen_updates === true || (item.printers?.length ?? 0) === 0) return item;
  return { ...item, has_kitchen_updates: true };
}

/** seed 001 §5: kitchen print needs kitchen updates, no print in progress and a total of at least 0.01. */
export function kitchenPrintEnabled(state: {
  readonly hasKitchenUpdates: boolean;
  readonly printing: boolean;
  readonly total: Cents;
}): boolean {
  return state.hasKitchenUpdates && !state.printing && state.total >= 1;
}

/** seed 001 §4: a completed sale prints the kitchen ticket when autosend_kitchen is 'true' and the total is positive. */
export function kitchenAutoSend(autosendSetting: unknown, total: Cents): boolean {
  return String(autosendSetting) === 'true' && total > 0;
}

/** seed 001 §5: print check is disabled with no active items. */
export function printCheckEnabled(activeItemCount: number): boolean {
  return activeItemCount > 0;
}
