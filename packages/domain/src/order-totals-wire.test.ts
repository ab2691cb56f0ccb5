import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';
import { orderWithItemAmounts, orderWithTotals } from './order-totals-wire.ts';

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

describe('orderWithItemAmounts (the terminal’s stored items)', () => {
  const context = { taxInclusive: false };
  const line = (localId: string, price: number) => ({
    local_id: localId,
    product: 1,
    price,
    quantity: 1,
    tax_rates: [{ id: 4, rate: 8, name: 'State' }],
  });

  it('keeps an item that already holds its totals as the same object, and fills a new or changed one', () => {
    const first = orderWithItemAmounts(
      { local_id: '3_1', payments: [], items: [line('a', 10)] },
      orderTotals({ items: [line('a', 10)] }, context),
    );
    const added = { local_id: '3_1', payments: [], items: [...first.items, line('b', 5)] };
    const second = orderWithItemAmounts(added, orderTotals(added, context));
    expect(second.items[0]).toBe(first.items[0]);
    expect(second.items[1]).toMatchObject({ local_id: 'b', subtotal: 5, tax: 0.4, grand_total: 5.4 });
    expect(second).toMatchObject({ subtotal: 15, tax_total: 1.2, grand_total: 16.2 });

    const raised = { ...second, items: [{ ...second.items[0]!, quantity: 2 }, second.items[1]!] };
    const third = orderWithItemAmounts(raised, orderTotals(raised, context));
    expect(third.items[0]).not.toBe(raised.items[0]);
    expect(third.items[0]).toMatchObject({ quantity: 2, subtotal: 20, tax: 1.6, grand_total: 21.6 });
    expect(third.items[1]).toBe(second.items[1]);
  });

  it('an order discount changes every line’s share: each item gets its new fields', () => {
    const plain = { local_id: '3_1', payments: [], items: [line('a', 10), line('b', 30)] };
    const before = orderWithItemAmounts(plain, orderTotals(plain, context));
    const discounted = { ...before, discount_orders_raw_type: 1, discount_orders_raw_value: 10 };
    const after = orderWithItemAmounts(discounted, orderTotals(discounted, context));
    expect(after.items.map((item) => item.discountPropotion)).toEqual([1, 3]);
    expect(after.items[0]).not.toBe(before.items[0]);
    expect(after.items[1]).not.toBe(before.items[1]);
  });

  it('leaves the whole-discount flag out, also from an item that had it', () => {
    const order = { local_id: '3_1', payments: [], items: [line('a', 10)] };
    const flagged = orderWithTotals(order, context);
    expect(flagged.items[0]).toHaveProperty('wholeDiscount', false);
    const amounts = orderWithItemAmounts(flagged, orderTotals(flagged, context));
    expect(amounts.items[0]).not.toHaveProperty('wholeDiscount');
    expect(amounts.items[0]).toMatchObject({ subtotal: 10, tax: 0.8 });
  });
});
