import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thousandths } from './money.ts';
import { orderTotals } from './order-totals.ts';
import { orderRefundableLines, refundLine } from './refunds.ts';

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
