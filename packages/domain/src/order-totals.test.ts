import { describe, expect, it } from 'vitest';
import { thousandths } from './money.ts';
import type { OrderInput, OrderItemInput } from './order-input.ts';
import { orderTotals, type TotalsContext } from './order-totals.ts';

const exclusive: TotalsContext = { taxInclusive: false };
const inclusive: TotalsContext = { taxInclusive: true };
const rate = (id: number, value: number | string, name = `Tax ${String(id)}`) => ({ id, rate: value, name });
const item = (fields: Partial<OrderItemInput> & Pick<OrderItemInput, 'price' | 'quantity'>): OrderItemInput => ({
  product: 1,
  void_status: 0,
  ...fields,
});
const order = (items: OrderItemInput[], fields: Partial<OrderInput> = {}): OrderInput => ({ items, ...fields });

describe('orderTotals: lines, modifiers and voids (seed 001 §3, §4)', () => {
  it('price × quantity with no tax', () => {
    const totals = orderTotals(order([item({ price: 10, quantity: 2 })]), exclusive);
    expect(totals.subtotal).toBe(2000);
    expect(totals.tax_total).toBe(0);
    expect(totals.grand_total).toBe(2000);
    expect(totals.balance_remaining).toBe(2000);
    expect(totals.total_sum).toBe(2000);
    expect(totals.items[0]?.active).toBe(true);
  });

  it('adds active modifiers per unit, leaves voided modifiers and items out, taxes 8.875 % exclusive', () => {
    const totals = orderTotals(
      order([
        item({
          price: 4.99,
          quantity: 3,
          modifiers: [
            { name: 'Cheese', price: 0.5, void_status: 0 },
            { name: 'Bacon', price: 1, void_status: 1 },
            { name: 'Sauce', price: 0.25, void_status: null },
          ],
          tax_rates: [rate(7, 8.875, 'City')],
        }),
        item({ price: 100, quantity: 1, void_status: 1, tax_rates: [rate(7, 8.875)] }),
      ]),
      exclusive,
    );
    // 4.99×3 = 14.97; (0.50+0.25)×3 = 2.25; line 17.22; tax 17.22 × 8.875 % = 1.528275 -> 1.53
    expect(totals.subtotal).toBe(1722);
    expect(totals.tax_total).toBe(153);
    expect(totals.grand_total).toBe(1875);
    const first = totals.items[0];
    expect(first?.modifiers_price).toBe(75);
    expect(first?.line).toBe(1722);
    expect(first?.tax).toBe(153);
    expect(first?.grand_total).toBe(1875);
    // split 153 over item 1497 : modifiers 225 -> 132.99 / 20.01 -> floors 132, 20, one cent to the item (.99)
    expect(first?.tax_items).toEqual([
      {
        tax_rate: 7,
        name: 'City',
        tax_rate_value: 8875,
        tax_value_item: 133,
        tax_value_modifiers: 20,
        tax_total: 153,
        quantity: 3000,
      },
    ]);
    const voided = totals.items[1];
    expect(voided?.active).toBe(false);
    expect(voided?.subtotal).toBe(0);
    expect(voided?.tax_items).toEqual([]);
  });

  it('rounds price × fractional quantity half away from zero', () => {
    // 3.33 × 0.333 = 1.10889 -> 1.11; 1.01 × 0.5 = 0.505 -> 0.51
    expect(orderTotals(order([item({ price: 3.33, quantity: 0.333 })]), exclusive).subtotal).toBe(111);
    expect(orderTotals(order([item({ price: '1.01', quantity: '0.5' })]), exclusive).subtotal).toBe(51);
  });
});

