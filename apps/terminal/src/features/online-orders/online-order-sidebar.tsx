import { centsNegate, lineDiscountPercent, orderNumberShown, quantityText, type LineFigures } from '@opentill/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { useTotalsContext } from '../../data/repositories/totals-context.ts';
import { Button } from '../../ui/button.tsx';
import { Badge } from '../../ui/badge.tsx';
import { useFormat } from '../../ui/use-format.ts';
import {
  orderDiscountPercent,
  orderLines,
  orderListFigures,
  paymentAmount,
  paymentKind,
} from '../orders/order-view.ts';
import { PrintCheckButton } from '../orders/print-check-button.tsx';
import { OnlineIcon } from './online-orders-icons.tsx';
import { itemTaxed, onlineCustomerName, paymentChange } from './online-orders-view.ts';

export interface OnlineOrderSidebarProps {
  order: OrderRecord | null;
  onPrint: (order: OrderRecord) => void;
  /** Narrow screens (below 992 px, seed 002 §9) show the details instead of the list: back to the list. */
  onBack: () => void;
}

/** seed 002 §2: an item shows its discount percent (the domain's, from the line's figures). */
function lineDiscountText(line: Pick<LineFigures, 'discount' | 'amount'>, t: TFunction): string {
  const percent = lineDiscountPercent(line);
  return percent === null
    ? t('orders.detail.discount')
    : t('orders.detail.discountPercent', { percent: quantityText(percent) });
}

const ASIDE = 'flex w-80 shrink-0 flex-col border-l border-line bg-surface xl:w-96';

/**
 * seed 002 §2 left sidebar of the online orders screen: number, dining option, the customer or the no-customer text,
 * items (quantity, name, notes icon, partial-refund dot, taxed tag, modifiers, discount percent, price), totals with
 * expandable details (discount, subtotal, tax, tips, total), payments (Paid or Refunded with type, amount and
 * change), balance and print check (a 1.5 s long press). Every figure is the domain's (orderListFigures).
 */
