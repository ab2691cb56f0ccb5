import { buttonClass } from '@terminal-ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreId } from '../../app/store-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { csvUrl, useDaySummary } from './api.ts';
import { DayPicker } from './date-range.tsx';
import { FigureCard, FiguresList } from './figures-list.tsx';
import { useSalesFormat } from './view.ts';

/** The day summary (issue 16 §8): a business day's Z figures, the same as the terminal's day summary. */
export function DaySummaryScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  // '' asks for the store's business day now (its start_time decides when a day begins).
  const [date, setDate] = useState('');
  const summary = useDaySummary(store, date);
  const shown = date || summary.data?.date || '';
  const format = useSalesFormat(summary.data?.store);
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <DayPicker label={t('summary.date')} value={shown} onChange={setDate} />
          <a
            className={buttonClass('secondary')}
            href={csvUrl(`/stores/${store}/reports/day-summary`, { date: shown || undefined })}
            download
          >
            {t('csv')}
          </a>
        </div>
      </Panel>
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <QueryError error={summary.error} retry={() => void summary.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FigureCard label={t('figures.netSales')} value={format.amount(summary.data.figures.net_sales_cents)} />
            <FigureCard label={t('today.orders')} value={format.count(summary.data.orders_count)} />
            <FigureCard label={t('figures.tax')} value={format.amount(summary.data.figures.tax_cents)} />
            <FigureCard label={t('figures.tips')} value={format.amount(summary.data.figures.tips_cents)} />
          </div>
          <Panel title={t('summary.title', { date: format.day(summary.data.date) })}>
            <FiguresList
              figures={summary.data.figures}
              format={format}
              caption={t('summary.title', { date: format.day(summary.data.date) })}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
