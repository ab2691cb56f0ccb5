import { describe, expect, it } from 'vitest';
import {
  cents,
  centsAllocate,
  centsFormat,
  centsNegate,
  centsFromDecimal,
  centsPercent,
  centsSplit,
  centsSum,
  centsTimesQuantity,
  centsToDecimal,
  centsToString,
  divideRounded,
  multiplyDivideRounded,
  multiplyDivideTruncated,
  thousandths,
  thousandthsFormat,
  thousandthsFromDecimal,
  thousandthsToDecimal,
  thousandthsToString,
} from './money.ts';

describe('cents / thousandths branding', () => {
  it('accepts safe integers and normalises -0', () => {
    expect(cents(125)).toBe(125);
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(Object.is(thousandths(-0), 0)).toBe(true);
    expect(thousandths(-1500)).toBe(-1500);
  });
  it.each([1.5, Number.NaN, Infinity, 2 ** 53])('refuses %s', (value) => {
    expect(() => cents(value)).toThrow(RangeError);
    expect(() => thousandths(value)).toThrow(RangeError);
  });
});

describe('centsFromDecimal (seed 001 §5: amounts to 2 decimals)', () => {
  it.each<[number | string, number]>([
    [0, 0],
    [12.34, 1234],
    ['12.34', 1234],
    [0.1 + 0.2, 30],
    [1.1 * 3, 330],
    [-0.07, -7],
    ['1.005', 101],
    ['-1.005', -101],
    ['1.004', 100],
    ['0.005', 1],
    ['-0.004', 0],
    [1.005, 101],
    ['12', 1200],
    ['.5', 50],
    ['5.', 500],
    ['+3.10', 310],
    [' 7.25 ', 725],
    ['1e2', 10000],
    ['1.2345e1', 1235],
    [1e-7, 0],
    ['5e-3', 1],
    ['1e-500', 0],
    [123456789.12, 12345678912],
    [2e12, 200000000000000],
  ])('%s -> %i cents', (input, expected) => {
    expect(centsFromDecimal(input)).toBe(expected);
  });
  it.each(['', 'abc', '1,50', '1.2.3', '-', '.', Number.NaN, Infinity, '1e400', '99999999999999999'])(
    'refuses %s',
    (input) => {
      expect(() => centsFromDecimal(input)).toThrow(RangeError);
    },
  );
  it('never returns -0', () => {
    expect(Object.is(centsFromDecimal('-0.001'), 0)).toBe(true);
    expect(Object.is(centsFromDecimal(-0), 0)).toBe(true);
  });
});

describe('thousandthsFromDecimal (seed 001 §3: quantity up to 3 decimals)', () => {
  it.each<[number | string, number]>([
    [1, 1000],
    [1.5, 1500],
    ['0.333', 333],
    ['0.3335', 334],
    ['-0.3335', -334],
    [0.1 + 0.2, 300],
    [-2, -2000],
    [8.875, 8875],
  ])('%s -> %i', (input, expected) => {
    expect(thousandthsFromDecimal(input)).toBe(expected);
  });
});

describe('to the wire and to text', () => {
  it('converts back to decimal numbers equal to the literal', () => {
    expect(centsToDecimal(cents(30))).toBe(0.3);
    expect(centsToDecimal(cents(-1234))).toBe(-12.34);
    expect(thousandthsToDecimal(thousandths(1500))).toBe(1.5);
    expect(thousandthsToDecimal(thousandths(333))).toBe(0.333);
  });
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [1234, '12.34'],
    [100000, '1000.00'],
    [-100, '-1.00'],
  ])('centsToString(%i) = %s', (value, text) => {
    expect(centsToString(cents(value))).toBe(text);
  });
  it.each<[number, string]>([
    [0, '0.000'],
    [1500, '1.500'],
    [7, '0.007'],
    [-2500, '-2.500'],
  ])('thousandthsToString(%i) = %s', (value, text) => {
    expect(thousandthsToString(thousandths(value))).toBe(text);
    expect(thousandthsFormat(thousandths(value))).toBe(text);
  });
  it('formats with the default $ and with another symbol', () => {
    expect(centsFormat(cents(1234))).toBe('$12.34');
    expect(centsFormat(cents(-150))).toBe('-$1.50');
    expect(centsFormat(cents(0))).toBe('$0.00');
    expect(centsFormat(cents(99), '€')).toBe('€0.99');
  });
});

