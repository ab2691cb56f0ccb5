import { FINAL_ORDER_STATUSES, type Order, type SavedOrder } from '@opentill/contracts';
import {
  orderCheck,
  orderHasReference,
  PAYMENT_BEHAVIOR,
  refundCheck,
  storeTaxInclusive,
  taxRoundMode,
  thousandths,
  thousandthsFromDecimal,
  type OrderCheckContext,
  type RefundOriginal,
} from '@opentill/domain';
import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, paymentTypes, stores } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { canonicalJson } from './canonical-json.ts';
import { ordersToWire } from './orders-read.ts';

type Reader = Pick<Database, 'select'>;

/** The store's facts the order checks depend on: tax option and rounding, change-giving types, highest surcharge. */
export async function orderCheckContext(db: Reader, storeId: number): Promise<OrderCheckContext> {
  const [[store], types] = await Promise.all([
    db.select({ taxOption: stores.taxOption, taxRound: stores.taxRound }).from(stores).where(eq(stores.id, storeId)),
    db
      .select({ name: paymentTypes.name, behavior: paymentTypes.behavior, surcharge: paymentTypes.surcharge })
      .from(paymentTypes)
      .where(eq(paymentTypes.storeId, storeId)),
  ]);
  let surchargeMax = 0;
  for (const type of types) surchargeMax = Math.max(surchargeMax, thousandthsFromDecimal(type.surcharge));
  return {
    taxInclusive: storeTaxInclusive(store?.taxOption),
    taxRound: taxRoundMode(store?.taxRound),
    changeTypes: new Set(
      types.filter((type) => type.behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE).map((type) => type.name),
    ),
    surchargeMax: thousandths(surchargeMax),
  };
}

/** The fields a refund may change on its original (seed 001 §4 Refund: status refunded and the partial-refund marks). */
const ORDER_MARKS = new Set(['id', 'number', 'status', 'isFullyRefund', 'locked_by', 'updated_at', 'updated_date']);
const ITEM_MARKS = new Set(['id', 'isPartialRefund']);
const PAYMENT_SERVER_FIELDS = new Set(['id', 'order']);

function without(record: object, drop: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !drop.has(key)));
}

/** Everything of an order but the refund marks: items, payments, totals, dates, people. */
function finalContent(order: Order | SavedOrder): string {
  return canonicalJson({
    ...without(order, ORDER_MARKS),
    items: order.items.map((item) => without(item, ITEM_MARKS)),
    payments: order.payments.map((payment) => without(payment, PAYMENT_SERVER_FIELDS)),
  });
}

/**
 * seed 001 §4, issue 14 §3: a completed (3), cancelled (4) or refunded (5) order never changes its items, payments or
 * totals again. The one change taken is a refund's on its original (a sale, no reference_order, completed or already
 * refunded): status refunded (5) and the partial-refund marks (isFullyRefund, items' isPartialRefund), with the lock
 * and update times; every other field must be as stored. A refund order itself and a cancelled order never change.
 */
export function finalOrderMayChange(stored: SavedOrder, upload: Order): boolean {
  if (!FINAL_ORDER_STATUSES.includes(stored.status)) return true;
  if (stored.status === 4 || orderHasReference(stored) || orderHasReference(upload)) return false;
  if (upload.status !== 5 && upload.status !== stored.status) return false;
  return finalContent(stored) === finalContent(upload);
}

/** A stored order as a refund's original: items carry both their local_id and server id. */
function originalOf(stored: SavedOrder | undefined, upload: Order | undefined): RefundOriginal | null {
  if (!stored && !upload) return null;
  if (!upload) return stored!;
  if (!stored) return upload;
  // The upload is the newer version; the stored lines lend their server ids, which a refund line may name.
  const ids = new Map(stored.items.map((item) => [item.local_id, item.id]));
  return { ...upload, items: upload.items.map((item) => ({ ...item, id: ids.get(item.local_id) ?? item.id })) };
}

/**
 * issue 14 §6, §9: every refund of the batch names a sale of this store (reference_order: a server id, or a local id of
 * a stored order or of an order of the same batch) and stays within what is left to refund of it, counting its
 * refunds already stored and those earlier in the batch. 400 naming the field otherwise, before anything is written.
 */
