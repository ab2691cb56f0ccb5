import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  shiftAfterPayment,
  shiftCashMovements,
  shiftGiftCardBreakdown,
  shiftIsOpen,
  shiftOverShort,
  shiftPaymentBreakdown,
  shiftReportKind,
} from './shifts.ts';

describe('open or closed (seed 000 §3) and report choice (seed 002 §4)', () => {
  it.each<[object | null | undefined, boolean, string]>([
    [{ local_id: '3_100' }, true, 'X'],
    [{ local_id: '3_100', shift_close_date: null }, true, 'X'],
    [{ local_id: '3_100', shift_close_date: '2026-01-01' }, false, 'Z'],
    [{ shift_close_date: '2026-01-01' }, false, 'Z'],
    [{ local_id: '' }, false, 'day'],
    [{ local_id: '3_1', shift_close_date: '' }, true, 'X'],
    [{}, false, 'day'],
    [null, false, 'day'],
    [undefined, false, 'day'],
  ])('%j: open %s, report %s', (shift, open, report) => {
    expect(shiftIsOpen(shift as never)).toBe(open);
    expect(shiftReportKind(shift as never)).toBe(report);
  });
});

describe('payment breakdown (seed 000 §3)', () => {
  it('groups sales and refunds by type and nets them', () => {
    const breakdown = shiftPaymentBreakdown([
      { payment_type: 'Cash', amount: 10 },
      { payment_type: 'Card', amount: '25.50' },
      { payment_type: 'Cash', amount: 5.25 },
      { payment_type: 'Card', amount: -4, transaction_type: 'return' },
      { payment_type: 'Cash', amount: 0, transaction_type: 'return' },
    ]);
    expect(breakdown).toEqual({
      sales: [
        { payment_type: 'Cash', sum: 1525 },
        { payment_type: 'Card', sum: 2550 },
      ],
      refund: [
        { payment_type: 'Card', sum: -400 },
        { payment_type: 'Cash', sum: 0 },
      ],
      total_sales: 4075,
      total_refund: -400,
      net_sales: 3675,
    });
  });
});

describe('cash movements (seed 000 §2.9)', () => {
  it('separates cash tenders and returns; drops and payouts; pay-ins reduce payouts', () => {
    const result = shiftCashMovements(
      [
        { payment_type: 'Cash', amount: 10, cash: true },
        { payment_type: 'Cash', amount: -3, cash: true },
        { payment_type: 'Card', amount: 50, cash: false },
      ],
      [
        { kind: 'drop', amount: 20 },
        { kind: 'pay_out', amount: 7.5 },
        { kind: 'pay_in', amount: 2 },
        { kind: 'drop', amount: -1 },
      ],
    );
    expect(result).toEqual({ total_cashtenders: 1000, total_cashreturns: -300, total_drops: 2100, total_payouts: 550 });
  });
});

describe('over/short (seed 000 §4, decisions §40: counted − expected cash)', () => {
  it.each<[number, number, number]>([
    [15000, 15000, 0],
    [14900, 15000, -100],
    [15250, 15000, 250],
    [10000, 9500, 500],
  ])('closing %i expected %i -> %i', (closing, expected, overShort) => {
    expect(shiftOverShort(cents(closing), cents(expected))).toBe(overShort);
  });
});

describe('shift update on payment (seed 001 §4)', () => {
  const start = {
    totalTransactions: 4,
    shift_amount: cents(10000),
    total_cashtenders: cents(3000),
    total_cashreturns: cents(-200),
  };
  it('a cash sale adds to count, amount and cash', () => {
    expect(shiftAfterPayment(start, { amount: cents(1500), cash: true, refund: false })).toEqual({
      totalTransactions: 5,
      shift_amount: 11500,
      total_cashtenders: 4500,
      total_cashreturns: -200,
    });
  });
  it('a card sale leaves cash alone', () => {
    expect(shiftAfterPayment(start, { amount: cents(1500), cash: false, refund: false })).toEqual({
      totalTransactions: 5,
      shift_amount: 11500,
      total_cashtenders: 3000,
      total_cashreturns: -200,
    });
  });
  it('a refund subtracts from the count; its cash goes to the returns, not netted with the sales (issue 15 §2)', () => {
    expect(shiftAfterPayment(start, { amount: cents(-700), cash: true, refund: true })).toEqual({
      totalTransactions: 3,
      shift_amount: 9300,
      total_cashtenders: 3000,
      total_cashreturns: -900,
    });
  });
});

describe('gift card breakdown (seed 000 §3)', () => {
  it('sums credits in and debits out', () => {
    expect(
      shiftGiftCardBreakdown([
        { transaction_type: 1, amount_paid: 50 },
        { transaction_type: 2, amount_paid: 12.5 },
        { transaction_type: 2, amount_paid: -2.5 },
        { transaction_type: 3, amount_paid: 99 },
      ]),
    ).toEqual({ 'Gift Card Paid In': 5000, 'Gift Card Paid Out': 1500, Net: 3500 });
  });
});

describe('edges', () => {
  it('a null local id is not an open shift', () => {
    expect(shiftIsOpen({ local_id: null })).toBe(false);
    expect(shiftReportKind({ local_id: '1', shift_close_date: null })).toBe('X');
    expect(shiftReportKind({ local_id: null, shift_close_date: '' })).toBe('day');
  });
  it('negative amounts are refunds even without a return type; zero sales stay sales', () => {
    const breakdown = shiftPaymentBreakdown([
      { payment_type: 'Card', amount: -2 },
      { payment_type: 'Cash', amount: 0 },
    ]);
    expect(breakdown.refund).toEqual([{ payment_type: 'Card', sum: -200 }]);
    expect(breakdown.sales).toEqual([{ payment_type: 'Cash', sum: 0 }]);
  });
});
