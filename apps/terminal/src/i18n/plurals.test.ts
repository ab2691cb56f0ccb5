// @vitest-environment node
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './index.ts';
import { LANGUAGES } from './languages.ts';

// Issue 15 §8: counted texts use i18next plurals in every language, the seeds' sentences included.
beforeAll(async () => {
  await initI18n();
});
afterAll(async () => {
  await i18next.changeLanguage('en');
});

const COUNTED = ['orderModals.modifiers.atLeast', 'orderModals.modifiers.limitsMin', 'orderModals.modifiers.limits'];

describe('counted texts', () => {
  it("English says the seeds' sentences: at least 1 modifier, at least 2 modifiers", async () => {
    await i18next.changeLanguage('en');
    const t = i18next.t;
    expect(t('orderModals.modifiers.atLeast', { count: 1, name: 'Milk' })).toBe(
      'You must select at least 1 modifier in group Milk',
    );
    expect(t('orderModals.modifiers.atLeast', { count: 2, name: 'Milk' })).toBe(
      'You must select at least 2 modifiers in group Milk',
    );
    expect(t('orderModals.modifiers.upTo', { count: 1, name: 'Syrups' })).toBe(
      'You can only select up to 1 modifier for maximum in group Syrups',
    );
    expect(t('orderModals.modifiers.limitsMin', { count: 1 })).toBe('Choose at least 1 modifier');
    expect(t('orderModals.modifiers.limitsMin', { count: 2 })).toBe('Choose at least 2 modifiers');
    expect(t('orderModals.modifiers.limits', { min: 0, count: 1 })).toBe('Choose 0 to 1 modifier');
    expect(t('orderModals.modifiers.limits', { min: 1, count: 3 })).toBe('Choose 1 to 3 modifiers');
  });

  it('Russian takes one, few and many by the number', async () => {
    await i18next.changeLanguage('ru');
    const t = i18next.t;
    expect(t('orderModals.modifiers.limitsMin', { count: 1 })).toBe('Выберите не менее 1 модификатора');
    expect(t('orderModals.modifiers.limitsMin', { count: 2 })).toBe('Выберите не менее 2 модификаторов');
    expect(t('orderModals.modifiers.limitsMin', { count: 5 })).toBe('Выберите не менее 5 модификаторов');
    expect(t('orderModals.modifiers.limitsMin', { count: 21 })).toBe('Выберите не менее 21 модификатора');
  });

  it.each(LANGUAGES)('%s picks the form its plural rules name, with the number in it', async (lang) => {
    await i18next.changeLanguage(lang);
    const rules = new Intl.PluralRules(lang);
    for (const key of COUNTED)
      for (const count of [1, 2, 5, 21, 1000000]) {
        const form = i18next.t(`${key}_${rules.select(count)}`, { count, min: 0, name: 'G' });
        expect(form, `${lang} ${key} ${String(count)}`).not.toBe(`${key}_${rules.select(count)}`);
        expect(i18next.t(key, { count, min: 0, name: 'G' }), `${lang} ${key} ${String(count)}`).toBe(form);
        expect(form).toContain(String(count));
      }
  });
});
