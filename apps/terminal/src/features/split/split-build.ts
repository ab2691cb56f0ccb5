/**
 * Split bill as records (seed 001 §6; issue 17 §3): the domain's split plan (packages/domain split.ts) turned into the
 * original order and its new orders on the same table. Lines move whole with their kitchen state (sent_to_kitchen,
 * has_kitchen_updates, printers), so nothing is sent to the kitchen twice; every order is recomputed by the domain
 * (orderRecompute: orderWithTotals). Nothing here adds money up.
 */
import type { OrderItem } from '@opentill/contracts';
import { DISCOUNT_PERCENT, ORDER_STATUS, type SplitPlan, type TotalsContext } from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderNew, orderRecompute, type BuildContext } from '../order/order-build.ts';

/** Who splits and when, the store's totals rules and a source of new order local ids. */
export interface SplitContext extends BuildContext {
  readonly totals: TotalsContext;
  readonly localId: () => string;
}

/**
 * A new order of the table for a part: the original's table, customer, dining option, shift and held courses; a
 * percent order discount applies to the part too (a fixed amount stays on the original). No payments, open.
 */
function partOrder(original: OrderRecord, items: readonly OrderItem[], context: SplitContext): OrderRecord {
  const base = orderNew(context.localId(), context, {
    table: original.table ?? null,
    diningOption:
      original.dining_option_type !== null && original.dining_option_type !== undefined && original.dining_option
        ? { id: original.dining_option_type, name: original.dining_option.name }
        : null,
  });
  const percent = original.discount_orders_raw_type === DISCOUNT_PERCENT;
  return orderRecompute(
    {
      ...base,
      customer: original.customer ?? null,
      shift: original.shift ?? null,
      courses_held: original.courses_held ?? [],
      ...(percent
        ? {
            discount_orders_raw_type: original.discount_orders_raw_type,
            discount_orders_raw_value: original.discount_orders_raw_value ?? null,
            whole_order_discount: original.whole_order_discount ?? null,
          }
        : {}),
      status: ORDER_STATUS.OPEN,
      // The line's server id belongs to the original's row; the new order's rows get their own.
      items: items.map(({ id: _id, ...item }) => item),
    },
    context.totals,
  );
}

/** The original with its remaining lines (recomputed) followed by one new order per part of the plan. */
export function splitOrdersBuild(
  original: OrderRecord,
  plan: SplitPlan<OrderItem>,
  context: SplitContext,
): OrderRecord[] {
  // The lines that left are named removed, so the server's merge by local_id (issue 17 §4) drops them there.
  const moved = plan.parts.flatMap((items) => items.map((item) => item.local_id));
  const removed = [...new Set([...(original.removed_items ?? []), ...moved])];
  const kept = orderRecompute(
    {
      ...original,
      items: [...plan.original],
      split_parts: null,
      ...(moved.length > 0 ? { removed_items: removed } : {}),
    },
    context.totals,
  );
  return [kept, ...plan.parts.map((items) => partOrder(original, items, context))];
}

/** The order split evenly into `count` parts (checkout then takes each part as its own payment); 1 ends the split. */
export function orderSplitEvenly(order: OrderRecord, count: number): OrderRecord {
  return { ...order, split_parts: count >= 2 ? count : null };
}
