import { describe, expect, it } from 'vitest';
import { initI18n, localeMerge } from './index.ts';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const locales = import.meta.glob<Tree>(['./locales/*.json', './locales/*/*.json'], { eager: true, import: 'default' });
/** The core file and every area file (locales/{area}/{lang}.json) of a language, merged. */
const locale = (lang: string): Tree => {
  const core = locales[`./locales/${lang}.json`];
  if (!core) throw new Error(`locale file ${lang}.json missing`);
  const areas = Object.entries(locales).filter(
    ([path]) => path.split('/').length === 4 && path.endsWith(`/${lang}.json`),
  );
  return localeMerge(core, ...areas.map(([, tree]) => tree));
};
const areaNames = [
  ...new Set(
    Object.keys(locales)
      .filter((path) => path.split('/').length === 4)
      .map((path) => path.split('/')[2]),
  ),
];

describe('locale files', () => {
  const english = flatten(locale('en'));

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, non-empty, with the same placeholders',
    (lang) => {
      const other = flatten(locale(lang));
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = other[key] ?? '';
        expect(translated.trim(), `${lang}:${key}`).not.toBe('');
        const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect(placeholders(translated), `${lang}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it.each(areaNames)('area %s has a file for each of the nine languages', (area) => {
    for (const lang of LANGUAGES)
      expect(locales[`./locales/${area}/${lang}.json`], `${area}/${lang}.json`).toBeDefined();
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
