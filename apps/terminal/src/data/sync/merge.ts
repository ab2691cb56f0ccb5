import { apiRequest, type ApiDeps } from '../api.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';

/** seed 000 §9: completed orders are dropped from the local order list when older than 5 days. */
export const COMPLETED_KEPT_DAYS = 5;
const DAY_MS = 86_400_000;
const COMPLETED = 3;

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * seed 000 §9: "a server copy replaces a local one if its updated_at is newer or equal or the local has none". The
 * seed gives two readings for an older server copy; we keep the local copy (it may hold an edit not yet uploaded).
 * "An order fetch skips a server order when a local one with the same id has a higher status."
 */
export function orderServerWins(local: DbRecord | undefined, server: DbRecord): boolean {
  if (!local) return true;
  if (typeof local.status === 'number' && typeof server.status === 'number' && local.status > server.status) return false;
  const localAt = time(local.updated_at);
  if (localAt === null) return true;
  const serverAt = time(server.updated_at);
  if (serverAt === null) return false;
  // Equal times with a local change still in the outbox: the server copy is the one that change was based on, and
  // taking it would drop an unsent edit (ARCHITECTURE safety rules), so "equal replaces" applies to synced orders.
  if (serverAt === localAt && local.updated === true) return false;
  return serverAt >= localAt;
}

/**
 * Merges server orders into a local store (active orders or the order list), matched by local_id. A taken server
 * copy is stored as synced (updated=false, outbox 0): it is the server's state.
 */
export async function ordersMerge(store: 'orders' | 'orderList', serverOrders: readonly DbRecord[], database: OpenTillDb = defaultDb()): Promise<number> {
  return database.transaction('rw', database.table(store), async () => {
    const locals = (await database.table(store).bulkGet(serverOrders.map((order) => order.local_id as string))) as (DbRecord | undefined)[];
    const taken = serverOrders.filter((order, index) => orderServerWins(locals[index], order)).map((order) => ({ ...order, updated: false }));
    await saveRecords(store, taken, database);
    return taken.length;
  });
}

/** seed 000 §9: "Customer merge keeps local data if the local change is newer." */
export function customerServerWins(local: DbRecord | undefined, server: DbRecord): boolean {
  if (!local) return true;
  const localAt = time(local.updated_at);
  const serverAt = time(server.updated_at);
  if (local.updated === true && localAt !== null && (serverAt === null || localAt > serverAt)) return false;
  return true;
}

/** Merges server customers by id, keeping a newer local change (it is still marked for upload). */
export async function customersMerge(serverCustomers: readonly DbRecord[], database: OpenTillDb = defaultDb()): Promise<number> {
  return database.transaction('rw', database.customers, async () => {
    const locals = await database.customers.bulkGet(serverCustomers.map((customer) => customer.id as number));
    const taken = serverCustomers.filter((customer, index) => customerServerWins(locals[index], customer));
    await saveRecords('customers', taken, database);
    return taken.length;
  });
}

/**
 * seed 000 §9: completed orders older than 5 days leave the local order list, once synced (they have a server id
 * and no pending change), so nothing unsent is ever dropped. Age is taken from close_date, else updated_at.
 */
export async function ordersPrune(database: OpenTillDb = defaultDb(), now: Date = new Date()): Promise<number> {
  const limit = now.getTime() - COMPLETED_KEPT_DAYS * DAY_MS;
  const old = await database.orderList
    .where('status')
    .equals(COMPLETED)
    .filter((order) => {
      const at = time(order.close_date) ?? time(order.updated_at);
      return order.id !== undefined && order.id !== null && order.updated !== true && at !== null && at < limit;
    })
    .primaryKeys();
  await database.orderList.bulkDelete(old);
  return old.length;
}

/**
 * The active-orders fetch (seed 000 §7 POST /orders/: the store's open and held orders plus the ids asked for): asks
 * for the server copies of the local orders that have a server id, and merges the answer into the orders store by
 * the rules above (an order with a higher local status or a newer local change is kept).
 */
export async function ordersActiveFetch(database: OpenTillDb = defaultDb(), deps: ApiDeps = {}): Promise<number> {
  const ids = (await database.orders.toArray()).map((order) => order.id).filter((id): id is number => typeof id === 'number');
  const answer = await apiRequest<{ results: DbRecord[] }>('/orders/', { method: 'POST', body: ids.slice(0, 1000) }, deps);
  return ordersMerge('orders', answer.results, database);
}
