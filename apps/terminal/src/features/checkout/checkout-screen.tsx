import { protectedActionDecision } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session-store.ts';
import { useEmployee } from '../../data/repositories/employees.ts';
import { Button } from '../../ui/button.tsx';
import { seedText } from '../../ui/error-modal.tsx';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { PinVerifyModal } from '../../ui/pin-verify-modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { CustomerSelectModal } from '../order/modals/customer-select-modal.tsx';
import { useGiftCards } from '../gift-cards/gift-card-store.ts';
import { orderPath } from '../order/order-routing.ts';
import { SplitPartBanner } from '../split/split-part-banner.tsx';
import { CustomerTipNotice } from '../../devices/customer-display/customer-tip-notice.tsx';
import { splitPath } from '../split/split-routing.ts';
import { SaleCompletedModal } from './checkout-modals.tsx';
import { CheckoutPaymentModals } from './checkout-payment-modals.tsx';
import { CheckoutSidebar } from './checkout-sidebar.tsx';
import { CheckoutTipButton } from './checkout-tip.tsx';
import { CheckoutUncertainPanel } from './checkout-uncertain.tsx';
import { useCheckoutScreen } from './use-checkout-screen.ts';
import { CASH_SHORTCUT, QUICK_CASH_SHORTCUTS, useCheckoutShortcuts } from './use-checkout-shortcuts.ts';

/** The key of a shortcut shown on its button; aria-keyshortcuts tells screen readers, so the name stays the label. */
function KeyHint({ keys }: { keys: string }) {
  return (
    <kbd
      aria-hidden="true"
      className="shrink-0 rounded border border-current/50 px-1 font-mono text-xs font-semibold @max-lg:hidden"
    >
      {keys}
    </kbd>
  );
}

