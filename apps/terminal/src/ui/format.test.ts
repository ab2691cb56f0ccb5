// @vitest-environment node
import { cents } from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import { formatLocale, formatterFor } from './format.ts';

// Issue 15 §8: dates, times and amounts by the store's country (seed 000 §9) in the employee's language.
const at = new Date(2026, 2, 7, 14, 5);

describe('dates and times by the store country', () => {
  it('a US store reads month first and 12-hour time (seed 000 §9, §2.4)', () => {
    const us = formatterFor({ language: 'en', country: 'US' });
    expect(us.date(at)).toBe('03/07/2026');
    expect(us.time(at)).toBe('2:05 PM');
    expect(us.dateTime(at)).toBe('03/07/2026 2:05 PM');
  });

  it('any other country reads day first and 24-hour time', () => {
    expect(formatterFor({ language: 'en', country: 'GB' }).dateTime(at)).toBe('07/03/2026 14:05');
    expect(formatterFor({ language: 'en', country: 'DE' }).date(at)).toBe('07/03/2026');
  });

  it("before the store is known: day first, the language's own clock", () => {
    expect(formatterFor({ language: 'en', country: null }).dateTime(at)).toBe('07/03/2026 2:05 PM');
    expect(formatterFor({ language: 'de', country: null }).time(at)).toBe('14:05');
  });

  it("keeps the seeds' order whatever the language's own date order is", () => {
    // Intl alone would give 07.03.2026 in German and 2026/03/07 in Chinese.
    expect(formatterFor({ language: 'de', country: 'DE' }).date(at)).toBe('07/03/2026');
    expect(formatterFor({ language: 'zh-Hans', country: 'US' }).date(at)).toBe('03/07/2026');
    expect(formatterFor({ language: 'zh-Hans', country: 'CN' }).date(at)).toBe('07/03/2026');
  });

  it("writes the US 12-hour time in the employee's language", () => {
    expect(formatterFor({ language: 'es', country: 'US' }).time(at)).toBe('2:05 p.m.');
    expect(formatterFor({ language: 'zh-Hant', country: 'US' }).time(at)).toBe('下午2:05');
    expect(formatterFor({ language: 'ru', country: 'US' }).time(at)).toBe('2:05 PM');
    expect(formatterFor({ language: 'ru', country: 'RU' }).time(at)).toBe('14:05');
  });

  it('reads wire date texts too', () => {
    const wire = new Date(2026, 10, 24, 9, 30).toISOString();
    expect(formatterFor({ language: 'en', country: 'US' }).dateTime(wire)).toBe('11/24/2026 9:30 AM');
  });
});

describe('amounts', () => {
  const big = cents(-123450);

  it('US English: symbol first, comma thousands, 2 decimals, minus before the symbol', () => {
    const us = formatterFor({ language: 'en', country: 'US', currency: 'USD', symbol: '$' });
    expect(us.money(cents(490))).toBe('$4.90');
    expect(us.money(cents(0))).toBe('$0.00');
    expect(us.money(cents(-150))).toBe('-$1.50');
    expect(us.money(big)).toBe('-$1,234.50');
  });

  it("uses the language's separators and symbol place for the store's currency, with the store's symbol", () => {
    const nbsp = '\u00a0';
    const narrow = '\u202f';
    expect(formatterFor({ language: 'de', country: 'DE', currency: 'EUR', symbol: '€' }).money(big)).toBe(
      `-1.234,50${nbsp}€`,
    );
    expect(formatterFor({ language: 'fr', country: 'FR', currency: 'EUR', symbol: '€' }).money(big)).toBe(
      `-1${narrow}234,50${nbsp}€`,
    );
    expect(formatterFor({ language: 'ru', country: 'US', currency: 'USD', symbol: '$' }).money(big)).toBe(
      `-1${nbsp}234,50${nbsp}$`,
    );
    // The symbol as entered in the back office replaces Intl's own ("US$", "$US"...).
    expect(formatterFor({ language: 'en', country: 'CA', currency: 'CAD', symbol: 'C$' }).money(cents(500))).toBe(
      'C$5.00',
    );
  });

  it('formats exactly from integer cents, however large', () => {
    const us = formatterFor({ language: 'en', country: 'US', currency: 'USD' });
    expect(us.money(cents(900719925474099))).toBe('$9,007,199,254,740.99');
    expect(us.money(cents(1))).toBe('$0.01');
  });

  it('falls back to the symbol in front when the currency code is unknown', () => {
    expect(formatterFor({ language: 'de', country: 'DE', currency: 'XX', symbol: '¤' }).money(big)).toBe('-¤1.234,50');
  });
});

describe('formatLocale', () => {
  it("joins the language and the store's country, and drops a country that is not a region", () => {
    expect(formatLocale('zh-Hans', 'US')).toBe('zh-Hans-US');
    expect(formatLocale('de', null)).toBe('de');
    expect(formatLocale('de', 'not a country')).toBe('de');
  });
});
