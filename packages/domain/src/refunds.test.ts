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
