import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * Each screen area may keep its strings in `locales/{area}/{lang}.json` beside the core `locales/{lang}.json`, so
 * areas built side by side never edit the same file. All of them merge into the one `translation` namespace. Only
 * the core English file is in the first bundle (the PIN screen's budget); English area files are separate chunks
 * fetched in parallel while i18n starts.
 */
const lazyLocales = import.meta.glob<LocaleTree>(['./locales/*.json', './locales/*/*.json'], { import: 'default' });

/** Deep merge of locale trees; a later tree's leaf wins. */
export function localeMerge(...trees: LocaleTree[]): LocaleTree {
  const result: LocaleTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] = typeof value === 'object' && typeof existing === 'object' ? localeMerge(existing, value) : value;
    }
  }
  return result;
}

/** The core file and every area file of a language, merged (loaded on demand for languages other than English). */
async function loadLanguage(lng: string, withCore = true): Promise<LocaleTree> {
  const isArea = (path: string) => path.split('/').length === 4 && path.endsWith(`/${lng}.json`);
  const files = Object.entries(lazyLocales).filter(([path]) => (withCore && path === `./locales/${lng}.json`) || isArea(path));
  const trees = await Promise.all(files.sort(([a], [b]) => a.split('/').length - b.split('/').length || a.localeCompare(b)).map(([, load]) => load()));
  return localeMerge(...trees);
}

/**
 * English (the seeds' wording) ships in the first load; the other eight languages are loaded on demand when an
 * employee with that language signs in, so they do not weigh on start-up. The service worker precaches them,
 * so switching works offline too.
 */
export async function initI18n(language = 'en'): Promise<typeof i18next> {
  const englishAreas = await loadLanguage('en', false);
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string) => loadLanguage(lng)))
    .init({
      resources: { en: { translation: localeMerge(en as LocaleTree, englishAreas) } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}
