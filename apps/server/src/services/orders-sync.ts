import crypto from 'node:crypto';
import { FINAL_ORDER_STATUSES, type Order, type SavedOrder } from '@opentill/contracts';
import {
  centsFromDecimal,
  orderCardDataScrubbed,
  orderMergedWithTotals,
  thousandthsFromDecimal,
} from '@opentill/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orderCounters, orderItems, orders, payments } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { canonicalJson } from './canonical-json.ts';
import { finalOrderMayChange, orderCheckContext, refundsCheck } from './order-integrity.ts';
import { lockAfterUpload } from './order-locks.ts';
import { ordersToWire } from './orders-read.ts';
import { uncertainDecisionsAudit } from './uncertain-audit.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

/** The idempotency fingerprint of an upload: everything except the server-assigned id and number. */
export function orderBodyHash(order: Order): string {
  const { id: _id, number: _number, ...rest } = order;
  const items = rest.items.map(({ id: _itemId, ...item }) => item);
  const pays = rest.payments.map(({ id: _payId, order: _order, ...pay }) => pay);
  return crypto
    .createHash('sha256')
    .update(canonicalJson({ ...rest, items, payments: pays }))
    .digest('hex');
}

class RetryNeeded extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Saves one uploaded order exactly once (issue 4 §5): one transaction with its items and payments; upsert by
 * (store, local_id); a retry of the same body changes nothing and answers the same ids; a different body for a
 * stored final order (seed 001 §4: completed, cancelled, refunded cannot change) is refused with 409.
 */
export async function orderSave(
  db: Database,
  storeId: number,
  uploaded: Order,
  terminalId: number | null = null,
): Promise<{ saved: SavedOrder; changed: boolean }> {
  // issue 14 §1: every write path stores payments scrubbed of card data (idempotent, so a scrubbed upload is unchanged).
  const order = orderCardDataScrubbed(uploaded);
  const hash = orderBodyHash(order);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => orderSaveIn(tx, storeId, order, hash, terminalId));
    } catch (error) {
      // A concurrent upload of the same order won the insert: run again, now as an update or a no-op.
      if ((error instanceof RetryNeeded || isUniqueViolation(error)) && attempt < 3) continue;
      throw error;
    }
  }
}

