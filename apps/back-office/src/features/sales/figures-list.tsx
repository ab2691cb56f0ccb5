import type { EndOfDayFiguresCents } from '@opentill/contracts';
import { useTranslation } from 'react-i18next';
import type { SalesFormat } from './view.ts';

/**
 * The end-of-day figures (the day summary, a shift's X or Z) as the terminal's report lists them: a two-column table
 * with the seeds' labels (seed 000 §2.9), payment types and card brands as entered.
 */
export function FiguresList({
  figures,
  format,
  caption,
}: {
  figures: EndOfDayFiguresCents;
  format: SalesFormat;
  caption: string;
}) {
  const { t } = useTranslation('sales');
  const lines: [string, string, string][] = [
    ['transactions', t('figures.transactions'), format.count(figures.transactions)],
    ['gross', t('figures.grossSales'), format.amount(figures.gross_sales_cents)],
    ['discounts', t('figures.discounts'), format.amount(figures.discounts_cents)],
    ['refunds', t('figures.refunds'), format.amount(figures.refunds_cents)],
    ['net', t('figures.netSales'), format.amount(figures.net_sales_cents)],
    ['tax', t('figures.tax'), format.amount(figures.tax_cents)],
    ['tips', t('figures.tips'), format.amount(figures.tips_cents)],
    ['cash-sales', t('figures.cashSales'), format.amount(figures.cash_sales_cents)],
    ['cash-returns', t('figures.cashReturns'), format.amount(figures.cash_returns_cents)],
    ['check-sales', t('figures.checkSales'), format.amount(figures.check_sales_cents)],
    ['check-returns', t('figures.checkReturns'), format.amount(figures.check_returns_cents)],
    ...figures.sale_payments.map((entry): [string, string, string] => [
      `sale-${entry.payment_type}`,
      t('figures.salesBy', { name: entry.payment_type }),
      format.amount(entry.sum_cents),
    ]),
    ...figures.refund_payments.map((entry): [string, string, string] => [
      `refund-${entry.payment_type}`,
      t('figures.refundsBy', { name: entry.payment_type }),
      format.amount(entry.sum_cents),
    ]),
    ...figures.card_brands.map((entry): [string, string, string] => [
      `brand-${entry.brand}`,
      entry.brand,
      format.amount(entry.sum_cents),
    ]),
    ['gift-in', t('figures.giftPaidIn'), format.amount(figures.gift_cards.paid_in_cents)],
    ['gift-out', t('figures.giftPaidOut'), format.amount(figures.gift_cards.paid_out_cents)],
    ['gift-net', t('figures.giftNet'), format.amount(figures.gift_cards.net_cents)],
  ];
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map(([key, label, value]) => (
          <tr key={key} className={`border-b border-line ${key === 'net' ? 'font-bold' : ''}`}>
            <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
              {label}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A figure card: a label and a large value. */
export function FigureCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-panel border border-line bg-surface p-4">
      <span className="text-sm text-ink-muted">{label}</span>
      <span className="text-2xl font-bold break-words tabular-nums">{value}</span>
      {hint && <span className="text-sm text-ink-muted">{hint}</span>}
    </div>
  );
}
