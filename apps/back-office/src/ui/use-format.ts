import { formatterFor, formatLocale, type Formatter } from '@terminal-ui/format.ts';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreContext } from '../app/store-context.ts';

/** The currency's symbol as the language writes it for the country ('$', '€', 'US$'); '$' for an unknown code. */
export function currencySymbol(language: string, country: string | null | undefined, currency: string): string {
  try {
    const parts = new Intl.NumberFormat(formatLocale(language, country), { style: 'currency', currency }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === 'currency')?.value ?? '$';
  } catch {
    return '$';
  }
}

/**
 * The screen's formatter: the terminal's (ui/format.ts: Intl, the seeds' date order, integer cents in, no float) in
 * the interface language with the current store's country and currency. Outside a store screen, the language alone.
 */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const store = useContext(StoreContext);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const currency = store?.currency_code || null;
  return formatterFor({
    language,
    country: store?.country || null,
    currency,
    symbol: currency ? currencySymbol(language, store?.country, currency) : '$',
  });
}
