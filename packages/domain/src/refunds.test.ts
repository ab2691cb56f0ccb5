import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import { orderTotals } from './order-totals.ts';
import {
  itemRefundKey,
  orderIsFullyRefunded,
  orderRefundableLines,
  orderRemainingTotal,
  orderReturnPayments,
  refundButtonDisabled,
  refundLine,
  refundOffered,
  refundOrderTotals,
} from './refunds.ts';

const sold = [
  { local_id: '5_1', product: 1, price: 4, quantity: 3, discount: 1.5, tax_status: 0, void_status: 0 },
  { local_id: '5_2', product: 2, price: 2.5, quantity: 1, tax_status: 1, void_status: 0 },
  { local_id: '5_3', product: -2, price: 25, quantity: 1, void_status: 0 },
  { local_id: '5_4', product: 3, price: 9, quantity: 1, void_status: 1 },
  { id: 44, product: 4, price: 1, quantity: 2 },
];

describe('orderRefundableLines (seed 001 §4, seed 002 §4)', () => {
  it('excludes gift card and voided items and keeps full quantities with no earlier refunds', () => {
    const lines = orderRefundableLines(sold, []);
    expect(lines.map((line) => [line.item.local_id ?? line.item.id, line.quantity, line.returned])).toEqual([
      ['5_1', 3000, 0],
      ['5_2', 1000, 0],
      [44, 2000, 0],
    ]);
  });
  it('subtracts earlier refund orders and removes lines left at zero', () => {
    const refunds = [
      {
        items: [
          { order_refund_item: '5_1', price: 4, quantity: -1 },
          { order_refund_item: '5_2', price: 2.5, quantity: -1 },
        ],
      },
      {
        items: [
          { order_refund_item: '5_1', price: 4, quantity: -1 },
          { order_refund_item: '44', price: 1, quantity: -2, void_status: 1 },
        ],
      },
      { items: [{ price: 1, quantity: -1 }] },
    ];
    const lines = orderRefundableLines(sold, refunds);
    expect(lines.map((line) => [itemRefundKey(line.item), line.quantity, line.returned])).toEqual([
      ['5_1', 1000, 2000],
      ['44', 2000, 0],
    ]);
  });
  it('item keys prefer local_id and fall back to id', () => {
    expect(itemRefundKey({ local_id: 'a', id: 1 })).toBe('a');
    expect(itemRefundKey({ local_id: '', id: 1 })).toBe('1');
    expect(itemRefundKey({ local_id: null, id: null })).toBeNull();
    expect(itemRefundKey({})).toBeNull();
  });
});

describe('refundLine (seed 001 §4)', () => {
  it('carries price, tax status and the discount for the returned part as a negative quantity', () => {
    const [first] = orderRefundableLines(sold, []);
    if (first === undefined) throw new Error('no line');
    const line = refundLine(first, thousandths(1000));
    expect(line).toMatchObject({
      local_id: '5_1',
      product: 1,
      price: 4,
      quantity: -1,
      discount: 0.5,
      tax_status: 0,
      order_refund_item: '5_1',
      void_status: 0,
    });
  });
  it('never takes more than is left, and partial refunds return exactly the original discount', () => {
    // 1.50 over 3 units: refund 1 (0.50), then 2 (1.00) -> 1.50 in all
    const [first] = orderRefundableLines(sold, []);
    if (first === undefined) throw new Error('no line');
    const once = refundLine(first, thousandths(-5000));
    expect(once.quantity).toBe(-3);
    expect(once.discount).toBe(1.5);
    const oneThird = { ...first, quantity: thousandths(3000) };
    const [a, b, c] = [0, 1000, 2000].map(
      (returned) =>
        refundLine(
          { ...oneThird, quantity: thousandths(3000 - returned), returned: thousandths(returned) },
          thousandths(1000),
        ).discount,
    );
    expect([a, b, c]).toEqual([0.5, 0.5, 0.5]);
  });
  it('splits an odd discount so the parts add up: 1.00 over 3 units -> 0.33, 0.34, 0.33', () => {
    const item = { local_id: 'x', product: 1, price: 2, quantity: 3, discount: 1 };
    const parts = [0, 1000, 2000].map(
      (returned) =>
        refundLine({ item, quantity: thousandths(3000 - returned), returned: thousandths(returned) }, thousandths(1000))
          .discount,
    );
    // cumulative shares round(100×1/3)=33, round(100×2/3)=67, 100 -> 33, 34, 33
    expect(parts).toEqual([0.33, 0.34, 0.33]);
  });
  it('a zero refund has quantity 0, not -0', () => {
    const item = { local_id: 'x', product: 1, price: 2, quantity: 3 };
    const line = refundLine({ item, quantity: thousandths(3000), returned: thousandths(0) }, thousandths(0));
    expect(Object.is(line.quantity, 0)).toBe(true);
    expect(line.discount).toBe(0);
  });
  it('a refund order built from refund lines totals the negative of the sale', () => {
    const lines = orderRefundableLines(sold, []);
    const refund = lines.map((line) => refundLine(line, line.quantity));
    const ctx = { taxInclusive: false };
    const sale = orderTotals({ items: sold.filter((item) => item.product !== -2) }, ctx);
    expect(orderTotals({ items: refund }, ctx).grand_total).toBe(0 - sale.grand_total);
  });
});

