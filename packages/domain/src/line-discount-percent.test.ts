import { describe, expect, it } from 'vitest';
import { lineDiscountPercent, quantityText } from './line-figures.ts';
import { cents, thousandths } from './money.ts';

const line = (amount: number, discount: number) => ({ amount: cents(amount), discount: cents(discount) });

describe('lineDiscountPercent (seed 002 §2: an item shows its discount percent)', () => {
  it('is the discount over the line before it, in thousandths of a percent', () => {
    expect(lineDiscountPercent(line(900, 100))).toBe(10_000);
    expect(quantityText(lineDiscountPercent(line(900, 100)) ?? thousandths(0))).toBe('10');
    expect(lineDiscountPercent(line(0, 450))).toBe(100_000);
    // $1.00 off $3.00: 33.333 %, rounded to the thousandth.
    expect(lineDiscountPercent(line(200, 100))).toBe(33_333);
    expect(lineDiscountPercent(line(100, 200))).toBe(66_667);
  });

  it('reads a return line (negative amounts) as the same positive percent, and none without a discount', () => {
    expect(lineDiscountPercent(line(-900, -100))).toBe(10_000);
    expect(lineDiscountPercent(line(900, 0))).toBeNull();
    expect(lineDiscountPercent(line(-100, 100))).toBeNull();
  });
});
