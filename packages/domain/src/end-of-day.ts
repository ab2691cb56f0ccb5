/**
 * End-of-day figures (seed 000 §2.9 report labels, §3 Shift, §4 over/short; seed 002 §9 Reports; issue 15 §2): one
 * computation from orders and their payments, used by the terminal's X and Z reports and by the server's day summary,
 * so that the two never disagree. docs/decisions.md §40 records the readings.
 */
import { cents, centsFromDecimal, centsTimesQuantity, centsToDecimal, thousandthsFromDecimal } from './money.ts';
import type { Cents, Decimal } from './money.ts';
import { isActive, isGiftCardItem, type OrderItemInput } from './order-input.ts';
import { PAYMENT_BEHAVIOR } from './payments.ts';
import type { GiftCardBreakdown, PaymentTypeSum } from './shifts.ts';

/** A payment as the end of day reads it (seed 001 §3 Payment). */
export interface EndOfDayPaymentInput {
  /** Applied amount; negative for a return. */
  readonly amount: Decimal;
  readonly tips?: Decimal | null;
  readonly payment_type: string;
  readonly transaction_type?: string | null;
  readonly card_type?: string | null;
  /** The gift card number a gift card payment spent or credited. */
  readonly gift_card?: string | null;
}

/** An order as the end of day reads it: its stored totals (seed 001 §3), items and payments. */
export interface EndOfDayOrderInput {
  readonly status: number;
  readonly grand_total: Decimal;
  readonly tax_total: Decimal;
  readonly discount_total?: Decimal | null;
  readonly surcharge_value?: Decimal | null;
  readonly items: readonly Pick<OrderItemInput, 'product' | 'quantity' | 'price' | 'void_status'>[];
  readonly payments?: readonly EndOfDayPaymentInput[] | null;
}

/** A card brand's total (payments carrying card_type; returns subtract). */
export interface CardBrandSum {
  readonly brand: string;
  readonly sum: Cents;
}

/** The figures of an X or Z report or a day summary; amounts in cents. */
export interface EndOfDayFigures {
  /**
   * Sale payments less refunds (seed 001 §4 Shift update: "a payment adds to the transaction count … a refund
   * subtracts from the count"): a refund subtracts one however many tenders it gives back (decisions §40).
   */
  readonly transactions: number;
  /** Sales before discounts, without tax, tips and gift cards sold; surcharges included. */
  readonly gross_sales: Cents;
  /** Discounts of the sales (positive). */
  readonly discounts: Cents;
  /** What refunds gave back, without tax (positive). */
  readonly refunds: Cents;
  /** gross_sales − discounts − refunds. */
  readonly net_sales: Cents;
  /** Tax charged by the sales less tax returned by refunds. */
  readonly tax: Cents;
  readonly tips: Cents;
  /** Cash-type payments taken (positive) and given back (negative). */
  readonly cash_sales: Cents;
  readonly cash_returns: Cents;
  readonly check_sales: Cents;
  readonly check_returns: Cents;
  /** Tenders by payment type: sales positive, refunds negative, in first-seen order. */
  readonly sale_payments: readonly PaymentTypeSum[];
  readonly refund_payments: readonly PaymentTypeSum[];
  readonly card_brands: readonly CardBrandSum[];
  /** Paid In: gift cards sold (a liability, not a sale); Paid Out: spent with gift cards (net of credits back). */
  readonly gift_cards: GiftCardBreakdown;
}

/** Orders whose sales count: completed (3) and refunded (5) (seed 001 §4 statuses). */
const COUNTED_STATUSES: ReadonlySet<number> = new Set([3, 5]);
const CHECK_NAME = /check|cheque/i;

function optional(value: Decimal | null | undefined): number {
  return value === null || value === undefined || value === '' ? 0 : centsFromDecimal(value);
}

function addTo(sums: Map<string, number>, key: string, amount: number): void {
  sums.set(key, (sums.get(key) ?? 0) + amount);
}

function listed(sums: Map<string, number>): PaymentTypeSum[] {
  return [...sums].map(([payment_type, sum]) => ({ payment_type, sum: cents(sum) }));
}

