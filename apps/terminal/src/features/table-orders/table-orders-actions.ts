/**
 * Orders on tables (seed 000 §2.8 TableOrders, §4 "Moving an order to another table sets its status to open (also from
 * hold). Moving an item between orders recalculates both orders, saves them and syncs. Moving an order requires all its
 * parameters, otherwise an error is raised."). Pure moves over records, then one IndexedDB transaction and a sync.
 * Figures come from the domain (orderRecompute: orderWithTotals); nothing here adds money up.
 */
import type { OrderItem, Terminal } from '@opentill/contracts';
import {
  isActive,
  ORDER_STATUS,
  orderAccess,
  orderStatusIsFinal,
  terminalSetting,
  type DomainError,
  type Result,
  type TotalsContext,
  fail,
  ok,
} from '@opentill/domain';
import type { TFunction } from 'i18next';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { db, type DbRecord, type OpenTillDb } from '../../data/db.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import { orderByRouteId, orderLocalIdNext, ordersSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import { orderRecompute } from '../order/order-build.ts';
import type { StoredTerminal } from '../order/order-context.ts';

/** Test seam: the clock and the sync request. */
export const tableOrdersDeps = {
  now: () => new Date(),
  sync: () => {
    void syncRequest().catch(() => undefined);
  },
};

/** An order that sits on a table: open or held (seed 001 §4 Hold leaves it on its table), not a refund draft. */
export function orderOnTable(order: Pick<OrderRecord, 'status' | 'reference_order'>): boolean {
  return (
    (order.status === ORDER_STATUS.OPEN || order.status === ORDER_STATUS.HOLD) &&
    (order.reference_order === null || order.reference_order === undefined)
  );
}

/** The table's open and held orders, oldest first (the columns of TableOrders, left to right). */
export async function tableOrdersOf(tableId: number, database: OpenTillDb = db()): Promise<OrderRecord[]> {
  const found = (await database.orders.where('table').equals(tableId).toArray()) as OrderRecord[];
  return found
    .filter(orderOnTable)
    .sort(
      (a, b) =>
        String(a.open_date ?? '').localeCompare(String(b.open_date ?? '')) || a.local_id.localeCompare(b.local_id),
    );
}

/** A table of the floor by id (seed 000 §3 Table), or null when this device does not have it. */
export async function tableById(tableId: number, database: OpenTillDb = db()): Promise<DbRecord | null> {
  if (!Number.isSafeInteger(tableId)) return null;
  return (await database.table<DbRecord, number>('tables').get(tableId)) ?? null;
}

/** The error raised when a move lacks its order or its target (seed 001 §8 internal errors). */
export const MOVE_PARAMETERS_MISSING: DomainError = {
  title: 'Error',
  message: 'Can not move the order: the order or the table is missing',
};
/** Refused: an item cannot leave an order that took payments (decisions §53: its balance would turn negative). */
export const MOVE_ITEM_PAID: DomainError = {
  title: 'Error',
  message: 'Items of an order with payments can not be moved',
};

/** Refusals of this module in the employee's language; the seeds' texts go to the error modal, which translates them. */
export function moveErrorText(t: TFunction, error: DomainError): DomainError {
  if (error.message === MOVE_PARAMETERS_MISSING.message)
    return { title: t('tableOrders.errorTitle'), message: t('tableOrders.moveMissing') };
  if (error.message === MOVE_ITEM_PAID.message)
    return { title: t('tableOrders.errorTitle'), message: t('tableOrders.moveItemPaid') };
  return error;
}

/**
 * seed 000 §4: the item (by local id, active) leaves `from` and joins `to`, with its kitchen state (sent_to_kitchen
 * stays, so the kitchen is not told twice); both orders are recomputed by the domain. Voided copies of the line stay
 * on `from` (they are its history). `from` names the line in removed_items, so the server's merge by local_id (issue
 * 17 §4) drops it there; on `to` it is a new line with a new local id (a local id named removed stays removed, and the
 * item may come back to `from` later). Refused when the item is not an active line of `from`, when the orders are the
 * same or not both open or held, or when `from` took payments.
 */
