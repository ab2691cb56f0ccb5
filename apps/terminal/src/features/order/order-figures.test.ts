import { orderFigures, orderTotals } from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import { orderRecomputeWithTotals } from './order-build.ts';
import { orderFiguresOf, orderTotalsKeep } from './order-figures.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

const context = { taxInclusive: false };
const otherContext = { taxInclusive: true };

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    local_id: '1_1',
    payments: [{ amount: 3, tips: 0.5 }],
    discount_orders_raw_type: 1,
    discount_orders_raw_value: 10,
    items: [
      {
        local_id: 'a',
        product: 1,
        name: 'Tea',
        price: 2.5,
        quantity: 2,
        tax_rates: [{ id: 1, rate: 19, name: 'VAT' }],
      },
      { local_id: 'b', product: 2, name: 'Cake', price: 4, quantity: 1, modifiers: [{ name: 'Cream', price: 0.5 }] },
    ],
    ...overrides,
  } as unknown as OrderRecord;
}

describe('orderFiguresOf', () => {
  it('reads the totals kept for a recomputed order: the same figures the domain computes from the record', () => {
    const { order: record, totals } = orderRecomputeWithTotals(order(), context);
    orderTotalsKeep(record, context, totals);
    const figures = orderFiguresOf(record, context);
    expect(figures).toEqual(orderFigures(record, context));
    expect(figures.total).toBe(orderTotals(record, context).total_sum);
    expect(orderFiguresOf(record, context)).toBe(figures);
  });

  it('computes again under another context, and for another order object', () => {
    const record = order();
    const figures = orderFiguresOf(record, context);
    const inclusive = orderFiguresOf(record, otherContext);
    expect(inclusive).toEqual(orderFigures(record, otherContext));
    expect(inclusive.total).not.toBe(figures.total);
    const changed = { ...record, items: [record.items[0]!] };
    expect(orderFiguresOf(changed, context)).toEqual(orderFigures(changed, context));
    expect(orderFiguresOf(changed, context).lines).toHaveLength(1);
  });
});
