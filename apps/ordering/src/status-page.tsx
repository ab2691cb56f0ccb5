import type { OrderingMenu, OrderingStatus } from '@opentill/contracts';
import { useEffect, useState } from 'react';
import { liveUrl, statusFetch } from './api.ts';
import { HereForm } from './here-form.tsx';
import { t } from './i18n.ts';
import { money } from './money.ts';
import { buttonSecondary, panel } from './ui.ts';

interface Props {
  store: number;
  orderKey: string;
  menu: OrderingMenu;
  onNewOrder: () => void;
}

const STEPS = ['received', 'accepted', 'ready'] as const;

/**
 * The page the customer keeps open: the order's state, live through Server-Sent Events (the browser reconnects by
 * itself and the server sends the state again on each connect), the items and the server's totals, and I'm here.
 */
export function StatusPage({ store, orderKey, menu, onNewOrder }: Props) {
  const [status, setStatus] = useState<OrderingStatus | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    statusFetch(store, orderKey).then(
      (first) => live && setStatus((current) => current ?? first),
      () => live && setMissing(true),
    );
    const source = new EventSource(liveUrl(store, orderKey));
    source.addEventListener('status', (event) => {
      if (live) setStatus(JSON.parse((event as MessageEvent<string>).data) as OrderingStatus);
    });
    return () => {
      live = false;
      source.close();
    };
  }, [store, orderKey]);

  if (missing && !status) return <p className={panel}>{t('status.notFound')}</p>;
  if (!status) return <p role="status">{t('page.loading')}</p>;
  const symbol = menu.store.currency_symbol;
  const rejected = status.state === 'rejected';
  const reached = STEPS.indexOf(status.state as (typeof STEPS)[number]);

  return (
    <div className="flex flex-col gap-4">
      <section className={panel} aria-labelledby="status-title">
        <h2 id="status-title" className="text-xl font-bold">
          {status.short_number ? t('status.orderNumber', { number: status.short_number }) : t('status.yourOrder')}
        </h2>
        <p
          role="status"
          aria-live="polite"
          className={`mt-2 text-lg font-semibold ${rejected ? 'text-danger' : 'text-success'}`}
        >
          {t(`status.state.${status.state}`)}
        </p>
        <p className="text-ink-muted">{t(`status.explain.${status.state}`)}</p>
        {!rejected && (
          <ol className="mt-3 flex gap-2" aria-label={t('status.progress')}>
            {STEPS.map((step, index) => (
              <li
                key={step}
                aria-current={index === reached ? 'step' : undefined}
                className={`flex-1 rounded-control px-2 py-2 text-center text-sm font-medium ${index <= reached ? 'bg-success text-on-primary' : 'bg-secondary text-on-secondary'}`}
              >
                {t(`status.step.${step}`)}
              </li>
            ))}
          </ol>
        )}
        {status.serve_at && (
          <p className="mt-2">
            {t('status.serveAt', {
              time: new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
                new Date(status.serve_at),
              ),
            })}
          </p>
        )}
      </section>

      {!rejected && !status.delivery && status.state !== 'ready' && <HereForm store={store} orderKey={orderKey} />}

      <section className={panel} aria-labelledby="items-title">
        <h2 id="items-title" className="mb-2 font-bold">
          {status.dining_option || t('status.items')}
        </h2>
        <ul className="flex flex-col divide-y divide-line">
          {status.items.map((item, index) => (
            <li key={index} className="flex justify-between gap-2 py-2">
              <span>
                {item.quantity} × {item.name}
                {item.modifiers.length > 0 && (
                  <span className="block text-sm text-ink-muted">{item.modifiers.join(', ')}</span>
                )}
              </span>
              <span>{money(item.total_cents, symbol)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-2">
          <dt>{t('cart.subtotal')}</dt>
          <dd className="text-right">{money(status.subtotal_cents, symbol)}</dd>
          <dt>{t('status.tax')}</dt>
          <dd className="text-right">{money(status.tax_cents, symbol)}</dd>
          <dt className="font-bold">{t('status.total')}</dt>
          <dd className="text-right font-bold">{money(status.total_cents, symbol)}</dd>
        </dl>
        <p className="mt-2 text-sm text-ink-muted">{t('checkout.payAtPickup')}</p>
      </section>
      <button type="button" className={`${buttonSecondary} self-start`} onClick={onNewOrder}>
        {t('status.newOrder')}
      </button>
    </div>
  );
}