describe('fully refunded (seed 001 §4, seed 002 §4)', () => {
  it.each<[number, number, boolean]>([
    [0, 50, true],
    [1, 50, true],
    [2, 50, false],
    [50, 50, true],
    [-100, 0, true],
    [1000, 80, false],
  ])('remaining %i tax %i -> %s', (remaining, tax, expected) => {
    expect(orderIsFullyRefunded(cents(remaining), cents(tax))).toBe(expected);
  });
  it('remaining total subtracts refund orders', () => {
    expect(orderRemainingTotal(21.6, [-10.8, '-5.40'])).toBe(540);
    expect(orderRemainingTotal('10', [])).toBe(1000);
  });
});

describe('return payments (seed 001 §4)', () => {
  it('reverses each sale payment as a negative return', () => {
    const payments = [
      { payment_type: 'Cash', amount: 12.34, amount_paid: 20, change_amount: 7.66, transaction_type: 'sale' },
      { payment_type: 'Card', amount: '5.00', tips: 1, transaction_type: 'sale' },
      { payment_type: 'Card', amount: -1, transaction_type: 'return' },
      { payment_type: 'Gift', amount: 2, tips: null },
    ];
    expect(orderReturnPayments(payments)).toEqual([
      {
        payment_type: 'Cash',
        amount: -12.34,
        amount_paid: -12.34,
        change_amount: 0,
        tips: 0,
        transaction_type: 'return',
      },
      { payment_type: 'Card', amount: -5, amount_paid: -5, change_amount: 0, tips: -1, transaction_type: 'return' },
      { payment_type: 'Gift', amount: -2, amount_paid: -2, change_amount: 0, tips: 0, transaction_type: 'return' },
    ]);
  });
});

describe('Refund button (seed 001 §5, seed 002 §2, §5)', () => {
  const base = { fullyRefunded: false, id: 10, items: [{ product: 1 }, { product: -2 }], loading: false };
  it('is enabled for a saved, not fully refunded order with a real product', () => {
    expect(refundButtonDisabled(base)).toBe(false);
  });
  it.each<[string, object]>([
    ['fully refunded', { fullyRefunded: true }],
    ['no server id', { id: null }],
    ['undefined id', { id: undefined }],
    ['empty id', { id: '' }],
    ['only gift cards', { items: [{ product: -2 }, { product: { id: -2 } }] }],
    ['loading', { loading: true }],
    ['only gift cards besides voided lines', { items: [{ product: -2 }, { product: 1, void_status: 1 }] }],
  ])('is disabled when %s', (_, change) => {
    expect(refundButtonDisabled({ ...base, ...change })).toBe(true);
  });
  it('is offered for completed orders with a non-zero total', () => {
    expect(refundOffered(3, cents(100))).toBe(true);
    expect(refundOffered(3, cents(0))).toBe(false);
    expect(refundOffered(1, cents(100))).toBe(false);
  });
});

describe('refund edges', () => {
  it('keys fall back to the id when local_id is null', () => {
    expect(itemRefundKey({ local_id: null, id: 5 })).toBe('5');
  });
  it('treats a null or empty discount and empty tips as none', () => {
    for (const discount of [null, '']) {
      const line = refundLine(
        {
          item: { local_id: 'x', product: 1, price: 2, quantity: 1, discount },
          quantity: thousandths(1000),
          returned: thousandths(0),
        },
        thousandths(1000),
      );
      expect(line.discount).toBe(0);
    }
    expect(orderReturnPayments([{ payment_type: 'Card', amount: 1, tips: '' }])[0]?.tips).toBe(0);
  });
});

