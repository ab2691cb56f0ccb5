import type { Order } from '@opentill/contracts';
import { localIdNext, orderRouteIdKind, type LocalIdState } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DbRecord, type OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { orderShortNumberTake } from './order-numbers.ts';

/**
 * An order as the terminal keeps it in IndexedDB: the contracts' order (seed 001 §3, wire field names and decimal
 * numbers) plus the device-only fields the sync engine reads (`updated`, `outbox`, `sync_error`, `synced_at`).
 * Screens never write these directly: they call store actions, which call `orderSave`.
 */
export type OrderRecord = Order & {
  updated?: boolean;
  outbox?: 0 | 1;
  synced_at?: string | null;
  sync_error?: unknown;
} & DbRecord;

let localIds: LocalIdState = { lastMs: 0 };

/** A new client id `{terminalId}_{ms}`, unique within this page even for two calls in one millisecond. */
export function orderLocalIdNext(terminalId: number, now: Date): string {
  const next = localIdNext(localIds, terminalId, now.getTime());
  localIds = next.state;
  return next.id;
}

/**
 * The order a route id names (seed 001 §2: a server id, a local id `{terminalId}_{timestamp}`, or 'new'). The
 * device's orders store is searched first, then the order list (history fetched from the server).
 */
export async function orderByRouteId(
  routeId: string,
  database: OpenTillDb = db(),
  /** The order's local id when the caller knows it (a tap on a table card): one keyed read instead of a scan. */
  localIdHint?: string,
): Promise<OrderRecord | null> {
  if (localIdHint) {
    const hinted = (await database.orders.get(localIdHint)) as OrderRecord | undefined;
    if (hinted && (hinted.local_id === routeId || String(hinted.id) === routeId)) return hinted;
  }
  const kind = orderRouteIdKind(routeId);
  if (kind === 'local') {
    const found = (await database.orders.get(routeId)) ?? (await database.orderList.get(routeId));
    return (found as OrderRecord | undefined) ?? null;
  }
  if (kind === 'remote') {
    const id = Number(routeId);
    const found = (await database.orders.filter((order) => order.id === id).first()) ?? (await database.orderList.filter((order) => order.id === id).first());
    return (found as OrderRecord | undefined) ?? null;
  }
  return null;
}

/** Live view of one order by route id; undefined while loading, null when there is none. */
export function useOrderRecord(routeId: string | undefined): OrderRecord | null | undefined {
  return useLiveQuery(async () => (routeId ? orderByRouteId(routeId) : null), [routeId]);
}

/**
 * A refund order not processed yet (docs/decisions.md §15): it names its original but is not refunded (5). It stays on
 * the device: saving it never marks it for upload, whoever saves it (the editor edits it in refund mode).
 */
export function orderIsRefundDraft(order: Pick<OrderRecord, 'reference_order' | 'status'>): boolean {
  return order.reference_order !== null && order.reference_order !== undefined && order.status !== 5;
}

/**
 * Saves an order locally and marks it for upload, a refund draft excepted (ARCHITECTURE: the local write comes first;
 * the sync engine sends it later). `updated_at` is the moment of the change, so the merge rules of seed 000 §9 keep this edit.
 * Resolves once IndexedDB committed: a caller may then tell the user the change is safe.
 */
export async function orderSave(order: OrderRecord, now: Date, database: OpenTillDb = db()): Promise<OrderRecord> {
  return orderWrite(orderAsSaved(order, now, database), database);
}

/**
 * The record `orderSave` writes (marked for upload unless a refund draft, `updated_at` now), without writing it. An
 * order the server has not numbered yet gets its short number on its first save (issue 15 §4): every path that makes
 * an order (editor, kiosk, split, refund) saves through here, and the number then stays with the order.
 */
export function orderAsSaved(order: OrderRecord, now: Date, database: OpenTillDb = db()): OrderRecord {
  return { ...orderNumbered(order, now, database), updated: !orderIsRefundDraft(order), updated_at: now.toISOString() };
}

function orderNumbered(order: OrderRecord, now: Date, database: OpenTillDb): OrderRecord {
  if (order.short_number || (order.id !== null && order.id !== undefined)) return order;
  const shortNumber = orderShortNumberTake(order, now, database);
  return shortNumber === null ? order : { ...order, short_number: shortNumber };
}

/**
 * Writes a record made by `orderAsSaved` as it is (the editor shows it first and writes it right after). A server id
 * the sync stored meanwhile may be overwritten by an older copy: harmless, the server knows the order by local_id and
 * answers the same id on the next upload.
 */
export async function orderWrite(saved: OrderRecord, database: OpenTillDb = db()): Promise<OrderRecord> {
  await saveRecords('orders', [saved], database);
  return saved;
}


/** Several orders saved in one transaction (a split, a move, a refund and its original). */
export async function ordersSave(orders: readonly OrderRecord[], now: Date, database: OpenTillDb = db()): Promise<OrderRecord[]> {
  const saved = orders.map((order) => orderAsSaved(order, now, database));
  await database.transaction('rw', database.orders, async () => {
    await saveRecords('orders', saved, database);
  });
  return saved;
}

/** Local orders of a status, newest first (orders made on this device and the order list fetched from the server). */
export async function ordersByStatus(status: number, database: OpenTillDb = db()): Promise<OrderRecord[]> {
  const [own, listed] = await Promise.all([
    database.orders.where('status').equals(status).toArray(),
    database.orderList.where('status').equals(status).toArray(),
  ]);
  const byLocalId = new Map<string, OrderRecord>();
  for (const order of [...listed, ...own] as OrderRecord[]) byLocalId.set(order.local_id, order);
  return [...byLocalId.values()].sort((a, b) => String(b.open_date).localeCompare(String(a.open_date)));
}

/** Refund orders that reference an order (seed 002 §4: earlier refunds reduce what can still be returned). */
export async function ordersRefundingOrder(original: Pick<OrderRecord, 'id' | 'local_id'>, database: OpenTillDb = db()): Promise<OrderRecord[]> {
  const refs = new Set<unknown>([original.local_id, ...(original.id == null ? [] : [original.id])]);
  const [own, listed] = await Promise.all([
    database.orders.filter((order) => refs.has(order.reference_order)).toArray(),
    database.orderList.filter((order) => refs.has(order.reference_order)).toArray(),
  ]);
  const byLocalId = new Map<string, OrderRecord>();
  for (const order of [...listed, ...own] as OrderRecord[]) byLocalId.set(order.local_id, order);
  return [...byLocalId.values()];
}
