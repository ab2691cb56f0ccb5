/** The nine interface languages (seed 002 §9), as the terminal's; each named in itself for the language picker. */
export const LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
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

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The browser's preferred language among the nine ('zh-TW' → zh-Hant, 'pt' → none), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    if (isLanguage(tag)) return tag;
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) {
      return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
    }
    const base = lower.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
