import { describe, expect, it } from 'vitest';
import { customerInput } from './customers.ts';
import { giftCardCreateRequest, giftCardTransactionRequest } from './gift-cards.ts';
import { onlineOrderRequest } from './online-orders.ts';
import { shift } from './shifts.ts';
import { configResponse } from './terminal-config.ts';

describe('customer, shift, gift card and online contracts', () => {
  it('customer uploads refuse default_address (seed 000 §5: dropped before sending) and fill defaults', () => {
    expect(customerInput.safeParse({ first_name: 'A', default_address: {} }).success).toBe(false);
    const parsed = customerInput.parse({ first_name: 'A', addresses: [{ address_1: '1 Main' }] });
    expect(parsed.addresses[0]).toMatchObject({ default: false, city: '' });
    expect(parsed.last_name).toBe('');
  });

  it('a shift needs a local id, an opening amount with 2 decimals and an ISO open date', () => {
    expect(
      shift.safeParse({ local_id: '1_1', opening_amount: 100, shift_open_date: '2026-11-21T08:00:00Z' }).success,
    ).toBe(true);
    expect(
      shift.safeParse({ local_id: '1_1', opening_amount: 100.001, shift_open_date: '2026-11-21T08:00:00Z' }).success,
    ).toBe(false);
    expect(shift.safeParse({ local_id: '1_1', opening_amount: 100, shift_open_date: 'yesterday' }).success).toBe(false);
  });

  it('gift card credit cannot be negative and a transaction amount must be positive', () => {
    expect(giftCardCreateRequest.safeParse({ gift_card_number: 'GC-1', credit: -1 }).success).toBe(false);
    expect(giftCardCreateRequest.parse({ gift_card_number: 'GC-1' }).credit).toBe(0);
    expect(
      giftCardTransactionRequest.safeParse({
        gift_card_number: 'GC-1',
        amount_paid: 0,
        transaction_type: 1,
        local_id: 'x',
      }).success,
    ).toBe(false);
    expect(
      giftCardTransactionRequest.safeParse({
        gift_card_number: 'GC-1',
        amount_paid: 5,
        transaction_type: 4,
        local_id: 'x',
      }).success,
    ).toBe(false);
  });

  it('online orders carry no prices: a price field is refused', () => {
    const base = { local_id: 'w1', customer: { first_name: 'A', phone: '555' }, items: [{ product: 1, quantity: 1 }] };
    expect(onlineOrderRequest.safeParse(base).success).toBe(true);
    expect(onlineOrderRequest.safeParse({ ...base, items: [{ product: 1, quantity: 1, price: 0.01 }] }).success).toBe(
      false,
    );
    expect(onlineOrderRequest.safeParse({ ...base, items: [] }).success).toBe(false);
  });

  it('config answers name each missing part', () => {
    const result = configResponse.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'currency',
      'store',
      'store_terminals',
      'tax',
      'terminal',
    ]);
  });
});
