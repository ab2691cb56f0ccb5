import { useEffect, useRef } from 'react';
import type { DisplayOrder, DisplaySale, DisplayStore } from '../../devices/customer-display/display-protocol.ts';
import type { Translate } from './display-i18n.ts';

/**
 * The customer-facing screens (issue 20 §2): large type readable at 1.5 m (the root font grows with the screen,
 * display-main.tsx), laid out for 1024x600 up to 1920x1080 in either orientation. They paint the terminal's text.
 */

export function IdleScreen({ t, store }: { t: Translate; store: DisplayStore | null }) {
  return (
    <section
      aria-label={t('customerDisplay.welcome')}
      className="flex min-h-0 flex-1 flex-col items-center justify-center gap-6 bg-cover bg-center p-8 text-center"
      style={store?.background ? { backgroundImage: `url(${JSON.stringify(store.background)})` } : undefined}
    >
      {store?.logo && <img src={store.logo} alt={store.name} className="max-h-[40vh] max-w-[70vw] object-contain" />}
      <h1 className="text-5xl font-bold">{t('customerDisplay.welcome')}</h1>
      {store?.name && !store.logo && <p className="text-3xl">{store.name}</p>}
      <p className="text-2xl text-ink-muted">{t('customerDisplay.idle')}</p>
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-4xl font-bold' : 'text-2xl'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderScreen({ t, order, store }: { t: Translate; order: DisplayOrder; store: DisplayStore | null }) {
  const list = useRef<HTMLOListElement>(null);
  const count = order.lines.length;
  // The newest line stays in view (lines are added at the end).
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  return (
    <section
      aria-label={t('customerDisplay.order.heading')}
      className="flex min-h-0 flex-1 flex-col gap-4 p-6 landscape:flex-row"
    >
      <div className="flex min-h-0 flex-1 flex-col">
        <h1 className="mb-2 flex items-baseline justify-between text-3xl font-bold">
          {t('customerDisplay.order.heading')}
          <span className="text-xl font-normal text-ink-muted">{t('customerDisplay.order.items', { count })}</span>
        </h1>
        <ol ref={list} aria-label={t('customerDisplay.order.heading')} className="min-h-0 flex-1 overflow-y-auto">
          {order.lines.map((line) => (
            <li key={line.id} className="border-b border-slate-200 py-2">
              <div className="flex items-baseline gap-3 text-2xl">
                <span className="w-[3ch] shrink-0 font-semibold tabular-nums">{line.quantity}</span>
                <span className="min-w-0 flex-1 font-medium break-words">{line.name}</span>
                <span className="tabular-nums">{line.amount}</span>
              </div>
              {line.modifiers.map((modifier, index) => (
                <div key={index} className="ml-[3ch] flex justify-between gap-3 pl-3 text-xl text-ink-muted">
                  <span>{modifier.name}</span>
                  {modifier.price && <span className="tabular-nums">{modifier.price}</span>}
                </div>
              ))}
              {line.discount && (
                <div className="ml-[3ch] pl-3 text-xl text-success">
                  {t('customerDisplay.order.itemDiscount', { amount: line.discount })}
                </div>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex shrink-0 flex-col gap-4 landscape:w-[38%]">
        {store && <StoreMark store={store} />}
        <Totals t={t} order={order} />
      </div>
    </section>
  );
}

/**
 * The store's logo, else its name, above the totals in landscape, where the totals' column has room to spare; in
 * portrait that room goes to the lines.
 */
function StoreMark({ store }: { store: DisplayStore }) {
  if (!store.logo && !store.name) return null;
  return (
    <div className="hidden min-h-0 flex-1 items-center justify-center p-4 text-center landscape:flex">
      {store.logo ? (
        <img src={store.logo} alt={store.name} className="max-h-full max-w-full object-contain" />
      ) : (
        <p className="text-3xl break-words text-ink-muted">{store.name}</p>
      )}
    </div>
  );
}

function Totals({ t, order }: { t: Translate; order: DisplayOrder }) {
  return (
    <dl
      aria-label={t('customerDisplay.order.total')}
      data-layout-primary="display-total"
      className="flex shrink-0 flex-col justify-end gap-2 rounded-2xl bg-slate-100 p-5"
    >
      <Row label={t('customerDisplay.order.subtotal')} value={order.subtotal} />
      {order.discount && <Row label={t('customerDisplay.order.discount')} value={order.discount} />}
      <Row label={t('customerDisplay.order.tax')} value={order.tax} />
      {order.tips && <Row label={t('customerDisplay.order.tips')} value={order.tips} />}
      <Row label={t('customerDisplay.order.total')} value={order.total} strong />
      {order.paid && <Row label={t('customerDisplay.order.paid')} value={order.paid} />}
      {order.paid && <Row label={t('customerDisplay.order.balance')} value={order.balance} strong />}
    </dl>
  );
}

export function SaleScreen({ t, sale, order }: { t: Translate; sale: DisplaySale; order: DisplayOrder | null }) {
  const heading = t(sale.cash ? 'customerDisplay.sale.cashHeading' : 'customerDisplay.sale.cardHeading');
  return (
    <section aria-label={heading} className="flex min-h-0 flex-1 flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-4xl font-bold">{heading}</h1>
      <dl data-layout-primary="display-sale" className="flex w-full max-w-3xl flex-col gap-4">
        {order && <Row label={t('customerDisplay.order.total')} value={order.total} />}
        {sale.cash ? (
          <>
            <Row label={t('customerDisplay.sale.tendered')} value={sale.transaction_amount} />
            {sale.tip && <Row label={t('customerDisplay.order.tips')} value={sale.tip} />}
            <Row label={t('customerDisplay.sale.change')} value={sale.change_tender_amount} strong />
          </>
        ) : (
          <>
            <Row label={t('customerDisplay.sale.charged')} value={sale.transaction_amount} />
            {sale.tip && <Row label={t('customerDisplay.order.tips')} value={sale.tip} />}
            <p className="text-center text-5xl font-bold text-success">{t('customerDisplay.sale.approved')}</p>
          </>
        )}
      </dl>
    </section>
  );
}

export function ThanksScreen({ t, store }: { t: Translate; store: DisplayStore | null }) {
  return (
    <section
      aria-label={t('customerDisplay.thanks')}
      className="flex min-h-0 flex-1 flex-col items-center justify-center gap-6 p-8 text-center"
    >
      {store?.logo && <img src={store.logo} alt={store.name} className="max-h-[30vh] max-w-[60vw] object-contain" />}
      <h1 className="text-6xl font-bold">{t('customerDisplay.thanks')}</h1>
      <p className="text-3xl text-ink-muted">{t('customerDisplay.thanksMessage')}</p>
    </section>
  );
}
