import { ORDERS_SYNC_MAX, wireSafe } from '@opentill/contracts';
import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../db.ts';
import { orderIdentified } from '../repositories/order-identified.ts';
import { saveRecords } from '../save.ts';
import { activeOrdersChanged, sameLines } from './active-orders.ts';

/** Orders per POST /orders/sync/ request: the server takes up to ORDERS_SYNC_MAX = 200 (10,000 orders in ≤ 10 s). */
export const ORDERS_BATCH = ORDERS_SYNC_MAX;
/** Body size per request: the server refuses bodies over 1 MiB (413), so a batch of large orders is cut sooner. */
export const ORDERS_BATCH_BYTES = 512 * 1024;

/** Fields only the device keeps; the server's order contract is strict and would refuse them. */
const LOCAL_ONLY = ['updated', 'outbox', 'sync_error', 'synced_at', 'synced_items'] as const;

/** The local ids of an order's lines. */
const itemIds = (order: DbRecord): string[] =>
  ((order.items as DbRecord[] | undefined) ?? []).map((item) => item.local_id as string);

/** Why the server refused an order (400 {error, field, message} or 409), and which local version it refused. */
export interface OrderSyncError {
  status: number;
  message: string;
  field?: string;
  /** The body version refused: an order edited since is tried again, an unchanged one stays set aside. */
  version: string;
}

export interface OrdersUploadReport {
  uploaded: number;
  refused: { local_id: string; error: OrderSyncError }[];
}

/**
 * What is sent for an order: its record without the device-only fields, its texts without the control characters
 * the server refuses (a tab pasted into a note would otherwise set the sale aside; line breaks stay).
 */
export function orderBody(order: DbRecord): DbRecord {
  const body: DbRecord = { ...order };
  for (const field of LOCAL_ONLY) delete body[field];
  // issue 17 §4: the lines this device had from the server (synced_items) and no longer has were removed (or moved)
  // here: named, so the server drops them and keeps any line of another device it merged in meanwhile.
  if (Array.isArray(order.synced_items)) {
    const current = new Set(itemIds(order));
    const earlier = Array.isArray(order.removed_items) ? (order.removed_items as string[]) : [];
    const gone = (order.synced_items as string[]).filter((id) => !current.has(id));
    const removed = [...new Set([...earlier, ...gone])];
    if (removed.length > 0) body.removed_items = removed;
  }
  return wireSafe(body);
}

/** A stable fingerprint of what was sent, to tell whether the order changed while its upload was in flight. */
const versionOf = (order: DbRecord): string => JSON.stringify(orderBody(order));

/**
 * Orders waiting for upload: marked updated (outbox 1) and not set aside. An order the server refused stays set
 * aside only while it is unchanged, so a corrected order goes again and a bad one never blocks the others.
 */
export async function ordersPending(database: OpenTillDb = defaultDb()): Promise<DbRecord[]> {
  const marked = await database.orders.where('outbox').equals(1).toArray();
  return marked.filter((order) => {
    const error = order.sync_error as OrderSyncError | undefined;
    return !error || error.version !== versionOf(order);
  });
}

/**
 * A refusal of what was sent (400 invalid body, 409 changed final order, 413 too large, 422): it concerns those
 * records, which are set aside. Anything else (offline, network errors, time-outs, 5xx, 401/403 of a revoked token)
 * concerns the whole run, which is retried with back-off so no order is set aside for a reason not its own.
 */
export function isRefusal(error: unknown): error is HttpError {
  return error instanceof HttpError && [400, 409, 413, 422].includes(error.status);
}

function refusal(error: HttpError, order: DbRecord): OrderSyncError {
  const body = (error.body ?? {}) as { error?: unknown; field?: unknown; message?: unknown };
  const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : error.message;
  return { status: error.status, message, ...(typeof body.field === 'string' ? { field: body.field } : {}), version: versionOf(order) };
}

/**
 * seed 000 §9: "Uploaded orders get the server id, are marked not updated and receive a synced time." All answered
 * orders are written in one transaction. An order edited while its upload was in flight keeps updated=true (it still
 * takes the server id and number, so its next upload updates the same server order).
 */
