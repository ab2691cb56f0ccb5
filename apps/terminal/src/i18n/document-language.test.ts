import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from './index.ts';

describe('<html lang> and dir follow the interface language (issue 13 §4)', () => {
  afterEach(async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
  });

  it('sets lang and dir at start and on every language change', async () => {
    document.documentElement.lang = '';
    document.documentElement.dir = '';
    const i18n = await initI18n();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');

    await i18n.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.dir).toBe('ltr');

    await i18n.changeLanguage('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it("takes the direction from i18next's dir(), so a right-to-left language would turn the page", async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
