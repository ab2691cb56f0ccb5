/**
 * Split bill (seed 001 §6: only with a table; issue 17 §3): by items into new orders of the same table, by seat, and
 * evenly into N parts. Whole lines move between orders with their kitchen state (sent_to_kitchen, printers) as they
 * are, so nothing is sent twice; each order's totals are then recomputed by the totals rules. An even split keeps the
 * order whole and takes N payments whose amounts add to the cent (largest remainder, {@link centsSplit}).
 * Pure data, no IO.
 */
import { itemSeat, type CourseItem } from './courses.ts';
import { cents, centsSplit, type Cents } from './money.ts';
import { isActive } from './order-input.ts';

/** Most parts of a split (even or by items). */
export const SPLIT_PARTS_MAX = 20;

/** The item fields a split reads. */
export type SplitItem = CourseItem & { readonly void_status?: number | null };

/** The items of each part: part 0 stays in the original order, the others become new orders of the table. */
export interface SplitPlan<T> {
  readonly original: readonly T[];
  readonly parts: readonly (readonly T[])[];
}

/** What keeps an order from being split. */
export type SplitRefusal = 'no-table' | 'paid' | 'too-few-items';

/**
 * Why the order may not be split by items or seats (null when it may): it sits on a table, has no payment yet (a payment belongs to the
 * whole order) and holds at least two active lines.
 */
export function splitByItemsRefusal(order: {
  readonly table?: number | null;
  readonly payments?: readonly unknown[] | null;
  readonly items: readonly SplitItem[];
}): SplitRefusal | null {
  if (order.table === null || order.table === undefined) return 'no-table';
  if ((order.payments ?? []).length > 0) return 'paid';
  if (order.items.filter(isActive).length < 2) return 'too-few-items';
  return null;
}

/**
 * Items divided by their part number (`partOf` gives 0 for the original, 1, 2 ... for new orders). Voided lines stay
 * in the original (the kitchen's record of what was cancelled). Parts left without an active line are dropped and the
 * rest keep their order; when the original would keep no active line, the first part with one takes its place (the
 * original order is never left empty).
 */
export function splitPlan<T extends SplitItem>(
  items: readonly T[],
  partOf: (item: T, index: number) => number,
): SplitPlan<T> {
  const groups = new Map<number, T[]>();
  items.forEach((item, index) => {
    const part = isActive(item) ? Math.max(0, Math.trunc(partOf(item, index))) : 0;
    const group = groups.get(part) ?? [];
    group.push(item);
    groups.set(part, group);
  });
  const voided = (groups.get(0) ?? []).filter((item) => !isActive(item));
  const filled = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => group.filter(isActive))
    .filter((group) => group.length > 0);
  const [first = [], ...rest] = filled;
  const original = [...items.filter((item) => first.includes(item) || voided.includes(item))];
  return { original, parts: rest };
}

/** By seat: each seat's lines become one order; lines without a seat stay in the original with the lowest seat. */
export function splitPlanBySeat<T extends SplitItem>(items: readonly T[]): SplitPlan<T> {
  const seats = [...new Set(items.filter(isActive).map(itemSeat))]
    .filter((seat): seat is number => seat !== null)
    .sort((a, b) => a - b);
  const hasUnseated = items.some((item) => isActive(item) && itemSeat(item) === null);
  return splitPlan(items, (item) => {
    const seat = itemSeat(item);
    if (seat === null) return 0;
    const rank = seats.indexOf(seat);
    return hasUnseated ? rank + 1 : rank;
  });
}

/** The amounts of an even split of a total into `count` parts (earlier parts take the extra cents). */
export function splitEvenAmounts(total: Cents, count: number): Cents[] {
  return centsSplit(total, count);
}

/** Where an even split stands: the next part to pay (1-based) and its amount, or null once all is paid. */
export interface SplitEvenNext {
  readonly part: number;
  readonly count: number;
  readonly amount: Cents;
}

/**
 * The next part of an even split of `total` into `count` parts after `paid` was taken: the first part whose running
 * sum is not yet covered, for what is still missing of it (a payment larger than one part covers the following ones).
 * Null when nothing is left to pay. The parts paid one by one add up to the total to the cent.
 */
export function splitEvenNext(total: Cents, count: number, paid: Cents): SplitEvenNext | null {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('Split count must be a positive integer');
  if (total <= 0 || paid >= total) return null;
  const amounts = splitEvenAmounts(total, count);
  let running = 0;
  for (let index = 0; index < amounts.length; index += 1) {
    running += amounts[index] ?? 0;
    if (running > paid) return { part: index + 1, count, amount: cents(running - Math.max(0, paid)) };
  }
  return null;
}

/** What an even split divides: what is paid plus what is still due (the order's total without tips). */
export function splitEvenDue(figures: { readonly balance: Cents; readonly paid: Cents }): Cents {
  return cents(figures.balance + figures.paid);
}

/** The next part of an order's even split from its figures (balance and paid, as orderFigures gives them). */
export function splitEvenNextOf(
  figures: { readonly balance: Cents; readonly paid: Cents },
  count: number,
): SplitEvenNext | null {
  return splitEvenNext(splitEvenDue(figures), count, figures.paid);
}
