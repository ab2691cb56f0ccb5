import { describe, expect, it } from 'vitest';
import { orderNetSales } from './end-of-day.ts';
import { centsFromDecimal, thousandths } from './money.ts';
import { refundCheck, type CheckOrder, type CheckPayment, type OrderCheckContext } from './order-check.ts';
import { orderWithComputedTotals } from './order-totals-wire.ts';
import { refundReturnsWholeSale, refundVoidIssue, refundVoidPlan, sameLocalDay } from './refund-void.ts';
import { refundOrderTotals, REFUND_VOID_KIND } from './refunds.ts';

const CONTEXT: OrderCheckContext = {
  taxInclusive: false,
  changeTypes: new Set(['Cash']),
  surchargeMax: thousandths(3000),
};
const SOLD_AT = new Date(2026, 10, 29, 10, 0);
const LATER_TODAY = new Date(2026, 10, 29, 18, 0);
const TOMORROW = new Date(2026, 10, 30, 9, 0);

/**
 * The acceptance journey's sale: two teas 6.18, Card B's 3 % surcharge 0.19, a tip of 1.00 on the card; the card
 * approved 3.18 (partial), the rest 3.19 in cash. Total 7.37.
 */
const cardB: CheckPayment = {
  local_id: 'p1',
  amount: 3.18,
  tips: 1,
  payment_type: 'Card B',
  transaction_type: 'sale',
  reference_id: 'T1O1Xabc',
  payment_date: SOLD_AT.toISOString(),
};
const cash: CheckPayment = {
  local_id: 'p2',
  amount: 3.19,
  tips: 0,
  payment_type: 'Cash',
  transaction_type: 'sale',
  payment_date: SOLD_AT.toISOString(),
};
const sale: CheckOrder = {
  id: 9,
  local_id: 's',
  status: 3,
  items: [
    { local_id: 'tea1', product: 1, price: 3.09, quantity: 1, tax_rates: [] },
    { local_id: 'tea2', product: 1, price: 3.09, quantity: 1, tax_rates: [] },
  ],
  allow_surcharge: true,
  surcharge_value: 0.19,
  subtotal: 6.18,
  tax_total: 0,
  grand_total: 6.18,
  tips_total: 1,
  total_sum: 7.37,
  balance_remaining: 0,
  payments: [cardB, cash],
};
const voidable = (payment: CheckPayment) => payment.payment_type === 'Card B';
const returnLine = (localId: string, quantity = 1) => ({
  local_id: `r-${localId}`,
  product: 1,
  price: 3.09,
  quantity: -quantity,
  order_refund_item: localId,
  tax_rates: [],
});
const allBack = [returnLine('tea1'), returnLine('tea2')];

/** A processed refund order of the given lines and return payments, its figures from the domain. */
function refundOrder(items: ReturnType<typeof returnLine>[], payments: CheckPayment[]): CheckOrder {
  const totals = refundOrderTotals({ items, payments }, sale, [], CONTEXT)!;
  return {
    ...orderWithComputedTotals({ items, payments }, totals),
    items,
    payments,
    local_id: 'r',
    status: 5,
    reference_order: 9,
    balance_remaining: 0,
  };
}
const voided = (overrides: Partial<CheckPayment> = {}): CheckPayment => ({
  ...cardB,
  local_id: 'r-1',
  amount: -3.18,
  tips: -1,
  transaction_type: 'return',
  dejavoo_transaction_type: REFUND_VOID_KIND,
  ...overrides,
});
const cashBack = (amount: number): CheckPayment => ({ ...cash, local_id: 'r-2', amount, transaction_type: 'return' });