async function orderSaveIn(
  tx: Tx,
  storeId: number,
  uploaded: Order,
  hash: string,
  terminalId: number | null,
): Promise<{ saved: SavedOrder; changed: boolean }> {
  let order = uploaded;
  const now = new Date();
  const find = () =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.localId, order.local_id)))
      .for('update');
  let [existing] = await find();
  if (!existing) {
    // Re-checked under the original's row lock (see refundsCheck), before the counter lock as in ordersInsertNew, so
    // a concurrent refund of the same sale is counted and two paths never wait on each other's locks.
    await refundsCheck(tx, storeId, [order], true);
    // The per-store counter row is the lock that orders inserts of one store; other stores never wait on it.
    const [counter] = await tx
      .update(orderCounters)
      .set({ lastNumber: sql`${orderCounters.lastNumber} + 1` })
      .where(eq(orderCounters.storeId, storeId))
      .returning({ number: orderCounters.lastNumber });
    if (!counter) throw new HttpError(500, 'internal', 'Store has no order counter');
    [existing] = await find();
    if (existing) throw new RetryNeeded();
    const [row] = await tx
      .insert(orders)
      .values({
        storeId,
        localId: order.local_id,
        number: counter.number,
        bodyHash: hash,
        ...orderColumns(order),
        ...lockAfterUpload(null, order, terminalId, now),
      })
      .returning();
    if (!row) throw new Error('order insert returned nothing');
    await writeLines(tx, storeId, row.id, order, false);
    await uncertainDecisionsAudit(tx, storeId, undefined, order);
    const [saved] = await ordersToWire(tx, [row]);
    return { saved: saved as SavedOrder, changed: true };
  }
  if (existing.bodyHash === hash) {
    const [saved] = await ordersToWire(tx, [existing]);
    return { saved: saved as SavedOrder, changed: false };
  }
  // Read back under the row lock, so two uploads racing cannot both change a final order (issue 14 §3).
  const [stored] = FINAL_ORDER_STATUSES.includes(existing.status) ? await ordersToWire(tx, [existing]) : [];
  if (stored && !finalOrderMayChange(stored, order)) {
    throw new HttpError(
      409,
      'order_final',
      `Order ${order.local_id} is ${existing.status === 3 ? 'completed' : existing.status === 4 ? 'cancelled' : 'refunded'} and cannot change`,
      'local_id',
    );
  }
  await refundsCheck(tx, storeId, [order], true);
  // issue 17 §4: another device's lines stored since this device's copy are kept (merged by local_id), the totals
  // recomputed from the merged lines; the fingerprint stays the upload's, so a retry of it changes nothing.
  if (!stored && (order.status === 1 || order.status === 2)) {
    const [current] = await ordersToWire(tx, [existing]);
    const merged = current && orderMergedWithTotals(current, order, await orderCheckContext(tx, storeId));
    if (merged) {
      const items = merged.items.map(({ id: _id, ...item }) => item);
      order = { ...merged, items, updated_at: later(order.updated_at, now) };
    }
  }
  const [row] = await tx
    .update(orders)
    // A short number once given is kept (issue 15 §4): a customer was told it; a later upload cannot take it away.
    .set({
      bodyHash: hash,
      updatedAt: new Date(),
      ...orderColumns(order),
      shortNumber: existing.shortNumber ?? order.short_number ?? null,
      ...lockAfterUpload(existing, order, terminalId, now),
    })
    .where(eq(orders.id, existing.id))
    .returning();
  if (!row) throw new Error('order update returned nothing');
  await writeLines(tx, storeId, row.id, order, true);
  await uncertainDecisionsAudit(tx, storeId, existing.body.uncertain_payments as Order['uncertain_payments'], order);
  const [saved] = await ordersToWire(tx, [row]);
  return { saved: saved as SavedOrder, changed: true };
}

/** The later of an upload's updated_at and the server's time, so every terminal reads a merged copy as newer. */
function later(updatedAt: string | null | undefined, now: Date): string {
  const sent = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isNaN(sent) || sent < now.getTime() ? now.toISOString() : (updatedAt as string);
}

function orderColumns(order: Order) {
  const { items: _items, payments: _payments, id: _id, number: _number, ...body } = order;
  return {
    status: order.status,
    type: order.type ?? 0,
    shortNumber: order.short_number ?? null,
    terminalId: order.terminal_id ?? order.related_terminal ?? null,
    tableId: order.table ?? null,
    customerId: order.customer?.id ?? null,
    shiftId: order.shift ?? null,
    grandTotalCents: centsFromDecimal(order.grand_total),
    taxTotalCents: centsFromDecimal(order.tax_total),
    openDate: new Date(order.open_date),
    closeDate: order.close_date ? new Date(order.close_date) : null,
    body: body as Record<string, unknown>,
  };
}

/** Items and payments upserted by local_id within the order; lines absent from the upload are removed. */
async function writeLines(tx: Tx, storeId: number, orderId: number, order: Order, replacing: boolean): Promise<void> {
  if (replacing) {
    const itemIds = order.items.map((item) => item.local_id);
    const payIds = order.payments.map((pay) => pay.local_id);
    await tx
      .delete(orderItems)
      .where(
        itemIds.length
          ? and(eq(orderItems.orderId, orderId), notInArray(orderItems.localId, itemIds))
          : eq(orderItems.orderId, orderId),
      );
    await tx
      .delete(payments)
      .where(
        payIds.length
          ? and(eq(payments.orderId, orderId), notInArray(payments.localId, payIds))
          : eq(payments.orderId, orderId),
      );
  }
  await linesUpsert(tx, storeId, [{ orderId, order }]);
}

