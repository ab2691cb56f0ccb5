/**
 * Data access of the Online Orders screen (seed 002 §2, §7 GET /online/orderlist?status=): the online orders (type 1)
 * the device holds, live, and a status tab's orders fetched from the server and merged by the rules of seed 000 §9.
 * Every tab merges into the device's orders store, as the notification's fetch does (decisions §21): an order
 * approved here and completed on another terminal then shows completed here too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { ONLINE_ORDER_TYPE } from '../../app/online-orders-badge.ts';
import { apiRequest, type ApiDeps } from '../../data/api.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { ordersMerge } from '../../data/sync/merge.ts';

/** Every online order on the device: its own copies win over the fetched list's. */
export async function onlineOrdersLocal(database: OpenTillDb = defaultDb()): Promise<OrderRecord[]> {
  const online = (order: DbRecord) => order.type === ONLINE_ORDER_TYPE;
  const [own, listed] = await Promise.all([
    database.orders.filter(online).toArray(),
    database.orderList.filter(online).toArray(),
  ]);
  const byLocalId = new Map<string, OrderRecord>();
  for (const order of [...listed, ...own] as OrderRecord[]) byLocalId.set(order.local_id, order);
  return [...byLocalId.values()];
}

/** Live: re-read after every local change (an approve here, a notification's fetch, a sync). */
export function useOnlineOrderRecords(): OrderRecord[] | undefined {
  return useLiveQuery(() => onlineOrdersLocal(), []);
}

/** One status tab from the server (GET /online/orderlist?status={n}); answers how many were merged. */
export async function onlineOrdersStatusFetch(
  status: number,
  database: OpenTillDb = defaultDb(),
  deps: ApiDeps = {},
): Promise<number> {
  const answer = await apiRequest<{ results: DbRecord[] }>(`/online/orderlist?status=${String(status)}`, {}, deps);
  return ordersMerge('orders', answer.results, database);
}
