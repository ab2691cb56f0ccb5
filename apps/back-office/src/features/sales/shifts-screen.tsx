import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { csvUrl, filtersQuery, useShift, useShifts } from './api.ts';
import { DayRangePicker } from './date-range.tsx';
import { FigureCard, FiguresList } from './figures-list.tsx';
import { useSalesFormat } from './view.ts';

/** Shifts (issue 16 §8): newest first, with the drawer's expected cash, what was counted and the over/short. */
export function ShiftsScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  const [range, setRange] = useState({ from: '', to: '' });
  const shifts = useShifts(store, range.from, range.to);
  const rows = useMemo(() => shifts.data?.pages.flatMap((page) => page.results) ?? [], [shifts.data]);
  const format = useSalesFormat(shifts.data?.pages[0]?.store);
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 grow sm:max-w-md">
            <DayRangePicker
              label={t('filters.dates')}
              from={range.from}
              to={range.to}
              onChange={(from, to) => setRange({ from, to })}
            />
          </div>
          <Button onClick={() => setRange({ from: '', to: '' })}>{t('filters.clear')}</Button>
          <a
            className={buttonClass('secondary')}
            href={csvUrl(`/stores/${store}/shifts`, filtersQuery(range))}
            download
          >
            {t('csv')}
          </a>
        </div>
      </Panel>
      {shifts.isPending ? (
        <Loading />
      ) : shifts.isError ? (
        <QueryError error={shifts.error} retry={() => void shifts.refetch()} />
      ) : rows.length === 0 ? (
        <Panel>
          <p className="text-ink-muted">{t('shifts.none')}</p>
        </Panel>
      ) : (
        <Panel>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('shifts.title')}</caption>
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-2 pr-3">
                    {t('columns.opened')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                    {t('columns.closed')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                    {t('columns.terminal')}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 text-right md:table-cell">
                    {t('shifts.expected')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('shifts.counted')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('shifts.overShort')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-line">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      <Link to={String(row.id)} className="font-semibold text-primary underline underline-offset-2">
                        {format.dateTime(row.opened_at)}
                      </Link>
                    </th>
                    <td className="hidden py-2 pr-3 md:table-cell">
                      {row.closed_at ? format.dateTime(row.closed_at) : t('shifts.open')}
                    </td>
                    <td className="hidden py-2 pr-3 md:table-cell">{row.terminal_name ?? ''}</td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums md:table-cell">
                      {format.amount(row.expected_cash_cents)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{format.amount(row.closing_cents)}</td>
                    <td className="py-2 text-right tabular-nums">{format.amount(row.over_short_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shifts.hasNextPage && (
            <Button className="mt-3" busy={shifts.isFetchingNextPage} onClick={() => void shifts.fetchNextPage()}>
              {t('orders.more')}
            </Button>
          )}
        </Panel>
      )}
    </div>
  );
}

/** One shift: its X (open) or Z (closed) report, computed as the terminal computes it, and the drawer. */
export function ShiftDetailScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  const { id = '' } = useParams();
  const shift = useShift(store, id);
  const format = useSalesFormat(shift.data?.store);
  if (shift.isPending) return <Loading />;
  if (shift.isError) return <QueryError error={shift.error} retry={() => void shift.refetch()} />;
  const { summary, figures, drawer, report } = shift.data;
  return (
    <Page
      title={t(report === 'Z' ? 'shifts.zTitle' : 'shifts.xTitle', { date: format.dateTime(summary.opened_at) })}
      actions={
        <Link to=".." relative="path" className="self-center font-semibold text-primary underline underline-offset-2">
          {t('shifts.back')}
        </Link>
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label={t('shifts.opening')} value={format.amount(drawer.opening_cents)} />
        <FigureCard label={t('shifts.expected')} value={format.amount(summary.expected_cash_cents)} />
        <FigureCard
          label={t('shifts.counted')}
          value={summary.closing_cents === null ? t('shifts.open') : format.amount(summary.closing_cents)}
        />
        <FigureCard
          label={t('shifts.overShort')}
          value={summary.over_short_cents === null ? '—' : format.amount(summary.over_short_cents)}
        />
      </div>
      <Panel title={t('shifts.report', { report })}>
        <FiguresList figures={figures} format={format} caption={t('shifts.report', { report })} />
      </Panel>
    </Page>
  );
}
