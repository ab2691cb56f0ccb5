import type { OrderingLanguage } from '@opentill/contracts';
import en from './locales/en.json';

/**
 * The page's strings (decisions §63): a few lines instead of i18next, for the first load's budget. English is in the
 * entry; another language is its own chunk, loaded when chosen. Counted texts use i18next's plural keys
 * (key_one, key_few, key_other...) picked by Intl.PluralRules; {{name}} is replaced by the value given.
 */
type Strings = Record<string, string>;
const loaders = import.meta.glob<Strings>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

let strings: Strings = en;
let rules = new Intl.PluralRules('en');

/** Each language in its own words, for the picker. */
export const LANGUAGE_NAMES: Record<OrderingLanguage, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  hi: 'हिन्दी',
  tr: 'Türkçe',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

export async function languageLoad(language: OrderingLanguage): Promise<void> {
  const next = language === 'en' ? en : await loaders[`./locales/${language}.json`]?.();
  strings = next ?? en;
  rules = new Intl.PluralRules(language);
  document.documentElement.lang = language;
}

export function t(key: string, values: Record<string, string | number> = {}): string {
  const count = values.count;
  const plural = typeof count === 'number' ? `${key}_${rules.select(count)}` : key;
  const text = strings[plural] ?? strings[`${key}_other`] ?? strings[key] ?? en[key as keyof typeof en] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const STORED = 'opentill.ordering.language';

/** The language to start in: the one chosen before, else the browser's first one the store offers, else the first. */
export function languageInitial(offered: readonly OrderingLanguage[]): OrderingLanguage {
  const stored = localStorage.getItem(STORED);
  const found = offered.find((language) => language === stored);
  if (found) return found;
  for (const wanted of navigator.languages) {
    const tag = wanted.toLowerCase();
    const match = offered.find((language) => {
      if (language === 'zh-Hant') return /^zh-(hant|tw|hk|mo)/.test(tag);
      if (language === 'zh-Hans') return tag === 'zh' || /^zh-(hans|cn|sg)/.test(tag);
      return tag.split('-')[0] === language;
    });
    if (match) return match;
  }
  return offered[0] ?? 'en';
}

export function languageRemember(language: OrderingLanguage): void {
  localStorage.setItem(STORED, language);
}
