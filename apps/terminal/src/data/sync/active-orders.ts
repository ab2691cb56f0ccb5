import { create } from 'zustand';
import { apiRequest, type ApiDeps } from '../api.ts';
import { storedConnection, storedTerminal } from '../connection.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { useNetwork } from '../network-store.ts';
import { useRealtime } from '../realtime.ts';
import { saveRecords } from '../save.ts';
import { orderServerWins } from './merge.ts';
import { tableServiceOn } from './tables-sync.ts';

/** Most ids sent with POST /orders/ (contracts activeOrdersRequest: 1000). */
const IDS_MAX = 1000;

/**
 * The store's open orders on this terminal (issue 17 §4, seed 000 §7 POST /orders/ and §2.2 rule 11 "call order
 * list"). Screens that show other terminals' orders (Tables, TableOrders, the editor) follow `revision`, which moves
 * after each refresh that stored something; `changed` lists the local ids stored by the last one.
 */
export interface ActiveOrdersState {
  revision: number;
  changed: readonly string[];
  /** When the last refresh finished (ms since the epoch), or null before the first. */
  refreshedAt: number | null;
}

export const useActiveOrders = create<ActiveOrdersState>()(() => ({ revision: 0, changed: [], refreshedAt: null }));

/** Whether the local copy has a change not yet uploaded: it is never overwritten by a server copy (ARCHITECTURE). */
export function orderHasUnsentChange(local: DbRecord | undefined): boolean {
  return local !== undefined && (local.updated === true || local.outbox === 1);
}

/**
 * Whether the server copy replaces the local one: always when there is none; never while the local copy has an
 * unsent change; otherwise by the rules of seed 000 §9 (merge.ts), and also when the server's lines differ from the
 * local ones (another terminal's lines merged by the server, issue 17 §4: the server's copy is the newer state).
 */
export function activeOrderServerWins(local: DbRecord | undefined, server: DbRecord): boolean {
  if (!local) return true;
  if (orderHasUnsentChange(local)) return false;
  if (typeof local.status === 'number' && typeof server.status === 'number' && local.status > server.status) return false;
  if (orderServerWins(local, server)) return true;
  return !sameLines(local, server) || local.locked_by !== server.locked_by;
}

/** Whether two copies of an order hold the same lines (by local id, quantity and void state). */
export function sameLines(a: DbRecord, b: DbRecord): boolean {
  const key = (order: DbRecord) =>
    ((order.items as DbRecord[] | undefined) ?? [])
      .map((item) => JSON.stringify([item.local_id, item.quantity, item.void_status ?? 0]))
      .sort()
      .join('|');
  return key(a) === key(b);
}

/**
 * Stores the server copies that win into the orders store, in one transaction, as synced (updated=false, outbox 0).
 * Answers the local ids stored.
 */
export async function activeOrdersStore(serverOrders: readonly DbRecord[], database: OpenTillDb = defaultDb()): Promise<string[]> {
  return database.transaction('rw', database.orders, async () => {
    const locals = await database.orders.bulkGet(serverOrders.map((order) => order.local_id as string));
    const taken = serverOrders.flatMap((order, index) => {
      const local = locals[index];
      if (!activeOrderServerWins(local, order)) return [];
      // What only this device keeps (when it was last synced) stays; the rest is the server's.
      const items = (order.items as DbRecord[] | undefined) ?? [];
      const stored: DbRecord = { ...order, updated: false, outbox: 0, synced_items: items.map((item) => item.local_id) };
      if (local?.synced_at) stored.synced_at = local.synced_at;
      return [stored];
    });
    await saveRecords('orders', taken, database);
    return taken.map((order) => order.local_id as string);
  });
}

export interface ActiveOrdersOptions {
  database?: OpenTillDb;
  deps?: ApiDeps;
}

let running: Promise<number> | null = null;
let again = false;

async function refreshOnce(options: ActiveOrdersOptions): Promise<number> {
  const database = options.database ?? defaultDb();
  // The status index: a day's closed orders are never read.
  const ids = (await database.orders.where('status').anyOf(1, 2).toArray())
    .map((order) => order.id)
    .filter((id): id is number => typeof id === 'number');
  const answer = await apiRequest<{ results: DbRecord[] }>('/orders/', { method: 'POST', body: ids.slice(0, IDS_MAX) }, options.deps ?? {});
  const stored = await activeOrdersStore(answer.results, database);
  activeOrdersChanged(stored);
  return stored.length;
}

/** Tells the screens that these orders were stored from the server (the revision moves when there are any). */
export function activeOrdersChanged(localIds: readonly string[]): void {
  useActiveOrders.setState((state) => ({
    revision: localIds.length > 0 ? state.revision + 1 : state.revision,
    changed: localIds,
    refreshedAt: Date.now(),
  }));
}

/**
 * Fetches the store's open and held orders (POST /orders/ with the ids of this terminal's active orders, so an order
 * closed elsewhere comes back closed) and stores the server copies that win (activeOrderServerWins). Calls made while
 * one runs are folded into one more run after it. Offline or unlinked: nothing (answers 0). Network failures are
 * reported on the console and answer 0: the next trigger (event, reconnect, Tables' 5 s check) tries again.
 */
export function activeOrdersRefresh(options: ActiveOrdersOptions = {}): Promise<number> {
  if (!storedConnection() || !(options.deps?.online?.() ?? isOnline())) return Promise.resolve(0);
  if (running) {
    again = true;
    return running;
  }
  const run = async (): Promise<number> => {
    let total = 0;
    do {
      again = false;
      try {
        total += await refreshOnce(options);
      } catch (error) {
        console.error('Fetching the active orders failed', error);
      }
    } while (again);
    return total;
  };
  running = run().finally(() => {
    running = null;
  });
  return running;
}

/** This terminal's id as the server writes it into orders-event's instance_id. */
function ownInstanceId(): string {
  const id = storedTerminal<{ id?: unknown }>()?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
}

/** Whether an orders-event reports this terminal's own change (its upload, its moved tables): nothing to fetch. */
export function ordersEventIsOwn(event: { instance_id: string }): boolean {
  return event.instance_id !== '' && event.instance_id === ownInstanceId();
}

/**
 * Keeps the active orders of a table-service terminal fresh (issue 17 §4; quick service and the kiosk keep their own
 * orders, as before: decisions §55): a refresh now, on each orders-event of another terminal (the
 * server's event after an order upload) and whenever the realtime link or the network comes back (what was missed
 * while away). Returns the stop function.
 */
export function activeOrdersListen(): () => void {
  const refresh = () => {
    if (tableServiceOn()) void activeOrdersRefresh();
  };
  refresh();
  const stopEvents = useRealtime.subscribe((state, previous) => {
    const event = state.lastOrdersEvent;
    if (event && event !== previous.lastOrdersEvent && !ordersEventIsOwn(event)) refresh();
    else if (state.connected && !previous.connected) refresh();
  });
  const stopNetwork = useNetwork.subscribe((state, previous) => {
    if (state.online && !previous.online) refresh();
  });
  return () => {
    stopEvents();
    stopNetwork();
  };
}
