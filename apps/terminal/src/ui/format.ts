/**
 * How the terminal writes dates, times and amounts on screen (issue 15 §8): with Intl, by the store's country, in the
 * employee's language. Screens format through this module only; the figures themselves come from packages/domain.
 *
 * - Dates keep the seeds' order (seed 000 §9: MM/DD/YYYY for a US store, DD/MM/YYYY otherwise), digits in the language.
 * - Times are 12-hour with the language's day period in a US store (seed 000 §2.4 "h:mm A"), 24-hour in other
 *   countries, the language's own clock while the country is unknown.
 * - Amounts have 2 decimals (seed 000 §9), the language's separators and symbol position for the store's currency,
 *   and the store's own currency symbol (seed 000 §3 Currency, default '$').
 */
import { centsToString, type Cents } from '@opentill/domain';

export interface FormatContext {
  /** The interface language (the employee's): 'en', 'de', 'zh-Hans'... */
  readonly language: string;
  /** The store's country code; null until synchronised. */
  readonly country: string | null | undefined;
  /** The store's currency code (ISO 4217), for where the symbol goes; null when unknown. */
  readonly currency?: string | null;
  /** The store's currency symbol, as entered in the back office. */
  readonly symbol?: string;
}

export interface Formatter {
  readonly symbol: string;
  /** "$1,234.50", "1.234,50 $", "-$1.50". */
  readonly money: (value: Cents) => string;
  /** "03/07/2026" (US) or "07/03/2026". */
  readonly date: (value: Date | string) => string;
  /** "2:05 PM" (US), "14:05". */
  readonly time: (value: Date | string) => string;
  /** Date and time. */
  readonly dateTime: (value: Date | string) => string;
}

/** The Intl locale: the language with the store's country as region ('de-US'), the language alone without one. */
export function formatLocale(language: string, country: string | null | undefined): string {
  const candidates = country ? [`${language}-${country}`, language] : [language];
  for (const candidate of candidates) {
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical) return canonical;
    } catch {
      // not a valid tag: try the next
    }
  }
  return 'en';
}

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

function moneyFormat(locale: string, currency: string | null | undefined): Intl.NumberFormat {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, { ...digits, style: 'currency', currency: currency || 'USD' });
  } catch {
    // An unknown currency code: the language's number, the symbol in front.
    return new Intl.NumberFormat(locale, digits);
  }
}

const cache = new Map<string, Formatter>();

/** A formatter for the context; the same object for the same context (Intl formats are costly to build). */
export function formatterFor(context: FormatContext): Formatter {
  const symbol = context.symbol ?? '$';
  const key = [context.language, context.country ?? '', context.currency ?? '', symbol].join('|');
  const known = cache.get(key);
  if (known) return known;

  const locale = formatLocale(context.language, context.country);
  const us = context.country === 'US';
  const numbers = moneyFormat(locale, context.currency);
  const currencyStyle = numbers.resolvedOptions().style === 'currency';
  const dateParts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  // A store of unknown country (not synchronised yet) keeps the language's own clock: 'en' reads h:mm A as seed 000 §2.4.
  const hour12 = context.country ? us : undefined;
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12 });

  const money = (value: Cents): string => {
    // The exact decimal text goes to Intl (no float on the way); only the symbol is the store's own.
    const parts = numbers.formatToParts(centsToString(value) as unknown as number);
    if (!currencyStyle) {
      const text = parts.map((part) => part.value).join('');
      return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
    }
    return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
  };
  const date = (value: Date | string): string => {
    const parts = Object.fromEntries(
      dateParts.formatToParts(toDate(value)).map((part) => [part.type, part.value] as const),
    ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
    const { day = '', month = '', year = '' } = parts;
    return us ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  };
  const time = (value: Date | string): string => times.format(toDate(value));
  const formatter: Formatter = {
    symbol,
    money,
    date,
    time,
    dateTime: (value) => `${date(value)} ${time(value)}`,
  };
  cache.set(key, formatter);
  return formatter;
}
