/**
 * What the Split bill screen shows, from the domain only (issue 15 §1: the screen formats, it computes nothing): the
 * order's lines with their amounts, the parts a plan makes with each part's figures as the orders would be saved, and
 * the amounts of an even split.
 */
import type { OrderItem } from '@opentill/contracts';
import {
  itemSeat,
  orderFigures,
  splitByItemsRefusal,
  splitEvenAmounts,
  splitEvenDue,
  splitPlan,
  splitPlanBySeat,
  type Cents,
  type SplitPlan,
  type SplitRefusal,
  type Thousandths,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { splitOrdersBuild } from './split-build.ts';

export interface SplitLine {
  localId: string;
  name: string;
  quantity: Thousandths;
  amount: Cents;
  seat: number | null;
}

export interface SplitPartView {
  /** 1 is the original order. */
  number: number;
  /** The seat of every line of the part, when the part is a seat's (split by seat). */
  seat: number | null;
  lines: SplitLine[];
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

export interface SplitPreview {
  plan: SplitPlan<OrderItem>;
  parts: SplitPartView[];
}

/** The order's active lines with their amounts (the order panel's figures). */
export function splitLines(order: OrderRecord, totals: TotalsContext): SplitLine[] {
  return orderFigures(order, totals).lines.map((line) => {
    const item = order.items[line.index]!;
    return {
      localId: item.local_id,
      name: item.name,
      quantity: line.quantity,
      amount: line.amount,
      seat: itemSeat(item),
    };
  });
}

function preview(order: OrderRecord, plan: SplitPlan<OrderItem>, totals: TotalsContext, bySeat: boolean): SplitPreview {
  let next = 0;
  const built = splitOrdersBuild(order, plan, {
    totals,
    terminalId: 0,
    employeeId: null,
    now: new Date(0),
    localId: () => `preview_${String((next += 1))}`,
  });
  return {
    plan,
    parts: built.map((part, index) => {
      const lines = splitLines(part, totals);
      const seats = [...new Set(lines.map((line) => line.seat))];
      const figures = orderFigures(part, totals);
      return {
        number: index + 1,
        seat: bySeat && seats.length === 1 ? (seats[0] ?? null) : null,
        lines,
        subtotal: figures.subtotal,
        tax: figures.tax,
        total: figures.total,
      };
    }),
  };
}

/** By items: `partOf` maps a line's local id to its part (0 the original); lines not in it stay on the original. */
export function splitByItemsPreview(
  order: OrderRecord,
  partOf: ReadonlyMap<string, number>,
  totals: TotalsContext,
): SplitPreview {
  return preview(
    order,
    splitPlan(order.items, (item) => partOf.get(item.local_id) ?? 0),
    totals,
    false,
  );
}

/** By seat: one order per seat, the lines without a seat on the original. */
export function splitBySeatPreview(order: OrderRecord, totals: TotalsContext): SplitPreview {
  return preview(order, splitPlanBySeat(order.items), totals, true);
}

/** Why the order cannot be split by items or seats (null when it can). */
export function splitRefusal(order: OrderRecord): SplitRefusal | null {
  return splitByItemsRefusal(order);
}

/** What an even split divides (the total without tips) and the amounts of its `count` parts. */
export function splitEvenPreview(
  order: OrderRecord,
  count: number,
  totals: TotalsContext,
): { due: Cents; amounts: Cents[] } {
  const due = splitEvenDue(orderFigures(order, totals));
  return { due, amounts: splitEvenAmounts(due, count) };
}
