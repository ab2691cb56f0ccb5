import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cents,
  centsAllocate,
  centsFromDecimal,
  centsNegate,
  centsPercent,
  centsSplit,
  centsTimesQuantity,
  centsToDecimal,
  centsToString,
  thousandths,
  thousandthsFromDecimal,
  thousandthsToDecimal,
  thousandthsToString,
} from './money.ts';

const runs = { numRuns: 1000 };
const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map(cents);

describe('money properties', () => {
  it('allocation conserves every cent, keeps the sign and stays within one cent of the exact share', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = centsAllocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          parts.forEach((part, index) => {
            expect(Math.sign(part) === 0 || Math.sign(part) === Math.sign(total)).toBe(true);
            const exact =
              weightSum === 0
                ? Math.abs(total) / weights.length
                : (Math.abs(total) * (weights[index] ?? 0)) / weightSum;
            expect(Math.abs(Math.abs(part) - exact)).toBeLessThan(1 + 1e-3 * Math.max(1, exact / 1e9));
          });
        },
      ),
      runs,
    );
  });

  it('a split conserves the total and parts differ by at most one cent', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 50 }), (total, count) => {
        const parts = centsSplit(total, count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
      runs,
    );
  });

  it('cents round-trip through text and through the wire number', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(centsFromDecimal(centsToString(value))).toBe(value);
        expect(centsFromDecimal(centsToDecimal(value))).toBe(value);
        expect(centsFromDecimal(String(centsToDecimal(value)))).toBe(value);
      }),
      runs,
    );
  });

  it('thousandths round-trip through text and through the wire number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map(thousandths), (value) => {
        expect(thousandthsFromDecimal(thousandthsToString(value))).toBe(value);
        expect(thousandthsFromDecimal(thousandthsToDecimal(value))).toBe(value);
      }),
      runs,
    );
  });

  it('decimal parsing agrees with exact rational rounding of arbitrary digit strings', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^\d{1,9}$/),
        fc.stringMatching(/^\d{0,8}$/),
        (negative, whole, fraction) => {
          const text = `${negative ? '-' : ''}${whole}.${fraction}`;
          // exact: value × 100 = whole×100 + fraction/10^(len-2); half away from zero on the third digit on.
          const padded = fraction.padEnd(3, '0');
          const base = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
          const roundsUp = Number(padded[2]) >= 5;
          const magnitude = Number(base + (roundsUp ? 1n : 0n));
          const expected = negative && magnitude !== 0 ? -magnitude : magnitude;
          expect(centsFromDecimal(text)).toBe(expected);
        },
      ),
      runs,
    );
  });

  it('price × quantity matches exact BigInt rounding and is odd-symmetric', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map(cents),
        fc.integer({ min: -10_000_000, max: 10_000_000 }).map(thousandths),
        (price, quantity) => {
          const result = centsTimesQuantity(price, quantity);
          const product = BigInt(price) * BigInt(quantity);
          const magnitude = product < 0n ? -product : product;
          const rounded = (magnitude + 500n) / 1000n;
          expect(BigInt(result)).toBe(product < 0n ? -rounded : rounded);
          expect(centsTimesQuantity(centsNegate(price), quantity)).toBe(centsNegate(result));
        },
      ),
      runs,
    );
  });

  it('a percent of an amount never exceeds the amount for percents up to 100', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100_000 }).map(thousandths), (value, percent) => {
        const part = centsPercent(value, percent);
        expect(Math.abs(part)).toBeLessThanOrEqual(Math.abs(value));
        expect(part === 0 || Math.sign(part) === Math.sign(value)).toBe(true);
      }),
      runs,
    );
  });
});