export function OnlineOrderSidebar({ order, onPrint, onBack }: OnlineOrderSidebarProps) {
  const { t } = useTranslation();
  const totals = useTotalsContext();
  const { money } = useFormat();
  const [details, setDetails] = useState(false);
  if (!order || !totals) {
    return (
      <aside
        aria-label={t('onlineOrders.detail.label')}
        className={`${ASIDE} items-center justify-center p-4 text-center text-ink-muted max-[991px]:hidden`}
      >
        {t('onlineOrders.detail.selectHint')}
      </aside>
    );
  }
  const figures = orderListFigures(order, totals);
  const percent = orderDiscountPercent(order);
  const name = onlineCustomerName(order);
  return (
    <aside
      aria-label={t('onlineOrders.detail.label')}
      className={`${ASIDE} min-h-0 gap-3 overflow-y-auto p-4 max-[991px]:w-full max-[991px]:flex-1 max-[991px]:border-l-0`}
    >
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          aria-label={t('onlineOrders.detail.back')}
          title={t('onlineOrders.detail.back')}
          onClick={onBack}
          className="min-[992px]:hidden"
        >
          <span aria-hidden="true">←</span>
        </Button>
        <h2 className="min-w-0 text-xl font-semibold break-words">
          {t('orders.detail.title', { id: orderNumberShown(order) ?? '' })}
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('onlineOrders.detail.diningOption')}</dt>
        <dd className="min-w-0 break-words">{order.dining_option?.name ?? t('onlineOrders.noDiningOption')}</dd>
        <dt className="text-ink-muted">{t('onlineOrders.detail.customer')}</dt>
        <dd className="min-w-0 break-words">
          {name === null ? t('onlineOrders.noCustomer') : [name, order.customer?.phone].filter(Boolean).join(' · ')}
        </dd>
        {order.delivery_address && (
          <>
            <dt className="text-ink-muted">{t('onlineOrders.detail.deliveryAddress')}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{order.delivery_address}</dd>
          </>
        )}
      </dl>
      <ul aria-label={t('orders.detail.items')} className="flex flex-col gap-2 border-t border-line pt-2">
        {orderLines(order, figures).map((line, index) => {
          const item = order.items[figures.lines[index]?.index ?? -1];
          return (
            <li key={line.key} className="flex flex-col">
              <div className="flex justify-between gap-2">
                <span className="flex min-w-0 flex-wrap items-center gap-x-2 break-words">
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  {line.notes && (
                    <span
                      role="img"
                      aria-label={t('onlineOrders.detail.notes', { notes: line.notes })}
                      title={line.notes}
                      className="inline-flex text-ink-muted"
                    >
                      <OnlineIcon name="note" />
                    </span>
                  )}
                  {line.partialRefund && (
                    <span
                      role="img"
                      aria-label={t('orders.detail.partialRefund')}
                      title={t('orders.detail.partialRefund')}
                      className="inline-block size-2.5 rounded-full bg-red-600"
                    />
                  )}
                  {item && itemTaxed(item) && <Badge tone="info">{t('onlineOrders.detail.taxed')}</Badge>}
                </span>
                <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
              </div>
              {line.modifiers.map((modifier, at) => (
                <span key={`${modifier.name}-${String(at)}`} className="text-sm text-ink-muted">
                  + {modifier.name} {modifier.price !== 0 ? money(modifier.price) : ''}
                </span>
              ))}
              {line.discount !== 0 && (
                <span className="flex justify-between gap-2 text-sm text-success">
                  <span>{lineDiscountText(line, t)}</span>
                  <span className="tabular-nums">{money(centsNegate(line.discount))}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <section aria-label={t('onlineOrders.detail.totals')} className="border-t border-line pt-2">
        <div className="flex items-center justify-between gap-2 font-semibold">
          <span>{t('orders.detail.total')}</span>
          <span className="tabular-nums">{money(figures.total)}</span>
        </div>
        <Button
          variant="quiet"
          size="sm"
          aria-expanded={details}
          aria-controls="online-order-totals"
          onClick={() => setDetails((open) => !open)}
          className="px-1"
        >
          {details ? t('onlineOrders.detail.hideDetails') : t('onlineOrders.detail.showDetails')}
        </Button>
        {details && (
          <dl id="online-order-totals" className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt>{percent === null ? t('orders.detail.discount') : t('orders.detail.discountPercent', { percent })}</dt>
            <dd className="text-right">{money(centsNegate(figures.orderDiscount))}</dd>
            <dt>{t('orders.detail.subtotal')}</dt>
            <dd className="text-right">{money(figures.subtotal)}</dd>
            <dt>{t('orders.detail.tax')}</dt>
            <dd className="text-right">{money(figures.tax)}</dd>
            <dt>{t('orders.detail.tips')}</dt>
            <dd className="text-right">{money(figures.tips)}</dd>
            {figures.surcharge !== 0 && (
              <>
                <dt>{t('orders.detail.surcharge')}</dt>
                <dd className="text-right">{money(figures.surcharge)}</dd>
              </>
            )}
          </dl>
        )}
      </section>
      {order.payments.length > 0 && (
        <section aria-label={t('orders.detail.payments')} className="border-t border-line pt-2">
          <h3 className="font-semibold">{t('orders.detail.payments')}</h3>
          <ul className="flex flex-col gap-1">
            {order.payments.map((payment) => {
              const change = paymentChange(payment);
              return (
                <li key={payment.local_id} className="flex flex-col">
                  <span className="flex justify-between gap-2">
                    <span className="min-w-0 break-words">
                      {t(`orders.detail.${paymentKind(payment)}`)} · {payment.payment_type}
                    </span>
                    <span className="tabular-nums">{money(paymentAmount(payment))}</span>
                  </span>
                  {change !== null && (
                    <span className="text-sm text-ink-muted">
                      {t('onlineOrders.detail.change', { amount: money(change) })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p className="flex justify-between border-t border-line pt-2 font-semibold">
        <span>{t('orders.detail.balance')}</span>
        <span className="tabular-nums">{money(figures.balance)}</span>
      </p>
      <PrintCheckButton onLongPress={() => onPrint(order)} />
    </aside>
  );
}
