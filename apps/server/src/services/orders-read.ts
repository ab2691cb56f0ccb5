import type { SavedOrder } from '@opentill/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { orders } from '../db/schema.ts';
import { orderItems, payments } from '../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Rebuilds the wire orders from their rows: the stored upload (body) with the server id, number and short number, items and
 * payments in the order they were sent, each with its server id. Two queries whatever the number of orders.
 */
export async function ordersToWire(db: Pick<Database, 'select'>, rows: OrderRow[]): Promise<SavedOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, pays] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.orderId), asc(payments.position)),
  ]);
  return rows.map(
    (row) =>
      ({
        ...row.body,
        id: row.id,
        number: row.number,
        // The column over the body: the first short number given stays (orders-sync keeps it on a later upload).
        // No key when there is none, so an order stored before short numbers reads back exactly as uploaded.
        ...(row.shortNumber ? { short_number: row.shortNumber } : {}),
        status: row.status,
        // The lock column over the body (issue 17 §4: the lock route changes it without an upload); no key when
        // both say none, so an order uploaded without locked_by reads back exactly as uploaded.
        ...((row.lockedBy ?? null) !== ((row.body as { locked_by?: number | null }).locked_by ?? null)
          ? { locked_by: row.lockedBy ?? null }
          : {}),
        items: items.filter((item) => item.orderId === row.id).map((item) => ({ ...item.body, id: item.id })),
        payments: pays
          .filter((pay) => pay.orderId === row.id)
          .map((pay) => ({ ...pay.body, id: pay.id, order: row.id })),
      }) as SavedOrder,
  );
}
