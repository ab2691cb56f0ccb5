/**
 * The customer display's feed (issue 20 §2), mounted once beside every screen (app/root-layout.tsx, loaded lazily):
 * it watches the order editor and the checkout stores and the route, and publishes what the customer may see. It
 * edits no screen: the order and checkout screens do not know it is there. A kept pairing reconnects at start
 * (issue 20 §3).
 */
import type { PaymentType } from '@opentill/contracts';
import { terminalSetting } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { storedTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { useCheckout } from '../../features/checkout/checkout-store.ts';
import { orderFiguresOf } from '../../features/order/order-figures.ts';
import { useOrderEditor } from '../../features/order/order-store.ts';
import { displayPairingKey, useDisplayPairing } from '../../features/settings/display-pairing.ts';
import { useFormat } from '../../ui/use-format.ts';
import { customerTipAsk, customerTipOf, useCustomerTip } from './customer-tip.ts';
import { displayOrderOf, displaySaleOf, displayTipRequestOf } from './display-figures.ts';
import { displayAnnounce, displayPublish, displaySenderStart, useDisplayListening } from './display-sender.ts';
import { useIdleValue } from './use-idle-value.ts';

type StoredTerminal = {
  id?: number;
  store?: { logo: string | null; background: string | null };
  payment_types?: Pick<PaymentType, 'name' | 'behavior'>[];
  db_settings?: { name: string; value: string }[];
};

/** issue 20 §6: the receipt's tip and signature lines are asked on the display instead, when the terminal prints them. */
function tipAsk(): { tip: boolean; signature: boolean } {
  const settings = storedTerminal<StoredTerminal>()?.db_settings;
  return {
    tip: terminalSetting(settings, 'receipt_tip_line') === 'true',
    signature: terminalSetting(settings, 'receipt_signature_line') === 'true',
  };
}

const CHECKOUT = /^\/orders\/[^/]+\/checkout\/?$/;
const EDITOR = /^\/orders\/[^/]+\/?$/;

export function DisplayFeed(): null {
  const { i18n } = useTranslation();
  const { money } = useFormat();
  const { pathname } = useLocation();
  const storeName = useLiveQuery(
    async () => {
      const name: unknown = (await db().store.toCollection().first())?.name;
      return typeof name === 'string' ? name : '';
    },
    [],
    '',
  );
  // Taken up once the page is idle: a tap or a scan paints the order panel first, and the display's copy of the order
  // (every line's figures formatted, compared and sent) is built after that frame, not in it (issue 13, 4x slowdown).
  // Only while a display listens (a paired one, or a window of this PC): a till without one builds no copy on every
  // add. One that connects gets the order as soon as it does (display-sender `resend`, then this copy).
  const listening = useDisplayListening();
  const editorOrder = useIdleValue(
    useOrderEditor((state) => (listening && state.status === 'ready' && !state.refund ? state.order : null)),
  );
  const editorTotals = useOrderEditor((state) => state.context?.totals);
  const checkoutOrder = useCheckout((state) => state.order);
  const checkoutContext = useCheckout((state) => state.context);
  const completed = useCheckout((state) => state.completed);
  const tipChoice = useCustomerTip((state) => state.choice);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  useEffect(() => {
    const stop = displaySenderStart();
    const pairing = useDisplayPairing.getState();
    if (storedTerminal() && displayPairingKey() && pairing.state === 'not_connected') void pairing.connect();
    return stop;
  }, []);

  useEffect(() => {
    const terminal = storedTerminal<StoredTerminal>();
    const store = terminal?.store;
    displayPublish('store', {
      store: { name: storeName, logo: store?.logo ?? null, background: store?.background ?? null, language },
    });
  }, [storeName, language]);

  // The checkout's order still to pay: the display asks for a tip and a signature until the customer answers.
  const paying = CHECKOUT.test(pathname) && checkoutOrder && !completed ? checkoutOrder : null;
  const tipRequest = useMemo(
    () => (paying ? displayTipRequestOf(paying, checkoutContext, money, tipAsk()) : null),
    [paying, checkoutContext, money],
  );
  const asked = tipRequest?.order ?? null;
  const answered = tipChoice !== null && tipChoice.order === asked;
  useEffect(() => {
    customerTipAsk(asked);
  }, [asked]);
  useEffect(() => {
    displayPublish('tip_request', { tip_request: answered ? null : tipRequest });
  }, [tipRequest, answered]);

  const order = useMemo(() => {
    if (CHECKOUT.test(pathname) && checkoutOrder) {
      const tip =
        answered && !completed
          ? customerTipOf(checkoutOrder.local_id, orderFiguresOf(checkoutOrder, checkoutContext).balance)
          : undefined;
      return displayOrderOf(checkoutOrder, checkoutContext, money, tip);
    }
    if (EDITOR.test(pathname) && editorOrder && editorTotals) return displayOrderOf(editorOrder, editorTotals, money);
    return null;
  }, [pathname, checkoutOrder, checkoutContext, editorOrder, editorTotals, money, answered, completed]);

  useEffect(() => {
    displayPublish('display_open', { display_open: order !== null });
    displayPublish('order', { order });
  }, [order]);

  // The sale when a payment completes the order; the thank-you once the cashier moves on (New sale, leaving).
  const saleShown = useRef(false);
  useEffect(() => {
    const payment = completed ? checkoutOrder?.payments?.at(-1) : undefined;
    if (payment) {
      const types = storedTerminal<StoredTerminal>()?.payment_types ?? [];
      displayPublish('sale', { sale: displaySaleOf(payment, types, money) });
      saleShown.current = true;
    } else if (!completed && saleShown.current) {
      saleShown.current = false;
      displayPublish('sale', null);
      displayAnnounce({ thank_you: true });
    }
  }, [completed, checkoutOrder, money]);
  return null;
}
