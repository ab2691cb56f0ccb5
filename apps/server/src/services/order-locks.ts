import { ORDER_LOCK_STALE_MS, type OrderLockRequest, type OrderLockResponse } from '@opentill/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, terminals } from '../db/schema.ts';

/**
 * Takes or releases the lock of a stored order for a terminal (issue 17 §4, seed 001 §4 locked_by) in one
 * statement, so two terminals opening the same order at once cannot both hold it: the update succeeds only while
 * the order is unlocked, locked by the caller, or (takeover) locked by a terminal not seen for ORDER_LOCK_STALE_MS.
 * Only open and held orders are locked. The caller is seen now (its last_seen_at), so its own locks stay fresh.
 */
export async function orderLockChange(
  db: Database,
  storeId: number,
  terminalId: number,
  request: OrderLockRequest,
  now: Date = new Date(),
): Promise<OrderLockResponse> {
  await db
    .update(terminals)
    .set({ lastSeenAt: now })
    .where(and(eq(terminals.id, terminalId), eq(terminals.storeId, storeId)));
  const staleBefore = new Date(now.getTime() - ORDER_LOCK_STALE_MS);
  const mine = and(eq(orders.storeId, storeId), eq(orders.localId, request.local_id));
  const holderStale = sql`not exists (select 1 from ${terminals} t where t.id = ${orders.lockedBy} and t.last_seen_at > ${staleBefore.toISOString()}::timestamptz)`;
  if (request.take) {
    const taken = await db
      .update(orders)
      .set({ lockedBy: terminalId, lockedAt: now })
      .where(
        and(
          mine,
          sql`${orders.status} in (1, 2)`,
          request.takeover
            ? sql`(${orders.lockedBy} is null or ${orders.lockedBy} = ${terminalId} or ${holderStale})`
            : sql`(${orders.lockedBy} is null or ${orders.lockedBy} = ${terminalId})`,
        ),
      )
      .returning({ id: orders.id });
    if (taken.length > 0) return { ok: true, stored: true, locked_by: terminalId, terminal_name: null, stale: false };
  } else {
    await db
      .update(orders)
      .set({ lockedBy: null, lockedAt: null })
      .where(and(mine, eq(orders.lockedBy, terminalId)));
  }
  const [row] = await db
    .select({
      status: orders.status,
      lockedBy: orders.lockedBy,
      name: terminals.name,
      seen: terminals.lastSeenAt,
    })
    .from(orders)
    .leftJoin(terminals, and(eq(terminals.id, orders.lockedBy), eq(terminals.storeId, storeId)))
    .where(mine);
  if (!row)
    return { ok: true, stored: false, locked_by: request.take ? terminalId : null, terminal_name: null, stale: false };
  const holder = row.lockedBy;
  if (!request.take)
    return { ok: holder !== terminalId, stored: true, locked_by: holder, terminal_name: row.name, stale: false };
  // A final order is not locked (nothing to edit); it is answered as not held, with its holder if any.
  if (holder === null || holder === terminalId)
    return { ok: false, stored: true, locked_by: holder, terminal_name: null, stale: false };
  const stale = row.seen === null || row.seen.getTime() <= staleBefore.getTime();
  return { ok: false, stored: true, locked_by: holder, terminal_name: row.name, stale };
}

/**
 * The lock column after an upload by `terminalId` (issue 17 §4): a new order takes the upload's locked_by; an
 * update may take the lock for the uploader when nobody else holds it, and releases it only when the uploader holds
 * it; another terminal's lock is never changed by an upload (an offline copy cannot steal or drop it). A final
 * order holds no lock.
 */
export function lockAfterUpload(
  stored: { lockedBy: number | null; lockedAt: Date | null } | null,
  upload: { status: number; locked_by?: number | null },
  terminalId: number | null,
  now: Date,
): { lockedBy: number | null; lockedAt: Date | null } {
  if (upload.status !== 1 && upload.status !== 2) return { lockedBy: null, lockedAt: null };
  const wanted = upload.locked_by ?? null;
  if (!stored) return { lockedBy: wanted, lockedAt: wanted === null ? null : now };
  const held = stored.lockedBy;
  const kept = { lockedBy: held, lockedAt: stored.lockedAt };
  if (held !== null && held !== terminalId) return kept;
  if (wanted !== null && wanted === terminalId)
    return { lockedBy: wanted, lockedAt: held === wanted ? stored.lockedAt : now };
  if (wanted === null) return { lockedBy: null, lockedAt: null };
  return kept;
}
