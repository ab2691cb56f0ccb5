import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import {
  giftCardInsufficient,
  giftCardPayable,
  payButtonState,
  paymentAmounts,
  paymentOutcome,
  paymentTypeIsCash,
  paymentTypesVisible,
  PAYMENT_BEHAVIOR,
  QUICK_CASH_COUNT,
  quickCash,
  surchargeNotice,
  surchargeNoticeNeeded,
} from './payments.ts';

describe('quick cash (seed 001 §5, §9)', () => {
  it('has three suggestions', () => expect(QUICK_CASH_COUNT).toBe(3));
  it.each<[number, number[]]>([
    [1234, [1300, 2000, 10000]],
    [1200, [1200, 2000, 10000]],
    [2000, [2000, 3000, 10000]],
    [9550, [9600, 10000, 20000]],
    [10000, [10000, 11000, 20000]],
    [1, [100, 1000, 10000]],
    [99999, [100000, 101000, 110000]],
    [0, []],
    [-500, []],
  ])('balance %i -> %j', (balance, expected) => {
    expect(quickCash(cents(balance))).toEqual(expected);
  });
});

describe('payment amounts (seed 001 §4, §5)', () => {
  it('cash gives change on an over-tender', () => {
    expect(paymentAmounts(cents(1234), cents(2000), PAYMENT_BEHAVIOR.ALLOW_CHANGE)).toEqual({
      amount: 1234,
      amount_paid: 2000,
      change_amount: 766,
    });
  });
  it('cash partial payment leaves no change', () => {
    expect(paymentAmounts(cents(1234), cents(1000), 1)).toEqual({ amount: 1000, amount_paid: 1000, change_amount: 0 });
  });
  it('card and direct charge are capped at the balance, with no change', () => {
    expect(paymentAmounts(cents(1234), cents(2000), PAYMENT_BEHAVIOR.CARD_INTEGRATION_A)).toEqual({
      amount: 1234,
      amount_paid: 1234,
      change_amount: 0,
    });
    expect(paymentAmounts(cents(1234), cents(2000), PAYMENT_BEHAVIOR.DIRECT_CHARGE)).toEqual({
      amount: 1234,
      amount_paid: 1234,
      change_amount: 0,
    });
    expect(paymentAmounts(cents(1234), cents(500), PAYMENT_BEHAVIOR.DIRECT_CHARGE)).toEqual({
      amount: 500,
      amount_paid: 500,
      change_amount: 0,
    });
  });
  it('zero tendered fills in the full balance', () => {
    expect(paymentAmounts(cents(1234), cents(0), 1)).toEqual({ amount: 1234, amount_paid: 1234, change_amount: 0 });
  });
  it('a refund balance gives negative amounts', () => {
    expect(paymentAmounts(cents(-990), cents(0), 3)).toEqual({ amount: -990, amount_paid: -990, change_amount: 0 });
    expect(paymentAmounts(cents(-990), cents(500), 1)).toEqual({ amount: -500, amount_paid: -500, change_amount: 0 });
  });
  it('knows the cash type', () => {
    expect(paymentTypeIsCash({ behavior: 1 })).toBe(true);
    expect(paymentTypeIsCash({ behavior: 2 })).toBe(false);
  });
});

describe('payment outcome (seed 001 §4)', () => {
  it.each<[number, number, object]>([
    [1000, 1000, { status: 3, balance_remaining: 0, complete: true }],
    [1000, 1200, { status: 3, balance_remaining: 0, complete: true }],
    [1000, 400, { status: 1, balance_remaining: 600, complete: false }],
    [-500, -500, { status: 5, balance_remaining: 0, complete: true }],
    [-500, -200, { status: 1, balance_remaining: -300, complete: false }],
    [0, 0, { status: 3, balance_remaining: 0, complete: true }],
  ])('total %i paid %i', (total, paid, outcome) => {
    expect(paymentOutcome(cents(total), cents(paid))).toEqual(outcome);
  });
});

describe('gift cards (seed 001 §4, seed 002 §2)', () => {
  it.each<[number, number, number]>([
    [5000, 1234, 1234],
    [1000, 1234, 1000],
    [0, 1234, 0],
    [-100, 1234, 0],
  ])('credit %i amount %i -> %i', (credit, amount, payable) => {
    expect(giftCardPayable(cents(credit), cents(amount))).toBe(payable);
  });
  it('is insufficient at 0 or lower', () => {
    expect(giftCardInsufficient(cents(0))).toBe(true);
    expect(giftCardInsufficient(cents(-1))).toBe(true);
    expect(giftCardInsufficient(cents(1))).toBe(false);
  });
});

