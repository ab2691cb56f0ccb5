import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_DIGITS,
  centsKeypadPress,
  centsKeypadValue,
  pinKeypadPress,
  QUANTITY_MAX_LENGTH,
  quantityKeypadConfirm,
  quantityKeypadPress,
} from './keypads.ts';

const typeQuantity = (keys: string[], kiosk = false) =>
  keys.reduce((text, key) => quantityKeypadPress(text, key, { kiosk }), '');
const typeCents = (keys: string[], max?: number) => keys.reduce((text, key) => centsKeypadPress(text, key, max), '');

describe('quantity keypad (seed 001 §5)', () => {
  it('has the seeds’ limits', () => {
    expect(QUANTITY_MAX_LENGTH).toBe(12);
    expect(AMOUNT_MAX_DIGITS).toBe(8);
  });
  it.each<[string[], string]>([
    [['1', '2'], '12'],
    [['1', '.', '5', '.', '2'], '1.52'],
    [['2', '-', '-'], '-2'],
    [['-', '3'], '-3'],
    [['1', '2', 'Backspace'], '1'],
    [['1', '2', 'C'], ''],
    [['1', 'x', '='], '1'],
    [Array<string>(15).fill('9'), '999999999999'],
    [[...Array<string>(12).fill('9'), '-'], '999999999999'],
    [[...Array<string>(12).fill('9'), '.'], '999999999999'],
  ])('%j -> %s', (keys, text) => {
    expect(typeQuantity(keys)).toBe(text);
  });
  it('has no dot in kiosk mode', () => {
    expect(typeQuantity(['1', '.', '5'], true)).toBe('15');
  });
  it.each<[string, unknown]>([
    ['', { kind: 'save', quantity: 1000 }],
    ['-', { kind: 'save', quantity: -1000 }],
    ['.', { kind: 'clear' }],
    ['-.', { kind: 'clear' }],
    ['0', { kind: 'ignore' }],
    ['0.0001', { kind: 'ignore' }],
    ['2.5', { kind: 'save', quantity: 2500 }],
    ['-2', { kind: 'save', quantity: -2000 }],
    ['1.2345', { kind: 'save', quantity: 1235 }],
    ['3.', { kind: 'save', quantity: 3000 }],
  ])('confirm %s', (text, result) => {
    expect(quantityKeypadConfirm(text)).toEqual(result);
  });
});

describe('cents keypads: price, discount, tendered, shift (seed 001 §5, seed 000 §5)', () => {
  it('accumulates up to 8 digits and reads them as cents', () => {
    expect(typeCents(['1', '2', '5'])).toBe('125');
    expect(centsKeypadValue('125')).toBe(125);
    expect(typeCents(Array<string>(10).fill('9'))).toBe('99999999');
    expect(typeCents(['1', '2', '3'], 2)).toBe('12');
  });
  it('C resets to 0, Backspace drops a digit, other keys are ignored', () => {
    expect(centsKeypadValue(typeCents(['1', '2', 'C']))).toBe(0);
    expect(typeCents(['1', '2', 'Backspace'])).toBe('1');
    expect(typeCents(['1', '.', '-', '2'])).toBe('12');
  });
  it('empty is 0 and leading zeros are harmless', () => {
    expect(centsKeypadValue('')).toBe(0);
    expect(centsKeypadValue('007')).toBe(7);
  });
});

describe('PIN keypad (seed 000 §2.6)', () => {
  it('completes on the fourth digit and never takes a fifth', () => {
    expect(pinKeypadPress('123', '4')).toEqual({ pin: '1234', complete: true });
    expect(pinKeypadPress('1234', '5')).toEqual({ pin: '1234', complete: true });
    expect(pinKeypadPress('12', '3')).toEqual({ pin: '123', complete: false });
    expect(pinKeypadPress('12', 'a')).toEqual({ pin: '12', complete: false });
  });
  it('backspace or C clears the entry', () => {
    expect(pinKeypadPress('123', 'Backspace')).toEqual({ pin: '', complete: false });
    expect(pinKeypadPress('123', 'C')).toEqual({ pin: '', complete: false });
  });
  it('takes another length', () => {
    expect(pinKeypadPress('12345', '6', 6)).toEqual({ pin: '123456', complete: true });
  });
});

describe('keypad edges', () => {
  it('backspace removes only the last character', () => {
    expect(quantityKeypadPress('123', 'Backspace')).toBe('12');
    expect(centsKeypadPress('123', 'Backspace')).toBe('12');
  });
  it('ignores keys that are not one digit', () => {
    for (const key of ['12', 'a1', '1a']) {
      expect(quantityKeypadPress('5', key)).toBe('5');
      expect(centsKeypadPress('5', key)).toBe('5');
      expect(pinKeypadPress('5', key).pin).toBe('5');
    }
  });
});
