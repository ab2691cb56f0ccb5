import { describe, expect, it } from 'vitest';
import { paymentAmountsTipped, tipOfPercent, tipSuggestions, totalsWithTip } from './customer-tip.ts';
import { cents } from './money.ts';
import { PAYMENT_BEHAVIOR, paymentAmounts } from './payments.ts';

const CASH = PAYMENT_BEHAVIOR.ALLOW_CHANGE;

describe('customer tip (issue 20 §6): suggestions and the payment that carries it', () => {
  it('suggests 15, 18 and 20 % of the balance, rounded half up to the cent; none for a refund or nothing', () => {
    expect(tipSuggestions(cents(618))).toEqual([
      { percent: 15, tip: 93, total: 711 },
      { percent: 18, tip: 111, total: 729 },
      { percent: 20, tip: 124, total: 742 },
    ]);
    expect(tipSuggestions(cents(0))).toEqual([]);
    expect(tipSuggestions(cents(-618))).toEqual([]);
  });

  it('only a suggested percent gives a tip (a display cannot ask for 90 %)', () => {
    expect(tipOfPercent(cents(1000), 18)).toBe(180);
    expect(tipOfPercent(cents(1000), 0)).toBe(0);
    expect(tipOfPercent(cents(1000), 90)).toBe(0);
    expect(tipOfPercent(cents(-1000), 15)).toBe(0);
  });

  it('cash: the tip comes out of the change; an exact tender takes it on top', () => {
    const tendered = paymentAmounts(cents(618), cents(1000), CASH);
    expect(paymentAmountsTipped(cents(618), tendered, cents(93), CASH)).toEqual({
      amounts: { amount: 618, amount_paid: 907, change_amount: 289 },
      tips: 93,
    });
    const exact = paymentAmounts(cents(618), cents(0), CASH);
    expect(paymentAmountsTipped(cents(618), exact, cents(93), CASH)).toEqual({ amounts: exact, tips: 93 });
  });

  it('card: the amount stays the balance and the tip rides beside it; a partial payment or a gift card carries none', () => {
    const card = paymentAmounts(cents(618), cents(0), PAYMENT_BEHAVIOR.CARD_INTEGRATION_B);
    expect(paymentAmountsTipped(cents(618), card, cents(124), PAYMENT_BEHAVIOR.CARD_INTEGRATION_B)).toEqual({
      amounts: card,
      tips: 124,
    });
    const part = paymentAmounts(cents(618), cents(300), PAYMENT_BEHAVIOR.CARD_INTEGRATION_A);
    expect(paymentAmountsTipped(cents(618), part, cents(93), PAYMENT_BEHAVIOR.CARD_INTEGRATION_A).tips).toBe(0);
    const gift = paymentAmounts(cents(618), cents(0), PAYMENT_BEHAVIOR.GIFT_CARD);
    expect(paymentAmountsTipped(cents(618), gift, cents(93), PAYMENT_BEHAVIOR.GIFT_CARD).tips).toBe(0);
  });

  it('adds the tip to the total and the balance shown before paying', () => {
    expect(totalsWithTip(cents(618), cents(618), cents(93))).toEqual({ total: 711, balance: 711 });
  });
});
