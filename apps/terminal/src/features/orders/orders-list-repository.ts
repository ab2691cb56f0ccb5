/**
 * Data access of the order list (seed 002 §2 Order list, §4 Order list search, §7 GET /orderlist, §9 constants):
 * local orders of a status, server pages merged into the orderList store, the order number search. Components never
 * call this directly; the list store does.
 */
import { ORDER_LIST_PAGE_SIZE } from '@opentill/contracts';
import { ORDER_SHORT_NUMBER, ORDER_STATUS } from '@opentill/domain';
import { apiRequest, HttpError, type ApiDeps } from '../../data/api.ts';
import { db, type DbRecord, type OpenTillDb } from '../../data/db.ts';
import { ordersByStatus, ordersRefundingOrder, type OrderRecord } from '../../data/repositories/orders.ts';
import { COMPLETED_KEPT_DAYS, ordersMerge } from '../../data/sync/merge.ts';
import { refundIsDraft } from '../refund/refund-build.ts';

/** seed 002 §9: page size 20. */
export const ORDERS_PAGE_SIZE = ORDER_LIST_PAGE_SIZE;
const DAY_MS = 86_400_000;

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** seed 002 §9: a completed order older than 5 days (by close date) is left out of the local list. */
export function completedTooOld(order: Pick<OrderRecord, 'status' | 'close_date' | 'open_date'>, now: Date): boolean {
  if (order.status !== ORDER_STATUS.COMPLETED) return false;
  const at = time(order.close_date) ?? time(order.open_date);
  return at !== null && at < now.getTime() - COMPLETED_KEPT_DAYS * DAY_MS;
}

/**
 * Local orders of a status, newest first: the device's orders and the fetched order list (data/repositories/orders.ts
 * ordersByStatus), without refund drafts (decisions §15), without an order-list copy the device has since moved to
 * another status (a refunded original), and without completed orders older than 5 days unless `keep` names them
 * (pages fetched from the server in this visit are shown whatever their age).
 */
export async function ordersListLocal(
  status: number,
  now: Date,
  keep: ReadonlySet<string> = new Set(),
  database: OpenTillDb = db(),
): Promise<OrderRecord[]> {
  const orders = await ordersByStatus(status, database);
  const own = (await database.orders.bulkGet(orders.map((order) => order.local_id))) as (OrderRecord | undefined)[];
  return orders.filter((order, index) => {
    const device = own[index];
    if (device && device.status !== status) return false;
    if (refundIsDraft(order)) return false;
    return keep.has(order.local_id) || !completedTooOld(order, now);
  });
}

/** One page of GET /orderlist?status&page (seed 002 §7), merged into the orderList store; answers its orders and whether more follow. */
export async function ordersListPageFetch(
  status: number,
  page: number,
  database: OpenTillDb = db(),
  deps: ApiDeps = {},
): Promise<{ localIds: string[]; more: boolean }> {
  const answer = await apiRequest<{ results: DbRecord[]; next: string | null }>(
    `/orderlist?status=${String(status)}&page=${String(page)}`,
    {},
    deps,
  );
  await ordersMerge('orderList', answer.results, database);
  return {
    localIds: answer.results.map((order) => String(order.local_id)),
    more: answer.next !== null && answer.next !== undefined,
  };
}

/**
 * A local search (seed 002 §4): by local id when the value has an underscore; by short number (3-042, issue 15 §4),
 * the newest order carrying it (the numbers come again every business day); else by server id or order number.
 */
export async function orderSearchLocal(value: string, database: OpenTillDb = db()): Promise<OrderRecord | null> {
  const text = value.trim();
  if (ORDER_SHORT_NUMBER.test(text)) {
    const carrying = (order: DbRecord) => order.short_number === text && !refundIsDraft(order as OrderRecord);
    const [own, listed] = await Promise.all([
      database.orders.filter(carrying).toArray(),
      database.orderList.filter(carrying).toArray(),
    ]);
    const newest = [...own, ...listed].sort((a, b) => String(b.open_date).localeCompare(String(a.open_date)))[0];
    return (newest as OrderRecord | undefined) ?? null;
  }
  if (text.includes('_')) {
    const found = (await database.orders.get(text)) ?? (await database.orderList.get(text));
    return found && !refundIsDraft(found as OrderRecord) ? (found as OrderRecord) : null;
  }
  const wanted = Number(text);
  const match = (order: DbRecord) => order.id === wanted || order.number === wanted;
  const found = (await database.orders.filter(match).first()) ?? (await database.orderList.filter(match).first());
  return (found as OrderRecord | undefined) ?? null;
}

/**
 * A server search (seed 002 §7 GET /orderlist?id={id}, or ?short_number= for 3-042; the first, newest, result is
 * used), merged into the orderList store.
 */
export async function orderSearchServer(
  value: string,
  database: OpenTillDb = db(),
  deps: ApiDeps = {},
): Promise<OrderRecord | null> {
  let answer: { results: DbRecord[] };
  try {
    const text = value.trim();
    const query = ORDER_SHORT_NUMBER.test(text) ? 'short_number' : 'id';
    answer = await apiRequest<{ results: DbRecord[] }>(`/orderlist?${query}=${encodeURIComponent(text)}`, {}, deps);
  } catch (error) {
    // The server answers 404 for an id it does not know: the same 'Order not found' as an empty result.
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  const first = answer.results[0];
  if (!first) return null;
  await ordersMerge('orderList', [first], database);
  // The device copy wins when it holds a newer change (merge rules); show what is stored.
  return ((await database.orders.get(String(first.local_id))) ??
    (await database.orderList.get(String(first.local_id))) ??
    first) as OrderRecord;
}

/** The refund orders of an order that were processed (a draft returned nothing yet). */
export async function orderRefunds(order: OrderRecord, database: OpenTillDb = db()): Promise<OrderRecord[]> {
  return (await ordersRefundingOrder(order, database)).filter((refund) => !refundIsDraft(refund));
}