export function itemMoveBetweenOrders(
  from: OrderRecord,
  to: OrderRecord,
  itemLocalId: string,
  totals: TotalsContext,
  newLocalId: string,
): Result<{ from: OrderRecord; to: OrderRecord }> {
  const item = from.items.find((candidate) => candidate.local_id === itemLocalId);
  if (
    !item ||
    !isActive(item) ||
    from.local_id === to.local_id ||
    orderStatusIsFinal(from.status) ||
    orderStatusIsFinal(to.status)
  )
    return fail(MOVE_PARAMETERS_MISSING.title, MOVE_PARAMETERS_MISSING.message);
  if ((from.payments ?? []).length > 0) return fail(MOVE_ITEM_PAID.title, MOVE_ITEM_PAID.message);
  const moved: OrderItem = { ...item, local_id: newLocalId };
  const removed = [...new Set([...(from.removed_items ?? []), item.local_id])];
  return ok({
    from: orderRecompute(
      { ...from, items: from.items.filter((candidate) => candidate !== item), removed_items: removed },
      totals,
    ),
    to: orderRecompute({ ...to, items: [...to.items, moved] }, totals),
  });
}

/**
 * seed 000 §4: the order moves to the target table and is open again (also from hold). Refused (the seed's error) when
 * the order or the target table is missing, or the order is final.
 */
export function orderMovedToTable(order: OrderRecord | null, target: number | null): Result<OrderRecord> {
  if (!order || target === null || !Number.isSafeInteger(target) || orderStatusIsFinal(order.status))
    return fail(MOVE_PARAMETERS_MISSING.title, MOVE_PARAMETERS_MISSING.message);
  return ok({ ...order, table: target, status: ORDER_STATUS.OPEN });
}

/**
 * seed 000 §6: an order locked by another terminal (or, with allow_all_employee_orders 'false', a cashier's colleague's
 * order) is not touched from here either: the same refusal as opening it in the editor.
 */
async function accessCheck(order: OrderRecord): Promise<Result<true>> {
  const terminal = storedTerminal<StoredTerminal & Partial<Pick<Terminal, 'db_settings'>>>();
  const employeeId = useSession.getState().employeeId;
  const employee = employeeId === null ? null : await employeeById(employeeId);
  return orderAccess({
    order,
    employee: employee ? { id: employee.id, role: employee.role } : null,
    terminalId: terminal?.id ?? '',
    kiosk: false,
    allowAllEmployeeOrders: terminalSetting(terminal?.db_settings, 'allow_all_employee_orders'),
    lockingTerminalName:
      terminal?.store_terminals?.find((other) => String(other.id) === String(order.locked_by))?.name ?? null,
  });
}

/** Moves an item between two orders of a table, saves both in one transaction and syncs (seed 000 §4). */
export async function itemMove(
  fromLocalId: string,
  toLocalId: string,
  itemLocalId: string,
  totals: TotalsContext,
): Promise<Result<{ from: OrderRecord; to: OrderRecord }>> {
  const [from, to] = await Promise.all([orderByRouteId(fromLocalId), orderByRouteId(toLocalId)]);
  if (!from || !to) return fail(MOVE_PARAMETERS_MISSING.title, MOVE_PARAMETERS_MISSING.message);
  for (const order of [from, to]) {
    const access = await accessCheck(order);
    if (!access.ok) return access;
  }
  const now = tableOrdersDeps.now();
  const terminalId = storedTerminal<StoredTerminal>()?.id ?? 0;
  const moved = itemMoveBetweenOrders(from, to, itemLocalId, totals, orderLocalIdNext(terminalId, now));
  if (!moved.ok) return moved;
  const [savedFrom, savedTo] = await ordersSave([moved.value.from, moved.value.to], now);
  tableOrdersDeps.sync();
  return ok({ from: savedFrom!, to: savedTo! });
}

/**
 * TablesMoveOrder (seed 000 §2.1, §4): the order named by its route id moves to the target table, open again; saved
 * and synced. The target must be a table of this device's floor.
 */
export async function orderMove(routeId: string | undefined, target: number | null): Promise<Result<OrderRecord>> {
  const order = routeId ? await orderByRouteId(routeId) : null;
  const table = target === null ? null : await tableById(target);
  const moved = orderMovedToTable(order, table ? target : null);
  if (!moved.ok) return moved;
  const access = await accessCheck(moved.value);
  if (!access.ok) return access;
  const [saved] = await ordersSave([moved.value], tableOrdersDeps.now());
  tableOrdersDeps.sync();
  return ok(saved!);
}