/** The face value of the gift cards an order sold (product -2 lines; they carry no tax or discount). */
export function orderGiftCardsSold(order: Pick<EndOfDayOrderInput, 'items'>): Cents {
  let sold = 0;
  for (const item of order.items) {
    if (isActive(item) && isGiftCardItem(item))
      sold += centsTimesQuantity(cents(centsFromDecimal(item.price)), thousandthsFromDecimal(item.quantity));
  }
  return cents(sold);
}

/**
 * An order's sales without tax and without the gift cards it sold: grand total − tax − gift cards + surcharge
 * (grand_total holds tax either way: added when prices exclude it, inside the prices when they include it).
 * Negative for a refund.
 */
export function orderNetSales(order: EndOfDayOrderInput): Cents {
  return cents(
    centsFromDecimal(order.grand_total) -
      centsFromDecimal(order.tax_total) -
      orderGiftCardsSold(order) +
      optional(order.surcharge_value),
  );
}

/**
 * The end-of-day figures of `orders`. Sales figures (gross, discounts, refunds, net, tax, gift cards sold) come from
 * the completed and refunded orders; tenders (payment types, cash, checks, card brands, gift card spending, tips,
 * transactions) from every payment of the orders given, since a part-paid order's cash is in the drawer already.
 * `behaviorOf` answers a payment type's behaviour (seed 001 §3) by its name; unknown types are neither cash nor gift card.
 */
export function endOfDayFigures(
  orders: readonly EndOfDayOrderInput[],
  behaviorOf: (paymentType: string) => number | null | undefined,
): EndOfDayFigures {
  let transactions = 0;
  let gross = 0;
  let discounts = 0;
  let refunds = 0;
  let tax = 0;
  let tips = 0;
  let cashSales = 0;
  let cashReturns = 0;
  let checkSales = 0;
  let checkReturns = 0;
  let giftIn = 0;
  let giftOut = 0;
  const sales = new Map<string, number>();
  const returns = new Map<string, number>();
  const brands = new Map<string, number>();
  for (const order of orders) {
    if (COUNTED_STATUSES.has(order.status)) {
      const net = orderNetSales(order);
      if (centsFromDecimal(order.grand_total) < 0) refunds -= net;
      else {
        const discount = optional(order.discount_total);
        gross += net + discount;
        discounts += discount;
      }
      tax += centsFromDecimal(order.tax_total);
      giftIn += orderGiftCardsSold(order);
    }
    let refunded = false;
    for (const payment of order.payments ?? []) {
      const amount = centsFromDecimal(payment.amount);
      const isReturn = amount < 0 || payment.transaction_type === 'return';
      const behavior = behaviorOf(payment.payment_type);
      if (isReturn) refunded = true;
      else transactions += 1;
      tips += optional(payment.tips);
      addTo(isReturn ? returns : sales, payment.payment_type, amount);
      if (behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE) {
        if (isReturn) cashReturns += amount;
        else cashSales += amount;
      } else if (CHECK_NAME.test(payment.payment_type)) {
        if (isReturn) checkReturns += amount;
        else checkSales += amount;
      }
      if (behavior === PAYMENT_BEHAVIOR.GIFT_CARD || (payment.gift_card ?? '') !== '') giftOut += amount;
      const brand = payment.card_type?.trim() ?? '';
      if (brand !== '') addTo(brands, brand, amount);
    }
    if (refunded) transactions -= 1;
  }
  return {
    transactions,
    gross_sales: cents(gross),
    discounts: cents(discounts),
    refunds: cents(refunds),
    net_sales: cents(gross - discounts - refunds),
    tax: cents(tax),
    tips: cents(tips),
    cash_sales: cents(cashSales),
    cash_returns: cents(cashReturns),
    check_sales: cents(checkSales),
    check_returns: cents(checkReturns),
    sale_payments: listed(sales),
    refund_payments: listed(returns),
    card_brands: [...brands].map(([brand, sum]) => ({ brand, sum: cents(sum) })),
    gift_cards: {
      'Gift Card Paid In': cents(giftIn),
      'Gift Card Paid Out': cents(giftOut),
      Net: cents(giftIn - giftOut),
    },
  };
}

/** The drawer of a shift: what was put in and taken out besides the tenders (seed 000 §2.9 payout popup). */
export interface DrawerMovements {
  readonly opening: Cents;
  readonly drops: Cents;
  /** Pay-outs less pay-ins (decided earlier: pay-ins count as negative payouts). */
  readonly payouts: Cents;
}

