import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/**
 * English (the seeds' wording) ships in the first load; the other eight languages are loaded on demand when an
 * employee with that language signs in, so they do not weigh on start-up. The service worker precaches them,
 * so switching works offline too.
 */
export async function initI18n(language = 'en'): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string) => import(`./locales/${lng}.json`)))
    .init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18next;
}
