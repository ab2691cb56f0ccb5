import { REPORT_KINDS, type ReportKind } from '@opentill/contracts';
import { buttonClass } from '@terminal-ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { useCurrentInSight } from '../../ui/current-in-sight.ts';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { csvUrl, useReport, useSalesToday } from './api.ts';
import { NameBars, TimeBars } from './chart.tsx';
import { DayRangePicker } from './date-range.tsx';
import { NotFoundReport } from './not-found.tsx';
import { barPercent, daysBefore, rowLabel, TIME_REPORTS, useSalesFormat } from './view.ts';

const isKind = (value: string | undefined): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value ?? '');

/** Which columns each report has (the API answers null for the others). */
function columnsOf(kind: ReportKind) {
  return {
    quantity: kind === 'product' || kind === 'category',
    tax: kind === 'hour' || kind === 'day' || kind === 'employee' || kind === 'refund',
    tips: kind === 'hour' || kind === 'day' || kind === 'employee' || kind === 'payment-type',
  };
}

/**
 * Reports (issue 16 §8): by hour, day, product, category, employee and payment type, taxes, discounts, tips,
 * refunds and the gift card liability, over a range of business days. A chart where owners would rather look, the
 * figures as a table (what screen readers read), and the CSV.
 */
export function ReportsScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  const { kind: param } = useParams();
  // On a phone the kinds' row scrolls sideways: the open report's link is kept in sight.
  const kindsRef = useCurrentInSight<HTMLUListElement>();
  // The store's business day now (its start_time), not the viewer's calendar: the last 7 business days by default.
  const today = useSalesToday(store).data?.date ?? '';
  const [chosen, setRange] = useState<{ from: string; to: string } | null>(null);
  const range = chosen ?? { from: today ? daysBefore(today, 6) : '', to: today };
  const kind: ReportKind = isKind(param) ? param : 'day';
  const hourRange = kind === 'hour' && range.from !== range.to ? { from: range.to, to: range.to } : range;
  const report = useReport(store, kind, hourRange.from, hourRange.to);
  const format = useSalesFormat(report.data?.store);
  if (!isKind(param)) return <NotFoundReport />;
  const has = columnsOf(kind);
  // The previous answer stays while the next loads (keepPreviousData); another report's rows are not read as this one's.
  const data = report.data?.kind === kind ? report.data : undefined;
  const spansDays = (data?.from ?? '') !== (data?.to ?? '');
  const rows = (data?.rows ?? []).map((row) => ({ ...row, name: rowLabel(kind, row, format, t, spansDays) }));
  const largest = Math.max(0, ...rows.map((row) => row.amount_cents));
  return (
    <Page title={t('reports.title')}>
      <nav aria-label={t('reports.kinds')}>
        <ul ref={kindsRef} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
          {REPORT_KINDS.map((entry) => (
            <li key={entry} className="shrink-0">
              <NavLink
                to={`../${entry}`}
                relative="path"
                className={({ isActive }) =>
                  buttonClass(isActive ? 'primary' : 'secondary', 'sm', isActive ? '' : 'font-normal')
                }
              >
                {t(`reports.kind.${entry}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 grow sm:max-w-md">
            <DayRangePicker
              label={t('filters.dates')}
              from={range.from}
              to={range.to}
              onChange={(from, to) => setRange(from && to ? { from, to } : null)}
            />
          </div>
          <a className={buttonClass('secondary')} href={csvUrl(`/stores/${store}/reports/${kind}`, hourRange)} download>
            {t('csv')}
          </a>
        </div>
        {kind === 'hour' && range.from !== range.to && (
          <p className="mt-2 text-sm text-ink-muted">{t('reports.hourOneDay')}</p>
        )}
        {kind === 'gift-card-liability' && <p className="mt-2 text-sm text-ink-muted">{t('reports.liabilityNote')}</p>}
      </Panel>
      {report.isError ? (
        <QueryError error={report.error} retry={() => void report.refetch()} />
      ) : !data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Panel>
          <p className="text-ink-muted">{t('reports.empty')}</p>
        </Panel>
      ) : (
        <>
          <Panel title={t(`reports.kind.${kind}`)}>
            {TIME_REPORTS.has(kind) ? (
              <TimeBars
                step={kind === 'day' ? 86_400 : 3600}
                label={t('columns.amount')}
                x={rows.map((row) => Date.parse(kind === 'day' ? `${row.key}T12:00:00` : row.key) / 1000)}
                y={rows.map((row) => row.amount_cents)}
                money={(value) => format.amount(Math.round(value))}
                time={(seconds) =>
                  kind === 'day' ? format.date(new Date(seconds * 1000)) : format.time(new Date(seconds * 1000))
                }
              />
            ) : (
              <NameBars
                rows={rows.slice(0, 15).map((row) => ({
                  key: row.key,
                  label: row.name,
                  percent: barPercent(row.amount_cents, largest),
                  text: format.amount(row.amount_cents),
                }))}
              />
            )}
          </Panel>
          <Panel>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t(`reports.kind.${kind}`)}</caption>
                <thead>
                  <tr className="border-b border-line text-left">
                    <th scope="col" className="py-2 pr-3">
                      {t(`reports.keyColumn.${kind}`)}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right last:pr-0">
                      {t(`reports.countColumn.${kind}`)}
                    </th>
                    {has.quantity && (
                      <th scope="col" className="py-2 pr-3 text-right last:pr-0">
                        {t('columns.quantity')}
                      </th>
                    )}
                    <th scope="col" className="py-2 pr-3 text-right last:pr-0">
                      {t(`reports.amountColumn.${kind}`)}
                    </th>
                    {has.tax && (
                      <th scope="col" className="py-2 pr-3 text-right last:pr-0">
                        {t('figures.tax')}
                      </th>
                    )}
                    {has.tips && (
                      <th scope="col" className="py-2 text-right">
                        {t('figures.tips')}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className="border-b border-line">
                      <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                        {row.name}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums last:pr-0">{format.count(row.count)}</td>
                      {has.quantity && (
                        <td className="py-2 pr-3 text-right tabular-nums last:pr-0">
                          {format.quantity(row.quantity_thousandths)}
                        </td>
                      )}
                      <td className="py-2 pr-3 text-right tabular-nums last:pr-0">{format.amount(row.amount_cents)}</td>
                      {has.tax && (
                        <td className="py-2 pr-3 text-right tabular-nums last:pr-0">{format.amount(row.tax_cents)}</td>
                      )}
                      {has.tips && <td className="py-2 text-right tabular-nums">{format.amount(row.tips_cents)}</td>}
                    </tr>
                  ))}
                </tbody>
                {kind !== 'gift-card-liability' && (
                  <tfoot>
                    <tr className="font-bold">
                      <th scope="row" className="py-2 pr-3 text-left">
                        {t('reports.total')}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums last:pr-0">{format.count(data.totals.count)}</td>
                      {has.quantity && (
                        <td className="py-2 pr-3 text-right tabular-nums last:pr-0">
                          {format.quantity(data.totals.quantity_thousandths)}
                        </td>
                      )}
                      <td className="py-2 pr-3 text-right tabular-nums last:pr-0">
                        {format.amount(data.totals.amount_cents)}
                      </td>
                      {has.tax && (
                        <td className="py-2 pr-3 text-right tabular-nums last:pr-0">
                          {format.amount(data.totals.tax_cents)}
                        </td>
                      )}
                      {has.tips && (
                        <td className="py-2 text-right tabular-nums">{format.amount(data.totals.tips_cents)}</td>
                      )}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
          </Panel>
        </>
      )}
    </Page>
  );
}
