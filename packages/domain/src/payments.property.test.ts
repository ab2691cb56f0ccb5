import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { paymentAmounts, paymentOutcome, quickCash } from './payments.ts';

const runs = { numRuns: 1000 };

describe('payment properties', () => {
  it('payments that complete an order bring the balance to exactly 0 and never take more than owed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500_000, max: 500_000 }).map(cents),
        fc.array(
          fc.record({
            tendered: fc.integer({ min: 0, max: 600_000 }).map(cents),
            behavior: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (total, tenders) => {
          let paid = 0;
          let outcome = paymentOutcome(total, cents(paid));
          for (const { tendered, behavior } of tenders) {
            if (outcome.complete) break;
            const payment = paymentAmounts(cents(total - paid), tendered, behavior);
            expect(Math.abs(payment.amount)).toBeLessThanOrEqual(Math.abs(total - paid));
            expect(payment.change_amount).toBeGreaterThanOrEqual(0);
            if (behavior !== 1) expect(payment.change_amount).toBe(0);
            expect(Math.abs(payment.amount_paid)).toBe(Math.abs(payment.amount) + payment.change_amount);
            paid += payment.amount;
            outcome = paymentOutcome(total, cents(paid));
          }
          if (outcome.complete) {
            expect(paid).toBe(total);
            expect(outcome.balance_remaining).toBe(0);
            expect(outcome.status).toBe(total < 0 ? 5 : 3);
          } else {
            expect(outcome.balance_remaining).toBe(total - paid);
            expect(outcome.status).toBe(1);
          }
        },
      ),
      runs,
    );
  });

  it('quick cash: three rising suggestions covering the balance, on whole units, 10s and 100s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }).map(cents), (balance) => {
        const [first, second, third] = quickCash(balance);
        if (first === undefined || second === undefined || third === undefined) throw new Error('three expected');
        expect(first).toBeGreaterThanOrEqual(balance);
        expect(first - balance).toBeLessThan(100);
        expect(first % 100).toBe(0);
        expect(second % 1000).toBe(0);
        expect(third % 10_000).toBe(0);
        expect(second).toBeGreaterThan(first);
        expect(third).toBeGreaterThan(second);
        expect(second - first).toBeLessThanOrEqual(1000);
        expect(third - second).toBeLessThanOrEqual(10_000);
      }),
      runs,
    );
  });
});
