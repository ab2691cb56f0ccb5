/**
 * The editor in refund mode (seed 001 §4 Refund): a refund draft (made by features/refund/refund-actions.ts) shows the
 * original's refundable lines as negative quantities. Here a line's quantity may be lowered, never above what is
 * still refundable (domain orderRefundableLines: sold less what processed refunds returned), and the totals on screen
 * are the ones refundProcess will charge back (refundOrderChecked recomputes the order discount share).
 */
import type { OrderItem } from '@opentill/contracts';
import {
  isActive,
  ORDER_STATUS,
  orderRefundableLines,
  refundLine,
  thousandthsFromDecimal,
  type RefundableLine,
  type Thousandths,
  type TotalsContext,
} from '@opentill/domain';
import type { OpenTillDb } from '../../data/db.ts';
import { orderByRouteId, ordersRefundingOrder, type OrderRecord } from '../../data/repositories/orders.ts';
import { refundOrderChecked } from '../refund/refund-build.ts';

/** What a refund draft is checked against: its original order and the refunds already processed. */
export interface RefundBase {
  readonly original: OrderRecord;
  readonly refunds: readonly OrderRecord[];
  /** Refundable lines by the sold item's key (a refund line's order_refund_item). */
  readonly lines: ReadonlyMap<string, RefundableLine<OrderItem>>;
}

/** Loads the original of a refund draft and its processed refunds; null when the draft points at no order here. */
export async function refundBaseLoad(draft: OrderRecord, database?: OpenTillDb): Promise<RefundBase | null> {
  if (draft.reference_order === null || draft.reference_order === undefined) return null;
  const original = await orderByRouteId(String(draft.reference_order), database);
  if (!original) return null;
  const refunds = (await ordersRefundingOrder(original, database)).filter(
    (order) => order.local_id !== draft.local_id && order.status === ORDER_STATUS.REFUNDED,
  );
  return refundBaseFrom(original, refunds);
}

export function refundBaseFrom(original: OrderRecord, refunds: readonly OrderRecord[]): RefundBase {
  const lines = new Map<string, RefundableLine<OrderItem>>();
  for (const line of orderRefundableLines(original.items, refunds))
    lines.set(String(line.item.local_id ?? line.item.id), line);
  return { original, refunds, lines };
}

/** The most a refund line may return (thousandths); 0 when its sold item is not refundable any more. */
export function refundLineCap(base: RefundBase, item: Pick<OrderItem, 'order_refund_item'>): Thousandths {
  const line =
    item.order_refund_item === null || item.order_refund_item === undefined
      ? undefined
      : base.lines.get(String(item.order_refund_item));
  return (line?.quantity ?? 0) as Thousandths;
}

/**
 * Sets how much of a line is returned: the keypad's number (its sign ignored: a refund line is always negative),
 * capped at what is refundable; the line's discount share follows the quantity (domain refundLine). Null when the
 * line is unknown or nothing of it is refundable.
 */
export function refundSetQuantity(
  order: OrderRecord,
  itemLocalId: string,
  quantity: Thousandths,
  base: RefundBase,
  totals: TotalsContext,
): OrderRecord | null {
  const index = order.items.findIndex((item) => item.local_id === itemLocalId);
  const item = order.items[index];
  if (!item || !isActive(item)) return null;
  const key =
    item.order_refund_item === null || item.order_refund_item === undefined ? null : String(item.order_refund_item);
  const line = key === null ? undefined : base.lines.get(key);
  const take = Math.min(Math.abs(quantity), line?.quantity ?? 0) as Thousandths;
  if (!line || take === 0) return null;
  const rebuilt = refundLine(line, take);
  const items = order.items.map((candidate, at) =>
    at === index ? { ...candidate, quantity: rebuilt.quantity, discount: rebuilt.discount } : candidate,
  );
  return refundRechecked({ ...order, items }, base, totals);
}

/** The draft as refundProcess will see it (order discount share and totals recomputed); unchanged if it fails the check. */
export function refundRechecked(order: OrderRecord, base: RefundBase, totals: TotalsContext): OrderRecord {
  return refundOrderChecked(order, base.original, base.refunds, totals) ?? order;
}

/** The quantity a refund line shows in the keypad: how much it returns, as a positive number. */
export function refundQuantityShown(item: Pick<OrderItem, 'quantity'>): Thousandths {
  return Math.abs(thousandthsFromDecimal(item.quantity)) as Thousandths;
}
