import { centsNegate, ORDER_STATUS_LABEL, orderNumberShown, type OrderStatus } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { useTotalsContext } from '../../data/repositories/totals-context.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { orderDiscountPercent, orderLines, orderListFigures, paymentAmount, paymentKind } from './order-view.ts';
import { PrintCheckButton } from './print-check-button.tsx';

function Back({ onPress, label, className }: { onPress: () => void; label: string; className: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onPress}
      className={buttonClass('secondary', 'sm', className)}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}

export interface OrderDetailSidebarProps {
  order: OrderRecord | null;
  onPrint: (order: OrderRecord) => void;
  /** Narrow screens show the details instead of the list: back to the list. */
  onBack: () => void;
}

const STATUS_KEYS: Record<number, string> = {
  0: 'pending',
  1: 'open',
  2: 'hold',
  3: 'completed',
  4: 'canceled',
  5: 'returned',
};

/**
 * seed 002 §2 detail sidebar: status, items with notes and the partial-refund dot, discount percent, totals,
 * surcharge, payments (Paid or Refunded), balance, and print check on a 1.5 s long press (50 ticks of 30 ms).
 */
export function OrderDetailSidebar({ order, onPrint, onBack }: OrderDetailSidebarProps) {
  const { t } = useTranslation();
  const totals = useTotalsContext();
  const { money } = useFormat();
  if (!order || !totals) {
    return (
      <aside
        aria-label={t('orders.detail.label')}
        className="flex w-80 shrink-0 items-center justify-center border-l border-line bg-surface p-4 text-center text-ink-muted max-md:hidden xl:w-96"
      >
        {t('orders.detail.selectHint')}
      </aside>
    );
  }
  const figures = orderListFigures(order, totals);
  const percent = orderDiscountPercent(order);
  const statusKey = STATUS_KEYS[order.status] ?? 'pending';
  return (
    <aside
      aria-label={t('orders.detail.label')}
      className="flex w-80 shrink-0 flex-col gap-3 overflow-y-auto border-l border-line bg-surface p-4 max-md:min-h-0 max-md:w-full max-md:flex-1 max-md:border-l-0 xl:w-96"
    >
      <div className="flex items-center gap-2">
        <Back onPress={onBack} className="md:hidden" label={t('orders.detail.back')} />
        <h2 className="min-w-0 text-xl font-semibold break-words">
          {t('orders.detail.title', { id: orderNumberShown(order) ?? '' })}
        </h2>
      </div>
      <p>
        {t('orders.detail.status')}:{' '}
        <span className="font-semibold">
          {t(`orders.status.${statusKey}`, { defaultValue: ORDER_STATUS_LABEL[order.status as OrderStatus] })}
        </span>
      </p>
      <ul aria-label={t('orders.detail.items')} className="flex flex-col gap-2">
        {orderLines(order, figures).map((line) => (
          <li key={line.key} className="flex flex-col">
            <div className="flex justify-between gap-2">
              <span className="min-w-0 break-words">
                {line.quantity} × {line.name}
                {line.partialRefund && (
                  <span
                    role="img"
                    aria-label={t('orders.detail.partialRefund')}
                    title={t('orders.detail.partialRefund')}
                    className="ml-2 inline-block size-2.5 rounded-full bg-red-600"
                  />
                )}
              </span>
              <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
            </div>
            {line.modifiers.map((modifier, index) => (
              <span key={`${modifier.name}-${String(index)}`} className="text-sm text-ink-muted">
                + {modifier.name} {modifier.price !== 0 ? money(modifier.price) : ''}
              </span>
            ))}
            {line.discount !== 0 && (
              <span className="text-sm text-success">
                {t('orders.detail.discountLine', { amount: money(centsNegate(line.discount)) })}
              </span>
            )}
            {line.notes && <span className="text-sm text-ink-muted">{line.notes}</span>}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-line pt-2">
        <dt>{t('orders.detail.subtotal')}</dt>
        <dd className="text-right">{money(figures.subtotal)}</dd>
        {figures.orderDiscount !== 0 && (
          <>
            <dt>{percent === null ? t('orders.detail.discount') : t('orders.detail.discountPercent', { percent })}</dt>
            <dd className="text-right">{money(centsNegate(figures.orderDiscount))}</dd>
          </>
        )}
        <dt>{t('orders.detail.tax')}</dt>
        <dd className="text-right">{money(figures.tax)}</dd>
        {figures.tips !== 0 && (
          <>
            <dt>{t('orders.detail.tips')}</dt>
            <dd className="text-right">{money(figures.tips)}</dd>
          </>
        )}
        {figures.surcharge !== 0 && (
          <>
            <dt>{t('orders.detail.surcharge')}</dt>
            <dd className="text-right">{money(figures.surcharge)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('orders.detail.total')}</dt>
        <dd className="text-right font-semibold">{money(figures.total)}</dd>
      </dl>
      {order.payments.length > 0 && (
        <section aria-label={t('orders.detail.payments')} className="border-t border-line pt-2">
          <h3 className="font-semibold">{t('orders.detail.payments')}</h3>
          <ul className="flex flex-col gap-1">
            {order.payments.map((payment) => (
              <li key={payment.local_id} className="flex justify-between gap-2">
                <span>
                  {t(`orders.detail.${paymentKind(payment)}`)} · {payment.payment_type}
                </span>
                <span>{money(paymentAmount(payment))}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="flex justify-between border-t border-line pt-2 font-semibold">
        <span>{t('orders.detail.balance')}</span>
        <span>{money(figures.balance)}</span>
      </p>
      <PrintCheckButton onLongPress={() => onPrint(order)} />
    </aside>
  );
}
