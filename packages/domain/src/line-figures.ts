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
 * The figures of an order as it was recorded (order list, reprints): the store's tax rules, and the reading of the
 * terminal's cash discount setting (the 1.04 factor, which may have changed since the sale) that gives the grand total
 * the order was saved with, as the server's check reads it (order-check.ts).
 */
export function recordedOrderFigures(
  order: OrderInput & { readonly grand_total?: Decimal | null },
  context: TotalsContext,
): OrderFigures {
  const stated = order.grand_total;
  const first = orderFigures(order, context);
  if (stated === null || stated === undefined || stated === '') return first;
  const recorded = centsFromDecimal(stated);
  if (first.grandTotal === recorded) return first;
  const other = orderFigures(order, { ...context, cashDiscountEnabled: context.cashDiscountEnabled !== true });
  return other.grandTotal === recorded ? other : first;
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

/** Whether a product's quantity is weighed on the scale (decided: products that take a typed quantity, qty_adjust). */
export function productWeighed(product: { readonly qty_adjust?: boolean | null } | null | undefined): boolean {
  return product?.qty_adjust === true;
}