describe('orderTotals: item discounts (seed 001 §5)', () => {
  it('takes the item discount off the line', () => {
    const totals = orderTotals(
      order([item({ price: 10, quantity: 1, discount: 3, tax_rates: [rate(1, 10)] })]),
      exclusive,
    );
    expect(totals.items[0]?.discount).toBe(300);
    expect(totals.subtotal).toBe(700);
    expect(totals.tax_total).toBe(70);
    expect(totals.discount_total).toBe(300);
    expect(totals.order_discount).toBe(0);
    expect(totals.grand_total).toBe(770);
  });
  it('never lets an item subtotal go below zero', () => {
    const totals = orderTotals(
      order([item({ price: 10, quantity: 1, discount: 15 }), item({ price: 2, quantity: 1 })]),
      exclusive,
    );
    expect(totals.items[0]?.subtotal).toBe(0);
    expect(totals.items[0]?.discount).toBe(1000);
    expect(totals.subtotal).toBe(200);
  });
  it('treats a null or empty discount as none', () => {
    expect(orderTotals(order([item({ price: 1, quantity: 1, discount: null })]), exclusive).subtotal).toBe(100);
    expect(orderTotals(order([item({ price: 1, quantity: 1, discount: '' })]), exclusive).subtotal).toBe(100);
  });
});

describe('orderTotals: order discount (seed 001 §4, §5)', () => {
  const giftCard = item({ product: -2, price: 50, quantity: 1 });
  it('percent applies to the subtotal without gift card items and is taxed after the discount', () => {
    const totals = orderTotals(
      order([item({ price: 20, quantity: 1, tax_rates: [rate(1, 10)] }), giftCard], {
        discount_orders_raw_type: 1,
        discount_orders_raw_value: 10,
      }),
      exclusive,
    );
    // eligible 20.00, 10 % = 2.00; item base 18.00, tax 1.80; grand 70.00 − 2.00 + 1.80
    expect(totals.subtotal).toBe(7000);
    expect(totals.order_discount).toBe(200);
    expect(totals.discount_total).toBe(200);
    expect(totals.items[0]?.discountPropotion).toBe(200);
    expect(totals.items[1]?.discountPropotion).toBe(0);
    expect(totals.tax_total).toBe(180);
    expect(totals.grand_total).toBe(6980);
    expect(totals.whole_order_discount).toBe(false);
  });
  it('a fixed discount is shared in proportion to subtotals; tax_status 1 is not taxed', () => {
    const totals = orderTotals(
      order(
        [
          item({ price: 3, quantity: 1, tax_rates: [rate(1, 10)] }),
          item({ price: 7, quantity: 1, tax_status: 1, tax_rates: [rate(1, 10)] }),
        ],
        { discount_orders_raw_type: 2, discount_orders_raw_value: '5.00' },
      ),
      exclusive,
    );
    expect(totals.items.map((line) => line.discountPropotion)).toEqual([150, 350]);
    expect(totals.items[0]?.tax).toBe(15);
    expect(totals.items[1]?.tax).toBe(0);
    expect(totals.items[1]?.tax_items).toEqual([]);
    expect(totals.grand_total).toBe(515);
    expect(totals.items[0]?.grand_total).toBe(165);
    expect(totals.items[1]?.grand_total).toBe(350);
  });
  it('shares leftover cents by largest remainder, earliest first', () => {
    const three = [1, 2, 3].map(() => item({ price: 1, quantity: 1 }));
    const totals = orderTotals(order(three, { discount_orders_raw_type: 2, discount_orders_raw_value: 1 }), exclusive);
    expect(totals.items.map((line) => line.discountPropotion)).toEqual([34, 33, 33]);
    expect(totals.grand_total).toBe(200);
  });
  it('100 percent sets whole_order_discount and leaves only gift card items to pay', () => {
    const totals = orderTotals(
      order([item({ price: 20, quantity: 1, tax_rates: [rate(1, 10)] }), giftCard], {
        discount_orders_raw_type: 1,
        discount_orders_raw_value: 100,
      }),
      exclusive,
    );
    expect(totals.whole_order_discount).toBe(true);
    expect(totals.order_discount).toBe(2000);
    expect(totals.tax_total).toBe(0);
    expect(totals.grand_total).toBe(5000);
  });
  it('caps a fixed discount at the eligible subtotal and percents at 100', () => {
    const fixed = orderTotals(
      order([item({ price: 4, quantity: 1 })], { discount_orders_raw_type: 2, discount_orders_raw_value: 9 }),
      exclusive,
    );
    expect(fixed.order_discount).toBe(400);
    expect(fixed.grand_total).toBe(0);
    const percent = orderTotals(
      order([item({ price: 4, quantity: 1 })], { discount_orders_raw_type: 1, discount_orders_raw_value: 150 }),
      exclusive,
    );
    expect(percent.order_discount).toBe(400);
    expect(percent.whole_order_discount).toBe(true);
    const negative = orderTotals(
      order([item({ price: 4, quantity: 1 })], { discount_orders_raw_type: 1, discount_orders_raw_value: -5 }),
      exclusive,
    );
    expect(negative.order_discount).toBe(0);
  });
  it('rounds a percent discount half away from zero: 15 % of 3.33 = 0.4995 -> 0.50', () => {
    const totals = orderTotals(
      order([item({ price: 3.33, quantity: 1 })], { discount_orders_raw_type: 1, discount_orders_raw_value: 15 }),
      exclusive,
    );
    expect(totals.order_discount).toBe(50);
    expect(totals.grand_total).toBe(283);
  });
  it('ignores an unknown type or an empty value', () => {
    const base = [item({ price: 4, quantity: 1 })];
    expect(
      orderTotals(order(base, { discount_orders_raw_type: 3, discount_orders_raw_value: 1 }), exclusive).order_discount,
    ).toBe(0);
    expect(
      orderTotals(order(base, { discount_orders_raw_type: 1, discount_orders_raw_value: null }), exclusive)
        .order_discount,
    ).toBe(0);
    expect(
      orderTotals(order(base, { discount_orders_raw_type: 2, discount_orders_raw_value: '' }), exclusive)
        .order_discount,
    ).toBe(0);
  });
});