describe('refundOrderTotals: refund figures allocated from what the sale charged (issue 15 §2)', () => {
  const taxed = (local_id: string, price: number, quantity = 1) => ({
    local_id,
    product: 1,
    price,
    quantity,
    tax_status: 0,
    tax_rates: [{ id: 1, rate: 8.875, name: 'Sales tax' }],
  });
  const sale = { items: [taxed('s_1', 6.96), taxed('s_2', 4.5), taxed('s_3', 6.1)], total_sum: 19.12 };
  const context = { taxInclusive: false };
  const back = (key: string, quantity: number) => ({ order_refund_item: key, price: 1, quantity: -quantity });

  it('a full refund of a $19.12 sale returns $19.12 and its $1.56 tax (the per-line rounding gave -$19.10)', () => {
    expect(orderTotals(sale, context).total_sum).toBe(1912);
    const refund = { items: [back('s_1', 1), back('s_2', 1), back('s_3', 1)] };
    const totals = refundOrderTotals(refund, sale, [], context);
    expect(totals?.total_sum).toBe(-1912);
    expect(totals?.tax_total).toBe(-156);
    expect(totals?.items.map((item) => item.tax)).toEqual([-62, -40, -54]);
  });

  it('returns in parts: each never more than is left, the last takes the remainder', () => {
    const three = { items: [taxed('t_1', 1.15, 3)], total_sum: 0 };
    const saleTotals = orderTotals(three, context);
    expect(saleTotals.tax_total).toBe(31);
    const first = { items: [back('t_1', 1)] };
    const second = { items: [back('t_1', 1)] };
    const third = { items: [back('t_1', 1)] };
    const one = refundOrderTotals(first, three, [], context)!;
    const two = refundOrderTotals(second, three, [first], context)!;
    const last = refundOrderTotals(third, three, [first, second], context)!;
    expect([one.tax_total, two.tax_total, last.tax_total]).toEqual([-10, -11, -10]);
    expect(one.total_sum + two.total_sum + last.total_sum).toBe(0 - saleTotals.total_sum);
    expect(refundOrderTotals({ items: [back('t_1', 1)] }, three, [first, second, third], context)).toBeNull();
  });

  it('refuses a line naming no refundable item, returning more than is left, or of positive quantity', () => {
    expect(refundOrderTotals({ items: [back('nope', 1)] }, sale, [], context)).toBeNull();
    expect(refundOrderTotals({ items: [back('s_1', 2)] }, sale, [], context)).toBeNull();
    expect(refundOrderTotals({ items: [back('s_1', 0.5), back('s_1', 0.6)] }, sale, [], context)).toBeNull();
    expect(
      refundOrderTotals({ items: [{ order_refund_item: 's_1', price: 1, quantity: 1 }] }, sale, [], context),
    ).toBeNull();
  });

  it('voided and zero lines carry nothing', () => {
    const totals = refundOrderTotals(
      { items: [{ ...back('s_1', 1), void_status: 1 }, back('s_2', 0), back('s_3', 1)] },
      sale,
      [],
      context,
    );
    expect(totals?.items.map((item) => item.grand_total)).toEqual([0, 0, -664]);
    expect(totals?.total_sum).toBe(-664);
  });

  it('reads the sale as charged when the cash discount setting changed since', () => {
    const charged = orderTotals(sale, { ...context, cashDiscountEnabled: true }).total_sum;
    const asCharged = { ...sale, total_sum: charged / 100 };
    const refund = { items: [back('s_1', 1), back('s_2', 1), back('s_3', 1)] };
    expect(refundOrderTotals(refund, asCharged, [], context)?.total_sum).toBe(0 - charged);
  });

  it('under tax_round none the last return takes the order-level rounding', () => {
    const none = { ...context, taxRound: 'none' as const };
    const items = [taxed('n_1', 0.07), taxed('n_2', 0.07), taxed('n_3', 0.07)];
    const charged = orderTotals({ items }, none);
    const first = { items: [back('n_1', 1)] };
    const rest = { items: [back('n_2', 1), back('n_3', 1)] };
    const one = refundOrderTotals(first, { items }, [], none)!;
    const two = refundOrderTotals(rest, { items }, [first], none)!;
    expect(one.tax_total + two.tax_total).toBe(0 - charged.tax_total);
    expect(one.total_sum + two.total_sum).toBe(0 - charged.total_sum);
  });

  it('under tax_round none no return charges tax when the lines round above the order: a free line last gives 0', () => {
    const none = { ...context, taxRound: 'none' as const };
    // Each 20 % line's tax is half a cent, rounded up to 1; the order's 1.5 cents round to 2.
    const half = (local_id: string) => ({ ...taxed(local_id, 0.025), tax_rates: [{ id: 1, rate: 20 }] });
    const items = [half('h_1'), half('h_2'), half('h_3'), { ...taxed('h_4', 0), tax_rates: [] }];
    expect(orderTotals({ items }, none).tax_total).toBe(2);
    const first = { items: [back('h_1', 1), back('h_2', 1), back('h_3', 1)] };
    const free = { items: [back('h_4', 1)] };
    const one = refundOrderTotals(first, { items }, [], none)!;
    const two = refundOrderTotals(free, { items }, [first], none)!;
    expect([one.tax_total, two.tax_total]).toEqual([-2, 0]);
    expect([one.grand_total, two.grand_total]).toEqual([-11, 0]);
  });

  it('under tax_round none gift card lines taxed above the order leave the refund of a free line at 0', () => {
    const none = { ...context, taxRound: 'none' as const };
    const card = (local_id: string, price: number, quantity: number) => ({
      local_id,
      product: -2,
      price,
      quantity,
      tax_status: 0,
      tax_rates: [{ id: 1, rate: 20 }],
    });
    const sale = {
      items: [{ ...taxed('g_1', 0, 0.001), tax_rates: [] }, card('g_2', 0.13, 0.193), card('g_3', 25, 0.001)],
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 1,
    };
    const charged = orderTotals(sale, none);
    expect(charged.tax_total).toBe(1);
    expect(charged.items.map((item) => item.tax)).toEqual([0, 1, 1]);
    const totals = refundOrderTotals({ items: [back('g_1', 0.001)] }, sale, [], none)!;
    expect([totals.tax_total, totals.grand_total]).toEqual([0, 0]);
  });
});
