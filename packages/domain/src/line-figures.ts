/**
 * The figures every screen and printout shows of an order (issue 15 §1): one computation, one name per figure.
 * Screens and paper format these values; they never add, multiply or pick stored fields themselves, so one
 * cappuccino reads the same amount on the order panel, checkout, the order list, the receipt and the reports.
 *
 * The line amount shown everywhere is {@link LineFigures.amount}: (unit price + active modifiers) × quantity − the
 * item discount, before the order discount; it excludes tax where prices exclude tax and includes it where prices
 * include it (docs/decisions.md §42). The lines' amounts add up to {@link OrderFigures.subtotal}, and
 * subtotal − orderDiscount (+ tax when prices exclude it) = grandTotal, which is what the totals blocks and the
 * receipt print in that order.
 */
import {
  cents,
  centsFromDecimal,
  multiplyDivideRounded,
  thousandthsFromDecimal,
  thousandthsToString,
  type Cents,
  type Decimal,
  type Thousandths,
} from './money.ts';
import { isActive, isGiftCardItem, type OrderInput, type OrderItemInput } from './order-input.ts';
import { CASH_DISCOUNT_FACTOR_PERCENT, orderTotals, type OrderTotals, type TotalsContext } from './order-totals.ts';

/** One active modifier as shown under its line: its name and its price per unit (after the cash discount factor). */
export interface ModifierFigure {
  readonly name: string;
  readonly price: Cents;
}

/** What a screen shows of one active line. */
export interface LineFigures {
  /** The item's position in `order.items` (voided items are skipped, so positions have gaps). */
  readonly index: number;
  readonly quantity: Thousandths;
  /** Price of one unit without modifiers, after the cash discount factor. */
  readonly unitPrice: Cents;
  /** Active modifiers, price per unit. */
  readonly modifiers: readonly ModifierFigure[];
  /** Item discount taken off the line (positive on a sale, negative on a return line). */
  readonly discount: Cents;
  /** The line amount: (unit price + modifiers) × quantity − item discount; before the order discount. */
  readonly amount: Cents;
  /** This line's share of the order discount. */
  readonly orderDiscountShare: Cents;
  /** Tax of the line after its order discount share (included in `amount` when prices include tax). */
  readonly tax: Cents;
  /** What the customer pays for the line: amount − order discount share, plus tax when prices exclude it. */
  readonly total: Cents;
}

/** What a screen shows of an order's totals. */
export interface OrderFigures {
  readonly lines: readonly LineFigures[];
  /** Sum of the lines' amounts (item discounts already taken off). */
  readonly subtotal: Cents;
  /** Sum of the item discounts (shown on their lines). */
  readonly itemDiscounts: Cents;
  /** The order discount (the "Discount" of the totals blocks and the receipt; item discounts are in the lines). */
  readonly orderDiscount: Cents;
  readonly wholeOrderDiscount: boolean;
  readonly tax: Cents;
  /** subtotal − orderDiscount (+ tax when prices exclude it): before surcharge and tips. */
  readonly grandTotal: Cents;
  readonly surcharge: Cents;
  readonly tips: Cents;
  /** grandTotal + surcharge + tips: the "Total" of every screen and the receipt. */
  readonly total: Cents;
  /** Sum of the payments applied (returns negative). */
  readonly paid: Cents;
  /** total − tips − paid: what is still to pay (negative: to give back). */
  readonly balance: Cents;
}

const cashRaised = (order: OrderInput, item: OrderItemInput, context: TotalsContext): boolean =>
  context.cashDiscountEnabled === true && order.cash_discount !== true && !isGiftCardItem(item);

/** Every figure of the order under the store's rules (the same {@link orderTotals} the order was saved with). */
export function orderFigures(order: OrderInput, context: TotalsContext): OrderFigures {
  return figuresFromTotals(order, orderTotals(order, context), context);
}

/**
 * The figures of an order whose totals were computed elsewhere in the domain (a refund's, allocated from its sale:
 * refunds.ts): the same names and the same lines, so a refund draft reads like any order.
 */
export function figuresFromTotals(order: OrderInput, totals: OrderTotals, context: TotalsContext): OrderFigures {
  const lines: LineFigures[] = [];
  for (let index = 0; index < order.items.length; index += 1) {
    const item = order.items[index];
    const figures = totals.items[index];
    if (item === undefined || figures === undefined || !figures.active) continue;
    const raise = cashRaised(order, item, context);
    const modifiers: ModifierFigure[] = [];
    for (const modifier of item.modifiers ?? []) {
      if (!isActive(modifier)) continue;
      const price = centsFromDecimal(modifier.price);
      modifiers.push({
        name: modifier.name ?? '',
        price: raise ? cents(multiplyDivideRounded(price, CASH_DISCOUNT_FACTOR_PERCENT, 100)) : price,
      });
    }
    lines.push({
      index,
      quantity: thousandthsFromDecimal(item.quantity),
      unitPrice: figures.unit_price,
      modifiers,
      discount: figures.discount,
      amount: figures.subtotal,
      orderDiscountShare: figures.discountPropotion,
      tax: figures.tax,
      total: figures.grand_total,
    });
  }
  return {
    lines,
    subtotal: totals.subtotal,
    itemDiscounts: cents(totals.discount_total - totals.order_discount),
    orderDiscount: totals.order_discount,
    wholeOrderDiscount: totals.whole_order_discount,
    tax: totals.tax_total,
    grandTotal: totals.grand_total,
    surcharge: totals.surcharge_value,
    tips: totals.tips_total,
    total: totals.total_sum,
    paid: totals.paid_total,
    balance: totals.balance_remaining,
  };
}

