import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { localeMerge, type LocaleTree } from './merge.ts';

export { localeMerge, type LocaleTree };

/**
 * Each screen area keeps its strings in `locales/{area}/{lang}.json` beside the core `locales/{lang}.json`, so
 * areas built side by side never edit the same file; all merge into the one `translation` namespace. Only the core
 * English file is in the first bundle (the PIN screen's size budget). Each language is one chunk
 * (`bundles/{lang}.ts`), so the first bundle carries nine loaders rather than one per file.
 */
const loadBundle = (lng: string): Promise<LocaleTree> =>
  import(`./bundles/${lng}.ts`).then((module: { default: LocaleTree }) => module.default);

/**
 * English (the seeds' wording) ships in the first load, its area strings in a chunk fetched while i18n starts; the
 * other eight languages load on demand when an employee with that language signs in. The service worker precaches
 * them, so switching works offline too.
 */
export async function initI18n(language = 'en'): Promise<typeof i18next> {
  const englishAreas = await loadBundle('en');
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string) =>
        lng === 'en' ? Promise.resolve(localeMerge(en as LocaleTree, englishAreas)) : loadBundle(lng),
      ),
    )
    .init({
      resources: { en: { translation: localeMerge(en as LocaleTree, englishAreas) } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  documentLanguageFollow(i18next);
  return i18next;
}

/**
 * Issue 13 §4: `<html lang>` and `dir` follow the interface language (the signed-in employee's, applied at sign-in),
 * so screen readers pronounce it right and the browser picks the script's fonts and direction. Set now and on every
 * change; the direction comes from i18next's dir() (all nine languages are left to right today).
 */
export function documentLanguageFollow(i18n: typeof i18next): void {
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
const followed = new WeakSet<typeof i18next>();
