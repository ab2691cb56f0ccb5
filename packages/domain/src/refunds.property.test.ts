import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thousandths } from './money.ts';
import { orderTotals, type OrderTotals } from './order-totals.ts';
import { orderRefundableLines, refundLine, refundOrderTotals } from './refunds.ts';

const soldItem = fc
  .record({
    product: fc.constantFrom(1, 2, 3, -2),
    price: fc.integer({ min: 0, max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    tax: fc.constantFrom(0, 5, 8.875, 20),
  })
  .map(({ product, price, quantity, discountShare, tax }) => ({
    product,
    price: price / 100,
    quantity,
    discount: Math.floor((price * quantity * discountShare) / 100) / 100,
    tax_rates: [{ id: 1, rate: tax }],
  }));

describe('refund properties', () => {
  it('refunds never return more than was sold, by quantity or by amount', () => {
    fc.assert(
      fc.property(
        fc.array(soldItem, { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 6, maxLength: 6 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        (rawItems, rounds, taxInclusive) => {
          const items = rawItems.map((item, index) => ({ ...item, local_id: `t_${String(index)}` }));
          const ctx = { taxInclusive };
          const sale = orderTotals({ items }, ctx);
          const refundOrders: { items: ReturnType<typeof refundLine>[] }[] = [];
          for (const round of rounds) {
            const lines = orderRefundableLines(items, refundOrders);
            const refundItems = lines.map((line, index) => refundLine(line, thousandths((round[index] ?? 0) * 1000)));
            refundOrders.push({ items: refundItems });
          }
          const returnedAll = refundOrders.flatMap((order) => order.items);
          items.forEach((item, index) => {
            const back = returnedAll
              .filter((line) => line.order_refund_item === item.local_id)
              .reduce((sum, line) => sum - line.quantity, 0);
            expect(back).toBeLessThanOrEqual(item.product === -2 ? 0 : item.quantity);
            const refunded = orderTotals(
              { items: returnedAll.filter((line) => line.order_refund_item === item.local_id) },
              ctx,
            );
            expect(0 - refunded.grand_total).toBeLessThanOrEqual(sale.items[index]?.grand_total ?? 0);
            expect(refunded.grand_total).toBeLessThanOrEqual(0);
          });
          const refundedTotal = refundOrders.reduce((sum, order) => sum + orderTotals(order, ctx).grand_total, 0);
          expect(-refundedTotal).toBeLessThanOrEqual(sale.grand_total);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const saleItem = fc
  .record({
    product: fc.constantFrom(1, 2, 3, -2),
    price: fc.integer({ min: 0, max: 50_000 }),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 6 }).map((q) => q * 1000),
      fc.integer({ min: 1, max: 5_000 }),
    ),
    discountShare: fc.integer({ min: 0, max: 100 }),
    modifiers: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 2 }),
    taxes: fc.array(fc.constantFrom(5, 8.875, 20, 7.25), { maxLength: 2 }),
    untaxed: fc.boolean(),
  })
  .map(({ product, price, quantity, discountShare, modifiers, taxes, untaxed }) => ({
    product,
    price: price / 100,
    quantity: quantity / 1000,
    discount: Math.floor((price * quantity * discountShare) / 100_000) / 100 / 2,
    modifiers: modifiers.map((cents, index) => ({ name: `m${String(index)}`, price: cents / 100 })),
    tax_status: untaxed ? 1 : 0,
    tax_rates: taxes.map((rate, index) => ({ id: index + 1, rate })),
  }));

const orderDiscount = fc.oneof(
  fc.constant({}),
  fc
    .integer({ min: 1, max: 100 })
    .map((percent) => ({ discount_orders_raw_type: 1, discount_orders_raw_value: percent })),
  fc
    .integer({ min: 1, max: 2_000 })
    .map((amount) => ({ discount_orders_raw_type: 2, discount_orders_raw_value: amount / 100 })),
);

describe('refund figures allocated from the sale (issue 15 §2)', () => {
  it('any sequence of partial returns of everything gives back exactly the sale, to the cent; none takes more than is left', () => {
    fc.assert(
      fc.property(
        fc.array(saleItem, { minLength: 1, maxLength: 5 }),
        orderDiscount,
        fc.boolean(),
        fc.constantFrom('default' as const, 'nearest' as const, 'none' as const),
        fc.boolean(),
        fc.array(fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 5, maxLength: 5 }), { maxLength: 4 }),
        (rawItems, discount, taxInclusive, taxRound, cashDiscountEnabled, rounds) => {
          const items = rawItems.map((item, index) => ({ ...item, local_id: `s_${String(index)}` }));
          const context = { taxInclusive, taxRound, cashDiscountEnabled };
          const order = { items, ...discount };
          const sale = orderTotals(order, context);
          const refunds: { items: ReturnType<typeof refundLine>[] }[] = [];
          const totals: OrderTotals[] = [];
          // Each round returns a share (in thousandths of what is left) of each line; a last round returns the rest.
          for (const round of [...rounds, [1_000, 1_000, 1_000, 1_000, 1_000]]) {
            const lines = orderRefundableLines(items, refunds);
            if (lines.length === 0) break;
            const refund = {
              items: lines
                .map((line, index) =>
                  refundLine(line, thousandths(Math.floor((line.quantity * (round[index] ?? 0)) / 1000))),
                )
                .filter((line) => line.quantity !== 0),
            };
            if (refund.items.length === 0) continue;
            const figures = refundOrderTotals(refund, order, refunds, context);
            expect(figures).not.toBeNull();
            totals.push(figures!);
            refunds.push(refund);
            const back = totals.reduce((sum, each) => sum - each.grand_total, 0);
            const backTax = totals.reduce((sum, each) => sum - each.tax_total, 0);
            expect(figures!.grand_total).toBeLessThanOrEqual(0);
            expect(back).toBeLessThanOrEqual(sale.grand_total);
            expect(figures!.tax_total).toBeLessThanOrEqual(0);
            expect(backTax).toBeLessThanOrEqual(sale.tax_total);
          }
          const giftCards = orderTotals({ ...order, items: items.filter((item) => item.product === -2) }, context);
          const refundable = items.some((item) => item.product !== -2);
          if (!refundable) return;
          const sum = (field: 'grand_total' | 'tax_total' | 'subtotal' | 'order_discount') =>
            totals.reduce((total, each) => total - each[field], 0);
          const sold = sale.items.filter((_item, index) => items[index]?.product !== -2);
          expect(sum('subtotal')).toBe(sold.reduce((total, item) => total + item.subtotal, 0));
          expect(sum('order_discount')).toBe(sold.reduce((total, item) => total + item.discountPropotion, 0));
          if (giftCards.tax_total === 0 && giftCards.grand_total === 0) {
            expect(sum('tax_total')).toBe(sale.tax_total);
            expect(sum('grand_total')).toBe(sale.grand_total);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
