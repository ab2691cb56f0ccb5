import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import {
  isActive,
  isGiftCardItem,
  itemProductId,
  modifierPriceBeforeTax,
  storeTaxInclusive,
  taxRoundMode,
} from './order-input.ts';

describe('order item helpers (seed 001 §3, §5)', () => {
  it.each<[unknown, string]>([
    ['nearest', 'nearest'],
    [' Nearest ', 'nearest'],
    ['none', 'none'],
    ['no rounding', 'none'],
    ['no-rounding', 'none'],
    ['no', 'none'],
    ['default', 'default'],
    [undefined, 'default'],
    [2, 'default'],
  ])('taxRoundMode(%s) = %s', (value, mode) => {
    expect(taxRoundMode(value)).toBe(mode);
  });
  it.each<[unknown, boolean]>([
    ['inclusive', true],
    ['Tax_Inclusive', true],
    ['1', true],
    ['true', true],
    [1, true],
    [true, true],
    ['exclusive', false],
    [0, false],
    [null, false],
    [2, false],
  ])('storeTaxInclusive(%s) = %s', (value, expected) => {
    expect(storeTaxInclusive(value)).toBe(expected);
  });
  it('isActive follows void_status 0/null/absent', () => {
    expect(isActive({ void_status: 0 })).toBe(true);
    expect(isActive({ void_status: null })).toBe(true);
    expect(isActive({})).toBe(true);
    expect(isActive({ void_status: 1 })).toBe(false);
    expect(isActive({ void_status: 2 })).toBe(false);
  });
  it('product ids from numbers or objects', () => {
    expect(itemProductId({ product: 5 })).toBe(5);
    expect(itemProductId({ product: { id: -2 } })).toBe(-2);
    expect(itemProductId({ product: null })).toBeNull();
    expect(itemProductId({})).toBeNull();
    expect(isGiftCardItem({ product: -2 })).toBe(true);
    expect(isGiftCardItem({ product: 2 })).toBe(false);
  });
  it('modifier price before tax when inclusive (seed 001 §5)', () => {
    expect(modifierPriceBeforeTax(cents(110), [thousandths(10000)], true)).toBe(100);
    expect(modifierPriceBeforeTax(cents(115), [thousandths(5000), thousandths(10000)], true)).toBe(100);
    expect(modifierPriceBeforeTax(cents(110), [thousandths(10000)], false)).toBe(110);
    expect(modifierPriceBeforeTax(cents(110), [], true)).toBe(110);
  });
});

describe('store value parsing edges', () => {
  it('takes runs of spaces and hyphens as one separator and trims the tax option', () => {
    expect(taxRoundMode('no  rounding')).toBe('none');
    expect(taxRoundMode('no - rounding')).toBe('none');
    expect(storeTaxInclusive(' inclusive ')).toBe(true);
  });
});