/**
 * The lines of several orders in two statements (one for items, one for payments). The rows travel as one JSON
 * parameter read by jsonb_to_recordset: building a multi-row VALUES list of 600 lines x 10 columns through the
 * query builder, and sending 6,000 parameters, was the largest cost of a 200-order upload (bench
 * offline-orders-upload).
 */
export async function linesUpsert(tx: Tx, storeId: number, list: { orderId: number; order: Order }[]): Promise<void> {
  const itemRows = list.flatMap(({ orderId, order }) =>
    order.items.map(({ id: _id, ...item }, position) => ({
      store_id: storeId,
      order_id: orderId,
      local_id: item.local_id,
      product_id: item.product,
      name: item.name,
      quantity_thousandths: thousandthsFromDecimal(item.quantity),
      price_cents: centsFromDecimal(item.price),
      void_status: item.void_status ?? 0,
      position,
      body: item,
    })),
  );
  const paymentRows = list.flatMap(({ orderId, order }) =>
    order.payments.map(({ id: _id, order: _order, ...pay }, position) => ({
      store_id: storeId,
      order_id: orderId,
      local_id: pay.local_id,
      payment_type: pay.payment_type,
      amount_cents: centsFromDecimal(pay.amount),
      tips_cents: centsFromDecimal(pay.tips ?? 0),
      payment_date: pay.payment_date,
      shift_id: pay.shift ?? null,
      position,
      body: pay,
    })),
  );
  if (itemRows.length) {
    await tx.execute(sql`
      insert into order_items (store_id, order_id, local_id, product_id, name, quantity_thousandths, price_cents, void_status, position, body)
      select store_id, order_id, local_id, product_id, name, quantity_thousandths, price_cents, void_status, position, body
      from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb) as r(store_id integer, order_id integer, local_id text, product_id integer,
        name text, quantity_thousandths bigint, price_cents bigint, void_status integer, position integer, body jsonb)
      on conflict (order_id, local_id) do update set product_id = excluded.product_id, name = excluded.name,
        quantity_thousandths = excluded.quantity_thousandths, price_cents = excluded.price_cents, void_status = excluded.void_status,
        position = excluded.position, body = excluded.body`);
  }
  if (paymentRows.length) {
    await tx.execute(sql`
      insert into payments (store_id, order_id, local_id, payment_type, amount_cents, tips_cents, payment_date, shift_id, position, body)
      select store_id, order_id, local_id, payment_type, amount_cents, tips_cents, payment_date, shift_id, position, body
      from jsonb_to_recordset(${JSON.stringify(paymentRows)}::jsonb) as r(store_id integer, order_id integer, local_id text, payment_type text,
        amount_cents bigint, tips_cents bigint, payment_date timestamptz, shift_id integer, position integer, body jsonb)
      on conflict (order_id, local_id) do update set payment_type = excluded.payment_type, amount_cents = excluded.amount_cents,
        tips_cents = excluded.tips_cents, payment_date = excluded.payment_date, shift_id = excluded.shift_id,
        position = excluded.position, body = excluded.body`);
  }
}

type OrderInsert = typeof orders.$inferInsert & { openDate: Date; closeDate: Date | null };

/**
 * New order rows in one statement, the rows as one JSON parameter (see linesUpsert); an order already stored is
 * skipped (on conflict do nothing), so the caller can tell a concurrent upload by the count.
 */
