import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

describe('locale files', () => {
  const english = flatten(resources.en.translation);

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, non-empty, with the same placeholders', (lang) => {
    const other = flatten(resources[lang].translation);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = other[key] ?? '';
      expect(translated.trim(), `${lang}:${key}`).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(translated), `${lang}:${key}`).toEqual(placeholders(text));
    }
  });
});