describe('refundVoidPlan: which payments a refund voids', () => {
  it('voids the card of a same-day full refund and gives every payment back whole, the tip only on the void', () => {
    const plan = refundVoidPlan({
      sale,
      earlierRefunds: 0,
      refundItems: allBack,
      tender: null,
      voidable,
      now: LATER_TODAY,
    });
    expect(plan).toEqual([
      { index: 0, voided: true, amount: 318, tips: 100 },
      { index: 1, voided: false, amount: 319, tips: 0 },
    ]);
  });

  it('returns instead on a partial refund, a later day, a chosen tender, after an earlier refund, or with no card', () => {
    const base = { sale, earlierRefunds: 0, refundItems: allBack, tender: null, voidable, now: LATER_TODAY };
    expect(refundVoidPlan({ ...base, refundItems: [returnLine('tea1')] })).toBeNull();
    expect(refundVoidPlan({ ...base, now: TOMORROW })).toBeNull();
    expect(refundVoidPlan({ ...base, tender: 'Cash' })).toBeNull();
    expect(refundVoidPlan({ ...base, earlierRefunds: 1 })).toBeNull();
    expect(refundVoidPlan({ ...base, voidable: () => false })).toBeNull();
  });

  it('counts a sale with a gift card sold as never returned whole', () => {
    const withGift = { ...sale, items: [...sale.items, { local_id: 'g', product: -1, price: 10, quantity: 1 }] };
    expect(refundReturnsWholeSale(withGift, 0, allBack)).toBe(false);
    expect(refundReturnsWholeSale(sale, 0, allBack)).toBe(true);
    expect(refundReturnsWholeSale(sale, 0, [returnLine('tea1'), returnLine('tea2', 0)])).toBe(false);
  });

  it('reads the day on the device clock', () => {
    expect(sameLocalDay(SOLD_AT, LATER_TODAY)).toBe(true);
    expect(sameLocalDay(SOLD_AT, TOMORROW)).toBe(false);
  });
});

describe('refund figures by void', () => {
  it('gives back what the sale charged: the lines, the surcharge and the voided tip', () => {
    const totals = refundOrderTotals({ items: allBack, payments: [voided(), cashBack(-3.19)] }, sale, [], CONTEXT)!;
    expect(totals.grand_total).toBe(-618);
    expect(totals.surcharge_value).toBe(-19);
    expect(totals.tips_total).toBe(-100);
    expect(totals.total_sum).toBe(-737);
    expect(totals.balance_remaining).toBe(0);
  });

  it('nets the day to nothing: the sale and its refund by void cancel in net sales, tips and each tender', () => {
    const refund = refundOrder(allBack, [voided(), cashBack(-3.19)]);
    expect(orderNetSales(sale) + orderNetSales(refund)).toBe(0);
    expect(centsFromDecimal(sale.tips_total!) + centsFromDecimal(refund.tips_total!)).toBe(0);
    for (const type of ['Card B', 'Cash']) {
      const taken = [...sale.payments!, ...refund.payments!].filter((p) => p.payment_type === type);
      expect(taken.reduce((sum, p) => sum + centsFromDecimal(p.amount), 0)).toBe(0);
    }
  });

  it('keeps the surcharge and tips without a void (issue 15)', () => {
    const totals = refundOrderTotals({ items: allBack, payments: [] }, sale, [], CONTEXT)!;
    expect(totals.surcharge_value).toBe(0);
    expect(totals.total_sum).toBe(-618);
  });
});

describe('the server check of a refund by void', () => {
  it('accepts a void of exactly what the card charged with the rest in cash', () => {
    expect(refundCheck(refundOrder(allBack, [voided(), cashBack(-3.19)]), sale, [], CONTEXT)).toBeNull();
  });

  it('refuses a void larger than the charge, naming the amount', () => {
    const forged = refundOrder(allBack, [voided({ amount: -3.2 }), cashBack(-3.17)]);
    expect(refundCheck(forged, sale, [], CONTEXT)).toMatchObject({ field: 'payments.0.amount' });
  });

  it('refuses a void whose tip is not the charged tip', () => {
    const forged = refundOrder(allBack, [voided({ tips: -2 }), cashBack(-3.19)]);
    expect(refundCheck(forged, sale, [], CONTEXT)).toMatchObject({ field: 'payments.0.tips' });
  });

  it('refuses a void on a partial refund, naming the mark', () => {
    const partial = refundOrder([returnLine('tea1')], [voided({ amount: -3.09, tips: 0 })]);
    expect(refundCheck(partial, sale, [], CONTEXT)).toMatchObject({ field: 'payments.0.dejavoo_transaction_type' });
    expect(refundVoidIssue(partial, sale, 0)?.field).toBe('payments.0.dejavoo_transaction_type');
  });

  it('refuses a void that names no card payment of the sale', () => {
    const forged = refundOrder(allBack, [voided({ reference_id: 'T9O9Xzzz' }), cashBack(-3.19)]);
    expect(refundCheck(forged, sale, [], CONTEXT)).toMatchObject({ field: 'payments.0.reference_id' });
  });

  it('refuses the surcharge given back without a void', () => {
    const plain = refundOrder(allBack, [
      { ...cardB, local_id: 'r-1', amount: -3.0, tips: 0, transaction_type: 'return' },
      cashBack(-3.18),
    ]);
    const forged = { ...plain, surcharge_value: -0.19, total_sum: -6.37 };
    expect(refundCheck(forged, sale, [], CONTEXT)?.field).toBe('total_sum');
  });
});
