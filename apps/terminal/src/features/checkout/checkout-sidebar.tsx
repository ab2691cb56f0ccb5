import { centsNegate, orderNumberShown, quantityText, type Cents } from '@opentill/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import type { CheckoutView } from './checkout-view.ts';

export interface CheckoutSidebarProps {
  view: CheckoutView;
  onEditOrder: () => void;
  onCancelOrder: () => void;
  onCustomer: () => void;
  /** The mobile layout's payment view (786 px or less): only the balance shows. */
  compact?: boolean;
}

/**
 * seed 001 §2 Checkout left sidebar: order number, edit order (not in kiosk), cancel order, customer (not in kiosk),
 * the items, the totals behind view details / close details (payments with change in red) and the balance. The items,
 * totals and payments scroll inside the panel; the balance stays at its foot, always in sight.
 */
export function CheckoutSidebar({
  view,
  compact = false,
  onEditOrder,
  onCancelOrder,
  onCustomer,
}: CheckoutSidebarProps) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(false);
  const { order, figures } = view;
  const { money } = useFormat();
  const customer = order.customer
    ? [order.customer.first_name, order.customer.last_name].filter(Boolean).join(' ')
    : '';
  // The mobile payment view shows the balance alone; the rest is the order view's.
  const folded = compact ? 'max-[786px]:hidden' : '';
  return (
    <aside
      aria-label={t('checkout.items')}
      className={`flex h-full min-h-0 flex-col gap-3 bg-surface p-4 text-ink max-sm:p-3 ${compact ? 'max-[786px]:gap-0 max-[786px]:py-2' : ''}`}
    >
      <div className={`flex flex-col gap-2 ${folded}`}>
        <h2 className="text-lg font-semibold break-all">
          {t('checkout.orderNumber', { number: orderNumberShown(order) ?? '' })}
        </h2>
        <div className="flex flex-wrap gap-2">
          {!view.kiosk && (
            <Button size="sm" onClick={onEditOrder}>
              {t('checkout.editOrder')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={onCancelOrder}>
            {t('checkout.cancelOrder')}
          </Button>
          {!view.kiosk && (
            <Button size="sm" onClick={onCustomer} title={customer || undefined} className="min-w-0 max-w-full">
              <span className="truncate">
                {customer ? t('checkout.customer', { name: customer }) : t('checkout.addCustomer')}
              </span>
            </Button>
          )}
        </div>
      </div>
      <div className={`flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto ${folded}`}>
        <CheckoutLines lines={view.lines} money={money} />
        {details && (
          <dl aria-label={t('checkout.total')} className="grid grid-cols-2 gap-1 text-sm">
            <dt>{t('checkout.discount')}</dt>
            <dd className="text-right tabular-nums">{money(centsNegate(figures.orderDiscount))}</dd>
            <dt>{t('checkout.subtotal')}</dt>
            <dd className="text-right tabular-nums">{money(figures.subtotal)}</dd>
            <dt>{t('checkout.tax')}</dt>
            <dd className="text-right tabular-nums">{money(figures.tax)}</dd>
            {figures.surcharge !== 0 && (
              <>
                <dt>{t('checkout.surcharge')}</dt>
                <dd className="text-right tabular-nums">{money(figures.surcharge)}</dd>
              </>
            )}
            <dt>{t('checkout.tip')}</dt>
            <dd className="text-right tabular-nums">{money(figures.tips)}</dd>
            <dt className="font-semibold">{t('checkout.total')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(figures.total)}</dd>
          </dl>
        )}
        {view.payments.length > 0 && (
          <ul aria-label={t('checkout.payments')} className="flex flex-col gap-1 text-sm">
            {view.payments.map((payment) => (
              <li key={payment.localId} className="flex flex-col">
                <span className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">{payment.type}</span>
                  <span className="shrink-0 tabular-nums">{money(payment.amount)}</span>
                </span>
                {payment.change !== 0 && (
                  <span className="text-right text-red-600 tabular-nums">
                    {t('checkout.change', { amount: money(payment.change) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button size="sm" aria-expanded={details} onClick={() => setDetails(!details)} className={`shrink-0 ${folded}`}>
        {details ? t('checkout.closeDetails') : t('checkout.viewDetails')}
      </Button>
      <p data-layout-primary="checkout-balance" className="flex shrink-0 justify-between gap-2 text-xl font-bold">
        <span>{t('checkout.balance')}</span>
        <output aria-label={t('checkout.balance')} className="tabular-nums">
          {money(figures.balance)}
        </output>
      </p>
    </aside>
  );
}

/**
 * The order's lines. Memoised on the lines (checkout-view keeps them while the order is the same): the Cash tap's
 * processing flag re-renders the screen, not 100 lines, before the paid order is committed (issue 13, 4x slowdown).
 */
const CheckoutLines = memo(function CheckoutLines({
  lines,
  money,
}: {
  lines: CheckoutView['lines'];
  money: (value: Cents) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('checkout.items')} className="divide-y divide-line">
      {lines.map((line) => (
        <li key={line.localId} className="flex flex-col py-2">
          <div className="flex justify-between gap-2">
            <span className="min-w-0 break-words">
              <span className="tabular-nums">{quantityText(line.quantity)}</span> × {line.name}
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
              {t('checkout.discountLine', { amount: money(centsNegate(line.discount)) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
});
