import type { OrderSummaryRow } from '@opentill/contracts';
import { Badge, type BadgeTone } from '@terminal-ui/badge.tsx';
import { Button, buttonClass } from '@terminal-ui/button.tsx';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { csvUrl, filtersQuery, NO_FILTERS, useOrders, useSalesFilters, type OrdersFilters } from './api.ts';
import { DayRangePicker } from './date-range.tsx';
import { STATUS_KEYS, useSalesFormat } from './view.ts';

const STATUS_TONE: BadgeTone[] = ['info', 'info', 'warning', 'success', 'neutral', 'danger'];

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('sales');
  const key = STATUS_KEYS[status];
  return <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{key ? t(`status.${key}`) : String(status)}</Badge>;
}

const column = createColumnHelper<OrderSummaryRow>();

/** Columns a phone leaves out (they are on the order's own screen), so number, status, date and total fit. */
const WIDE_ONLY = new Set(['terminal_name', 'employee_name', 'payment_types']);
const wideOnly = (id: string) => (WIDE_ONLY.has(id) ? 'hidden md:table-cell' : '');

/** The orders list (issue 16 §8): filters kept in the address, newest first, 50 at a time, CSV of the whole list. */
export function OrdersScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  const [params, setParams] = useSearchParams();
  const filters: OrdersFilters = Object.fromEntries(
    Object.keys(NO_FILTERS).map((key) => [key, params.get(key) ?? '']),
  ) as unknown as OrdersFilters;
  const set = (changes: Partial<OrdersFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const choices = useSalesFilters(store);
  const orders = useOrders(store, filters);
  const rows = useMemo(() => orders.data?.pages.flatMap((page) => page.results) ?? [], [orders.data]);
  const format = useSalesFormat(orders.data?.pages[0]?.store);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: () => t('columns.number'),
        cell: (info) => (
          <Link
            to={`${info.row.original.id}`}
            className="font-semibold text-primary underline underline-offset-2 hover:text-primary-hover"
          >
            {info.row.original.short_number ?? `#${String(info.getValue())}`}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: () => t('columns.status'),
        cell: (info) => (
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={info.getValue()} />
            {info.row.original.online && <Badge tone="info">{t('online')}</Badge>}
          </span>
        ),
      }),
      column.accessor('open_date', {
        header: () => t('columns.opened'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('terminal_name', {
        header: () => t('columns.terminal'),
        cell: (info) => info.getValue() ?? '',
      }),
      column.accessor('employee_name', {
        header: () => t('columns.employee'),
        cell: (info) => info.getValue() ?? '',
      }),
      column.accessor('payment_types', {
        header: () => t('columns.payment'),
        cell: (info) => info.getValue().join(', '),
      }),
      column.accessor('grand_total_cents', {
        header: () => <span className="block text-right">{t('columns.total')}</span>,
        cell: (info) => <span className="block text-right tabular-nums">{format.amount(info.getValue())}</span>,
      }),
    ],
    [t, format],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  const any = t('filters.any');
  const options = (list: { value: string; label: string }[]) => [{ value: '', label: any }, ...list];
  const query = filtersQuery({ ...filters });

  return (
    <div className="flex flex-col gap-4">
      <Panel>
        {/* On a phone the filters fold away under one button, so the list is on the first screen. */}
        <Button
          className="md:hidden"
          aria-expanded={filtersOpen}
          aria-controls="sales-order-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filters.toggle')}
        </Button>
        <form
          id="sales-order-filters"
          className={`${filtersOpen ? 'mt-3 grid' : 'hidden'} grid-cols-1 gap-3 sm:grid-cols-2 md:mt-0 md:grid lg:grid-cols-4`}
          aria-label={t('filters.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="sm:col-span-2">
            <DayRangePicker
              label={t('filters.dates')}
              from={filters.from}
              to={filters.to}
              onChange={(from, to) => set({ from, to })}
            />
          </div>
          <SelectField
            label={t('filters.status')}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value })}
            options={options(STATUS_KEYS.map((key, index) => ({ value: String(index), label: t(`status.${key}`) })))}
          />
          <SelectField
            label={t('filters.online')}
            value={filters.online}
            onChange={(event) => set({ online: event.target.value })}
            options={options([
              { value: 'true', label: t('filters.onlineOnly') },
              { value: 'false', label: t('filters.terminalOnly') },
            ])}
          />
          <SelectField
            label={t('filters.terminal')}
            value={filters.terminal}
            onChange={(event) => set({ terminal: event.target.value })}
            options={options(
              (choices.data?.terminals ?? []).map((row) => ({ value: String(row.id), label: row.name })),
            )}
          />
          <SelectField
            label={t('filters.employee')}
            value={filters.employee}
            onChange={(event) => set({ employee: event.target.value })}
            options={options(
              (choices.data?.employees ?? []).map((row) => ({ value: String(row.id), label: row.name })),
            )}
          />
          <SelectField
            label={t('filters.paymentType')}
            value={filters.payment_type}
            onChange={(event) => set({ payment_type: event.target.value })}
            options={options((choices.data?.payment_types ?? []).map((name) => ({ value: name, label: name })))}
          />
          <div className="flex flex-wrap items-end gap-2">
            <Button onClick={() => set(NO_FILTERS)}>{t('filters.clear')}</Button>
            <a className={buttonClass('secondary')} href={csvUrl(`/stores/${store}/orders`, query)} download>
              {t('csv')}
            </a>
          </div>
        </form>
      </Panel>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <QueryError error={orders.error} retry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <Panel>
          <p className="text-ink-muted">{t('orders.none')}</p>
        </Panel>
      ) : (
        <Panel>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('orders.title')}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} className="border-b border-line text-left">
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className={`py-2 pr-3 whitespace-nowrap last:pr-0 ${wideOnly(header.column.id)}`}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-b border-line">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={`py-2 pr-3 align-top last:pr-0 ${wideOnly(cell.column.id)}`}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {orders.hasNextPage && (
            <Button className="mt-3" busy={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {t('orders.more')}
            </Button>
          )}
        </Panel>
      )}
    </div>
  );
}
