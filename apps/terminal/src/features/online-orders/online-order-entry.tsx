import { orderNumberShown, type TotalsContext } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { OnlineIcon } from './online-orders-icons.tsx';
import {
  elapsedText,
  onlineCustomerName,
  onlineOrderAmount,
  onlineOrderItemCount,
  onlineOrderPaid,
} from './online-orders-view.ts';

export interface OnlineOrderEntryProps {
  order: OrderRecord;
  context: TotalsContext;
  /** The clock of the elapsed timers (one interval for the whole list). */
  now: number;
  selected: boolean;
  onSelect: (order: OrderRecord) => void;
}

/**
 * One entry of the list (seed 002 §2): id, dining option, delivery address, customer name and phone, order time, an
 * elapsed timer, item count, amount, serve-at (or Now), and Paid or Unpaid.
 */
export function OnlineOrderEntry({ order, context, now, selected, onSelect }: OnlineOrderEntryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = orderNumberShown(order) ?? '';
  const name = onlineCustomerName(order);
  const paid = onlineOrderPaid(order, context);
  const count = onlineOrderItemCount(order);
  const elapsed = elapsedText(order.open_date, now);
  const serveAt = order.serve_at ? format.dateTime(order.serve_at) : null;
  return (
    <div
      className={`flex h-full min-w-0 items-center gap-3 border-b border-line px-2 max-sm:gap-2 ${selected ? 'bg-sky-50' : 'bg-surface'}`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        {/* On a phone the dining option takes a line of its own under the number, badge and amount: beside them a long
            name was cut to a few letters at 390 px. */}
        <div className="flex min-w-0 items-center gap-x-2 max-sm:flex-wrap text-base">
          <span className="shrink-0 font-semibold tabular-nums">#{id}</span>
          <span
            className="min-w-0 truncate max-sm:order-last max-sm:basis-full"
            title={order.dining_option?.name ?? ''}
          >
            {order.dining_option?.name ?? t('onlineOrders.noDiningOption')}
          </span>
          <Badge tone={paid ? 'success' : 'warning'} className="shrink-0">
            {paid ? t('onlineOrders.paid') : t('onlineOrders.unpaid')}
          </Badge>
          <span className="ml-auto shrink-0 font-semibold tabular-nums">{format.money(onlineOrderAmount(order))}</span>
        </div>
        <div className="flex min-w-0 gap-2">
          <span className="min-w-0 truncate">
            {name === null ? t('onlineOrders.noCustomer') : [name, order.customer?.phone].filter(Boolean).join(' · ')}
          </span>
          {order.delivery_address && (
            <span className="min-w-0 truncate text-ink-muted" title={order.delivery_address}>
              {order.delivery_address}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-wrap gap-x-3 text-ink-muted">
          <time dateTime={order.open_date}>{format.time(order.open_date)}</time>
          <span
            role="timer"
            aria-label={t('onlineOrders.elapsed', { time: elapsed })}
            className="inline-flex items-center gap-1 tabular-nums"
          >
            <OnlineIcon name="clock" />
            {elapsed}
          </span>
          <span>{t('onlineOrders.items', { count: Number(count), value: count })}</span>
          <span className="font-medium text-ink">
            {serveAt === null ? t('onlineOrders.now') : t('onlineOrders.serveAt', { time: serveAt })}
          </span>
        </div>
      </div>
      <Button
        variant={selected ? 'primary' : 'chrome'}
        size="sm"
        aria-label={t('onlineOrders.viewOrderOf', { id })}
        aria-pressed={selected}
        onClick={() => onSelect(order)}
        className="shrink-0"
      >
        {t('onlineOrders.view')}
      </Button>
    </div>
  );
}
