// @vitest-environment node
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

/** i18next's plural suffixes (cardinal): `key_one`, `key_few`... */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
/** The plural forms a language needs, as i18next picks them (Intl.PluralRules), e.g. ru: few, many, one, other. */
const pluralForms = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
/** Keys that are plural in a flattened locale, by base key, with the forms present. */
const plurals = (tree: Record<string, string>) => {
  const found = new Map<string, string[]>();
  for (const key of Object.keys(tree))
    if (PLURAL.test(key))
      found.set(pluralBase(key), [...(found.get(pluralBase(key)) ?? []), key.slice(pluralBase(key).length + 1)]);
  return found;
};
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('locale files', () => {
  const english = flatten(locale('en'));
  const englishPlurals = plurals(english);
  const singular = (tree: Record<string, string>) => Object.keys(tree).filter((key) => !PLURAL.test(key));

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, non-empty, with the same placeholders',
    (lang) => {
      const other = flatten(locale(lang));
      expect(singular(other).sort()).toEqual(singular(english).sort());
      expect([...plurals(other).keys()].sort()).toEqual([...englishPlurals.keys()].sort());
      for (const [key, text] of Object.entries(english)) {
        if (PLURAL.test(key)) continue;
        const translated = other[key] ?? '';
        expect(translated.trim(), `${lang}:${key}`).not.toBe('');
        expect(placeholders(translated), `${lang}:${key}`).toEqual(placeholders(text));
      }
    },
  );

  it.each(LANGUAGES)(
    '%s has each plural form its Intl.PluralRules needs for every key plural in English, and no other',
    (lang) => {
      const other = flatten(locale(lang));
      const found = plurals(other);
      for (const [base] of englishPlurals) {
        expect(found.get(base)?.sort(), `${lang}:${base} plural forms`).toEqual(pluralForms(lang));
        const englishText = english[`${base}_other`] ?? '';
        for (const form of pluralForms(lang)) {
          const translated = other[`${base}_${form}`] ?? '';
          expect(translated.trim(), `${lang}:${base}_${form}`).not.toBe('');
          expect(placeholders(translated), `${lang}:${base}_${form}`).toEqual(placeholders(englishText));
        }
      }
    },
  );

  it('English counted texts are plural (i18next picks the form by count)', async () => {
    const i18n = await initI18n();
    expect(i18n.t('reset.unsynced', { count: 1 })).toBe('1 record is not uploaded yet and will be lost.');
    expect(i18n.t('reset.unsynced', { count: 3 })).toBe('3 records are not uploaded yet and will be lost.');
    await i18n.changeLanguage('ru');
    expect(i18n.t('sync.productPages', { count: 1 })).toBe('1 страница');
    expect(i18n.t('sync.productPages', { count: 3 })).toBe('3 страницы');
    expect(i18n.t('sync.productPages', { count: 5 })).toBe('5 страниц');
    await i18n.changeLanguage('en');
  });

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
