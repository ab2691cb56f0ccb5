import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsAllocate, centsSplit, centsToDecimal, centsToString, thousandths } from './money.ts';
import type { OrderInput, OrderItemInput } from './order-input.ts';
import { orderTotals } from './order-totals.ts';

const runs = { numRuns: 1000 };
const price = fc.integer({ min: 0, max: 100_000 }).map((value) => centsToString(value as never));
const rates = fc.array(
  fc.record({
    id: fc.integer({ min: 1, max: 5 }),
    rate: fc.integer({ min: 0, max: 25_000 }).map((value) => value / 1000),
  }),
  { maxLength: 3 },
);
const saleItem: fc.Arbitrary<OrderItemInput> = fc.record({
  product: fc.constantFrom(1, 2, -2),
  price,
  quantity: fc.integer({ min: 1, max: 50_000 }).map((value) => value / 1000),
  discount: fc.option(price, { nil: null }),
  void_status: fc.constantFrom(0, 0, 0, 1, null),
  tax_status: fc.constantFrom(0, 1),
  tax_rates: rates,
  modifiers: fc.array(fc.record({ price, void_status: fc.constantFrom(0, 1) }), { maxLength: 3 }),
});
const saleOrder: fc.Arbitrary<OrderInput> = fc.record({
  items: fc.array(saleItem, { minLength: 1, maxLength: 12 }),
  discount_orders_raw_type: fc.constantFrom(1, 2, null),
  discount_orders_raw_value: fc.option(
    fc.integer({ min: 0, max: 20_000 }).map((value) => value / 100),
    { nil: null },
  ),
  cash_discount: fc.boolean(),
  allow_surcharge: fc.boolean(),
});
const context = fc.record({
  taxInclusive: fc.boolean(),
  taxRound: fc.constantFrom('nearest' as const, 'none' as const, 'default' as const),
  cashDiscountEnabled: fc.boolean(),
  surchargePercent: fc.integer({ min: 0, max: 5000 }).map(thousandths),
});

describe('order totals properties', () => {
  it('a sale’s totals are never negative', () => {
    fc.assert(
      fc.property(saleOrder, context, (order, ctx) => {
        const totals = orderTotals(order, ctx);
        for (const value of [
          totals.subtotal,
          totals.tax_total,
          totals.discount_total,
          totals.order_discount,
          totals.grand_total,
          totals.surcharge_value,
          totals.total_sum,
          totals.balance_remaining,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const line of totals.items) {
          expect(line.subtotal).toBeGreaterThanOrEqual(0);
          expect(line.grand_total).toBeGreaterThanOrEqual(0);
          expect(line.tax).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it('discount shares add up to the order discount and items add up to the order (per-line rounding)', () => {
    fc.assert(
      fc.property(saleOrder, context, (order, ctx) => {
        const totals = orderTotals(order, { ...ctx, taxRound: 'default' });
        const sum = (pick: (line: (typeof totals.items)[number]) => number) =>
          totals.items.reduce((total, line) => total + pick(line), 0);
        expect(sum((line) => line.discountPropotion)).toBe(totals.order_discount);
        expect(sum((line) => line.subtotal)).toBe(totals.subtotal);
        expect(sum((line) => line.tax)).toBe(totals.tax_total);
        expect(sum((line) => line.grand_total)).toBe(totals.grand_total);
        for (const line of totals.items) {
          const taxes = line.tax_items.reduce((total, tax) => total + tax.tax_total, 0);
          expect(taxes).toBe(line.tax);
          for (const tax of line.tax_items) expect(tax.tax_value_item + tax.tax_value_modifiers).toBe(tax.tax_total);
          expect(Math.abs(line.discountPropotion)).toBeLessThanOrEqual(Math.abs(line.subtotal));
        }
      }),
      runs,
    );
  });

  it('inclusive tax never exceeds the grand total', () => {
    fc.assert(
      fc.property(saleOrder, context, (order, ctx) => {
        const totals = orderTotals(order, { ...ctx, taxInclusive: true });
        expect(totals.tax_total).toBeLessThanOrEqual(totals.grand_total);
      }),
      runs,
    );
  });

  it('payments that complete an order bring the balance to exactly 0', () => {
    fc.assert(
      fc.property(saleOrder, context, fc.integer({ min: 1, max: 5 }), (order, ctx, parts) => {
        const due = orderTotals(order, ctx);
        const owed = due.grand_total + due.surcharge_value;
        const payments = centsSplit(owed as never, parts).map((amount) => ({ amount: centsToDecimal(amount) }));
        const paid = orderTotals(
          { ...order, payments, surcharge_value: centsToDecimal(due.surcharge_value) },
          { ...ctx, surchargePercent: undefined },
        );
        expect(paid.balance_remaining).toBe(0);
        expect(paid.grand_total).toBe(due.grand_total);
      }),
      runs,
    );
  });

  it('a refund of every line mirrors the sale, giving back at most the tax charged (toward-zero rounding)', () => {
    fc.assert(
      fc.property(saleOrder, fc.boolean(), (order, taxInclusive) => {
        const ctx = { taxInclusive };
        const sale = orderTotals(order, ctx);
        const refund = orderTotals(
          { ...order, items: order.items.map((line) => ({ ...line, quantity: -Number(line.quantity) })) },
          ctx,
        );
        const taxLines = sale.items.reduce((count, line) => count + line.tax_items.length, 0);
        expect(0 - refund.tax_total).toBeLessThanOrEqual(sale.tax_total);
        expect(sale.tax_total + refund.tax_total).toBeLessThanOrEqual(taxLines);
        expect(0 - refund.grand_total).toBeLessThanOrEqual(sale.grand_total);
        expect(refund.order_discount + sale.order_discount).toBe(0);
        expect(refund.subtotal + sale.subtotal).toBe(0);
      }),
      runs,
    );
  });
});

describe('tax split between item and modifiers', () => {
  it('agrees with centsAllocate for sales and refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(1, -1, 3),
        (price, modifiers, quantity) => {
          const totals = orderTotals(
            {
              items: [
                {
                  product: 1,
                  price: centsToDecimal(cents(price)),
                  quantity,
                  modifiers: [{ price: centsToDecimal(cents(modifiers)) }],
                  tax_rates: [{ rate: 10 }],
                },
              ],
            },
            { taxInclusive: false },
          );
          const line = totals.items[0]?.tax_items[0];
          if (line === undefined) throw new Error('tax line expected');
          const parts = [Math.abs(price * quantity), Math.abs(modifiers * quantity)];
          expect([line.tax_value_item, line.tax_value_modifiers]).toEqual(centsAllocate(line.tax_total, parts));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
