/**
 * How the sales screens read the API's figures (issue 16 §8): the store's formatter (the terminal's format.ts: Intl
 * by the store's country and currency, the interface language) and the small view rules every sales screen shares.
 * Amounts arrive in cents and are only formatted here, never recomputed.
 */
import type { ReportKind, ReportRow, SalesStoreFacts } from '@opentill/contracts';
import { cents, thousandthsToString, thousandths } from '@opentill/domain';
import { formatterFor, type Formatter } from '@terminal-ui/format.ts';
import { useTranslation } from 'react-i18next';

export interface SalesFormat extends Formatter {
  /** An amount in cents. */
  readonly amount: (value: number | null | undefined) => string;
  /** A quantity in thousandths ("2", "0.5"). */
  readonly quantity: (value: number | null | undefined) => string;
  /** A business day's date ("2026-11-21") in the store's order, without time-zone shifts. */
  readonly day: (value: string) => string;
  readonly count: (value: number) => string;
}

/** The store's formatter in the interface language; amounts in the store's currency. */
export function useSalesFormat(store: SalesStoreFacts | undefined): SalesFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const base = formatterFor({
    language,
    country: store?.country ?? null,
    currency: store?.currency_code ?? null,
    symbol: store?.currency_symbol ?? '$',
  });
  const numbers = new Intl.NumberFormat(language);
  return {
    ...base,
    amount: (value) => (value === null || value === undefined ? '' : base.money(cents(value))),
    quantity: (value) => {
      if (value === null || value === undefined) return '';
      const text = thousandthsToString(thousandths(value)).replace(/\.?0+$/, '');
      return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(text as unknown as number);
    },
    day: (value) => base.date(new Date(`${value}T12:00:00`)),
    count: (value) => numbers.format(value),
  };
}

/** Today's date as the API's business days are named, in the viewer's calendar (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `days` days before a YYYY-MM-DD date. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** What a report row is called on screen: hours and days formatted, the liability's keys translated. */
export function rowLabel(
  kind: ReportKind,
  row: Pick<ReportRow, 'key' | 'label'>,
  format: SalesFormat,
  t: (key: string) => string,
  spansDays: boolean,
): string {
  if (kind === 'hour') return spansDays ? format.dateTime(row.key) : format.time(row.key);
  if (kind === 'day' || kind === 'discount' || kind === 'refund') return format.day(row.key);
  if (kind === 'gift-card-liability') return t(`liability.${row.key}`);
  if (row.key === '' || row.key === ':') return t('reports.none');
  return row.label;
}

/** A bar's length in percent of the longest (drawing only; the table beside it carries the figures). */
export function barPercent(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.max(1, Math.round((value / largest) * 100));
}

/** The reports whose rows are moments in time: drawn as a uPlot series; the others as bars by name. */
export const TIME_REPORTS: ReadonlySet<ReportKind> = new Set(['hour', 'day']);

/** Seed 001 §4 statuses by number. */
export const STATUS_KEYS = ['pending', 'open', 'hold', 'completed', 'cancelled', 'refunded'] as const;
