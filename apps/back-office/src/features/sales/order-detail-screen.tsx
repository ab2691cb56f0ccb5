import type { OrderSummaryRow } from '@opentill/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStoreId } from '../../app/store-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { Page, Panel } from '../../ui/page.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useOrder } from './api.ts';
import { StatusBadge } from './orders-screen.tsx';
import { orderLines, useSalesFormat, type SalesFormat } from './view.ts';

function OrderLink({ row, format }: { row: OrderSummaryRow; format: SalesFormat }) {
  return (
    <Link to={`../${row.id}`} relative="path" className="font-semibold text-primary underline underline-offset-2">
      {row.short_number ?? `#${String(row.number)}`} · {format.dateTime(row.open_date)} ·{' '}
      {format.amount(row.grand_total_cents)}
    </Link>
  );
}

/** One order (issue 16 §8): its lines as the terminal figured them, its payments, and its refunds or its sale. */
export function OrderDetailScreen() {
  const { t } = useTranslation('sales');
  const store = useStoreId();
  const { id = '' } = useParams();
  const order = useOrder(store, id);
  const format = useSalesFormat(order.data?.store);
  if (order.isPending) return <Loading />;
  if (order.isError) return <QueryError error={order.error} retry={() => void order.refetch()} />;
  const { summary, refunds, refund_of: refundOf } = order.data;
  const view = orderLines(order.data);
  const facts: [string, string][] = [
    [t('columns.opened'), format.dateTime(summary.open_date)],
    [t('columns.closed'), summary.close_date ? format.dateTime(summary.close_date) : '—'],
    [t('columns.terminal'), summary.terminal_name ?? '—'],
    [t('columns.employee'), summary.employee_name ?? '—'],
  ];
  return (
    <Page
      title={t('order.title', { number: summary.short_number ?? `#${String(summary.number)}` })}
      actions={
        <Link to=".." relative="path" className="self-center font-semibold text-primary underline underline-offset-2">
          {t('order.back')}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={summary.status} />
        {summary.online && <span className="text-sm text-ink-muted">{t('online')}</span>}
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-panel border border-line bg-surface p-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Panel title={t('order.items')}>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 pr-3">
                  {t('columns.item')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t('columns.quantity')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line) => (
                <tr key={line.key} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                    {line.name}
                    {line.modifiers.map((modifier) => (
                      <span key={modifier} className="block text-ink-muted">
                        + {modifier}
                      </span>
                    ))}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.quantity(line.quantity)}</td>
                  <td className="py-2 text-right tabular-nums">{format.amount(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {view.totals.map(([key, value]) => (
                <tr key={key} className={key === 'total' ? 'font-bold' : ''}>
                  <th scope="row" colSpan={2} className="py-1 pr-3 text-right font-normal">
                    {t(`order.${key}`)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format.amount(value)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      </Panel>
      <Panel title={t('order.payments')}>
        {view.payments.length === 0 ? (
          <p className="text-ink-muted">{t('order.noPayments')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-2 pr-3">
                    {t('columns.payment')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('columns.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('figures.tips')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.payments.map((payment) => (
                  <tr key={payment.key} className="border-b border-line">
                    <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                      {payment.type}
                      {payment.card && <span className="block text-ink-muted">{payment.card}</span>}
                    </th>
                    <td className="py-2 pr-3">{format.dateTime(payment.date)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{format.amount(payment.tips)}</td>
                    <td className="py-2 text-right tabular-nums">{format.amount(payment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      {(refunds.length > 0 || refundOf) && (
        <Panel title={refundOf ? t('order.refundOf') : t('order.refunds')}>
          <ul className="flex flex-col gap-2">
            {(refundOf ? [refundOf] : refunds).map((row) => (
              <li key={row.id}>
                <OrderLink row={row} format={format} />
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Page>
  );
}
