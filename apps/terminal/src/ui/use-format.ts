import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { db } from '../data/db.ts';
import { formatterFor, type Formatter } from './format.ts';

interface StoreFormat {
  country: string | null;
  currency: string | null;
  symbol: string;
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const UNKNOWN: StoreFormat = { country: null, currency: null, symbol: '$' };

/**
 * The screen's formatter (ui/format.ts): the signed-in employee's language (i18next) with the synchronised store's
 * country and currency; follows a language switch and a new synchronisation.
 */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const store = useLiveQuery(
    async (): Promise<StoreFormat> => {
      const [row, currency] = await Promise.all([
        db().store.toCollection().first(),
        db().currency.toCollection().first(),
      ]);
      return {
        country: text(row?.country),
        currency: text(currency?.code),
        symbol: text(currency?.symbol) ?? '$',
      };
    },
    [],
    UNKNOWN,
  );
  return formatterFor({ language: i18n.resolvedLanguage ?? i18n.language ?? 'en', ...store });
}
