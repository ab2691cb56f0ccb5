import { centsFormat, protectedActionDecision } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session-store.ts';
import { useCurrencySymbol } from '../../data/repositories/currency.ts';
import { useEmployee } from '../../data/repositories/employees.ts';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { PinVerifyModal } from '../../ui/pin-verify-modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';
import { CustomerSelectModal } from '../order/modals/customer-select-modal.tsx';
import { orderPath } from '../order/order-routing.ts';
import { SaleCompletedModal } from './checkout-modals.tsx';
import { CheckoutPaymentModals } from './checkout-payment-modals.tsx';
import { CheckoutSidebar } from './checkout-sidebar.tsx';
import { useCheckoutScreen } from './use-checkout-screen.ts';

const action = 'min-h-11 rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600 disabled:opacity-50';

/**
 * OrderCheckout (seed 001 §2 Checkout screen): the order sidebar and the payment area (tendered amount on a cents
 * keypad, quick cash, print / kitchen / drawer, split bill on a table, one button per payment type), with the
 * surcharge, processing, error and sale-completed modals. Leaving the screen releases the order (store.leave).
 */
export default function CheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const symbol = useCurrencySymbol();
  const { state, view } = useCheckoutScreen(id);
  const { press } = state;
  const employee = useEmployee(useSession((s) => s.employeeId));
  const [mobileView, setMobileView] = useState<'payment' | 'order'>('payment');
  const [cancelAsk, setCancelAsk] = useState(false);
  const [pinAsk, setPinAsk] = useState(false);
  const [customerAsk, setCustomerAsk] = useState(false);

  const modalOpen =
    state.surcharge !== null || state.error !== null || state.completed !== null || cancelAsk || pinAsk || customerAsk;
  const onKey = useCallback((key: string) => press(key), [press]);
  useDigitKeys(onKey, view !== null && !modalOpen);

  if (state.order === undefined) return <main aria-busy="true" aria-label={t('checkout.loading')} className="p-6" />;
  if (state.order === null || view === null) {
    return (
      <main className="p-6">
        <p role="alert">{t('checkout.notFound')}</p>
      </main>
    );
  }
  const order = state.order;
  const money = (value: Parameters<typeof centsFormat>[0]) => centsFormat(value, symbol);
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

  return (
    <main className="flex h-full min-h-0 flex-col md:flex-row">
      <div role="group" aria-label={t('checkout.title')} className="flex gap-2 p-2 md:hidden">
        <button
          type="button"
          aria-pressed={mobileView === 'payment'}
          onClick={() => setMobileView('payment')}
          className={action}
        >
          {t('checkout.showPayment')}
        </button>
        <button
          type="button"
          aria-pressed={mobileView === 'order'}
          onClick={() => setMobileView('order')}
          className={action}
        >
          {t('checkout.showOrder')}
        </button>
      </div>
      <div className={`${mobileView === 'order' ? 'block' : 'hidden'} min-h-0 md:block md:w-96 md:shrink-0`}>
        <CheckoutSidebar
          view={view}
          symbol={symbol}
          onEditOrder={() => void navigate(orderPath(routeId))}
          onCancelOrder={() => setCancelAsk(true)}
          onCustomer={() => setCustomerAsk(true)}
        />
      </div>
      <section
        aria-label={t('checkout.paymentTypes')}
        className={`${mobileView === 'payment' ? 'flex' : 'hidden'} flex-1 flex-col gap-4 p-4 md:flex`}
      >
        <output
          aria-label={t('checkout.tendered')}
          className="rounded-lg bg-slate-900 px-4 py-3 text-right text-4xl font-bold text-white tabular-nums"
        >
          {money(view.tendered)}
        </output>
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="w-full max-w-xs">
            <Keypad onKey={onKey} label={t('checkout.keypad')} disabled={state.processing} />
          </div>
          <div className="flex flex-1 flex-col gap-3">
            <div role="group" aria-label={t('checkout.quickCash')} className="grid grid-cols-3 gap-2">
              {view.quickCash.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  onClick={() => state.tender(amount)}
                  className="min-h-14 rounded-lg bg-emerald-100 text-lg font-semibold text-emerald-900"
                >
                  {money(amount)}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={!view.printCheckEnabled}
                onClick={() => void state.printReceipt()}
                className={action}
              >
                {t('checkout.printCheck')}
              </button>
              <button
                type="button"
                disabled={!view.kitchenPrintEnabled}
                onClick={() => void state.printKitchen()}
                className={action}
              >
                {t('checkout.kitchenPrint')}
              </button>
              <button type="button" onClick={() => void state.openDrawer()} className={action}>
                {t('checkout.openDrawer')}
              </button>
              {view.hasTable && (
                <button
                  type="button"
                  onClick={() => void navigate(`/tables/${String(order.table)}`)}
                  className={action}
                >
                  {t('checkout.splitBill')}
                </button>
              )}
              {view.cashDiscountEnabled && (
                <button
                  type="button"
                  aria-pressed={order.cash_discount === true}
                  onClick={() => void state.cashDiscountToggle()}
                  className={`${action} aria-pressed:bg-emerald-700`}
                >
                  {t('checkout.cashDiscount')}
                </button>
              )}
            </div>
            <div role="group" aria-label={t('checkout.paymentTypes')} className="grid grid-cols-2 gap-3">
              {view.paymentTypes.map((type) => (
                <button
                  key={type.id}
                  type="button"
                  disabled={!view.pay.enabled}
                  aria-busy={state.processing}
                  onClick={() => void state.pay(type)}
                  className={`min-h-16 rounded-xl text-lg font-semibold text-white disabled:opacity-40 ${view.pay.refund ? 'bg-red-700' : 'bg-sky-700'} ${view.pay.looksDisabled ? 'opacity-60' : ''}`}
                >
                  {type.name}
                </button>
              ))}
              {view.paymentTypes.length === 0 && <p>{t('checkout.noPaymentTypes')}</p>}
            </div>
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