describe('orderTotals: taxes (seed 001 §5)', () => {
  it('inclusive prices carry their tax inside: 10.80 at 8 % holds 0.80', () => {
    const totals = orderTotals(order([item({ price: 10.8, quantity: 1, tax_rates: [rate(1, 8)] })]), inclusive);
    expect(totals.tax_total).toBe(80);
    expect(totals.grand_total).toBe(1080);
    expect(totals.items[0]?.grand_total).toBe(1080);
  });
  it('inclusive with two rates splits the tax by rate: 11.50 at 5 % + 10 %', () => {
    const totals = orderTotals(
      order([item({ price: 11.5, quantity: 1, tax_rates: [rate(1, 5), rate(2, 10)] })]),
      inclusive,
    );
    expect(totals.items[0]?.tax_items.map((line) => line.tax_total)).toEqual([50, 100]);
    expect(totals.tax_total).toBe(150);
    expect(totals.grand_total).toBe(1150);
  });
  it('exclusive with two rates charges each on the same base', () => {
    const totals = orderTotals(
      order([item({ price: 10, quantity: 1, tax_rates: [rate(1, 5), rate(2, 10)] })]),
      exclusive,
    );
    expect(totals.tax_total).toBe(150);
    expect(totals.grand_total).toBe(1150);
  });
  it('tax_round none rounds once on the total; nearest and default round each line', () => {
    const items = [1, 2, 3].map(() => item({ price: 0.05, quantity: 1, tax_rates: [rate(1, 10)] }));
    // each line: 0.005 tax. Per line -> 0.01 each = 0.03; unrounded sum 0.015 -> 0.02
    expect(orderTotals(order(items), { taxInclusive: false, taxRound: 'default' }).tax_total).toBe(3);
    expect(orderTotals(order(items), { taxInclusive: false, taxRound: 'nearest' }).tax_total).toBe(3);
    const none = orderTotals(order(items), { taxInclusive: false, taxRound: 'none' });
    expect(none.tax_total).toBe(2);
    expect(none.grand_total).toBe(17);
    expect(none.items[0]?.tax).toBe(1);
  });
  it('tax_round none on a single line equals the rounded line tax', () => {
    const totals = orderTotals(order([item({ price: 17.22, quantity: 1, tax_rates: [rate(1, 8.875)] })]), {
      taxInclusive: false,
      taxRound: 'none',
    });
    expect(totals.tax_total).toBe(153);
  });
  it('fills missing rate ids and names', () => {
    const totals = orderTotals(order([item({ price: 1, quantity: 1, tax_rates: [{ rate: 10 }] })]), exclusive);
    expect(totals.items[0]?.tax_items[0]?.tax_rate).toBeNull();
    expect(totals.items[0]?.tax_items[0]?.name).toBe('');
  });
});

