import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFiguresAt, orderFigures, quantityText, recordedOrderFigures, type OrderFigures } from './line-figures.ts';
import { thousandths } from './money.ts';
import type { OrderInput, OrderItemInput } from './order-input.ts';
import { orderWithComputedTotals, orderWithTotals } from './order-totals-wire.ts';
import { refundLine, refundOrderTotals, orderRefundableLines } from './refunds.ts';
import type { TotalsContext } from './order-totals.ts';

const exclusive: TotalsContext = { taxInclusive: false };
const inclusive: TotalsContext = { taxInclusive: true };
const tax = (rate: number) => [{ id: 1, rate, name: 'Sales tax' }];

const cappuccino: OrderItemInput = {
  product: 5,
  quantity: 1,
  price: 3.8,
  void_status: 0,
  tax_rates: tax(7.5),
  modifiers: [
    { name: 'Oat milk', price: 0.6, void_status: 0 },
    { name: 'Extra shot', price: 0.5, void_status: 0 },
    { name: 'Vanilla', price: 0.4, void_status: 1 },
  ],
};

describe('orderFigures (issue 15 §1)', () => {
  it('a cappuccino with modifiers: one line amount with its modifiers, before the order discount and tax', () => {
    const figures = orderFigures(
      { items: [cappuccino], discount_orders_raw_type: 1, discount_orders_raw_value: 10 },
      exclusive,
    );
    const line = figures.lines[0]!;
    expect(line.unitPrice).toBe(380);
    expect(line.modifiers).toEqual([
      { name: 'Oat milk', price: 60 },
      { name: 'Extra shot', price: 50 },
    ]);
    expect(line.amount).toBe(490);
    // 10 % of 4.90 = 0.49; tax 7.5 % of 4.41 = 0.33075 -> 0.33
    expect(line.orderDiscountShare).toBe(49);
    expect(line.tax).toBe(33);
    expect(line.total).toBe(474);
    expect(figures.subtotal).toBe(490);
    expect(figures.orderDiscount).toBe(49);
    expect(figures.itemDiscounts).toBe(0);
    expect(figures.tax).toBe(33);
    expect(figures.grandTotal).toBe(474);
    expect(figures.total).toBe(474);
  });

  it('the order discount is counted once, item discounts stay on their lines', () => {
    const figures = orderFigures(
      {
        items: [
          { product: 1, quantity: 2, price: 9.9, discount: 1, void_status: 0 },
          { product: 2, quantity: 1, price: 1.8, void_status: 0 },
        ],
        discount_orders_raw_type: 1,
        discount_orders_raw_value: 10,
      },
      exclusive,
    );
    expect(figures.subtotal).toBe(1880 + 180);
    expect(figures.itemDiscounts).toBe(100);
    expect(figures.orderDiscount).toBe(206);
    expect(figures.grandTotal).toBe(2060 - 206);
  });

  it('tax inclusive: the line amount includes tax, the total is subtotal − order discount', () => {
    const figures = orderFigures({ items: [cappuccino] }, inclusive);
    expect(figures.lines[0]?.amount).toBe(490);
    expect(figures.grandTotal).toBe(490);
    expect(figures.tax).toBe(34);
  });

  it('the cash discount factor raises unit and modifier prices alike', () => {
    const figures = orderFigures({ items: [cappuccino] }, { ...exclusive, cashDiscountEnabled: true });
    const line = figures.lines[0]!;
    expect(line.unitPrice).toBe(395);
    expect(line.modifiers.map((modifier) => modifier.price)).toEqual([62, 52]);
    expect(line.amount).toBe(395 + 62 + 52);
  });

  it('skips voided lines and finds a line by its position', () => {
    const figures = orderFigures({ items: [{ ...cappuccino, void_status: 1 }, cappuccino] }, exclusive);
    expect(figures.lines).toHaveLength(1);
    expect(lineFiguresAt(figures, 1)?.amount).toBe(490);
    expect(lineFiguresAt(figures, 0)).toBeNull();
  });

  it('a recorded order is read with the cash discount reading it was saved with', () => {
    const raised = orderWithTotals({ items: [cappuccino] }, { ...exclusive, cashDiscountEnabled: true });
    expect(recordedOrderFigures(raised, exclusive).grandTotal).toBe(centsOf(raised.grand_total));
    const plain = orderWithTotals({ items: [cappuccino] }, exclusive);
    expect(recordedOrderFigures(plain, { ...exclusive, cashDiscountEnabled: true }).grandTotal).toBe(
      centsOf(plain.grand_total),
    );
  });

  it('a recorded refund reads the figures allocated from its sale, not a recomputation of its lines', () => {
    const items = [
      { local_id: 'a', product: 1, quantity: 1, price: 1.08, void_status: 0, tax_rates: tax(8.875) },
      { local_id: 'b', product: 2, quantity: 1, price: 17.31, void_status: 0, tax_rates: tax(8.875) },
    ];
    const sale = orderWithTotals({ items }, exclusive);
    expect(sale.total_sum).toBe(20.03);
    const lines = orderRefundableLines(sale.items, []).map((line) => refundLine(line, line.quantity));
    const refund = { items: lines, reference_order: 12 };
    const totals = refundOrderTotals(refund, sale, [], exclusive)!;
    const recorded = orderWithComputedTotals(refund, totals);
    // Recomputed line by line, each negative tax rounds toward zero: -20.01.
    expect(orderFigures(refund, exclusive).total).toBe(-2001);
    const figures = recordedOrderFigures(recorded, exclusive);
    expect(figures.total).toBe(-2003);
    expect(figures.tax).toBe(-164);
    expect(figures.lines.map((line) => line.amount)).toEqual([-108, -1731]);
  });

  it('property: lines add up to the subtotal, and subtotal − discount (+ tax) is the total', () => {
    const itemArb = fc.record({
      product: fc.constantFrom(1, 2, -2),
      quantity: fc
        .integer({ min: -5000, max: 9000 })
        .filter((q) => q !== 0)
        .map((q) => q / 1000),
      price: fc.integer({ min: 0, max: 5000 }).map((p) => p / 100),
      void_status: fc.constantFrom(0, 0, 1),
      tax_rates: fc.constantFrom(tax(0), tax(7.5), tax(8.875), [...tax(5), { id: 2, rate: 2.5, name: 'City' }]),
      modifiers: fc.array(
        fc.record({
          name: fc.constantFrom('Oat', 'Shot'),
          price: fc.integer({ min: 0, max: 200 }).map((p) => p / 100),
          void_status: fc.constantFrom(0, 1),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (items, taxInclusive, cashDiscountEnabled, percent) => {
          const order: OrderInput = {
            items,
            ...(percent === null ? {} : { discount_orders_raw_type: 1, discount_orders_raw_value: percent }),
          };
          const figures: OrderFigures = orderFigures(order, { taxInclusive, cashDiscountEnabled });
          const sum = figures.lines.reduce((total, line) => total + line.amount, 0);
          expect(sum).toBe(figures.subtotal);
          expect(figures.grandTotal).toBe(figures.subtotal - figures.orderDiscount + (taxInclusive ? 0 : figures.tax));
          expect(figures.lines.reduce((total, line) => total + line.total, 0)).toBe(figures.grandTotal);
        },
      ),
    );
  });
});

const centsOf = (value: number) => Math.round(value * 100);

describe('quantityText (issue 15 §1: quantities as the store shows them)', () => {
  it.each([
    [1000, '1'],
    [1500, '1.5'],
    [375, '0.375'],
    [-2000, '-2'],
    [10000, '10'],
    [1250, '1.25'],
  ])('%i thousandths read %s', (value, text) => {
    expect(quantityText(thousandths(value))).toBe(text);
  });

  it('a weighed quantity carries its unit', () => {
    expect(quantityText(thousandths(375), 'lb')).toBe('0.375 lb');
  });
});
