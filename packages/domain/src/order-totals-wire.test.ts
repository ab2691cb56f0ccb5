import { describe, expect, it } from 'vitest';
import { orderWithTotals } from './order-totals-wire.ts';

describe('orderWithTotals (seed 001 §3 field names)', () => {
  it('fills the order and item fields as decimals', () => {
    const order = {
      local_id: '3_1',
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 10,
      payments: [{ amount: 5, tips: 1 }],
      items: [
        { local_id: 'a', product: 1, price: 10, quantity: 1, tax_rates: [{ id: 4, rate: 8, name: 'State' }] },
        { local_id: 'b', product: 1, price: 99, quantity: 1, void_status: 1 },
      ],
    };
    const filled = orderWithTotals(order, { taxInclusive: false });
    // 10.00 − 10 % = 9.00; tax 8 % = 0.72; grand 9.72; paid 5 -> balance 4.72; tips 1 -> total_sum 10.72
    expect(filled).toMatchObject({
      local_id: '3_1',
      subtotal: 10,
      order_discount: 1,
      discount_orders: 1,
      discount_total: 1,
      tax_total: 0.72,
      grand_total: 9.72,
      surcharge_value: 0,
      tips_total: 1,
      total_sum: 10.72,
      balance_remaining: 4.72,
      whole_order_discount: false,
    });
    expect(filled.items[0]).toEqual({
      ...order.items[0],
      subtotal: 10,
      grand_total: 9.72,
      tax: 0.72,
      discountPropotion: 1,
      wholeDiscount: false,
      tax_items: [
        {
          tax_rate: 4,
          name: 'State',
          tax_rate_value: 8,
          tax_value_item: 0.72,
          tax_value_modifiers: 0,
          tax_total: 0.72,
          quantity: 1,
        },
      ],
    });
    expect(filled.items[1]).toMatchObject({ local_id: 'b', subtotal: 0, grand_total: 0, tax: 0, tax_items: [] });
  });
});
