import { FINAL_ORDER_STATUSES, type Order, type SavedOrder } from '@opentill/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { eventAppend } from './events.ts';
import { orderCardDataScrubbed } from '@opentill/domain';
import { finalOrderMayChange, ordersIntegrityCheck } from './order-integrity.ts';
import { ordersToWire } from './orders-read.ts';
import { orderBodyHash, orderSave, ordersInsertNew } from './orders-sync.ts';

type IdTable =
  | typeof t.diningTables
  | typeof t.customers
  | typeof t.shifts
  | typeof t.diningOptions
  | typeof t.terminals
  | typeof t.employees;

/**
 * Ids inside the uploads must name rows of the caller's store (issue 4 §3: "a sync naming another store writes
 * nothing"): one query per kind of reference for the whole batch.
 */
async function referencesCheck(db: Database, storeId: number, batch: Order[]): Promise<void> {
  const checks: [IdTable, string, (order: Order) => (number | null | undefined)[]][] = [
    [t.diningTables, 'table', (o) => [o.table]],
    [t.customers, 'customer.id', (o) => [o.customer?.id]],
    [t.shifts, 'shift', (o) => [o.shift, ...o.payments.map((p) => p.shift)]],
    [t.diningOptions, 'dining_option_type', (o) => [o.dining_option_type]],
    [
      t.terminals,
      'terminal_id',
      (o) => [o.terminal_id, o.related_terminal, o.locked_by, ...o.payments.map((p) => p.related_terminal)],
    ],
    [t.employees, 'emp_open', (o) => [o.emp_open, o.emp_close, o.employee, ...o.payments.map((p) => p.employee)]],
  ];
  for (const [table, field, pick] of checks) {
    const wanted = [
      ...new Set(batch.flatMap((order) => pick(order)).filter((v): v is number => typeof v === 'number')),
    ];
    if (wanted.length === 0) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.storeId, storeId), inArray(table.id, wanted)));
    const known = new Set(found.map((row) => row.id));
    const index = batch.findIndex((order) => pick(order).some((v) => typeof v === 'number' && !known.has(v)));
    if (index >= 0)
      throw new HttpError(400, 'unknown_reference', `${field} names no row of this store`, `${index}.${field}`);
  }
}

/**
 * Refuses the whole batch before writing anything when one upload would change a final order (409): a stored final
 * order whose upload differs is read back and compared (finalOrderMayChange: only a refund's marks on its original).
 */
async function finalOrdersCheck(db: Database, storeId: number, batch: Order[]): Promise<void> {
  const stored = await db
    .select({ id: t.orders.id, localId: t.orders.localId, status: t.orders.status, bodyHash: t.orders.bodyHash })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.storeId, storeId),
        inArray(
          t.orders.localId,
          batch.map((order) => order.local_id),
        ),
      ),
    );
  const byLocalId = new Map(batch.map((order) => [order.local_id, order]));
  const changed = stored.filter((row) => {
    const upload = byLocalId.get(row.localId);
    return upload !== undefined && FINAL_ORDER_STATUSES.includes(row.status) && row.bodyHash !== orderBodyHash(upload);
  });
  if (changed.length === 0) return;
  // Only the final orders that differ are read whole (a retried batch of unchanged orders reads no body).
  const rows = await db
    .select()
    .from(t.orders)
    .where(
      inArray(
        t.orders.id,
        changed.map((row) => row.id),
      ),
    );
  const wire = new Map((await ordersToWire(db, rows)).map((order) => [order.local_id, order]));
  batch.forEach((order, index) => {
    const row = wire.get(order.local_id);
    if (row && !finalOrderMayChange(row, order)) {
      throw new HttpError(
        409,
        'order_final',
        `Order ${order.local_id} is final and cannot change`,
        `${index}.local_id`,
      );
    }
  });
}

/** The uploading terminal's id from the instance id the route passes (its terminal id as text). */
function terminalIdOf(instanceId: string): number | null {
  const id = Number(instanceId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * POST /api/orders/sync/, answered in the order sent. A batch of only new orders is inserted in one transaction
 * (all or nothing for the batch, stronger than per order); otherwise each order is saved in its own transaction.
 * One orders-event per batch that changed something, for the store's other terminals.
 */
export async function ordersSyncBatch(
  db: Database,
  storeId: number,
  uploaded: Order[],
  instanceId: string,
): Promise<SavedOrder[]> {
  // issue 14 §1: card data is scrubbed before any check, fingerprint or write, as the terminal scrubs it.
  const batch = uploaded.map((order) => orderCardDataScrubbed(order));
  const localIds = batch.map((order) => order.local_id);
  const duplicate = localIds.findIndex((localId, index) => localIds.indexOf(localId) !== index);
  if (duplicate >= 0)
    throw new HttpError(
      400,
      'duplicate_local_id',
      'The same local_id appears twice in the batch',
      `${duplicate}.local_id`,
    );
  await referencesCheck(db, storeId, batch);
  await ordersIntegrityCheck(db, storeId, batch);
  await finalOrdersCheck(db, storeId, batch);
  const fresh = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), inArray(t.orders.localId, localIds)))
    .limit(1);
  if (fresh.length === 0) {
    const inserted = await ordersInsertNew(db, storeId, batch, terminalIdOf(instanceId));
    if (inserted) {
      await eventAppend(db, storeId, 'orders-event', {
        instance_id: instanceId,
        call: '',
        order_ids: inserted.map((order) => order.id),
      });
      return inserted;
    }
  }
  const saved: SavedOrder[] = [];
  const changedIds: number[] = [];
  for (const order of batch) {
    const result = await orderSave(db, storeId, order, terminalIdOf(instanceId));
    saved.push(result.saved);
    if (result.changed) changedIds.push(result.saved.id);
  }
  if (changedIds.length)
    await eventAppend(db, storeId, 'orders-event', { instance_id: instanceId, call: '', order_ids: changedIds });
  return saved;
}
