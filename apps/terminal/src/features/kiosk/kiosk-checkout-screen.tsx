import { orderNumberShown } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { orderByRouteId, type OrderRecord } from '../../data/repositories/orders.ts';
import { Button } from '../../ui/button.tsx';
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
  const format = useFormat();
  const symbol = format.symbol;
  const { state, view } = useCheckoutScreen(id);
  const [held, setHeld] = useState<OrderRecord | null>(null);
  const [cancelAsk, setCancelAsk] = useState(false);

  const done = held !== null || state.completed !== null;
  const localId = state.order?.local_id;
  // The stored copy: what the kiosk tells the customer is what the cashier's list shows (issue 15 §4).
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
        <p role="alert" className="text-2xl">
          {t('kiosk.notFound')}
        </p>
        <Button size="lg" variant="primary" onClick={() => void navigate(ROUTES.KioskHome)}>
          {t('kiosk.back')}
        </Button>
      </main>
    );
  }
  const order = state.order;
  const routeId = String(order.id ?? order.local_id);
  const hasItems = view.lines.length > 0;
  const shown = held ?? live ?? order;
  // The short number given when the order was first saved (issue 15 §4), the same on the cashier's list; never the local id.
  const number = orderNumberShown(shown) ?? orderNumberShown(order);
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
    <main className="flex h-dvh min-h-0 flex-col justify-center gap-6 overflow-hidden bg-canvas p-4 text-ink landscape:flex-row-reverse landscape:justify-start min-[900px]:p-10">
      <section
        aria-label={t('kiosk.payWith')}
        className="flex min-h-0 flex-initial flex-col overflow-y-auto p-1 landscape:flex-1 landscape:justify-center"
      >
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
          {order.dining_option?.name && (
            <p className="self-start rounded-control bg-sky-100 px-4 py-2 text-xl font-semibold text-sky-900">
              {t('kiosk.orderType', { name: order.dining_option.name })}
            </p>
          )}
          {!hasItems && (
            <p className="rounded-panel bg-surface p-6 text-center text-2xl text-ink-muted">{t('kiosk.emptyCart')}</p>
          )}
          <p
            data-layout-primary="kiosk-balance"
            className="flex items-baseline justify-between gap-4 rounded-panel bg-surface px-6 py-4 text-4xl font-bold shadow-sm"
          >
            <span>{t('kiosk.total')}</span>
            <span className="tabular-nums">{format.money(view.totals.balance_remaining)}</span>
          </p>
          <h1 className="text-3xl font-bold">{t('kiosk.payWith')}</h1>
          <div role="group" aria-label={t('kiosk.payWith')} className="flex flex-col gap-4">
            {view.paymentTypes.map((type) => (
              <Button
                key={type.id}
                size="lg"
                variant="primary"
                disabled={!view.pay.enabled || done}
                aria-busy={state.processing || undefined}
                onClick={() => void state.pay(type)}
                className="min-h-20! text-3xl!"
              >
                {type.name}
              </Button>
            ))}
            {view.paymentTypes.length === 0 && <p className="text-xl">{t('kiosk.noPaymentTypes')}</p>}
            <Button
              size="lg"
              variant="chrome"
              disabled={!hasItems || state.processing || done}
              onClick={() => void payAtRegister()}
              className="min-h-20! text-3xl!"
            >
              {t('kiosk.payAtRegister')}
            </Button>
          </div>
          <Button
            size="lg"
            disabled={done}
            onClick={() => void navigate(orderPath(routeId))}
            className="min-h-16! text-2xl!"
          >
            {t('kiosk.addMoreItems')}
          </Button>
        </div>
      </section>
      <div className="mx-auto flex h-[30dvh] w-full max-w-3xl shrink-0 flex-col overflow-hidden rounded-panel shadow-md landscape:mx-0 landscape:h-auto landscape:w-[24rem] landscape:max-w-none min-[1400px]:landscape:w-[30rem]">
        <CheckoutSidebar
          view={view}
          onEditOrder={() => undefined}
          onCancelOrder={() => setCancelAsk(true)}
          onCustomer={() => undefined}
        />
      </div>
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
