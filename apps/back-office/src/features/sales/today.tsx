import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading.tsx';
import { Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useSalesLive, useSalesToday, type LiveState } from './api.ts';
import { TimeBars } from './chart.tsx';
import { FigureCard } from './figures-list.tsx';
import { useSalesFormat } from './view.ts';

const LIVE_TONE: Record<LiveState, string> = {
  live: 'bg-green-600',
  connecting: 'bg-amber-500',
  offline: 'bg-slate-400',
};

/**
 * Today's sales so far (issue 16 §8), live: the figures of the business day (the day summary's computation), the
 * open orders and net sales by hour, refetched whenever the store's orders change. The Overview screen shows it too.
 */
export function TodayFigures({ store }: { store: number }) {
  const { t } = useTranslation('sales');
  const live = useSalesLive(store);
  const today = useSalesToday(store);
  const format = useSalesFormat(today.data?.store);
  if (today.isPending) return <Loading />;
  if (today.isError) return <QueryError error={today.error} retry={() => void today.refetch()} />;
  const data = today.data;
  const f = data.figures;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-baseline gap-2 text-sm text-ink-muted" role="status">
        <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${LIVE_TONE[live]}`} />
        <span>
          {t(`live.${live}`)} · {t('today.day', { date: format.day(data.date) })} ·{' '}
          {t('today.updated', { time: format.time(data.generated_at) })}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <FigureCard label={t('figures.netSales')} value={format.amount(f.net_sales_cents)} />
        <FigureCard label={t('today.orders')} value={format.count(data.orders_count)} />
        <FigureCard label={t('today.average')} value={format.amount(data.average_sale_cents)} />
        <FigureCard label={t('figures.tips')} value={format.amount(f.tips_cents)} />
        <FigureCard label={t('figures.refunds')} value={format.amount(f.refunds_cents)} />
        <FigureCard label={t('today.open')} value={format.count(data.open_orders_count)} />
      </div>
      <Panel title={t('today.byHour')}>
        {data.by_hour.length === 0 ? (
          <p className="text-ink-muted">{t('today.noSales')}</p>
        ) : (
          <>
            <TimeBars
              step={3600}
              label={t('figures.netSales')}
              x={data.by_hour.map((hour) => Date.parse(hour.hour) / 1000)}
              y={data.by_hour.map((hour) => hour.net_sales_cents)}
              money={(value) => format.amount(Math.round(value))}
              time={(seconds) => format.time(new Date(seconds * 1000))}
            />
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t('today.byHour')}</caption>
                <thead>
                  <tr className="border-b border-line text-left">
                    <th scope="col" className="py-2 pr-3">
                      {t('columns.hour')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('columns.orders')}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {t('figures.netSales')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.by_hour.map((hour) => (
                    <tr key={hour.hour} className="border-b border-line">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {format.time(hour.hour)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{format.count(hour.orders)}</td>
                      <td className="py-2 text-right tabular-nums">{format.amount(hour.net_sales_cents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Panel>
    </div>
  );
}
