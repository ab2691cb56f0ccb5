import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

// Issue 16 §1: every namespace (one folder per area) in all nine languages, each with the same keys as English,
// the same placeholders, and the plural forms Intl.PluralRules names for the language.
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))].sort();
const locale = (namespace: string, lang: string): Record<string, string> => {
  const tree = files[`./locales/${namespace}/${lang}.json`];
  if (!tree) throw new Error(`locales/${namespace}/${lang}.json missing`);
  return flatten(tree);
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const pluralForms = (lang: string) => [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
const pluralKeys = (tree: Record<string, string>) => {
  const found = new Map<string, string[]>();
  for (const key of Object.keys(tree))
    if (PLURAL.test(key))
      found.set(pluralBase(key), [...(found.get(pluralBase(key)) ?? []), key.slice(pluralBase(key).length + 1)]);
  return found;
};
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const cases = namespaces.flatMap((namespace) => LANGUAGES.map((lang) => [namespace, lang] as const));

describe('dashboard locale files', () => {
  it('has the shell namespace and the account screens', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'account', 'audit', 'overview']));
  });

  it.each(cases)('%s/%s has every English key, non-empty, the same placeholders and its plural forms', (ns, lang) => {
    const english = locale(ns, 'en');
    const other = locale(ns, lang);
    const singular = (tree: Record<string, string>) => Object.keys(tree).filter((key) => !PLURAL.test(key));
    expect(singular(other).sort(), `${ns}/${lang}`).toEqual(singular(english).sort());
    for (const key of singular(english)) {
      const text = other[key] ?? '';
      expect(text.trim(), `${ns}/${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${ns}/${lang}:${key}`).toEqual(placeholders(english[key] ?? ''));
    }
    const found = pluralKeys(other);
    expect([...found.keys()].sort(), `${ns}/${lang} plural keys`).toEqual([...pluralKeys(english).keys()].sort());
    for (const [base, forms] of found) {
      expect(forms.sort(), `${ns}/${lang}:${base}`).toEqual(pluralForms(lang));
      for (const form of forms) {
        expect(placeholders(other[`${base}_${form}`] ?? ''), `${ns}/${lang}:${base}_${form}`).toEqual(
          placeholders(english[`${base}_other`] ?? ''),
        );
      }
    }
  });
});