async function ordersInsertRows(tx: Tx, values: OrderInsert[]): Promise<OrderRow[]> {
  const json = values.map((v) => ({
    store_id: v.storeId,
    local_id: v.localId,
    number: v.number,
    short_number: v.shortNumber ?? null,
    status: v.status,
    type: v.type,
    terminal_id: v.terminalId,
    table_id: v.tableId,
    customer_id: v.customerId,
    shift_id: v.shiftId,
    grand_total_cents: v.grandTotalCents,
    tax_total_cents: v.taxTotalCents,
    open_date: v.openDate.toISOString(),
    close_date: v.closeDate?.toISOString() ?? null,
    body: v.body,
    body_hash: v.bodyHash,
    locked_by: v.lockedBy ?? null,
    locked_at: v.lockedAt?.toISOString() ?? null,
  }));
  type Inserted = {
    id: number;
    local_id: string;
    number: number;
    short_number: string | null;
    status: number;
    body: Record<string, unknown>;
    locked_by: number | null;
  };
  // Both drivers (PGlite, node-postgres) answer a raw statement as { rows }.
  const raw: unknown = await tx.execute(sql`
    insert into orders (store_id, local_id, number, short_number, status, type, terminal_id, table_id, customer_id, shift_id, grand_total_cents, tax_total_cents, open_date, close_date, body, body_hash, locked_by, locked_at)
    select store_id, local_id, number, short_number, status, type, terminal_id, table_id, customer_id, shift_id, grand_total_cents, tax_total_cents, open_date, close_date, body, body_hash, locked_by, locked_at
    from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(store_id integer, local_id text, number integer, short_number text, status integer, type integer,
      terminal_id integer, table_id integer, customer_id integer, shift_id integer, grand_total_cents bigint, tax_total_cents bigint,
      open_date timestamptz, close_date timestamptz, body jsonb, body_hash text, locked_by integer, locked_at timestamptz)
    on conflict do nothing
    returning id, local_id, number, short_number, status, body, locked_by`);
  const result = raw as { rows: Inserted[] };
  // ordersToWire reads id, number, short number, status, body and the lock only.
  return result.rows.map(
    (row) =>
      ({
        id: row.id,
        localId: row.local_id,
        number: row.number,
        shortNumber: row.short_number,
        status: row.status,
        body: row.body,
        lockedBy: row.locked_by,
      }) as OrderRow,
  );
}

/**
 * Fast path for a batch of orders none of which is stored yet (the common upload): one transaction, numbers
 * reserved at once from the store's counter, three inserts. Answers null, having written nothing, when any order
 * turns out to exist (a concurrent upload): the caller then saves them one by one.
 */
export async function ordersInsertNew(
  db: Database,
  storeId: number,
  batch: Order[],
  terminalId: number | null = null,
): Promise<SavedOrder[] | null> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      await refundsCheck(tx, storeId, batch, true);
      const [counter] = await tx
        .update(orderCounters)
        .set({ lastNumber: sql`${orderCounters.lastNumber} + ${batch.length}` })
        .where(eq(orderCounters.storeId, storeId))
        .returning({ last: orderCounters.lastNumber });
      if (!counter) throw new HttpError(500, 'internal', 'Store has no order counter');
      const first = counter.last - batch.length + 1;
      const rows = await ordersInsertRows(
        tx,
        batch.map((order, index) => ({
          storeId,
          localId: order.local_id,
          number: first + index,
          bodyHash: orderBodyHash(order),
          ...orderColumns(order),
          ...lockAfterUpload(null, order, terminalId, now),
        })),
      );
      if (rows.length !== batch.length) throw new RetryNeeded();
      for (const order of batch) await uncertainDecisionsAudit(tx, storeId, undefined, order);
      const byLocalId = new Map(rows.map((row) => [row.localId, row]));
      await linesUpsert(
        tx,
        storeId,
        batch.map((order) => ({ orderId: byLocalId.get(order.local_id)?.id ?? 0, order })),
      );
      return ordersToWire(
        tx,
        batch.flatMap((order) => byLocalId.get(order.local_id) ?? []),
      );
    });
  } catch (error) {
    if (error instanceof RetryNeeded || isUniqueViolation(error)) return null;
    throw error;
  }
}