describe('rounded integer arithmetic (half away from zero)', () => {
  it.each<[number, number, number]>([
    [5, 10, 1],
    [4, 10, 0],
    [-5, 10, -1],
    [-4, 10, 0],
    [15, 10, 2],
    [-15, 10, -2],
    [14, 10, 1],
    [20, 10, 2],
    [0, 7, 0],
    [1, 3, 0],
    [2, 3, 1],
    [-2, 3, -1],
  ])('divideRounded(%i, %i) = %i', (a, b, expected) => {
    expect(divideRounded(a, b)).toBe(expected);
  });
  it('refuses a zero or negative divisor and fractions', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1, -2)).toThrow(RangeError);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });
  it('multiplies beyond 2^53 exactly through BigInt', () => {
    // 9_000_000_000_000 × 3_000 / 1000 = 27_000_000_000_000 (exact); the product 2.7e16 is unsafe.
    expect(multiplyDivideRounded(9_000_000_000_000, 3_000, 1000)).toBe(9_000_000_000_000 * 3);
    // 4_503_599_627_370_497 × 3 / 6 = 2_251_799_813_685_248.5 -> ...249 (half away)
    expect(multiplyDivideRounded(4_503_599_627_370_497, 3, 6)).toBe(2_251_799_813_685_249);
    expect(multiplyDivideRounded(-4_503_599_627_370_497, 3, 6)).toBe(-2_251_799_813_685_249);
    expect(() => multiplyDivideRounded(Number.MAX_SAFE_INTEGER, 1000, 1)).toThrow(RangeError);
  });
  it.each<[number, number, number]>([
    [1000, 1000, 1000], // $10.00 × 1
    [1000, 1500, 1500], // $10.00 × 1.5
    [333, 333, 111], // 3.33 × 0.333 = 1.10889 -> 1.11
    [101, 500, 51], // 1.01 × 0.5 = 0.505 -> 0.51
    [-101, 500, -51],
    [101, -500, -51],
    [199, 2500, 498], // 1.99 × 2.5 = 4.975 -> 4.98
  ])('centsTimesQuantity(%i, %i) = %i', (amount, quantity, expected) => {
    expect(centsTimesQuantity(cents(amount), thousandths(quantity))).toBe(expected);
  });
  it.each<[number, number, number]>([
    [1000, 10000, 100], // 10 % of $10
    [999, 8875, 89], // 8.875 % of 9.99 = 0.8866 -> 0.89
    [1050, 5000, 53], // 5 % of 10.50 = 0.525 -> 0.53
    [-1050, 5000, -53],
    [1234, 100000, 1234], // 100 %
    [1234, 0, 0],
  ])('centsPercent(%i, %i) = %i', (amount, percent, expected) => {
    expect(centsPercent(cents(amount), thousandths(percent))).toBe(expected);
  });
  it('sums and refuses unsafe sums', () => {
    expect(centsSum([cents(1), cents(2), cents(-4)])).toBe(-1);
    expect(centsSum([])).toBe(0);
    expect(() => centsSum([cents(Number.MAX_SAFE_INTEGER), cents(1)])).toThrow(RangeError);
  });
});

describe('centsAllocate (largest remainder)', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [100, [0, 0], [50, 50]],
    [1, [0, 0, 0], [1, 0, 0]],
    // 10 over 3:7 -> 3 and 7 exactly
    [10, [3, 7], [3, 7]],
    // 10 over 1,1,1: 3.33 each, the one extra cent goes to the first
    [10, [1, 1, 1], [4, 3, 3]],
    // 5 over 1,2,3: exact 0.833, 1.667, 2.5 -> floors 0,1,2 (4); remainders .833,.667,.5 -> +1 to first
    [5, [1, 2, 3], [1, 2, 2]],
    // 7 over 5,0,5: zero weight gets nothing
    [7, [5, 0, 5], [4, 0, 3]],
    [0, [2, 3], [0, 0]],
    [1000, [1000], [1000]],
  ])('%i over %j -> %j', (total, weights, expected) => {
    expect(centsAllocate(cents(total), weights)).toEqual(expected);
  });
  it('uses BigInt when the products are large and still conserves', () => {
    const parts = centsAllocate(cents(9_000_000_000_000), [3_000_000_000, 1_000_000_000, 2]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(9_000_000_000_000);
    // floors (bc): 6_749_999_996_625, 2_249_999_998_875, 4_499 leave 1 cent; remainders 6_750, 2_250,
    // 3_999_991_002 -> the cent goes to the third part.
    expect(parts).toEqual([6_749_999_996_625, 2_249_999_998_875, 4_500]);
  });
  it('refuses bad weights and a non-zero total over no parts', () => {
    expect(() => centsAllocate(cents(1), [])).toThrow(RangeError);
    expect(centsAllocate(cents(0), [])).toEqual([]);
    expect(() => centsAllocate(cents(1), [-1, 2])).toThrow(RangeError);
    expect(() => centsAllocate(cents(1), [0.5])).toThrow(RangeError);
  });
  it('splits evenly', () => {
    expect(centsSplit(cents(1000), 3)).toEqual([334, 333, 333]);
    expect(centsSplit(cents(2), 4)).toEqual([1, 1, 0, 0]);
    expect(() => centsSplit(cents(2), 0)).toThrow(RangeError);
  });
});

