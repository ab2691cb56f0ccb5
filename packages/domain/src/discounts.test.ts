import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_BIGGER_THAN_TOTAL,
  DISCOUNT_TOO_LARGE_MESSAGE,
  itemDiscountAfterPriceChange,
  itemDiscountAmount,
  orderDiscountCheck,
  VALUE_ERROR_TITLE,
} from './discounts.ts';
import { cents, thousandths } from './money.ts';

const valueError = {
  ok: false,
  error: { title: 'Value error', message: 'Discount amount is more than the value requested' },
};

describe('itemDiscountAmount (seed 001 §5)', () => {
  it('uses the seeds’ wording', () => {
    expect(VALUE_ERROR_TITLE).toBe('Value error');
    expect(DISCOUNT_TOO_LARGE_MESSAGE).toBe('Discount amount is more than the value requested');
    expect(DISCOUNT_BIGGER_THAN_TOTAL).toBe('Discount is bigger than the total value');
  });
  it.each<[number, number, number]>([
    [1000, 10000, 100],
    [1000, 100000, 1000],
    [333, 15000, 50],
    [-1000, 10000, -100],
    [1000, 0, 0],
  ])('percent: line %i at %i thousandths % -> %i', (line, percent, expected) => {
    expect(itemDiscountAmount(cents(line), { type: 1, percent: thousandths(percent) })).toEqual({
      ok: true,
      value: expected,
    });
  });
  it.each<[number, number, number]>([
    [1000, 300, 300],
    [1000, 1000, 1000],
    [-1000, 300, -300],
  ])('fixed: line %i minus %i -> %i', (line, amount, expected) => {
    expect(itemDiscountAmount(cents(line), { type: 2, amount: cents(amount) })).toEqual({ ok: true, value: expected });
  });
  it('refuses a discount that would make the item negative', () => {
    expect(itemDiscountAmount(cents(1000), { type: 2, amount: cents(1001) })).toEqual(valueError);
    expect(itemDiscountAmount(cents(1000), { type: 1, percent: thousandths(100001) })).toEqual(valueError);
    expect(itemDiscountAmount(cents(1000), { type: 2, amount: cents(-1) })).toEqual(valueError);
    expect(itemDiscountAmount(cents(1000), { type: 1, percent: thousandths(-1) })).toEqual(valueError);
  });
});

describe('orderDiscountCheck (seed 001 §4, §5)', () => {
  const bigger = { ok: false, error: { title: 'Error', message: 'Discount is bigger than the total value' } };
  it('percent of the eligible subtotal; exactly 100 % is the whole order', () => {
    expect(orderDiscountCheck(cents(2000), { type: 1, percent: thousandths(10000) })).toEqual({
      ok: true,
      value: { amount: 200, whole_order_discount: false },
    });
    expect(orderDiscountCheck(cents(2000), { type: 1, percent: thousandths(100000) })).toEqual({
      ok: true,
      value: { amount: 2000, whole_order_discount: true },
    });
    expect(orderDiscountCheck(cents(2000), { type: 1, percent: thousandths(99999) })).toEqual({
      ok: true,
      value: { amount: 2000, whole_order_discount: false },
    });
  });
  it('fixed up to the subtotal, signed like it', () => {
    expect(orderDiscountCheck(cents(2000), { type: 2, amount: cents(2000) })).toEqual({
      ok: true,
      value: { amount: 2000, whole_order_discount: false },
    });
    expect(orderDiscountCheck(cents(-2000), { type: 2, amount: cents(500) })).toEqual({
      ok: true,
      value: { amount: -500, whole_order_discount: false },
    });
  });
  it('refuses more than the total', () => {
    expect(orderDiscountCheck(cents(2000), { type: 2, amount: cents(2001) })).toEqual(bigger);
    expect(orderDiscountCheck(cents(2000), { type: 1, percent: thousandths(100001) })).toEqual(bigger);
    expect(orderDiscountCheck(cents(2000), { type: 2, amount: cents(-1) })).toEqual(bigger);
    expect(orderDiscountCheck(cents(2000), { type: 1, percent: thousandths(-1) })).toEqual(bigger);
  });
});

describe('itemDiscountAfterPriceChange (seed 001 §5)', () => {
  it('resets the discount to 0 only when it exceeds the new line', () => {
    expect(itemDiscountAfterPriceChange(cents(500), cents(400))).toBe(0);
    expect(itemDiscountAfterPriceChange(cents(400), cents(400))).toBe(400);
    expect(itemDiscountAfterPriceChange(cents(-500), cents(-600))).toBe(-500);
  });
});

describe('discount edges', () => {
  it('zero is a valid discount', () => {
    expect(itemDiscountAmount(cents(1000), { type: 2, amount: cents(0) })).toEqual({ ok: true, value: 0 });
    expect(orderDiscountCheck(cents(1000), { type: 1, percent: thousandths(0) })).toEqual({
      ok: true,
      value: { amount: 0, whole_order_discount: false },
    });
    expect(orderDiscountCheck(cents(1000), { type: 2, amount: cents(0) })).toEqual({
      ok: true,
      value: { amount: 0, whole_order_discount: false },
    });
  });
});
