import { describe, expect, it } from 'vitest';
import {
  customerIsValid,
  customerMatches,
  displayConnectionCode,
  giftCardNumberIsValid,
  modifierGroupCheck,
  orderSearchInputIsValid,
  orderSearchRoute,
  pinIsValid,
  verificationCodeIsValid,
} from './validation.ts';

describe('gift card number (seed 001 §5)', () => {
  it.each<[string, boolean]>([
    ['1234', true],
    ['1234-5678', true],
    ['1-2-3', true],
    ['1234--5678', false],
    ['-1234', false],
    ['1234-', false],
    ['12a4', false],
    ['', false],
    ['12 34', false],
  ])('%s -> %s', (input, valid) => expect(giftCardNumberIsValid(input)).toBe(valid));
});

describe('order search (seed 002 §4, §5)', () => {
  it.each<[string, boolean]>([
    ['123', true],
    ['12_1700000000000', true],
    ['', true],
    ['12a', false],
    ['3-042', true],
    ['3 042', false],
  ])('input %s accepted %s', (input, valid) => expect(orderSearchInputIsValid(input)).toBe(valid));
  it.each<[string, boolean, string]>([
    ['12_1700000000000', true, 'local'],
    ['12_1700000000000', false, 'local'],
    ['_', true, 'local'],
    ['123', true, 'server'],
    ['123', false, 'local'],
    ['3-042', true, 'server'],
    ['3-042', false, 'local'],
    ['3-', true, 'not_found'],
    ['abc', true, 'not_found'],
    ['', true, 'not_found'],
    ['12a_3', true, 'not_found'],
  ])('%s online %s -> %s', (input, online, route) => expect(orderSearchRoute(input, online)).toBe(route));
});

describe('PIN and verification code (seed 000 §5)', () => {
  it.each<[string, boolean]>([
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('PIN %s -> %s', (pin, valid) => expect(pinIsValid(pin)).toBe(valid));
  it.each<[string, boolean]>([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('code %s -> %s', (code, valid) => expect(verificationCodeIsValid(code)).toBe(valid));
});

describe('display connection code (seed 000 §5, seed 002 §4)', () => {
  it.each<[number | string, string]>([
    [1234, '001234'],
    [12345, '012345'],
    ['1234', '001234'],
    [123, '123'],
    [123456, '123456'],
  ])('%s -> %s', (id, code) => expect(displayConnectionCode(id)).toBe(code));
});

describe('customers (seed 001 §5)', () => {
  it('needs a first name', () => {
    expect(customerIsValid({ first_name: 'Ann' })).toBe(true);
    expect(customerIsValid({ first_name: '  ' })).toBe(false);
    expect(customerIsValid({ first_name: null })).toBe(false);
    expect(customerIsValid({})).toBe(false);
  });
  it('filters on full name or phone, case-insensitively', () => {
    const ann = { first_name: 'Ann', last_name: 'Lee', phone: '555-0101' };
    expect(customerMatches(ann, 'ann lee')).toBe(true);
    expect(customerMatches(ann, 'LEE')).toBe(true);
    expect(customerMatches(ann, '0101')).toBe(true);
    expect(customerMatches(ann, 'bob')).toBe(false);
    expect(customerMatches({ first_name: 'Ann' }, 'ann')).toBe(true);
    expect(customerMatches({}, 'x')).toBe(false);
  });
});

describe('modifier groups (seed 001 §5)', () => {
  const group = { name: 'Sides', min_selection: 1, max_selection: 2 };
  it('accepts within the limits', () => {
    expect(modifierGroupCheck(group, 1)).toEqual({ ok: true, value: true });
    expect(modifierGroupCheck(group, 2)).toEqual({ ok: true, value: true });
  });
  it('refuses below the minimum and above the maximum with the seeds’ messages', () => {
    expect(modifierGroupCheck(group, 0)).toEqual({
      ok: false,
      error: { title: 'Modifiers', message: 'You must select at least 1 modifiers in group Sides' },
    });
    expect(modifierGroupCheck(group, 3)).toEqual({
      ok: false,
      error: { title: 'Modifiers', message: 'You can only select up to 2 modifiers for maximum in group Sides' },
    });
  });
  it('treats absent limits as none', () => {
    expect(modifierGroupCheck({ name: 'Any' }, 9).ok).toBe(true);
    expect(modifierGroupCheck({ name: 'Any', max_selection: 0 }, 9).ok).toBe(true);
    expect(modifierGroupCheck({ name: 'Any', min_selection: null }, 0).ok).toBe(true);
  });
});

describe('validation edges', () => {
  it('trims the order search and anchors the local form', () => {
    expect(orderSearchRoute(' 123 ', true)).toBe('server');
    expect(orderSearchRoute('1_a', true)).toBe('not_found');
  });
  it('pads only ids that are wholly 4 or 5 digits', () => {
    expect(displayConnectionCode('a1234')).toBe('a1234');
    expect(displayConnectionCode('1234a')).toBe('1234a');
  });
  it('compares customers case-insensitively and without invented text', () => {
    expect(customerMatches({ first_name: 'ANN' }, 'ann')).toBe(true);
    expect(customerMatches({ phone: 'EXT 12' }, 'ext')).toBe(true);
    expect(customerMatches({ first_name: 'Ann', last_name: 'Lee' }, ' ann lee ')).toBe(true);
    expect(customerMatches({ last_name: 'Lee' }, 'stryker')).toBe(false);
    expect(customerMatches({ first_name: 'Ann' }, 'stryker')).toBe(false);
  });
});
