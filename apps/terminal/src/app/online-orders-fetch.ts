import { apiRequest, type ApiDeps } from '../data/api.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../data/db.ts';
import { ordersMerge } from '../data/sync/merge.ts';

/**
 * seed 002 §7 GET /online/orderlist?status=0: the store's pending online orders, merged into the orders store by
 * the merge rules of seed 000 §9 (a local copy with a higher status or an unsent newer change is kept).
 */
export async function onlineOrdersFetch(database: OpenTillDb = defaultDb(), deps: ApiDeps = {}): Promise<number> {
  const answer = await apiRequest<{ results: DbRecord[] }>('/online/orderlist?status=0', {}, deps);
  return ordersMerge('orders', answer.results, database);
}
