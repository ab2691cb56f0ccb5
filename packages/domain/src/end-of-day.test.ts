import { describe, expect, it } from 'vitest';
import { endOfDayFigures, endOfDayFiguresFromWire, endOfDayFiguresToWire, shiftExpectedCash } from './end-of-day.ts';
import type { EndOfDayOrderInput, EndOfDayPaymentInput } from './end-of-day.ts';
import { cents } from './money.ts';
import { orderWithTotals } from './order-totals-wire.ts';
import { PAYMENT_BEHAVIOR } from './payments.ts';

const TAX = [{ id: 1, rate: 7, name: 'Tax' }];
const BEHAVIOR: Record<string, number> = {
  Cash: PAYMENT_BEHAVIOR.ALLOW_CHANGE,
  'Card A': PAYMENT_BEHAVIOR.CARD_INTEGRATION_A,
  'Gift Card': PAYMENT_BEHAVIOR.GIFT_CARD,
  Check: PAYMENT_BEHAVIOR.DIRECT_CHARGE,
};
const behaviorOf = (name: string) => BEHAVIOR[name];

/** An order of `lines` (price, quantity) with 7 % tax, totals from the domain, paid by `payments`. */
function order(
  lines: { price: number; quantity: number; product?: number }[],
  payments: EndOfDayPaymentInput[],
  options: { taxInclusive?: boolean; status?: number; discountPercent?: number } = {},
): EndOfDayOrderInput {
  return orderWithTotals(
    {
      status: options.status ?? 3,
      items: lines.map((line) => ({
        product: line.product ?? 1,
        price: line.price,
        quantity: line.quantity,
        tax_rates: line.product === -2 ? [] : TAX,
      })),
      ...(options.discountPercent
        ? { discount_orders_raw_type: 1, discount_orders_raw_value: options.discountPercent }
        : {}),
      payments,
    },
    { taxInclusive: options.taxInclusive ?? false },
  );
}
const pay = (payment_type: string, amount: number, extra: Partial<EndOfDayPaymentInput> = {}) => ({
  payment_type,
  amount,
  ...(amount < 0 ? { transaction_type: 'return' } : {}),
  ...extra,
});

describe('end-of-day figures (issue 15 §2)', () => {
  it('net sales exclude tax, prices excluding tax: a $10.00 sale charged $10.70 is $10.00 of sales and $0.70 of tax', () => {
    const figures = endOfDayFigures([order([{ price: 10, quantity: 1 }], [pay('Cash', 10.7)])], behaviorOf);
    expect(figures).toMatchObject({ gross_sales: 1000, net_sales: 1000, tax: 70, cash_sales: 1070, transactions: 1 });
  });

  it('net sales exclude tax, prices including tax: $10.70 charged is $10.00 of sales', () => {
    const figures = endOfDayFigures(
      [order([{ price: 10.7, quantity: 1 }], [pay('Card A', 10.7)], { taxInclusive: true })],
      behaviorOf,
    );
    expect(figures).toMatchObject({ gross_sales: 1000, net_sales: 1000, tax: 70 });
  });

  it('a gift card sold is paid in, not a sale; spent, it pays for sales and is paid out', () => {
    const sold = order([{ price: 25, quantity: 1, product: -2 }], [pay('Card A', 25, { card_type: 'Visa' })]);
    const spent = order([{ price: 10, quantity: 1 }], [pay('Gift Card', 10.7, { gift_card: '1234-5678' })]);
    const figures = endOfDayFigures([sold, spent], behaviorOf);
    expect(figures.net_sales).toBe(1000);
    expect(figures.gift_cards).toEqual({ 'Gift Card Paid In': 2500, 'Gift Card Paid Out': 1070, Net: 1430 });
  });

  it('card brands are filled from the card payments, returns netted', () => {
    const figures = endOfDayFigures(
      [
        order([{ price: 10, quantity: 2 }], [pay('Card A', 21.4, { card_type: 'Visa' })]),
        order([{ price: 5, quantity: 1 }], [pay('Card A', 5.35, { card_type: 'MasterCard' })]),
        order([{ price: 5, quantity: -1 }], [pay('Card A', -5.35, { card_type: 'Visa' })], { status: 5 }),
      ],
      behaviorOf,
    );
    expect(figures.card_brands).toEqual([
      { brand: 'Visa', sum: 1605 },
      { brand: 'MasterCard', sum: 535 },
    ]);
  });

  it('cash sales and cash returns are kept apart; refunds, discounts and gross add up to net', () => {
    const sale = order(
      [
        { price: 4, quantity: 2 },
        { price: 2.5, quantity: 1 },
      ],
      [pay('Cash', 5), pay('Card A', 4.44, { card_type: 'Visa' })],
      { discountPercent: 10 },
    );
    expect(sale.grand_total).toBe(10.11);
    const refund = order([{ price: 2.5, quantity: -1 }], [pay('Cash', -2.67)], { status: 5 });
    const figures = endOfDayFigures([sale, refund], behaviorOf);
    expect(figures).toMatchObject({
      // Two payments and a refund (seed 001 §4 Shift update: a refund subtracts from the count).
      transactions: 1,
      gross_sales: 1050,
      discounts: 105,
      refunds: 250,
      net_sales: 695,
      tax: 66 - 17,
      cash_sales: 500,
      cash_returns: -267,
    });
    expect(figures.sale_payments).toEqual([
      { payment_type: 'Cash', sum: 500 },
      { payment_type: 'Card A', sum: 444 },
    ]);
    expect(figures.refund_payments).toEqual([{ payment_type: 'Cash', sum: -267 }]);
  });

  it('a refund giving back two tenders subtracts one transaction, not two (the Z said "Transactions 0")', () => {
    const sale = order([{ price: 10, quantity: 1 }], [pay('Cash', 5), pay('Card A', 5.7)]);
    const refund = order([{ price: 10, quantity: -1 }], [pay('Cash', -5), pay('Card A', -5.7)], { status: 5 });
    expect(endOfDayFigures([sale, refund], behaviorOf).transactions).toBe(1);
  });

  it('checks, tips, surcharge; open orders give tenders only', () => {
    const sale = {
      ...order([{ price: 10, quantity: 1 }], [pay('Check', 11.2, { tips: 1.5 })]),
      surcharge_value: 0.5,
    };
    const open = order([{ price: 10, quantity: 1 }], [pay('Cash', 5)], { status: 1 });
    const figures = endOfDayFigures([sale, open], behaviorOf);
    expect(figures).toMatchObject({
      gross_sales: 1050,
      net_sales: 1050,
      tips: 150,
      check_sales: 1120,
      cash_sales: 500,
    });
  });

  it('expected cash: opening + cash sales − cash returns + pay-ins − pay-outs − drops', () => {
    expect(
      shiftExpectedCash(
        { cash_sales: cents(1000), cash_returns: cents(-267) },
        { opening: cents(10000), drops: cents(2000), payouts: cents(300) },
      ),
    ).toBe(10000 + 1000 - 267 - 300 - 2000);
  });

  it('goes over the wire and back unchanged', () => {
    const figures = endOfDayFigures(
      [
        order([{ price: 4, quantity: 3 }], [pay('Cash', 12.84)]),
        order([{ price: 4, quantity: -1 }], [pay('Cash', -4.28)], { status: 5 }),
      ],
      behaviorOf,
    );
    expect(endOfDayFiguresFromWire(endOfDayFiguresToWire(figures))).toEqual(figures);
  });
});
