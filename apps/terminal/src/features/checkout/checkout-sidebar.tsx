import { centsFormat, thousandthsFormat } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutView } from './checkout-view.ts';

export interface CheckoutSidebarProps {
  view: CheckoutView;
  symbol: string;
  onEditOrder: () => void;
  onCancelOrder: () => void;
  onCustomer: () => void;
}

const small = 'min-h-11 rounded-lg bg-slate-200 px-3 text-sm font-semibold text-slate-900 hover:bg-slate-300';

/**
 * seed 001 §2 Checkout left sidebar: order number, edit order (not in kiosk), cancel order, customer (not in kiosk),
 * the items, the totals behind view details / close details (payments with change in red) and the balance.
 */
export function CheckoutSidebar({ view, symbol, onEditOrder, onCancelOrder, onCustomer }: CheckoutSidebarProps) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(false);
  const { order, totals } = view;
  const money = (value: Parameters<typeof centsFormat>[0]) => centsFormat(value, symbol);
  const customer = order.customer
    ? [order.customer.first_name, order.customer.last_name].filter(Boolean).join(' ')
    : '';
  return (
    <aside aria-label={t('checkout.items')} className="flex h-full flex-col gap-3 bg-white p-4 text-slate-900">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {t('checkout.orderNumber', { number: order.number ?? order.local_id })}
        </h2>
        <div className="flex gap-2">
          {!view.kiosk && (
            <button type="button" onClick={onEditOrder} className={small}>
              {t('checkout.editOrder')}
            </button>
          )}
          <button type="button" onClick={onCancelOrder} className={`${small} bg-red-100 text-red-800`}>
            {t('checkout.cancelOrder')}
          </button>
        </div>
      </div>
      {!view.kiosk && (
        <button type="button" onClick={onCustomer} className={small}>
          {customer ? t('checkout.customer', { name: customer }) : t('checkout.addCustomer')}
        </button>
      )}
      <ul aria-label={t('checkout.items')} className="flex-1 divide-y overflow-y-auto">
        {view.lines.map((line) => (
          <li key={line.localId} className="flex flex-col py-2">
            <div className="flex justify-between gap-2">
              <span>
                <span className="tabular-nums">{thousandthsFormat(line.quantity).replace(/\.?0+$/, '')}</span> ×{' '}
                {line.name}
              </span>
              <span className="tabular-nums">{money(line.price)}</span>
            </div>
            {line.discount !== 0 && (
              <span className="text-sm text-emerald-700">
                {t('checkout.discountLine', { amount: money(line.discount) })}
              </span>
            )}
            {line.modifiers.length > 0 && <span className="text-sm text-slate-500">{line.modifiers.join(', ')}</span>}
          </li>
        ))}
      </ul>
      <button type="button" aria-expanded={details} onClick={() => setDetails(!details)} className={small}>
        {details ? t('checkout.closeDetails') : t('checkout.viewDetails')}
      </button>
      {details && (
        <dl aria-label={t('checkout.total')} className="grid grid-cols-2 gap-1 text-sm">
          <dt>{t('checkout.discount')}</dt>
          <dd className="text-right tabular-nums">{money(totals.discount_total)}</dd>
          <dt>{t('checkout.subtotal')}</dt>
          <dd className="text-right tabular-nums">{money(totals.subtotal)}</dd>
          <dt>{t('checkout.tax')}</dt>
          <dd className="text-right tabular-nums">{money(totals.tax_total)}</dd>
          {totals.surcharge_value !== 0 && (
            <>
              <dt>{t('checkout.surcharge')}</dt>
              <dd className="text-right tabular-nums">{money(totals.surcharge_value)}</dd>
            </>
          )}
          <dt>{t('checkout.tip')}</dt>
          <dd className="text-right tabular-nums">{money(totals.tips_total)}</dd>
          <dt className="font-semibold">{t('checkout.total')}</dt>
          <dd className="text-right font-semibold tabular-nums">{money(totals.total_sum)}</dd>
        </dl>
      )}
      {view.payments.length > 0 && (
        <ul aria-label={t('checkout.payments')} className="flex flex-col gap-1 text-sm">
          {view.payments.map((payment) => (
            <li key={payment.localId} className="flex flex-col">
              <span className="flex justify-between">
                <span>{payment.type}</span>
                <span className="tabular-nums">{money(payment.amount)}</span>
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
      <p className="flex justify-between text-xl font-bold">
        <span>{t('checkout.balance')}</span>
        <output aria-label={t('checkout.balance')} className="tabular-nums">
          {money(totals.balance_remaining)}
        </output>
      </p>
    </aside>
  );
}
