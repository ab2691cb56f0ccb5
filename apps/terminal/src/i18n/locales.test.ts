import { describe, expect, it } from 'vitest';
import { initI18n } from './index.ts';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const locale = (lang: string): Tree => {
  const tree = locales[`./locales/${lang}.json`];
  if (!tree) throw new Error(`locale file ${lang}.json missing`);
  return tree;
};

describe('locale files', () => {
  const english = flatten(locale('en'));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, non-empty, with the same placeholders', (lang) => {
    const other = flatten(locale(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = other[key] ?? '';
      expect(translated.trim(), `${lang}:${key}`).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(translated), `${lang}:${key}`).toEqual(placeholders(text));
    }
  });

  it('loads another language on demand when it is switched to', async () => {
    const i18n = await initI18n();
    expect(i18n.t('auth.enterCode')).toBe('Please, enter terminal verification code:');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    await i18n.changeLanguage('de');
    expect(i18n.t('auth.enterCode')).toBe(flatten(locale('de'))['auth.enterCode']);
    await i18n.changeLanguage('en');
  });
});