describe('visible payment types (seed 000 §5, seed 001 §5)', () => {
  const types = [
    { name: 'Cash', behavior: 1, is_at_pos: true, is_at_kiosk: false },
    { name: 'Card', behavior: 3, is_at_pos: true, is_at_kiosk: true },
    { name: 'Gift Card', behavior: 4, is_at_pos: true, is_at_kiosk: true },
    { name: 'House', behavior: 2, is_at_pos: false, is_at_kiosk: false },
  ];
  const names = (filter: Parameters<typeof paymentTypesVisible>[1]) =>
    paymentTypesVisible(types, filter).map((type) => type.name);
  const base = { kiosk: false, cashDiscountEnabled: false, orderCashDiscount: false, giftCardRefund: false };
  it('pos shows is_at_pos, kiosk shows is_at_kiosk', () => {
    expect(names(base)).toEqual(['Cash', 'Card', 'Gift Card']);
    expect(names({ ...base, kiosk: true })).toEqual(['Card', 'Gift Card']);
  });
  it('cash discount on: only Cash; off for the order: all but Cash', () => {
    expect(names({ ...base, cashDiscountEnabled: true, orderCashDiscount: true })).toEqual(['Cash']);
    expect(names({ ...base, cashDiscountEnabled: true, orderCashDiscount: false })).toEqual(['Card', 'Gift Card']);
    expect(names({ ...base, cashDiscountEnabled: false, orderCashDiscount: true })).toEqual([
      'Cash',
      'Card',
      'Gift Card',
    ]);
  });
  it('a gift card refund offers only gift card types', () => {
    expect(names({ ...base, giftCardRefund: true })).toEqual(['Gift Card']);
    expect(names({ ...base, giftCardRefund: true, cashDiscountEnabled: true, orderCashDiscount: true })).toEqual([
      'Gift Card',
    ]);
  });
});

describe('surcharge (seed 001 §4, §5)', () => {
  it.each<[number, boolean, boolean, boolean]>([
    [3000, false, false, true],
    [0, false, false, false],
    [3000, true, false, false],
    [3000, false, true, false],
  ])('percent %i accepted %s refund %s -> %s', (percent, accepted, refund, expected) => {
    expect(surchargeNoticeNeeded(thousandths(percent), accepted, refund)).toBe(expected);
  });
  it('shows order amount, surcharge and total charge', () => {
    expect(surchargeNotice(cents(2550), thousandths(3500))).toEqual({
      order_amount: 2550,
      surcharge: 89,
      total_charge: 2639,
    });
  });
});

describe('Pay button (seed 001 §4, §5)', () => {
  const base = {
    paymentTypeCount: 2,
    activeItemCount: 1,
    hasNegativeActiveItem: false,
    total: cents(1000),
    tendered: cents(1000),
    processing: false,
  };
  it('is enabled with a payment type and an active item', () => {
    expect(payButtonState(base)).toEqual({ enabled: true, looksDisabled: false, refund: false });
    expect(payButtonState({ ...base, paymentTypeCount: 0 }).enabled).toBe(false);
    expect(payButtonState({ ...base, activeItemCount: 0 }).enabled).toBe(false);
  });
  it('looks disabled below 0.01 tendered or while processing', () => {
    expect(payButtonState({ ...base, tendered: cents(0) }).looksDisabled).toBe(true);
    expect(payButtonState({ ...base, tendered: cents(1) }).looksDisabled).toBe(false);
    expect(payButtonState({ ...base, processing: true }).looksDisabled).toBe(true);
  });
  it('turns into Refund with a negative total and negative items, which needs no tender', () => {
    const refund = payButtonState({ ...base, total: cents(-500), hasNegativeActiveItem: true, tendered: cents(0) });
    expect(refund).toEqual({ enabled: true, looksDisabled: false, refund: true });
    expect(payButtonState({ ...base, total: cents(-500), hasNegativeActiveItem: false }).refund).toBe(false);
    expect(payButtonState({ ...base, total: cents(500), hasNegativeActiveItem: true }).refund).toBe(false);
  });
});

describe('payment edges', () => {
  it('a zero total is complete at once and stays complete when overpaid', () => {
    expect(paymentOutcome(cents(0), cents(100))).toEqual({ status: 3, balance_remaining: 0, complete: true });
  });
  it('a zero total is not a refund', () => {
    expect(
      payButtonState({
        paymentTypeCount: 1,
        activeItemCount: 1,
        hasNegativeActiveItem: true,
        total: cents(0),
        tendered: cents(0),
        processing: false,
      }).refund,
    ).toBe(false);
  });
});