describe('error messages and range edges', () => {
  it('names what is wrong', () => {
    expect(() => cents(1.5)).toThrow('Cents must be a safe integer, got 1.5');
    expect(() => thousandths(0.5)).toThrow('Thousandths must be a safe integer, got 0.5');
    expect(() => divideRounded(1, 0)).toThrow('divideRounded needs safe integers and a positive divisor');
    expect(() => centsFromDecimal('abc')).toThrow('Amount: not a decimal number: "abc"');
    expect(() => thousandthsFromDecimal('x')).toThrow('Quantity: not a decimal number: "x"');
    expect(() => centsFromDecimal(Number.NaN)).toThrow('Amount: not a finite number');
    expect(() => centsFromDecimal('1e400')).toThrow('Amount: out of range: "1e400"');
    expect(() => centsFromDecimal('90071992547409.92')).toThrow('Amount is out of the safe integer range');
    expect(() => multiplyDivideRounded(Number.MAX_SAFE_INTEGER, 1000, 1)).toThrow(
      'Result is out of the safe integer range',
    );
    expect(() => multiplyDivideRounded(0.5, 2 ** 60, 1)).toThrow('multiplyDivideRounded needs safe integers');
    expect(() => centsAllocate(cents(1), [])).toThrow('Cannot allocate a non-zero amount over no parts');
    expect(() => centsAllocate(cents(1), [-1])).toThrow('Allocation weights must be non-negative integers');
    expect(() => centsSplit(cents(1), 0)).toThrow('Split count must be a positive integer');
  });
  it('accepts exactly the safe range and nothing beyond', () => {
    expect(centsFromDecimal('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(centsFromDecimal('-90071992547409.91')).toBe(Number.MIN_SAFE_INTEGER);
    expect(() => centsFromDecimal('-90071992547409.92')).toThrow(RangeError);
    expect(multiplyDivideRounded(Number.MAX_SAFE_INTEGER, 2, 2)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('reads zero with any exponent', () => {
    expect(centsFromDecimal('0e999')).toBe(0);
    expect(centsFromDecimal('0.000e-999')).toBe(0);
  });
  it('refuses fractional or negative split counts', () => {
    expect(() => centsSplit(cents(10), 1.5)).toThrow(RangeError);
    expect(() => centsSplit(cents(10), -2)).toThrow(RangeError);
    expect(centsSplit(cents(10), 1)).toEqual([10]);
  });
  it('gives leftover cents to the earliest of equal remainders', () => {
    expect(centsAllocate(cents(2), [1, 1, 1, 1, 1])).toEqual([1, 1, 0, 0, 0]);
    expect(centsAllocate(cents(3), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(centsAllocate(cents(-2), [1, 1, 1])).toEqual([-1, -1, 0]);
  });
  it('truncates toward zero', () => {
    expect(multiplyDivideTruncated(-15, 1, 10)).toBe(-1);
    expect(multiplyDivideTruncated(15, 1, 10)).toBe(1);
    expect(multiplyDivideTruncated(19, 1, 10)).toBe(1);
    expect(multiplyDivideTruncated(-19, 1, 10)).toBe(-1);
    expect(multiplyDivideTruncated(4_503_599_627_370_497, 3, 2)).toBe(6_755_399_441_055_745);
    expect(() => multiplyDivideTruncated(1, 1, 0)).toThrow(
      'multiplyDivideTruncated needs safe integers and a positive divisor',
    );
    expect(() => multiplyDivideTruncated(1.5, 1, 1)).toThrow(RangeError);
    expect(() => multiplyDivideTruncated(1, 1.5, 1)).toThrow(RangeError);
    expect(() => multiplyDivideTruncated(1, 1, 1.5)).toThrow(RangeError);
  });
});

describe('centsNegate', () => {
  it('flips the sign without -0', () => {
    expect(centsNegate(cents(5))).toBe(-5);
    expect(centsNegate(cents(-5))).toBe(5);
    expect(Object.is(centsNegate(cents(0)), 0)).toBe(true);
  });
});