export async function refundsCheck(
  db: Reader,
  storeId: number,
  batch: Order[],
  lock = false,
  checkContext?: OrderCheckContext,
): Promise<void> {
  const refunds = batch.flatMap((order, index) => (orderHasReference(order) ? [{ order, index }] : []));
  if (refunds.length === 0) return;
  // A refund's totals are checked here, against its sale (issue 15 §2: allocated from what the sale charged).
  const context = checkContext ?? (await orderCheckContext(db, storeId));
  const refs = refunds.map(({ order }) => order.reference_order!);
  const ids = refs.filter((ref): ref is number => typeof ref === 'number');
  const localIds = refs.filter((ref): ref is string => typeof ref === 'string');
  const match: SQL[] = [];
  if (ids.length) match.push(inArray(orders.id, ids));
  if (localIds.length) match.push(inArray(orders.localId, localIds));
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), or(...match)));
  // Inside the write transaction the originals are locked: two refunds of one sale uploaded at once are checked one
  // after the other, the second seeing the first (issue 14 §3: never more than is left to refund).
  const rows = lock ? await query.for('update') : await query;
  const storedOriginals = await ordersToWire(db, rows);
  const byLocalId = new Map(batch.map((order) => [order.local_id, order]));
  const resolved = refunds.map(({ order, index }) => {
    const ref = order.reference_order!;
    const stored =
      typeof ref === 'number'
        ? storedOriginals.find((row) => row.id === ref)
        : storedOriginals.find((row) => row.local_id === ref);
    const localId = stored?.local_id ?? (typeof ref === 'string' ? ref : undefined);
    const upload = localId === undefined ? undefined : byLocalId.get(localId);
    return { order, index, localId, stored, original: originalOf(stored, upload) };
  });
  // Refunds already stored for these originals, by either spelling of reference_order; the batch's own versions of
  // them take their place.
  const keys = new Set<string>();
  for (const { stored, localId } of resolved) {
    if (localId !== undefined) keys.add(localId);
    if (stored) keys.add(String(stored.id));
  }
  const earlierRows = keys.size
    ? await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            eq(orders.status, 5),
            inArray(sql<string>`${orders.body}->>'reference_order'`, [...keys]),
            notInArray(
              orders.localId,
              batch.map((order) => order.local_id),
            ),
          ),
        )
    : [];
  const earlierStored = await ordersToWire(db, earlierRows);
  const refersTo = (order: Order | SavedOrder, localId: string | undefined, id: number | undefined) =>
    String(order.reference_order) === localId || (id !== undefined && order.reference_order === id);
  const done: { order: Order; localId: string | undefined; id: number | undefined }[] = [];
  for (const { order, index, localId, stored, original } of resolved) {
    if (!original)
      throw new HttpError(
        400,
        'unknown_reference',
        'reference_order names no order of this store',
        `${index}.reference_order`,
      );
    const id = stored?.id;
    const earlier = [
      ...earlierStored.filter((row) => refersTo(row, localId, id)),
      ...done.filter((other) => other.localId === localId).map((other) => other.order),
    ];
    const found = refundCheck(order, original, earlier, context);
    if (found) throw new HttpError(400, found.error, found.message, `${index}.${found.field}`);
    done.push({ order, localId, id });
  }
}

/**
 * The checks of a batch before anything is written (issue 14 §6, §8, §9): each order on its own (domain orderCheck:
 * totals from the lines, payments, dates, duplicate line ids), then its refunds against their originals (a refund's
 * totals and payments there, allocated from its sale). The first
 * problem answers 400 naming `{index}.{field}`.
 */
export async function ordersIntegrityCheck(db: Reader, storeId: number, batch: Order[]): Promise<void> {
  const context = await orderCheckContext(db, storeId);
  for (const [index, order] of batch.entries()) {
    const found = orderCheck(order, context);
    if (found) throw new HttpError(400, found.error, found.message, `${index}.${found.field}`);
  }
  await refundsCheck(db, storeId, batch, false, context);
}