/** The figures of one item of the order by its position, or null when it is voided or absent. */
export function lineFiguresAt(figures: OrderFigures, index: number): LineFigures | null {
  return figures.lines.find((line) => line.index === index) ?? null;
}

/**
 * The item discount as a percent of the line before it (seed 002 §2 "discount percent"), in thousandths of a percent
 * (10 % -> 10000), rounded half away from zero; null when the line has no discount or nothing to take it from.
 */
export function lineDiscountPercent(line: Pick<LineFigures, 'discount' | 'amount'>): Thousandths | null {
  const before = line.amount + line.discount;
  if (line.discount === 0 || before === 0) return null;
  // A return line has both negative: the same percent as its sale (the divisor must be positive).
  const sign = before < 0 ? -1 : 1;
  return multiplyDivideRounded(sign * line.discount, 100_000, sign * before) as Thousandths;
}

/** The stored total fields of an order and its items (seed 001 §3), as the domain wrote them. */
export interface RecordedOrderInput extends OrderInput {
  readonly items: readonly (OrderItemInput & {
    readonly subtotal?: Decimal | null;
    readonly grand_total?: Decimal | null;
    readonly tax?: Decimal | null;
    readonly discountPropotion?: Decimal | null;
  })[];
  readonly reference_order?: number | string | null;
  readonly subtotal?: Decimal | null;
  readonly tax_total?: Decimal | null;
  readonly discount_total?: Decimal | null;
  readonly order_discount?: Decimal | null;
  readonly grand_total?: Decimal | null;
  readonly tips_total?: Decimal | null;
  readonly total_sum?: Decimal | null;
  readonly balance_remaining?: Decimal | null;
}

const stored = (value: Decimal | null | undefined, otherwise: Cents): Cents =>
  value === null || value === undefined || value === '' ? otherwise : centsFromDecimal(value);

/**
 * A refund's totals as its refund computation stored them (refunds.ts refundOrderTotals allocates them from the sale,
 * so they cannot be recomputed from the refund's lines alone); unit and modifier prices from the lines.
 */
function storedTotals(order: RecordedOrderInput, computed: OrderTotals): OrderTotals {
  return {
    ...computed,
    items: computed.items.map((line, index) => {
      const item = order.items[index];
      if (!line.active || item === undefined) return line;
      return {
        ...line,
        subtotal: stored(item.subtotal, line.subtotal),
        discountPropotion: stored(item.discountPropotion, line.discountPropotion),
        tax: stored(item.tax, line.tax),
        grand_total: stored(item.grand_total, line.grand_total),
      };
    }),
    subtotal: stored(order.subtotal, computed.subtotal),
    tax_total: stored(order.tax_total, computed.tax_total),
    discount_total: stored(order.discount_total, computed.discount_total),
    order_discount: stored(order.order_discount, computed.order_discount),
    grand_total: stored(order.grand_total, computed.grand_total),
    tips_total: stored(order.tips_total, computed.tips_total),
    total_sum: stored(order.total_sum, computed.total_sum),
    balance_remaining: stored(order.balance_remaining, computed.balance_remaining),
  };
}

/**
 * The figures of an order as it was recorded (order list, reprints): the store's tax rules, and the reading of the
 * terminal's cash discount setting (the 1.04 factor, which may have changed since the sale) that gives the grand total
 * the order was saved with, as the server's check reads it (order-check.ts). A refund order (reference_order) reads
 * the figures its refund computation stored, allocated from its sale.
 */
export function recordedOrderFigures(order: RecordedOrderInput, context: TotalsContext): OrderFigures {
  const refund = order.reference_order !== null && order.reference_order !== undefined && order.reference_order !== '';
  // A sale is read by the total it charged; a refund by its subtotal (its total and tax were allocated from the sale).
  const stated = refund ? order.subtotal : order.grand_total;
  const read = (totals: OrderTotals) => (refund ? totals.subtotal : totals.grand_total);
  let chosen = context;
  let totals = orderTotals(order, context);
  if (stated !== null && stated !== undefined && stated !== '' && read(totals) !== centsFromDecimal(stated)) {
    const target = centsFromDecimal(stated);
    const other = { ...context, cashDiscountEnabled: context.cashDiscountEnabled !== true };
    const otherTotals = orderTotals(order, other);
    if (Math.abs(read(otherTotals) - target) < Math.abs(read(totals) - target)) {
      chosen = other;
      totals = otherTotals;
    }
  }
  return figuresFromTotals(order, refund ? storedTotals(order, totals) : totals, chosen);
}

/** The unit a weighed quantity is shown in (seed 001 §5: scale weights to 3 decimals in lb). */
export const WEIGHT_UNIT = 'lb';

/**
 * A quantity as the store shows it (issue 15 §1): whole units without decimals ("1", "-2"), fractions with the
 * decimals they have ("1.5", "0.375"), and the unit after a weighed quantity ("0.375 lb").
 */
export function quantityText(value: Thousandths, unit?: string | null): string {
  const text = thousandthsToString(value).replace(/\.?0+$/, '');
  return unit ? `${text} ${unit}` : text;
}
