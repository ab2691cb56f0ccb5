import { describe, expect, it } from 'vitest';
import { ordersSyncRequest, orderListQuery } from './orders.ts';
import { verifyRequest } from './linking.ts';

export const sampleOrder = {
  local_id: '1_1732233600000',
  items: [{ local_id: '1_1732233600001', product: 5, name: 'Latte', quantity: 2, price: 3.5, modifiers: [] }],
  subtotal: 7,
  tax_total: 0.56,
  grand_total: 7.56,
  total_sum: 7.56,
  status: 3,
  open_date: '2026-11-21T10:00:00.000Z',
  payments: [
    { local_id: '1_1_1732233600002', amount: 7.56, payment_type: 'Cash', payment_date: '2026-11-21T10:01:00.000Z' },
  ],
};

describe('ordersSyncRequest', () => {
  it('reads a single order as a list of one, and a list as is', () => {
    expect(ordersSyncRequest.parse(sampleOrder)).toHaveLength(1);
    expect(ordersSyncRequest.parse([sampleOrder, { ...sampleOrder, local_id: '1_2' }])).toHaveLength(2);
  });
  it('fills defaults for omitted totals', () => {
    const [parsed] = ordersSyncRequest.parse(sampleOrder);
    expect(parsed?.tips_total).toBe(0);
    expect(parsed?.items[0]?.modifiers).toEqual([]);
  });
  it('refuses unknown fields with the path of the field', () => {
    const result = ordersSyncRequest.safeParse([{ ...sampleOrder, evil: 1 }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(result.error?.issues[0]?.path).toEqual([0]);
  });
  it('names the nested field of a bad amount', () => {
    const bad = { ...sampleOrder, items: [{ ...sampleOrder.items[0], price: Number.POSITIVE_INFINITY }] };
    const result = ordersSyncRequest.safeParse(bad);
    expect(result.error?.issues[0]?.path).toEqual([0, 'items', 0, 'price']);
  });
  it('refuses an empty list and a status outside 0..5', () => {
    expect(ordersSyncRequest.safeParse([]).success).toBe(false);
    expect(ordersSyncRequest.safeParse({ ...sampleOrder, status: 6 }).success).toBe(false);
  });
});

describe('orderListQuery and verifyRequest', () => {
  it('coerces query strings and defaults the page to 1', () => {
    expect(orderListQuery.parse({ status: '3' })).toEqual({ status: 3, page: 1 });
    expect(orderListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(orderListQuery.safeParse({ status: 'abc' }).success).toBe(false);
  });
  it('accepts exactly 6 digits as a verification code', () => {
    expect(verifyRequest.safeParse({ verification_code: '012345' }).success).toBe(true);
    expect(verifyRequest.safeParse({ verification_code: '12345' }).success).toBe(false);
    expect(verifyRequest.safeParse({ verification_code: 123456 }).success).toBe(false);
  });
});

describe('short_number (issue 15 §4)', () => {
  it('carries a short number as given and leaves it optional', () => {
    expect(ordersSyncRequest.parse({ ...sampleOrder, short_number: '3-042' })[0]?.short_number).toBe('3-042');
    expect(ordersSyncRequest.parse(sampleOrder)[0]?.short_number).toBeUndefined();
    expect(orderListQuery.parse({ short_number: '3-042' })).toEqual({ short_number: '3-042', page: 1 });
  });
  it.each(['3_1795524687500', '3-42', '3-0420000', 'x-042', 42])('refuses %s naming the field', (bad) => {
    const result = ordersSyncRequest.safeParse({ ...sampleOrder, short_number: bad });
    expect(result.error?.issues[0]?.path).toEqual([0, 'short_number']);
  });
});
