/**
 * How the sales screens read the API's figures (issue 16 §8): the store's formatter (the terminal's format.ts: Intl
 * by the store's country and currency, the interface language) and the small view rules every sales screen shares.
 * Amounts arrive in cents and are only formatted here, never recomputed.
 */
import type { OrderDetailResponse, ReportKind, ReportRow, SalesStoreFacts } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  recordedOrderFigures,
  storeTaxInclusive,
  taxRoundMode,
  thousandths,
  thousandthsToString,
} from '@opentill/domain';
import { formatterFor, type Formatter } from '@terminal-ui/format.ts';
import { useMemo } from 'react';
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
  const country = store?.country ?? null;
  const currency = store?.currency_code ?? null;
  const symbol = store?.currency_symbol ?? '$';
  return useMemo(() => salesFormat(language, country, currency, symbol), [language, country, currency, symbol]);
}

function salesFormat(language: string, country: string | null, currency: string | null, symbol: string): SalesFormat {
  const base = formatterFor({ language, country, currency, symbol });
  const numbers = new Intl.NumberFormat(language);
  const quantities = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return {
    ...base,
    amount: (value) => (value === null || value === undefined ? '' : base.money(cents(value))),
    quantity: (value) => {
      if (value === null || value === undefined) return '';
      const text = thousandthsToString(thousandths(value)).replace(/\.?0+$/, '');
      return quantities.format(text as unknown as number);
    },
    day: (value) => base.date(new Date(`${value}T12:00:00`)),
    count: (value) => numbers.format(value),
  };
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

/**
 * An order's lines, totals and payments as the terminal shows them (domain recordedOrderFigures with the store's tax
 * rules: the figures the order was recorded with), in cents.
 */
export function orderLines(detail: OrderDetailResponse) {
  const order = detail.order;
  const figures = recordedOrderFigures(order, {
    taxInclusive: storeTaxInclusive(detail.store.tax_option),
    taxRound: taxRoundMode(detail.store.tax_round),
  });
  const lines = figures.lines.map((line) => {
    const item = order.items[line.index];
    return {
      key: item?.local_id ?? String(line.index),
      name: item?.name ?? '',
      modifiers: line.modifiers.map((modifier) => modifier.name),
      quantity: line.quantity,
      amount: line.amount,
    };
  });
  const totals: [string, number][] = [
    ['subtotal', figures.subtotal],
    ['discount', figures.orderDiscount],
    ['tax', centsFromDecimal(order.tax_total)],
    ['total', centsFromDecimal(order.grand_total)],
  ];
  const payments = order.payments.map((payment) => ({
    key: payment.local_id,
    type: payment.payment_type,
    card: [payment.card_type, payment.card_lastfour ? `**** ${payment.card_lastfour}` : ''].filter(Boolean).join(' '),
    date: payment.payment_date,
    tips: centsFromDecimal(payment.tips ?? 0),
    amount: centsFromDecimal(payment.amount),
  }));
  return { lines, totals, payments };
}
