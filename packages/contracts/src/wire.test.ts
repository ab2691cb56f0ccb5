import { describe, expect, it } from 'vitest';
import { amount, localId, quantity } from './wire.ts';

describe('wire numbers', () => {
  it('accepts amounts with up to 2 decimals, negatives included (refunds)', () => {
    for (const value of [0, 12.5, 0.01, -19.99, 1e9, -1e9, 0.1 + 0.2 - 0.3]) {
      expect(amount.safeParse(value).success, String(value)).toBe(true);
    }
  });
  it('refuses NaN, Infinity, beyond the bound and a third decimal', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e9 + 1, 1e12, 0.001, 12.345]) {
      expect(amount.safeParse(value).success, String(value)).toBe(false);
    }
    expect(amount.safeParse('12.50').success).toBe(false);
  });
  it('accepts quantities with 3 decimals and refuses a fourth', () => {
    expect(quantity.safeParse(1.235).success).toBe(true);
    expect(quantity.safeParse(-2).success).toBe(true);
    expect(quantity.safeParse(1.2345).success).toBe(false);
    expect(quantity.safeParse(Number.NaN).success).toBe(false);
  });
  it('refuses local ids that could carry SQL or markup', () => {
    expect(localId.safeParse('3_1732233600123').success).toBe(true);
    expect(localId.safeParse("1'; DROP TABLE orders;--").success).toBe(false);
    expect(localId.safeParse('<script>').success).toBe(false);
    expect(localId.safeParse('x'.repeat(65)).success).toBe(false);
  });
});
