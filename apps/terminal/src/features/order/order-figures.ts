import {
  figuresFromTotals,
  orderTotals,
  type OrderFigures,
  type OrderTotals,
  type TotalsContext,
} from '@opentill/domain';

interface Known {
  readonly context: TotalsContext;
  readonly totals: OrderTotals;
  figures?: OrderFigures;
}

/** Per order object (records are never changed in place: every change makes a new one). */
const known = new WeakMap<object, Known>();

/**
 * Keeps the totals an order was just computed with (order-store `show`), so the screens that draw it (the order
 * panel, the customer display) read its figures without computing the order again (issue 13, 4x slowdown).
 */
export function orderTotalsKeep(order: object, context: TotalsContext, totals: OrderTotals): void {
  known.set(order, { context, totals });
}

/**
 * The domain's orderFigures of this order under this context, computed once per order object and context: the
 * panel and the customer display of the same order share one computation.
 */
export function orderFiguresOf(order: Parameters<typeof orderTotals>[0], context: TotalsContext): OrderFigures {
  let entry = known.get(order);
  if (entry?.context !== context) {
    entry = { context, totals: orderTotals(order, context) };
    known.set(order, entry);
  }
  entry.figures ??= figuresFromTotals(order, entry.totals, context);
  return entry.figures;
}