/**
 * OrderCheckout (seed 001 §2 Checkout screen): the order sidebar and the payment area (tendered amount on a cents
 * keypad, quick cash, print / kitchen / drawer, split bill on a table, one button per payment type), with the
 * surcharge, processing, error and sale-completed modals. Leaving the screen releases the order (store.leave).
 */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const format = useFormat();
  const symbol = format.symbol;
  const { state, view } = useCheckoutScreen(id);
  const { press } = state;
  const employee = useEmployee(useSession((s) => s.employeeId));
  const [mobileView, setMobileView] = useState<'payment' | 'order'>('payment');
  const [cancelAsk, setCancelAsk] = useState(false);
  const [pinAsk, setPinAsk] = useState(false);
  const [customerAsk, setCustomerAsk] = useState(false);

  // The gift card modal is the shell's (GiftCardOverlay): while it is open the keyboard is its own too.
  const giftCardOpen = useGiftCards((gift) => gift.session !== null);
  const modalOpen =
    state.surcharge !== null ||
    state.error !== null ||
    state.completed !== null ||
    state.cardReader ||
    giftCardOpen ||
    cancelAsk ||
    pinAsk ||
    customerAsk;
  const onKey = useCallback((key: string) => press(key), [press]);
  // No Enter here: a payment is always a chosen type (a tap or F9), so a stray scan (digits + Enter) never pays.
  useDigitKeys(onKey, view !== null && !modalOpen);
  useCheckoutShortcuts({
    enabled: view !== null && !modalOpen,
    cashEnabled: view !== null && view.pay.enabled && view.cashType !== null && !state.processing,
    onQuickCash: (index) => {
      const amount = view?.quickCash[index];
      if (amount !== undefined) state.tender(amount);
    },
    onCash: () => {
      if (view?.cashType) void state.pay(view.cashType);
    },
  });

  if (state.order === undefined) return <main aria-busy="true" aria-label={t('checkout.loading')} className="p-6" />;
  if (state.order === null || view === null) {
    return (
      <main className="p-6">
        {/* issue 17 §4: an order held by another terminal is refused with the seeds' words. */}
        {state.error ? (
          <div role="alert">
            <h1 className="text-lg font-bold">{seedText(t, state.error.title)}</h1>
            <p>{seedText(t, state.error.message)}</p>
          </div>
        ) : (
          <p role="alert">{t('checkout.notFound')}</p>
        )}
      </main>
    );
  }
  const order = state.order;
  const money = format.money;
  const routeId = String(order.id ?? order.local_id);

  const cancelConfirmed = () => {
    setCancelAsk(false);
    // seed 001 §6: a cashier needs a manager or owner PIN to cancel an order.
    const decision = protectedActionDecision('cancel_order', {
      role: employee?.role ?? null,
      kiosk: view.kiosk,
      verified: false,
    });
    if (decision.kind === 'pin') setPinAsk(true);
    else if (decision.kind === 'allow') void state.cancelOrder();
  };

  // seed 001 §5: with nothing tendered the payment buttons look disabled yet still pay the balance: an outline in the
  // primary colour (readable, unlike a faded fill), filled once an amount is tendered; red for a refund.
  const payVariant = view.pay.refund ? 'danger' : view.pay.looksDisabled ? 'quiet' : 'primary';
  const payOutline = payVariant === 'quiet' ? 'border-2 border-primary' : '';
  const orderView = mobileView === 'order';

  return (
    <main className="flex h-full min-h-0 min-w-0 flex-col bg-canvas min-[787px]:flex-row">
      {/* seed 001 §2 mobile layout (786 px or less): a toggle between payment options and the order view. */}
      <div role="group" aria-label={t('checkout.title')} className="flex shrink-0 gap-2 p-2 min-[787px]:hidden">
        <Button
          size="sm"
          variant={orderView ? 'secondary' : 'primary'}
          aria-pressed={!orderView}
          onClick={() => setMobileView('payment')}
          className="flex-1"
        >
          {t('checkout.showPayment')}
        </Button>
        <Button
          size="sm"
          variant={orderView ? 'primary' : 'secondary'}
          aria-pressed={orderView}
          onClick={() => setMobileView('order')}
          className="flex-1"
        >
          {t('checkout.showOrder')}
        </Button>
      </div>
      <div
        className={`flex min-h-0 flex-col max-[786px]:shrink-0 min-[787px]:w-72 min-[787px]:shrink-0 xl:w-96 ${orderView ? 'max-[786px]:flex-1' : ''}`}
      >
        <CheckoutSidebar
          view={view}
          compact={!orderView}
          onEditOrder={() => void navigate(orderPath(routeId))}
          onCancelOrder={() => setCancelAsk(true)}
          onCustomer={() => setCustomerAsk(true)}
        />
      </div>
      <section
        aria-label={t('checkout.paymentTypes')}
        className={`@container min-h-0 min-w-0 flex-1 overflow-y-auto p-4 max-sm:p-3 ${orderView ? 'max-[786px]:hidden' : ''}`}
      >
        {/* Narrow: the amount, quick cash and the payment types first (Cash always in sight), then the keypad.
            From 32rem: the keypad beside quick cash, the payment types and the other actions across below. */}
        <SplitPartBanner className="mx-auto mb-3 w-full max-w-4xl" />
        <CustomerTipNotice className="mx-auto mb-3 w-full max-w-4xl" />
        <CheckoutUncertainPanel className="mx-auto mb-3 w-full max-w-4xl" />
        <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-3 @lg:grid-cols-2 @lg:gap-4">
          <output
            aria-label={t('checkout.tendered')}
            className="min-w-0 truncate rounded-panel bg-chrome px-4 py-2 text-right text-3xl font-bold text-on-chrome tabular-nums @lg:col-span-2 @lg:py-3 @lg:text-display"
          >
            {money(view.tendered)}
          </output>
          <div
            role="group"
            aria-label={t('checkout.quickCash')}
            className="grid min-w-0 grid-cols-3 gap-2 @lg:col-start-2 @lg:row-start-2 @lg:grid-cols-1 @lg:content-start @lg:gap-3"
          >
            {view.quickCash.map((amount, index) => {
              const key = QUICK_CASH_SHORTCUTS[index];
              return (
                <Button
                  key={amount}
                  size="lg"
                  onClick={() => state.tender(amount)}
                  aria-keyshortcuts={key}
                  className="min-w-0 px-2 text-lg tabular-nums"
                >
                  {money(amount)}
                  {key && <KeyHint keys={key} />}
                </Button>
              );
            })}
          </div>
          <div
            role="group"
            aria-label={t('checkout.paymentTypes')}
            className="grid min-w-0 grid-cols-2 gap-2 @lg:col-span-2 @lg:row-start-3 @lg:grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] @lg:gap-3"
          >
            {view.paymentTypes.map((type) => {
              const cash = type.id === view.cashType?.id;
              return (
                <Button
                  key={type.id}
                  size="lg"
                  variant={payVariant}
                  disabled={!view.pay.enabled}
                  aria-busy={state.processing}
                  onClick={() => void state.pay(type)}
                  {...(cash ? { 'aria-keyshortcuts': CASH_SHORTCUT, 'data-layout-primary': 'checkout-cash' } : {})}
                  className={`min-w-0 px-3 text-lg break-words ${payOutline}`}
                >
                  {type.name}
                  {cash && <KeyHint keys={CASH_SHORTCUT} />}
                </Button>
              );
            })}
            {view.paymentTypes.length === 0 && <p className="col-span-full">{t('checkout.noPaymentTypes')}</p>}
          </div>
          <div className="min-w-0 @lg:col-start-1 @lg:row-start-2">
            <Keypad onKey={onKey} label={t('checkout.keypad')} disabled={state.processing} />
          </div>
          <div className="flex min-w-0 flex-wrap gap-2 @lg:col-span-2">
            <Button size="sm" disabled={!view.printCheckEnabled} onClick={() => void state.printReceipt()}>
              {t('checkout.printCheck')}
            </Button>
            <Button size="sm" disabled={!view.kitchenPrintEnabled} onClick={() => void state.printKitchen()}>
              {t('checkout.kitchenPrint')}
            </Button>
            <Button size="sm" onClick={() => void state.openDrawer()}>
              {t('checkout.openDrawer')}
            </Button>
            <CheckoutTipButton disabled={state.processing || view.pay.refund} />
            {view.hasTable && (
              <Button size="sm" onClick={() => void navigate(splitPath(order) ?? `/tables/${String(order.table)}`)}>
                {t('checkout.splitBill')}
              </Button>
            )}
            {view.cashDiscountEnabled && (
              <Button
                size="sm"
                variant={order.cash_discount === true ? 'success' : 'secondary'}
                aria-pressed={order.cash_discount === true}
                onClick={() => void state.cashDiscountToggle()}
              >
                {t('checkout.cashDiscount')}
              </Button>
            )}
          </div>
        </div>
      </section>
      <CheckoutPaymentModals symbol={symbol} />
      <SaleCompletedModal
        isOpen={state.completed !== null}
        change={state.completed?.change ?? view.totals.balance_remaining}
        giftCardBalance={state.completed?.giftCardBalance ?? null}
        symbol={symbol}
        onNewSale={() => void state.newSale()}
        onPrintReceipt={() => void state.printReceipt()}
      />
      <ConfirmModal
        isOpen={cancelAsk}
        message={t('checkout.cancelConfirm')}
        onConfirm={cancelConfirmed}
        onClose={() => setCancelAsk(false)}
      />
      <CustomerSelectModal
        isOpen={customerAsk}
        selected={order.customer ?? null}
        onSelect={(customer) => {
          setCustomerAsk(false);
          void state.setCustomer(customer);
        }}
        onClose={() => setCustomerAsk(false)}
      />
      <PinVerifyModal
        isOpen={pinAsk}
        onVerified={() => {
          setPinAsk(false);
          void state.cancelOrder();
        }}
        onClose={() => setPinAsk(false)}
      />
    </main>
  );
}
