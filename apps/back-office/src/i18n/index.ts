import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguage, isLanguage, LANGUAGES, type Language } from './languages.ts';

export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * Each area keeps its strings in its own namespace folder, `locales/<namespace>/<lang>.json` (catalog, people,
 * sales...; `common` holds the shell's), so helpers building areas side by side never edit the same file. Every
 * file is its own chunk, fetched when a screen first asks for its namespace (useTranslation('catalog') suspends
 * until it is there): the first load carries only the shell's strings in one language.
 */
const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { import: 'default' });

/** The namespaces that exist (a folder under locales/); a screen asking for another gets nothing to load. */
export const NAMESPACES = [...new Set(Object.keys(files).map((file) => file.split('/')[2] ?? ''))].sort();

export function localeLoad(language: string, namespace: string): Promise<LocaleTree> {
  const load = files[`./locales/${namespace}/${language}.json`];
  return load ? load() : Promise.resolve({});
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    localeLoad(language, namespace).then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const STORAGE_KEY = 'opentill-dashboard-language';

/** The language chosen on this browser before (the picker), else the browser's own among the nine. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: follow the browser
  }
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Whether this browser has a language chosen with the picker (else the account's applies at sign-in). */
export function languageChosenHere(): boolean {
  try {
    return isLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Switches the interface language and remembers it on this browser. */
export async function languageChoose(language: Language, i18n: I18n = i18next): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts until reload
  }
  await i18n.changeLanguage(language);
}

export async function initI18n(language: Language = initialLanguage(), instance: I18n = i18next): Promise<I18n> {
  await instance
    .use(initReactI18next)
    .use(backend)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      // 'zh-Hans' is a language of its own here: never fetch a plain 'zh'.
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  documentLanguageFollow(instance);
  return instance;
}

/**
 * `<html lang>` and `dir` follow the interface language, so screen readers pronounce it right and the browser picks
 * the script's fonts and direction (all nine are left to right today; i18next's dir() knows the others).
 */
export function documentLanguageFollow(i18n: I18n): void {
  const apply = (lng: string) => {
    if (typeof document === 'undefined' || !lng) return;
    document.documentElement.lang = lng;
    document.documentElement.dir = i18n.dir(lng);
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  if (!followed.has(i18n)) {
    followed.add(i18n);
    i18n.on('languageChanged', apply);
  }
}
const followed = new WeakSet<I18n>();
