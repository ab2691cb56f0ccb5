import { describe, expect, it } from 'vitest';
import { displayLanguage, displayTranslations } from './display-i18n.ts';

describe("the display's translations (issue 20 §2)", () => {
  it('maps browser and terminal language tags to the nine languages', () => {
    expect(displayLanguage('de-AT')).toBe('de');
    expect(displayLanguage('zh-TW')).toBe('zh-Hant');
    expect(displayLanguage('zh-CN')).toBe('zh-Hans');
    expect(displayLanguage('zh-Hant')).toBe('zh-Hant');
    expect(displayLanguage('pt-BR')).toBe('en');
    expect(displayLanguage(null)).toBe('en');
  });

  it('reads the locale files with plurals and placeholders', async () => {
    const ru = await displayTranslations('ru');
    expect(ru('customerDisplay.order.items', { count: 1 })).toBe('1 позиция');
    expect(ru('customerDisplay.order.items', { count: 3 })).toBe('3 позиции');
    expect(ru('customerDisplay.order.items', { count: 5 })).toBe('5 позиций');
    const en = await displayTranslations('en');
    expect(en('customerDisplay.order.items', { count: 1 })).toBe('1 item');
    expect(en('customerDisplay.order.itemDiscount', { amount: '-$1.00' })).toBe('Discount -$1.00');
    expect(en('customerDisplay.state.reconnecting')).toBe('Reconnecting...');
    const zh = await displayTranslations('zh-Hans');
    expect(zh('customerDisplay.order.items', { count: 2 })).toBe('2 件商品');
  });
});
