import { centsFormat } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { orderByRouteId, type OrderRecord } from '../../data/repositories/orders.ts';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { CheckoutPaymentModals } from '../checkout/checkout-payment-modals.tsx';
import { CheckoutSidebar } from '../checkout/checkout-sidebar.tsx';
import { useCheckout } from '../checkout/checkout-store.ts';
import { useCheckoutScreen } from '../checkout/use-checkout-screen.ts';
import { orderPath } from '../order/order-routing.ts';
import { KIOSK_RETURN_MS, kioskPayAtRegister } from './kiosk-actions.ts';
import { KioskCompletedModal } from './kiosk-completed-modal.tsx';

/**
 * The kiosk layout of checkout (seed 001 §2): the order (no edit-order, no customer), a Pay-with list of the kiosk's
 * payment types (is_at_kiosk, domain paymentTypesVisible through checkoutView), Pay at the register, Add more items,
 * the order type and an empty-cart message. Payments go through the checkout store and its payment-method registry
 * (kiosk: no shift recorded, seed 001 §6). The completion modal returns to / after 10 s (seed 001 §4).
 */
export default function KioskCheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const symbol = useCurrencySymbol();
  const { state, view } = useCheckoutScreen(id);
  const [held, setHeld] = useState<OrderRecord | null>(null);
  const [cancelAsk, setCancelAsk] = useState(false);

  const done = held !== null || state.completed !== null;
  const localId = state.order?.local_id;
  // The server's order number arrives with the sync (seed 001 §4); until then the local id stands in.
  const live = useLiveQuery(async () => (localId ? orderByRouteId(localId) : null), [localId]);

  // seed 001 §4: the kiosk completion modal closes and returns to / after 10 s.
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => void navigate(ROUTES.Layout), KIOSK_RETURN_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (state.order === undefined) return <main aria-busy="true" aria-label={t('kiosk.loading')} className="p-6" />;
  if (state.order === null || view === null) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6">
        <p role="alert">{t('kiosk.notFound')}</p>
        <button
          type="button"
          onClick={() => void navigate(ROUTES.KioskHome)}
          className="min-h-14 rounded-2xl bg-slate-800 px-8 text-lg font-semibold text-white"
        >
          {t('kiosk.back')}
        </button>
      </main>
    );
  }
  const order = state.order;
  const routeId = String(order.id ?? order.local_id);
  const hasItems = view.lines.length > 0;
  const shown = held ?? live ?? order;
  const number = String(shown.number ?? order.number ?? order.local_id);
  // A completed payment counts at once: the live copy of the order may not show it yet (it said 'pay at the register').
  const paid = state.completed !== null || (shown.payments ?? order.payments ?? []).length > 0;

  const payAtRegister = async () => {
    if (state.processing) return;
    const saved = await kioskPayAtRegister(order.local_id, new Date());
    if (!saved) return;
    // The checkout store keeps the held order, so leaving the screen does not save the open one over it.
    useCheckout.setState({ order: saved });
    setHeld(saved);
  };

  return (
    <main className="flex h-screen min-h-0 flex-col bg-slate-100 md:flex-row">
      <div className="min-h-0 md:w-96 md:shrink-0">
        <CheckoutSidebar
          view={view}
          symbol={symbol}
          onEditOrder={() => undefined}
          onCancelOrder={() => setCancelAsk(true)}
          onCustomer={() => undefined}
        />
      </div>
      <section aria-label={t('kiosk.payWith')} className="flex flex-1 flex-col gap-4 p-6">
        {order.dining_option?.name && (
          <p className="rounded-xl bg-sky-100 px-4 py-2 text-lg font-semibold text-sky-900">
            {t('kiosk.orderType', { name: order.dining_option.name })}
          </p>
        )}
        {!hasItems && (
          <p className="rounded-xl bg-white p-6 text-center text-lg text-slate-500">{t('kiosk.emptyCart')}</p>
        )}
        <p className="text-3xl font-bold">
          <span>{t('kiosk.total')} </span>
          <span className="tabular-nums">{centsFormat(view.totals.balance_remaining, symbol)}</span>
        </p>
        <h1 className="text-2xl font-bold">{t('kiosk.payWith')}</h1>
        <div role="group" aria-label={t('kiosk.payWith')} className="flex flex-col gap-3">
          {view.paymentTypes.map((type) => (
            <button
              key={type.id}
              type="button"
              disabled={!view.pay.enabled || done}
              aria-busy={state.processing}
              onClick={() => void state.pay(type)}
              className="min-h-16 rounded-2xl bg-sky-700 text-xl font-semibold text-white disabled:opacity-40"
            >
              {type.name}
            </button>
          ))}
          {view.paymentTypes.length === 0 && <p>{t('kiosk.noPaymentTypes')}</p>}
          <button
            type="button"
            disabled={!hasItems || state.processing || done}
            onClick={() => void payAtRegister()}
            className="min-h-16 rounded-2xl bg-amber-500 text-xl font-semibold text-slate-900 disabled:opacity-40"
          >
            {t('kiosk.payAtRegister')}
          </button>
        </div>
        <button
          type="button"
          disabled={done}
          onClick={() => void navigate(orderPath(routeId))}
          className="min-h-14 rounded-2xl bg-slate-200 text-lg font-semibold disabled:opacity-40"
        >
          {t('kiosk.addMoreItems')}
        </button>
      </section>
      <CheckoutPaymentModals symbol={symbol} />
      <KioskCompletedModal isOpen={done} number={number} paid={paid} onClose={() => void navigate(ROUTES.Layout)} />
      <ConfirmModal
        isOpen={cancelAsk}
        message={t('kiosk.cancelConfirm')}
        onConfirm={() => {
          setCancelAsk(false);
          void state.cancelOrder();
        }}
        onClose={() => setCancelAsk(false)}
      />
    </main>
  );
}
