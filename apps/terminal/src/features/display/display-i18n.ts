/**
 * The display's translations (issue 20 §2: "in the store's language"): the same locale files as the terminal
 * (i18n/locales/customer-display/{lang}.json, checked for every language by locales.test.ts), read by a lookup of a few
 * lines instead of i18next, so the display's first load stays within 1.5x a React hello-world (decisions §58).
 * Plurals follow i18next's suffixes (key_one, key_few...) chosen by Intl.PluralRules, as the terminal's do.
 */
type Tree = { [key: string]: string | Tree };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const files = import.meta.glob<Tree>('../../i18n/locales/customer-display/*.json', { import: 'default' });
const LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'] as const;

/** One of the nine languages for a BCP 47 tag ('de-AT' -> 'de', 'zh-TW' -> 'zh-Hant'); English otherwise. */
export function displayLanguage(tag: string | null | undefined): string {
  if (!tag) return 'en';
  if ((LANGUAGES as readonly string[]).includes(tag)) return tag;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  const base = lower.split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? base : 'en';
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A translate function over one language's file, English filling any gap. */
export function translator(language: string, tree: Tree, english: Tree): Translate {
  const plural = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    const keys = typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const candidate of keys) text ??= lookup(tree, candidate) ?? lookup(english, candidate);
    return (text ?? key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Loads a language's strings (a small chunk per language). */
export async function displayTranslations(language: string): Promise<Translate> {
  const load = (lang: string) => files[`../../i18n/locales/customer-display/${lang}.json`]?.() ?? Promise.resolve({});
  const [tree, english] = await Promise.all([load(language), load('en')]);
  return translator(language, tree, english);
}