async function storeAnswers(sent: DbRecord[], saved: DbRecord[], database: OpenTillDb, now: () => Date): Promise<number> {
  const versions = new Map(sent.map((order) => [order.local_id as string, versionOf(order)]));
  const replaced: string[] = [];
  return database.transaction('rw', database.orders, async () => {
    const next: DbRecord[] = [];
    const currents = await database.orders.bulkGet(saved.map((answer) => answer.local_id as string));
    for (const [index, answer] of saved.entries()) {
      const localId = answer.local_id as string;
      const current = currents[index];
      if (!current) continue; // removed locally during the upload (e.g. Reset): nothing to mark
      const unchanged = versionOf(current) === versions.get(localId);
      const sentOrder = sent.find((order) => order.local_id === localId);
      // issue 17 §4: the server merged another device's lines in: an unchanged copy becomes the server's (this
      // terminal's own view of its lock kept); the lines it knows are the answer's, or only those it sent.
      const merged = unchanged && !sameLines(answer, current);
      const record: DbRecord = merged
        ? { ...answer, locked_by: current.locked_by ?? null, synced_at: now().toISOString(), updated: false }
        : { ...current, id: answer.id, number: answer.number, synced_at: now().toISOString(), updated: !unchanged };
      record.synced_items = itemIds(merged ? answer : (sentOrder ?? current)).filter((id) => itemIds(answer).includes(id));
      delete record.sync_error;
      if (merged) replaced.push(localId);
      next.push(record);
    }
    await saveRecords('orders', next, database);
    return next;
  }).then((stored) => {
    for (const order of stored) orderIdentified(order.local_id as string, order.id as number, (order.number as number | null | undefined) ?? null);
    if (replaced.length > 0) activeOrdersChanged(replaced);
    return stored.length;
  });
}

async function setAside(order: DbRecord, error: OrderSyncError, database: OpenTillDb): Promise<void> {
  await database.transaction('rw', database.orders, async () => {
    const current = await database.orders.get(order.local_id as string);
    // Still marked updated (outbox 1): the shell's outbox keeps showing it as not uploaded (ARCHITECTURE safety rules).
    if (current) await saveRecords('orders', [{ ...current, sync_error: error }], database);
  });
}

export interface OrdersUploadOptions {
  database?: OpenTillDb;
  deps?: ApiDeps;
  batch?: number;
  /** Body size per request (default ORDERS_BATCH_BYTES). */
  batchBytes?: number;
  now?: () => Date;
  /** Where a refusal is reported (the console by default). */
  report?: (localId: string, error: OrderSyncError) => void;
}

/**
 * Uploads every pending order in batches (POST /orders/sync/ with a list). A batch the server refuses (400/409) is
 * sent again one order at a time, so only the refused order is set aside (flag sync_error) and the rest go through.
 * Retryable failures (offline, network, 5xx) throw, for the engine to retry with back-off.
 */
export async function ordersUploadPending(options: OrdersUploadOptions = {}): Promise<OrdersUploadReport> {
  const { database = defaultDb(), deps = {}, batch = ORDERS_BATCH, now = () => new Date() } = options;
  const report = options.report ?? ((localId, error) => console.error(`Order ${localId} refused by the server`, error));
  const result: OrdersUploadReport = { uploaded: 0, refused: [] };
  const pending = await ordersPending(database);
  // The answers of one request are written while the next request is on its way (the server and IndexedDB work
  // at the same time); they are written in order, and all of them before this returns or throws.
  let storing: Promise<void> = Promise.resolve();
  const send = async (orders: DbRecord[]): Promise<void> => {
    let saved: DbRecord[];
    try {
      saved = await apiRequest<DbRecord[]>('/orders/sync/', { method: 'POST', body: orders.map(orderBody) }, deps);
    } catch (error) {
      await storing;
      if (!isRefusal(error)) throw error;
      if (orders.length > 1) {
        for (const order of orders) await send([order]);
        return;
      }
      const order = orders[0]!;
      const refused = refusal(error, order);
      await setAside(order, refused, database);
      result.refused.push({ local_id: order.local_id as string, error: refused });
      report(order.local_id as string, refused);
      return;
    }
    storing = storing.then(async () => {
      result.uploaded += await storeAnswers(orders, saved, database, now);
    });
    // A failed write is thrown by the next await of `storing`; until then it must not count as unhandled.
    storing.catch(() => undefined);
  };
  for (const orders of batchesOf(pending, batch, options.batchBytes ?? ORDERS_BATCH_BYTES)) await send(orders);
  await storing;
  return result;
}

/** Cuts the pending orders into requests of at most `count` orders and about `bytes` of JSON (one order at least). */
export function batchesOf(orders: readonly DbRecord[], count: number, bytes: number): DbRecord[][] {
  const batches: DbRecord[][] = [];
  let current: DbRecord[] = [];
  let size = 0;
  for (const order of orders) {
    const length = JSON.stringify(orderBody(order)).length;
    if (current.length > 0 && (current.length >= count || size + length > bytes)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(order);
    size += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
