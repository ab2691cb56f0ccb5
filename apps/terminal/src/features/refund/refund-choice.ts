/**
 * Refund by choosing (issue 15 §3): what a completed order can still return, the cashier's choice of lines and
 * quantities, its figures (domain refundOrderTotals: allocated from what the sale charged) and the tenders it may go
 * back on. Pure: refund-screen-store.ts loads the records and keeps the choice.
 */
import type { OrderItem, Payment, PaymentType } from '@opentill/contracts';
import {
  figuresFromTotals,
  isActive,
  paymentTypeIsCash,
  refundOrderTotals,
  type Cents,
  type OrderFigures,
  type OrderTotals,
  type RefundVoidStep,
  type Thousandths,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import type { RefundBase } from '../order/order-refund.ts';
import { refundAllocate, refundsProcessed, refundVoidReturns, refundVoidSteps } from './refund-build.ts';

/** One line the refund screen offers: the draft's line and how much of it may still go back. */
export interface RefundChoiceLine {
  /** The draft line's local id (the choice is kept by it). */
  readonly localId: string;
  readonly item: OrderItem;
  /** What is left to return (sold less earlier refunds), thousandths. */
  readonly left: Thousandths;
  /** What earlier refunds already returned, thousandths. */
  readonly returned: Thousandths;
}

/** Quantities chosen, by the draft line's local id (thousandths, 0 = not returned). */
export type RefundChoice = Readonly<Record<string, number>>;

/**
 * The lines of a refund draft that can still go back (seed 001 §4: gift card items are not on the draft, quantities
 * already returned are subtracted, lines at zero are gone), each with what is left of it.
 */
export function refundChoiceLines(draft: OrderRecord, base: RefundBase): RefundChoiceLine[] {
  const lines: RefundChoiceLine[] = [];
  for (const item of draft.items) {
    if (!isActive(item) || item.order_refund_item === null || item.order_refund_item === undefined) continue;
    const line = base.lines.get(String(item.order_refund_item));
    if (!line || line.quantity <= 0) continue;
    lines.push({ localId: item.local_id, item, left: line.quantity, returned: line.returned });
  }
  return lines;
}

/** Everything left, on every line (the screen's default). */
export function refundChoiceAll(lines: readonly RefundChoiceLine[]): RefundChoice {
  return Object.fromEntries(lines.map((line) => [line.localId, line.left]));
}

/** Nothing chosen (the cashier then adds what comes back). */
export function refundChoiceNone(lines: readonly RefundChoiceLine[]): RefundChoice {
  return Object.fromEntries(lines.map((line) => [line.localId, 0]));
}

/** The choice with one line set, kept between 0 and what is left of it. */
export function refundChoiceSet(
  lines: readonly RefundChoiceLine[],
  choice: RefundChoice,
  localId: string,
  quantity: number,
): RefundChoice {
  const line = lines.find((candidate) => candidate.localId === localId);
  if (!line) return choice;
  return { ...choice, [localId]: Math.min(Math.max(Math.round(quantity), 0), line.left) };
}

/**
 * One more or one less whole unit of a line; a weighed line (what is left is not whole units) goes all or nothing,
 * as a customer brings back the whole bag.
 */
export function refundChoiceStep(
  lines: readonly RefundChoiceLine[],
  choice: RefundChoice,
  localId: string,
  direction: 1 | -1,
): RefundChoice {
  const line = lines.find((candidate) => candidate.localId === localId);
  if (!line) return choice;
  const now = choice[localId] ?? 0;
  if (line.left % 1000 !== 0) return refundChoiceSet(lines, choice, localId, direction > 0 ? line.left : 0);
  return refundChoiceSet(lines, choice, localId, now + direction * 1000);
}

/** True when every line returns all that is left (nothing is left out, so no line is "removed"). */
export function refundChoiceIsAll(lines: readonly RefundChoiceLine[], choice: RefundChoice): boolean {
  return lines.every((line) => (choice[line.localId] ?? 0) === line.left);
}

/** The refund order the choice makes: the draft's chosen lines at their chosen quantities (negative); null if none. */
export function refundChoiceOrder(
  draft: OrderRecord,
  lines: readonly RefundChoiceLine[],
  choice: RefundChoice,
): OrderRecord | null {
  const chosen = new Map(lines.map((line) => [line.localId, choice[line.localId] ?? 0]));
  const items = draft.items.flatMap((item) => {
    const quantity = chosen.get(item.local_id) ?? 0;
    return quantity > 0 ? [{ ...item, quantity: -quantity / 1000 }] : [];
  });
  return items.length === 0 ? null : { ...draft, items };
}

/** The figures of a chosen refund: totals allocated from the sale and the lines as every screen shows them. */
export interface RefundChoiceFigures {
  readonly totals: OrderTotals;
  readonly figures: OrderFigures;
  /** What goes back, positive. */
  readonly amount: Cents;
}

export function refundChoiceFigures(
  order: OrderRecord | null,
  base: RefundBase,
  context: TotalsContext,
  voids: readonly RefundVoidStep[] | null = null,
): RefundChoiceFigures | null {
  if (!order) return null;
  // A refund by void gives back the voided tips and the surcharge: its figures read the returns it will make.
  const payments = voids ? refundVoidReturns(base.original, voids) : [];
  const totals = refundOrderTotals({ ...order, payments }, base.original, refundsProcessed(base.refunds), context);
  if (!totals) return null;
  return { totals, figures: figuresFromTotals(order, totals, context), amount: (0 - totals.total_sum) as Cents };
}

/** A way the money may go back (seed 001 §4: the sale's own payments reversed). */
export interface RefundTender {
  /** null: the original payments, each its share (the default); else one payment type of the sale. */
  readonly type: string | null;
  /** The returns this tender makes, by payment type, positive cents. */
  readonly parts: readonly { readonly type: string; readonly amount: Cents }[];
  /** false when this tender cannot give back the whole amount (it took less, or earlier returns used it). */
  readonly enough: boolean;
  readonly cash: boolean;
}

/**
 * The tenders a refund may go back on. Decided (docs/decisions.md §41): only the sale's own payment types, each giving
 * back no more than it took less its earlier returns (as the server checks); by default the original payments share
 * the amount (refundAllocate), or the cashier picks one of them (cash when the card is not at hand, say).
 */
export function refundTenders(
  original: OrderRecord,
  earlierRefunds: readonly OrderRecord[],
  amount: Cents,
  types: readonly PaymentType[],
  voids: readonly RefundVoidStep[] | null = null,
): RefundTender[] {
  const payments: readonly Payment[] = original.payments ?? [];
  const earlier = refundsProcessed(earlierRefunds).flatMap((order) => order.payments ?? []);
  const isCash = (name: string) => {
    const type = types.find((candidate) => candidate.name === name);
    return type ? paymentTypeIsCash(type) : false;
  };
  const tender = (type: string | null): RefundTender => {
    // The original payments of a refund by void go back whole, the voided ones with their tip.
    const parts =
      type === null && voids
        ? payments.map((_, index) => {
            const step = voids.find((candidate) => candidate.index === index);
            return step ? ((step.amount + step.tips) as Cents) : (0 as Cents);
          })
        : refundAllocate(payments, earlier, amount, type);
    const byType = new Map<string, number>();
    (parts ?? []).forEach((part, index) => {
      const name = payments[index]?.payment_type;
      if (name !== undefined && part > 0) byType.set(name, (byType.get(name) ?? 0) + part);
    });
    const list = [...byType].map(([name, part]) => ({ type: name, amount: part as Cents }));
    return { type, parts: list, enough: parts !== null, cash: list.some((part) => isCash(part.type)) };
  };
  const names = [
    ...new Set(
      payments.filter((payment) => payment.transaction_type !== 'return').map((payment) => payment.payment_type),
    ),
  ];
  const tenders = [tender(null)];
  // With one payment type the original payment is the only choice.
  if (names.length > 1) for (const name of names) tenders.push(tender(name));
  return tenders;
}

/**
 * Whether the chosen refund, on the original payments, voids its card terminal payments (refund-build refundVoidSteps):
 * the screen then shows what the voids give back.
 */
export function refundChoiceVoids(
  order: OrderRecord | null,
  base: RefundBase,
  types: readonly PaymentType[],
  now: Date,
): RefundVoidStep[] | null {
  return order ? refundVoidSteps(base.original, base.refunds, order.items, null, types, now) : null;
}

/** The sale's line amount a refund line points at, for the "of N sold" hint. */
export function refundLineSold(line: RefundChoiceLine): Thousandths {
  return (line.left + line.returned) as Thousandths;
}
