import { describe, expect, it } from 'vitest';
import {
  amount,
  calendarDate,
  dateTime,
  localId,
  longText,
  multilineText,
  quantity,
  shortText,
  wireSafe,
  wireSafeText,
} from './wire.ts';

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

describe('wire texts (issue 14 §5/§8)', () => {
  it('refuses every C0/C1 control character on one line, a tab and NUL included', () => {
    for (const bad of [
      'a\u0000b',
      'tab\there',
      'line\nbreak',
      '\u001bp0',
      '\u001dV',
      'x\u007f',
      'x\u0085',
      'x\u009f',
    ]) {
      expect(shortText.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(shortText.safeParse('Café 東京 ☕ \u00a0ok').success).toBe(true);
  });
  it('allows line breaks (LF, CR) in long text, nothing else', () => {
    expect(longText.safeParse('line 1\nline 2\r\nline 3').success).toBe(true);
    for (const bad of ['a\u0000', 'a\tb', '\u001bp', 'a\u000bb', 'a\u000cb', 'a\u0085']) {
      expect(longText.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('refuses a lone surrogate but keeps a pair', () => {
    expect(shortText.safeParse('a\ud800b').success).toBe(false);
    expect(shortText.safeParse('\ude00').success).toBe(false);
    expect(longText.safeParse('x\udbff').success).toBe(false);
    expect(shortText.safeParse('smile \ud83d\ude00').success).toBe(true);
  });
});

describe('wire dates (issue 14 §8)', () => {
  it('refuses year 0000 and instants past 9999', () => {
    expect(dateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(dateTime.safeParse('9999-12-31T23:00:00-05:00').success).toBe(false);
    expect(dateTime.safeParse('1899-12-31T23:59:59Z').success).toBe(false);
    expect(dateTime.safeParse('9999-12-31T23:59:59.999Z').success).toBe(true);
    expect(dateTime.safeParse('1970-01-01T00:00:00.000Z').success).toBe(true);
    expect(dateTime.safeParse('2026-11-24T18:00:00+02:00').success).toBe(true);
  });
  it('refuses calendar dates out of 1900..9999', () => {
    expect(calendarDate.safeParse('0000-01-01').success).toBe(false);
    expect(calendarDate.safeParse('9999-12-31').success).toBe(true);
    expect(calendarDate.safeParse('2026-02-30').success).toBe(false);
  });
});

describe('wireSafe (what a device sends, issue 14 §5)', () => {
  it('turns control characters but line breaks into spaces and lone surrogates into U+FFFD, deep, as a copy', () => {
    const value = { a: 'x\ty\u0000z\r\n', list: ['\u009b', 1, null], emoji: '\ud83d\ude00', lone: 'a\udc00' };
    expect(wireSafe(value)).toEqual({ a: 'x y z\r\n', list: [' ', 1, null], emoji: '\ud83d\ude00', lone: 'a\ufffd' });
    expect(value.a).toBe('x\ty\u0000z\r\n');
    expect(multilineText(100).safeParse(wireSafeText('a\tb\u0085\nc')).success).toBe(true);
  });
});