describe('orderTotals: cash discount factor 1.04 (seed 001 §5, §9)', () => {
  const lines = [
    item({ price: 10, quantity: 1, modifiers: [{ price: 0.25 }] }),
    item({ product: { id: -2 }, price: 20, quantity: 1 }),
  ];
  it('raises prices of a non-cash order when the setting is on, except the gift card item', () => {
    const totals = orderTotals(order(lines, { cash_discount: false }), {
      taxInclusive: false,
      cashDiscountEnabled: true,
    });
    expect(totals.items[0]?.unit_price).toBe(1040);
    expect(totals.items[0]?.modifiers_price).toBe(26);
    expect(totals.items[1]?.unit_price).toBe(2000);
    expect(totals.subtotal).toBe(3066);
  });
  it('keeps catalogue prices for a cash-discount order or when the setting is off', () => {
    expect(
      orderTotals(order(lines, { cash_discount: true }), { taxInclusive: false, cashDiscountEnabled: true }).subtotal,
    ).toBe(3025);
    expect(
      orderTotals(order(lines, { cash_discount: false }), { taxInclusive: false, cashDiscountEnabled: false }).subtotal,
    ).toBe(3025);
    expect(orderTotals(order(lines), exclusive).subtotal).toBe(3025);
  });
});

describe('orderTotals: surcharge, tips, payments, balance (seed 001 §4, §5)', () => {
  const ten = [item({ price: 10, quantity: 1 })];
  it('surcharge is a percent of the grand total once accepted', () => {
    const totals = orderTotals(order(ten, { allow_surcharge: true }), {
      taxInclusive: false,
      surchargePercent: thousandths(3000),
    });
    expect(totals.surcharge_value).toBe(30);
    expect(totals.total_sum).toBe(1030);
    expect(totals.balance_remaining).toBe(1030);
  });
  it('no surcharge when not accepted or for a negative (refund) total', () => {
    expect(
      orderTotals(order(ten, { allow_surcharge: false }), { taxInclusive: false, surchargePercent: thousandths(3000) })
        .surcharge_value,
    ).toBe(0);
    const refund = [item({ price: 10, quantity: -1 })];
    expect(
      orderTotals(order(refund, { allow_surcharge: true }), {
        taxInclusive: false,
        surchargePercent: thousandths(3000),
      }).surcharge_value,
    ).toBe(0);
  });
  it('keeps the stored surcharge_value when no percent is given', () => {
    expect(orderTotals(order(ten, { surcharge_value: '0.30' }), exclusive).surcharge_value).toBe(30);
    expect(orderTotals(order(ten, { surcharge_value: null }), exclusive).surcharge_value).toBe(0);
  });
  it('payments reduce the balance; tips add to tips_total and total_sum only', () => {
    const totals = orderTotals(order(ten, { payments: [{ amount: 5 }, { amount: '3.00', tips: 1 }] }), exclusive);
    expect(totals.paid_total).toBe(800);
    expect(totals.tips_total).toBe(100);
    expect(totals.balance_remaining).toBe(200);
    expect(totals.total_sum).toBe(1100);
  });
});

