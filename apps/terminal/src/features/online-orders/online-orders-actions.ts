/**
 * The online order transitions of seed 002 §4, exactly:
 * - Approve a pending order: with payments it becomes completed (employee, terminal and close date set, and a kitchen
 *   ticket printed for the products that have printers); without payments it becomes open. A sync then runs.
 * - Reject (after the confirm dialog): with payments it becomes refunded and the refund call is made
 *   (POST orderlive/refundorder, its failure logged only, seed 002 §8); otherwise cancelled. A sync then runs.
 * Decided (docs/decisions.md §57): approving an unpaid order sends its kitchen ticket too (the pay-at-pickup
 * orders must reach the kitchen); the seed asks it for the paid case and is silent on the other.
 * The local write comes first (ARCHITECTURE: IndexedDB is the source of truth); the sync sends it afterwards.
 */
import {
  itemAfterKitchenPrint,
  ORDER_STATUS,
  onlineOrderApproveStatus,
  onlineOrderRejectStatus,
  orderCancel,
} from '@opentill/domain';
import { apiRequest } from '../../data/api.ts';
import { storedTerminal } from '../../data/connection.ts';
import { orderSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import { printKitchen, type KitchenPrintOutcome } from '../../devices/printing/index.ts';
import { useSession } from '../../app/session-store.ts';

export interface OnlineOrderDeps {
  now: () => Date;
  employeeId: () => number | null;
  terminalId: () => number;
  save: (order: OrderRecord, now: Date) => Promise<OrderRecord>;
  printKitchen: (order: OrderRecord) => Promise<KitchenPrintOutcome>;
  /** POST orderlive/refundorder {id} (seed 002 §7). */
  refundCall: (id: number) => Promise<unknown>;
  syncRequest: () => void;
}

export const onlineOrderDepsReal: OnlineOrderDeps = {
  now: () => new Date(),
  employeeId: () => useSession.getState().employeeId,
  terminalId: () => storedTerminal<{ id?: number }>()?.id ?? 0,
  save: orderSave,
  printKitchen: (order) => printKitchen(order),
  refundCall: (id) => apiRequest('/orderlive/refundorder', { method: 'POST', body: { id } }),
  syncRequest: () =>
    void syncRequest().catch((error: unknown) => console.error('Sync after an online order change failed', error)),
};

export interface ApproveOutcome {
  order: OrderRecord;
  /** The kitchen send; a failure leaves the items unsent (seed 002 §8) and the screen raises the printer error. */
  kitchen: KitchenPrintOutcome;
}

const hasPayments = (order: OrderRecord) => order.payments.length > 0;

/** Approve (seed 002 §4). Null when the order is not pending (another terminal acted first). */
export async function onlineOrderApprove(
  order: OrderRecord,
  deps: OnlineOrderDeps = onlineOrderDepsReal,
): Promise<ApproveOutcome | null> {
  if (order.status !== ORDER_STATUS.PENDING) return null;
  const now = deps.now();
  const status = onlineOrderApproveStatus(hasPayments(order));
  const employee = deps.employeeId();
  const terminal = deps.terminalId();
  const approved: OrderRecord =
    status === ORDER_STATUS.COMPLETED
      ? {
          ...order,
          status,
          employee: order.employee ?? employee,
          emp_close: employee,
          terminal_id: terminal,
          related_terminal: terminal,
          close_date: now.toISOString(),
          locked_by: null,
        }
      : { ...order, status };
  let saved = await deps.save(approved, now);
  // The approval goes up at once, not after the ticket: the customer's status page follows the server (issue 18
  // §3, Approve to "accepted" within 2 s), and a slow or failing printer must not hold it back.
  deps.syncRequest();
  const kitchen = await deps.printKitchen(saved);
  if (kitchen.printedItems.length > 0) {
    const printed = new Set(kitchen.printedItems);
    saved = await deps.save(
      {
        ...saved,
        items: saved.items.map((item) => (printed.has(item.local_id) ? itemAfterKitchenPrint(item) : item)),
      },
      deps.now(),
    );
    deps.syncRequest();
  }
  return { order: saved, kitchen };
}

/** Reject (seed 002 §4), once the confirm dialog said yes. Null when the order is not pending. */
export async function onlineOrderReject(
  order: OrderRecord,
  deps: OnlineOrderDeps = onlineOrderDepsReal,
): Promise<OrderRecord | null> {
  if (order.status !== ORDER_STATUS.PENDING) return null;
  const now = deps.now();
  const at = now.toISOString();
  const terminal = deps.terminalId();
  const paid = hasPayments(order);
  const status = onlineOrderRejectStatus(paid);
  const rejected: OrderRecord | null =
    status === ORDER_STATUS.REFUNDED
      ? {
          ...order,
          status,
          emp_close: deps.employeeId(),
          terminal_id: terminal,
          close_date: at,
          locked_by: null,
        }
      : orderCancel(order, at, terminal);
  if (!rejected) return null;
  const saved = await deps.save(rejected, now);
  if (paid) {
    if (typeof order.id === 'number') {
      // seed 002 §8 "Logged only: refund call failure on reject".
      await deps.refundCall(order.id).catch((error: unknown) => console.error('Refund call on reject failed', error));
    } else console.error('Refund call on reject skipped: the order has no server id');
  }
  deps.syncRequest();
  return saved;
}
