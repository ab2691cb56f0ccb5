// @vitest-environment node
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { paymentMethodName, REPORT_LABELS, reportLabelTranslator } from './report-labels.ts';

// Issue 15 §8: report labels and our payment method names in the employee's language; back-office names as entered.
beforeAll(async () => {
  await initI18n();
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

describe('report labels', () => {
  it('English keeps the labels the reports print', async () => {
    await i18next.changeLanguage('en');
    const label = reportLabelTranslator(i18next.t);
    for (const english of REPORT_LABELS) expect(label(english)).toBe(english);
  });

  it("translates every label, and leaves a payment type's own name, a card brand or a person as entered", async () => {
    await i18next.changeLanguage('de');
    const label = reportLabelTranslator(i18next.t);
    expect(label('Net Sales')).toBe('Nettoumsatz');
    expect(label('Over/Short')).toBe('Über/Unter');
    expect(label('Z REPORT')).toBe('Z-BERICHT');
    for (const entered of ['Card A', 'Cash', 'VISA', 'Mia']) expect(label(entered)).toBe(entered);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has its own word for every label and method', async (lang) => {
    await i18next.changeLanguage(lang);
    const label = reportLabelTranslator(i18next.t);
    const translated = REPORT_LABELS.map(label);
    for (const [index, text] of translated.entries()) expect(text, REPORT_LABELS[index]).not.toMatch(/^reports\./);
    // Words shared with English are fine ("Transactions" in French), but most labels read differently.
    expect(translated.filter((text, index) => text !== REPORT_LABELS[index]).length).toBeGreaterThan(
      REPORT_LABELS.length / 2,
    );
    expect(paymentMethodName(i18next.t, 'cash')).not.toBe('Cash');
  });

  it('names our payment methods', async () => {
    await i18next.changeLanguage('ru');
    expect(paymentMethodName(i18next.t, 'giftCard')).toBe('Подарочная карта');
    await i18next.changeLanguage('en');
    expect(paymentMethodName(i18next.t, 'giftCard')).toBe('Gift Card');
  });
});