describe('orderTotals: refund lines (seed 001 §4 Refund)', () => {
  it('negative quantity with the original discount and tax gives negative totals', () => {
    const totals = orderTotals(
      order([item({ price: 5, quantity: -2, discount: 1, tax_rates: [rate(1, 10)] })]),
      exclusive,
    );
    expect(totals.items[0]?.discount).toBe(-100);
    expect(totals.subtotal).toBe(-900);
    expect(totals.tax_total).toBe(-90);
    expect(totals.grand_total).toBe(-990);
  });
  it('a negative subtotal takes a percent order discount with its sign', () => {
    const totals = orderTotals(
      order([item({ price: 10, quantity: -1 })], { discount_orders_raw_type: 1, discount_orders_raw_value: 10 }),
      exclusive,
    );
    expect(totals.order_discount).toBe(-100);
    expect(totals.items[0]?.discountPropotion).toBe(-100);
    expect(totals.grand_total).toBe(-900);
    const fixed = orderTotals(
      order([item({ price: 10, quantity: -1 })], { discount_orders_raw_type: 2, discount_orders_raw_value: 2 }),
      exclusive,
    );
    expect(fixed.order_discount).toBe(-200);
    expect(fixed.grand_total).toBe(-800);
  });
});

describe('orderTotals edges', () => {
  it('no discount, a fixed discount or an unknown type never sets whole_order_discount', () => {
    const base = [item({ price: 4, quantity: 1 })];
    expect(orderTotals(order(base), exclusive).whole_order_discount).toBe(false);
    expect(
      orderTotals(order(base, { discount_orders_raw_type: 2, discount_orders_raw_value: 4 }), exclusive)
        .whole_order_discount,
    ).toBe(false);
    expect(
      orderTotals(order(base, { discount_orders_raw_type: 9, discount_orders_raw_value: 100 }), exclusive)
        .whole_order_discount,
    ).toBe(false);
  });
  it('default rounds the exact tax, not a finer rounding of it: 0.01 at 49.996 % is 0.0049996 -> 0.00', () => {
    const tiny = [item({ price: 0.01, quantity: 1, tax_rates: [rate(1, 49.996)] })];
    expect(orderTotals(order(tiny), exclusive).tax_total).toBe(0);
    // none keeps 1/10000 cent first: 0.49996 cent -> 0.5000 -> 1 cent on the total
    expect(orderTotals(order(tiny), { taxInclusive: false, taxRound: 'none' }).tax_total).toBe(1);
  });
  it('none rounds the sum of rates once per item and once per order', () => {
    const twoRates = [item({ price: 0.05, quantity: 1, tax_rates: [rate(1, 10), rate(2, 10)] })];
    const none = orderTotals(order(twoRates), { taxInclusive: false, taxRound: 'none' });
    // each rate 0.005 -> 0.01 on its line; together 0.010 -> 0.01
    expect(none.items[0]?.tax_items.map((line) => line.tax_total)).toEqual([1, 1]);
    expect(none.items[0]?.tax).toBe(1);
    expect(none.tax_total).toBe(1);
    expect(orderTotals(order(twoRates), exclusive).tax_total).toBe(2);
  });
  it('refund taxes round toward zero in none mode too', () => {
    const refund = [item({ price: 0.05, quantity: -1, tax_rates: [rate(1, 10), rate(2, 10)] })];
    const none = orderTotals(order(refund), { taxInclusive: false, taxRound: 'none' });
    // each rate -0.005 -> 0.00 (toward zero); together -0.010 -> -0.01
    expect(none.items[0]?.tax_items.map((line) => line.tax_total)).toEqual([0, 0]);
    expect(none.tax_total).toBe(-1);
    expect(orderTotals(order(refund), exclusive).tax_total).toBe(0);
  });
});