/**
 * The cash the drawer should hold: opening + cash sales − cash returns + pay-ins − pay-outs − drops (issue 15 §2;
 * decisions §40: seed 000 §4's "net sales" of the over/short is the drawer's net cash). cash_returns is negative.
 */
export function shiftExpectedCash(
  figures: Pick<EndOfDayFigures, 'cash_sales' | 'cash_returns'>,
  drawer: DrawerMovements,
): Cents {
  return cents(drawer.opening + figures.cash_sales + figures.cash_returns - drawer.payouts - drawer.drops);
}

/** The figures as the day summary's answer carries them (wire decimals, packages/contracts daySummaryResponse). */
export interface EndOfDayFiguresWire {
  readonly transactions: number;
  readonly gross_sales: number;
  readonly discounts: number;
  readonly refunds: number;
  readonly net_sales: number;
  readonly tax: number;
  readonly tips: number;
  readonly cash_sales: number;
  readonly cash_returns: number;
  readonly check_sales: number;
  readonly check_returns: number;
  readonly sale_payments: readonly { payment_type: string; sum: number }[];
  readonly refund_payments: readonly { payment_type: string; sum: number }[];
  readonly card_brands: readonly { brand: string; sum: number }[];
  readonly gift_cards: { readonly paid_in: number; readonly paid_out: number; readonly net: number };
}

const sumsToWire = (list: readonly PaymentTypeSum[]) =>
  list.map((entry) => ({ payment_type: entry.payment_type, sum: centsToDecimal(entry.sum) }));
const sumsFromWire = (list: readonly { payment_type: string; sum: Decimal }[]) =>
  list.map((entry) => ({ payment_type: entry.payment_type, sum: centsFromDecimal(entry.sum) }));

export function endOfDayFiguresToWire(figures: EndOfDayFigures): EndOfDayFiguresWire {
  return {
    transactions: figures.transactions,
    gross_sales: centsToDecimal(figures.gross_sales),
    discounts: centsToDecimal(figures.discounts),
    refunds: centsToDecimal(figures.refunds),
    net_sales: centsToDecimal(figures.net_sales),
    tax: centsToDecimal(figures.tax),
    tips: centsToDecimal(figures.tips),
    cash_sales: centsToDecimal(figures.cash_sales),
    cash_returns: centsToDecimal(figures.cash_returns),
    check_sales: centsToDecimal(figures.check_sales),
    check_returns: centsToDecimal(figures.check_returns),
    sale_payments: sumsToWire(figures.sale_payments),
    refund_payments: sumsToWire(figures.refund_payments),
    card_brands: figures.card_brands.map((entry) => ({ brand: entry.brand, sum: centsToDecimal(entry.sum) })),
    gift_cards: {
      paid_in: centsToDecimal(figures.gift_cards['Gift Card Paid In']),
      paid_out: centsToDecimal(figures.gift_cards['Gift Card Paid Out']),
      net: centsToDecimal(figures.gift_cards.Net),
    },
  };
}

export function endOfDayFiguresFromWire(wire: EndOfDayFiguresWire): EndOfDayFigures {
  return {
    transactions: wire.transactions,
    gross_sales: centsFromDecimal(wire.gross_sales),
    discounts: centsFromDecimal(wire.discounts),
    refunds: centsFromDecimal(wire.refunds),
    net_sales: centsFromDecimal(wire.net_sales),
    tax: centsFromDecimal(wire.tax),
    tips: centsFromDecimal(wire.tips),
    cash_sales: centsFromDecimal(wire.cash_sales),
    cash_returns: centsFromDecimal(wire.cash_returns),
    check_sales: centsFromDecimal(wire.check_sales),
    check_returns: centsFromDecimal(wire.check_returns),
    sale_payments: sumsFromWire(wire.sale_payments),
    refund_payments: sumsFromWire(wire.refund_payments),
    card_brands: wire.card_brands.map((entry) => ({ brand: entry.brand, sum: centsFromDecimal(entry.sum) })),
    gift_cards: {
      'Gift Card Paid In': centsFromDecimal(wire.gift_cards.paid_in),
      'Gift Card Paid Out': centsFromDecimal(wire.gift_cards.paid_out),
      Net: centsFromDecimal(wire.gift_cards.net),
    },
  };
}
