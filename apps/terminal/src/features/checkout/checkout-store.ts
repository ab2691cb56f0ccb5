/**
 * The checkout (seed 001 §2 Checkout screen, §4 Checkout payment flow, §5 Pay button, quick cash, cash discount,
 * surcharge): the loaded order, the tendered amount, and the payment actions. Components read this store and call
 * its actions; money arithmetic is the domain's, records go through the repositories.
 */
import { orderGiftCardsRelease } from '../gift-cards/gift-card-release.ts';
import type { Terminal } from '@opentill/contracts';
import {
  cents,
  centsKeypadPress,
  centsFromDecimal,
  centsKeypadValue,
  centsToDecimal,
  itemAfterKitchenPrint,
  kitchenAutoSend,
  orderCancel,
  orderChargeBlocked,
  uncertainSettle,
  paymentTypeIsCash,
  surchargeNotice,
  surchargeNoticeNeeded,
  terminalSetting,
  ORDER_STATUS,
  TERMINAL_MODE,
  type Cents,
  type TotalsContext,
} from '@opentill/domain';
import { create } from 'zustand';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import type { OrderCustomer } from '../../data/repositories/customers.ts';
import {
  orderAsSaved,
  orderByRouteId,
  orderSave,
  orderWrite,
  type OrderRecord,
} from '../../data/repositories/orders.ts';
import { shiftCurrent, shiftRecordPayment, type ShiftRecord } from '../../data/repositories/shifts.ts';
import type { PrintFailure } from '../../devices/printing/print-failure.ts';
import { orderEditorWritesSettled } from '../order/order-store.ts';
import { orderRecompute, totalsContextFrom } from '../order/order-build.ts';
import { routeAfterClose } from '../order/order-routing.ts';
import { kitchenCancelled } from '../kitchen/kitchen-send.ts';
import { checkoutDevices } from './checkout-devices.ts';
import {
  checkoutIsRefund,
  checkoutPaymentAmounts,
  checkoutTotals,
  orderAfterPayment,
  orderAfterPayments,
  orderChangeDue,
  orderIsSettled,
  paymentRecord,
  paymentTotalsContext,
  surchargePercentOf,
  type CheckoutPaymentType,
} from './checkout-payment.ts';
import { giftCardCreditsOnCompletion } from '../gift-cards/gift-card-sale.ts';
import { paymentMethodFor } from './payment-methods/index.ts';
import { checkoutLockRefusal, LOCK_REFUSED_TITLE } from '../order/order-lock.ts';
import { customerTipApplied } from '../../devices/customer-display/customer-tip.ts';

/** seed 001 §9: drawer delay and processing reset 500 ms. */
export const CHECKOUT_DELAY_MS = 500;

/** The seeds' texts of errors raised by checkout itself (seed 001 §8), shown through i18n keys. */
export const CHECKOUT_ERRORS = {
  paymentTypeNotFound: {
    title: 'Payment type is not found',
    message: 'Payment type is not available at current terminal',
  },
  giftCardUnavailable: {
    title: 'checkout.error.giftCardUnavailableTitle',
    message: 'checkout.error.giftCardUnavailableMessage',
  },
  // seed 002 §8 Print: 'Printer error' / 'Drawer error' (check the printer IP and that the print helper is running).
  printer: { title: 'checkout.error.printerTitle', message: 'checkout.error.printerMessage' },
  drawer: { title: 'checkout.error.drawerTitle', message: 'checkout.error.printerMessage' },
  // issue 19 §3: a card payment whose outcome is unknown, and a charge refused until it is settled.
  uncertain: { title: 'checkout.uncertain.title', message: 'checkout.uncertain.message' },
  uncertainBlocks: { title: 'checkout.uncertain.title', message: 'checkout.uncertain.blocks' },
  uncertainStill: { title: 'checkout.uncertain.title', message: 'checkout.uncertain.still' },
} as const;

export interface CheckoutError {
  /** A seed text (translated by ErrorModal) or an i18n key starting with 'checkout.'. */
  title: string;
  message: string;
  /** seed 001 §8: Retry re-runs the last payment type (only for 'Payment Error'). */
  retry: CheckoutPaymentType | null;
  /** A print or drawer error: which printers failed and why (issue 15 §7), shown under the message. */
  failures?: PrintFailure[];
}

export interface SurchargePrompt {
  type: CheckoutPaymentType;
  order_amount: Cents;
  surcharge: Cents;
  total_charge: Cents;
}

export interface CheckoutState {
  /** undefined while loading, null when the route names no order. */
  order: OrderRecord | null | undefined;
  context: TotalsContext;
  /** Tendered amount as a cents digit string (seed 001 §5). */
  digits: string;
  processing: boolean;
  /** 'Waiting for Card Reader...' while a card method runs. */
  cardReader: boolean;
  surcharge: SurchargePrompt | null;
  error: CheckoutError | null;
  /** The sale-completed modal: change due of the last payment, the remaining balance of the gift card used (seed 001 §2). */
  completed: { change: Cents; giftCardBalance: Cents | null } | null;
  /** The credit left on the gift card of this checkout's last gift card payment (null when none was used). */
  giftCardBalance: Cents | null;
  /** Navigation requested by an action (the screen navigates, then clears it). */
  next: string | null;
  /** The tip added on the terminal for the next payment (a card device charges it; issue 19 §2). */
  tip: Cents;
  /** The approved amount of the last payment when a card approved less than asked (issue 19: partial approval). */
  partial: Cents | null;
  /** Sets the tip of the next payment (the tip modal, or the customer's choice on the display). */
  tipSet: (tip: Cents) => void;
  /** Asks the card device about an uncertain payment by its reference (card B's Status, issue 19 §3). */
  uncertainCheck: (localId: string, now?: Date) => Promise<void>;
  /** A manager settles an uncertain payment: charged or not charged (the PIN is asked by the screen). */
  uncertainDecide: (
    localId: string,
    resolution: 'charged' | 'not_charged',
    managerId: number,
    now?: Date,
  ) => Promise<void>;
  load: (routeId: string) => Promise<void>;
  press: (key: string) => void;
  /** A quick-cash suggestion becomes the tendered amount. */
  tender: (amount: Cents) => void;
  pay: (type: CheckoutPaymentType, now?: Date) => Promise<void>;
  surchargeAccept: (now?: Date) => Promise<void>;
  surchargeCancel: (now?: Date) => Promise<void>;
  retry: (now?: Date) => Promise<void>;
  errorClose: () => void;
  cashDiscountToggle: (now?: Date) => Promise<void>;
  printReceipt: () => Promise<void>;
  printKitchen: (now?: Date) => Promise<void>;
  openDrawer: () => Promise<void>;
  newSale: (now?: Date) => Promise<void>;
  /** seed 001 §4 Cancel (the screen asks for confirmation and, for a cashier, a manager PIN first). */
  cancelOrder: (now?: Date) => Promise<void>;
  /** The customer chosen in the customer modal (null removes it), saved on the open order. */
  setCustomer: (customer: OrderCustomer | null, now?: Date) => Promise<void>;
  leave: (now?: Date) => Promise<void>;
  navigated: () => void;
  reset: () => void;
}

type TerminalConfig = Partial<Pick<Terminal, 'id' | 'mode' | 'db_settings' | 'payment_types'>>;

/** The terminal's payment type of this name (a stored payment names its type, seed 001 §3). */
function paymentTypeNamed(name: string): CheckoutPaymentType | undefined {
  return storedTerminal<TerminalConfig>()?.payment_types?.find((type) => type.name === name);
}

function terminal(): { id: number; mode: number; settings: Terminal['db_settings'] } {
  const stored = storedTerminal<TerminalConfig>();
  return { id: stored?.id ?? 0, mode: stored?.mode ?? 0, settings: stored?.db_settings ?? [] };
}

const INITIAL = {
  order: undefined,
  context: { taxInclusive: false } as TotalsContext,
  digits: '',
  processing: false,
  cardReader: false,
  surcharge: null,
  error: null,
  completed: null,
  giftCardBalance: null,
  next: null,
  tip: cents(0),
  partial: null,
} satisfies Partial<CheckoutState>;

/** The route after New Sale (seed 001 §4): KioskHome, a new order (quick service without a table), TableOrders or Tables. */
async function newSaleRoute(order: OrderRecord, mode: number): Promise<string> {
  if (mode === TERMINAL_MODE.KIOSK) return '/kiosk';
  const table = order.table;
  if (table === null || table === undefined) return mode === TERMINAL_MODE.QUICK_SERVICE ? '/orders/new' : '/tables';
  const left = await db()
    .orders.filter(
      (other) =>
        other.table === table &&
        other.local_id !== order.local_id &&
        (other.status === ORDER_STATUS.OPEN || other.status === ORDER_STATUS.HOLD),
    )
    .count();
  return left > 0 ? `/tables/${String(table)}` : '/tables';
}

/** Set once a payment's order (and shift record) is committed to IndexedDB, before the screen shows it. */
export const ORDER_PAID_COMMITTED_MARK = 'opentill:order-paid-committed';

export const useCheckout = create<CheckoutState>()((set, get) => {
  /**
   * The open shift as read when checkout opened: a payment needs its id before anything is written, and an IndexedDB
   * read there would put a task (after the next frame) between the tap and the paid commit (issue 7's budget). Its
   * counters are still read and updated inside the commit's transaction; a local id that the sync replaced meanwhile
   * is replaced inside the order by the next sync run (seed 000 §4).
   */
  let shiftAtLoad: ShiftRecord | null = null;
  /** A payment is being taken (set before its first await): a second tap is refused even before `processing` shows. */
  let paying = false;
  /** Ends the processing flag after the seed's 500 ms (seed 001 §4). */
  const processingEnd = () => setTimeout(() => set({ processing: false }), CHECKOUT_DELAY_MS);

  const fail = (title: string, message: string, retry: CheckoutPaymentType | null) =>
    set({ processing: false, cardReader: false, error: { title, message, retry } });

  /** Runs one payment of the tendered amount with `type` (surcharge already settled). */
  const take = async (type: CheckoutPaymentType, now: Date): Promise<void> => {
    const order = get().order;
    if (!order) return;
    const method = paymentMethodFor(type.behavior);
    if (!method)
      return fail(CHECKOUT_ERRORS.paymentTypeNotFound.title, CHECKOUT_ERRORS.paymentTypeNotFound.message, null);
    // issue 19 §3: while a card payment's outcome is unknown, another charge could be the second one.
    if (orderChargeBlocked(order))
      return fail(CHECKOUT_ERRORS.uncertainBlocks.title, CHECKOUT_ERRORS.uncertainBlocks.message, null);
    const devices = checkoutDevices();
    // seed 001 §4: a gift card payment needs connectivity; offline it shows the gift-card-unavailable modal.
    if (method.needsConnectivity && !devices.online()) {
      return fail(CHECKOUT_ERRORS.giftCardUnavailable.title, CHECKOUT_ERRORS.giftCardUnavailable.message, null);
    }
    const { id: terminalId, mode, settings } = terminal();
    const kiosk = mode === TERMINAL_MODE.KIOSK;
    // seed 001 §4: with no shift the user is sent to Shift (no shift recording in kiosk mode).
    const shift = kiosk ? null : (shiftAtLoad ?? (shiftAtLoad = await shiftCurrent()));
    if (!kiosk && !shift) return set({ processing: false, next: '/shift' });
    const context = paymentTotalsContext(get().context, type);
    const totals = checkoutTotals(order, context);
    const refund = checkoutIsRefund(totals);
    const tendered = checkoutPaymentAmounts(totals, centsKeypadValue(get().digits), type.behavior);
    // issue 20 §6: the tip the customer chose on the display rides on the payment that settles the order.
    const { amounts, tips } = customerTipApplied(order.local_id, totals.balance_remaining, tendered, type.behavior);
    // What a card device is asked to charge as tip: the one added on the terminal (issue 19 §2), else the customer's.
    const deviceTip = refund ? cents(0) : get().tip > 0 ? get().tip : tips;
    if (get().cardReader !== (method.usesCardReader === true)) set({ cardReader: method.usesCardReader === true });
    let result;
    try {
      result = await method.pay({
        order,
        paymentType: type,
        amounts,
        surcharge: totals.surcharge_value,
        tips: deviceTip,
        terminalId,
        refund,
        now,
        ...(refund ? {} : { tip: deviceTip }),
      });
    } catch (error) {
      console.error('Payment failed', error);
      result = { ok: false as const, title: 'Payment Error', message: 'Unsuccessful' };
    }
    if (!result.ok && result.cancelled === true) return set({ processing: false, cardReader: false });
    if (!result.ok && result.uncertain) {
      // Never paid, never forgotten: the payment it would be waits on the order for a status query or a manager.
      const who = { terminalId, employeeId: useSession.getState().employeeId, shiftId: shift?.id ?? null, now };
      const draft = paymentRecord(order, type, amounts, who, {
        tips: refund ? cents(0) : get().tip,
        ...(result.uncertain.reference ? { fields: { reference_id: result.uncertain.reference } } : {}),
      });
      const kept = await orderSave(
        { ...order, uncertain_payments: [...(order.uncertain_payments ?? []), { payment: draft }] },
        now,
      );
      set({ order: kept });
      devices.syncRequest();
      return fail(CHECKOUT_ERRORS.uncertain.title, CHECKOUT_ERRORS.uncertain.message, null);
    }
    if (!result.ok) {
      if (result.surchargeCancelled === true) await surchargeResetAfterFailure(now);
      return fail(result.title, result.message, result.title === 'Payment Error' ? type : null);
    }
    const finalAmounts = result.amounts ?? amounts;
    const who = { terminalId, employeeId: useSession.getState().employeeId, shiftId: shift?.id ?? null, now };
    const payment = paymentRecord(order, type, finalAmounts, who, {
      tips: result.tips ?? tips,
      ...(result.fields ? { fields: result.fields } : {}),
    });
    const after = orderAfterPayment(order, payment, context, who);
    // ARCHITECTURE safety rule: the paid order (and its shift record) is committed before the UI says it is paid.
    const database = db();
    // The order's put and the shift's read go to IndexedDB together: one round trip less before the commit.
    const stored = orderAsSaved(after.order, now);
    const saved = await database.transaction('rw', database.orders, database.shift, async () => {
      await Promise.all([
        orderWrite(stored, database),
        shift
          ? shiftRecordPayment(
              {
                amount: finalAmounts.amount,
                paymentType: type.name,
                cash: paymentTypeIsCash(type),
                refund: finalAmounts.amount < 0,
                order: stored,
              },
              database,
            )
          : null,
      ]);
      return stored;
    });
    // bench/order-paid-commit times the Pay action until this mark (issue 7: within 3× a raw IndexedDB put).
    if (typeof performance.mark === 'function')
      performance.mark(ORDER_PAID_COMMITTED_MARK, { detail: { local_id: saved.local_id } });
    // A gift card that paid part of the sale keeps its balance for the modal when another payment completes it.
    const giftCardBalance = result.giftCardBalance ?? get().giftCardBalance;
    set({
      order: saved,
      digits: '',
      tip: cents(0),
      partial:
        !after.complete && result.amounts && result.amounts.amount !== amounts.amount ? result.amounts.amount : null,
      cardReader: false,
      processing: true,
      giftCardBalance,
      completed: after.complete ? { change: finalAmounts.change_amount, giftCardBalance } : null,
    });
    processingEnd();
    devices.syncRequest();
    if (!after.complete) return;
    // docs/decisions.md §25: gift card top-ups sold on this order (product -2 lines) are credited now, once paid in full.
    void giftCardCreditsOnCompletion(saved).catch((error: unknown) => console.error('Gift card credit failed', error));
    // seed 001 §4: the drawer opens 500 ms after a cash payment settles the balance.
    if (paymentTypeIsCash(type)) setTimeout(() => void devices.openCashDrawer(), CHECKOUT_DELAY_MS);
    // seed 001 §4: a completed sale with autosend_kitchen true and a positive total prints the kitchen ticket.
    if (
      kitchenAutoSend(terminalSetting(settings, 'autosend_kitchen'), checkoutTotals(saved, get().context).grand_total)
    ) {
      await kitchenPrint(saved, now);
    }
  };

  /**
   * seed 001 §8 'Unsuccessful. Reason: …': the surcharge is cancelled, so Retry shows the surcharge notice again.
   * A surcharge already charged by an earlier payment stays (docs/decisions.md §16, as on leaving checkout).
   */
  const surchargeResetAfterFailure = async (now: Date): Promise<void> => {
    const order = get().order;
    if (!order || order.allow_surcharge !== true || (order.payments?.length ?? 0) > 0) return;
    const reset = orderRecompute(
      { ...order, allow_surcharge: false, surcharge_value: centsToDecimal(cents(0)) },
      get().context,
    );
    set({ order: await orderSave(reset, now) });
  };

  /**
   * Prints the kitchen ticket and marks the printed items sent (seed 001 §4 itemAfterKitchenPrint); the failures of
   * the printers that did not print.
   */
  const kitchenPrint = async (order: OrderRecord, now: Date): Promise<PrintFailure[]> => {
    const outcome = await checkoutDevices().printKitchen(order);
    if (outcome.printedItems.length === 0) return outcome.failures;
    const printed = new Set(outcome.printedItems);
    const current = get().order ?? order;
    const marked = {
      ...current,
      items: current.items.map((item) => (printed.has(item.local_id) ? itemAfterKitchenPrint(item) : item)),
    };
    const saved = await orderSave(marked, now);
    if (get().order?.local_id === saved.local_id) set({ order: saved });
    checkoutDevices().syncRequest();
    return outcome.failures;
  };

  /**
   * Settles an uncertain payment (issue 19 §3): charged moves its payment into the order's payments, recorded on the
   * shift, and may complete the order; not charged leaves it settled beside them. A staff decision names the manager.
   */
  const settle = async (
    order: OrderRecord,
    localId: string,
    resolution: 'charged' | 'not_charged',
    how: 'status' | 'staff',
    by: number | null,
    now: Date,
    payment?: OrderRecord['payments'][number],
  ): Promise<void> => {
    const settled = uncertainSettle(order, localId, { resolution, how, by, at: now.toISOString() }, payment);
    if (!settled) return;
    const { id: terminalId } = terminal();
    const who = { terminalId, employeeId: useSession.getState().employeeId, shiftId: shiftAtLoad?.id ?? null, now };
    const after = resolution === 'charged' ? orderAfterPayments(settled, get().context, who) : null;
    const next = after ? after.order : settled;
    const database = db();
    const stored = orderAsSaved(next, now);
    const charged = settled.payments?.at(-1);
    await database.transaction('rw', database.orders, database.shift, async () => {
      await orderWrite(stored, database);
      if (after && charged && shiftAtLoad) {
        const amount = centsFromDecimal(charged.amount);
        await shiftRecordPayment(
          { amount, paymentType: charged.payment_type, cash: false, refund: amount < 0, order: stored },
          database,
        );
      }
    });
    set({
      order: stored,
      completed: after?.complete ? { change: cents(0), giftCardBalance: get().giftCardBalance } : null,
    });
    checkoutDevices().syncRequest();
  };

  return {
    ...INITIAL,
    load: async (routeId) => {
      set({ ...INITIAL });
      // The editor shows a change before writing it: checkout reads the order once every write has landed.
      await orderEditorWritesSettled();
      const kiosk = terminal().mode === TERMINAL_MODE.KIOSK;
      const [order, store, shift] = await Promise.all([
        orderByRouteId(routeId),
        db().store.toCollection().first(),
        kiosk ? null : shiftCurrent(),
      ]);
      shiftAtLoad = shift;
      // issue 17 §4: an order another terminal holds is refused here as in the editor (never paid on two terminals).
      const refusal = order ? await checkoutLockRefusal(order, terminal().id) : null;
      if (refusal) {
        set({ order: null, error: { title: LOCK_REFUSED_TITLE, message: refusal, retry: null } });
        return;
      }
      const context = totalsContextFrom(store, terminalSetting(terminal().settings, 'cash_discount'));
      // seed 001 §4: opening checkout on a completed or refunded order shows the sale-completed modal.
      set({
        order,
        context,
        completed: order && orderIsSettled(order) ? { change: orderChangeDue(order), giftCardBalance: null } : null,
        // A card's credit is known for the order it paid in this visit only (the receipt prints it).
        giftCardBalance: null,
      });
    },
    press: (key) => set({ digits: centsKeypadPress(get().digits, key) }),
    tipSet: (tip) => set({ tip: tip > 0 ? tip : cents(0) }),
    uncertainCheck: async (localId, now = new Date()) => {
      const order = get().order;
      const entry = order?.uncertain_payments?.find((item) => item.payment.local_id === localId && !item.resolution);
      const type = entry ? paymentTypeNamed(entry.payment.payment_type) : undefined;
      const method = type ? paymentMethodFor(type.behavior) : null;
      if (!order || !entry || !type || !method?.status || !entry.payment.reference_id) return;
      set({ processing: true, cardReader: true });
      const found = await method.status(type, entry.payment.reference_id, order.local_id);
      set({ processing: false, cardReader: false });
      if (found.kind === 'unknown')
        return fail(CHECKOUT_ERRORS.uncertainStill.title, CHECKOUT_ERRORS.uncertainStill.message, null);
      const payment =
        found.kind === 'charged'
          ? {
              ...entry.payment,
              ...found.result.fields,
              tips: centsToDecimal(found.result.tips ?? cents(0)),
            }
          : undefined;
      await settle(order, localId, found.kind === 'charged' ? 'charged' : 'not_charged', 'status', null, now, payment);
    },
    uncertainDecide: async (localId, resolution, managerId, now = new Date()) => {
      const order = get().order;
      if (!order) return;
      await settle(order, localId, resolution, 'staff', managerId, now);
    },
    tender: (amount) => set({ digits: amount > 0 ? String(amount) : '' }),
    pay: async (type, now = new Date()) => {
      const { order, processing } = get();
      // seed 001 §4: a payment is blocked while another is being processed.
      if (!order || processing || paying || orderIsSettled(order)) return;
      // A payment with nothing to wait for (cash, direct charge) shows its processing state with its result: a state
      // change here re-rendered the screen, and drew it, before the paid order's commit could start (issue 13, 4x
      // slowdown). The second tap is refused by `paying` meanwhile.
      const method = paymentMethodFor(type.behavior);
      const waits = !method || method.usesCardReader === true || method.needsConnectivity === true;
      if (waits) set({ processing: true, error: null });
      else if (get().error !== null) set({ error: null });
      const totals = checkoutTotals(order, get().context);
      // seed 001 §4: a surcharge above 0 first shows the notice (not when accepted already, nor for a refund).
      if (surchargeNoticeNeeded(surchargePercentOf(type), order.allow_surcharge === true, checkoutIsRefund(totals))) {
        const figures = surchargeNotice(totals.grand_total, surchargePercentOf(type));
        return set({ processing: false, surcharge: { type, ...figures } });
      }
      paying = true;
      try {
        await take(type, now);
      } catch (error) {
        console.error('Checkout payment could not be saved', error);
        fail('Unknown error...', 'Please, contact support', null);
      } finally {
        paying = false;
      }
    },
    surchargeAccept: async (now = new Date()) => {
      const prompt = get().surcharge;
      const order = get().order;
      if (!prompt || !order) return;
      // seed 001 §4: Continue accepts the surcharge and re-runs the payment.
      const accepted = orderRecompute(
        { ...order, allow_surcharge: true },
        paymentTotalsContext(get().context, prompt.type),
      );
      set({ surcharge: null, order: accepted });
      await get().pay(prompt.type, now);
    },
    surchargeCancel: async (now = new Date()) => {
      const order = get().order;
      set({ surcharge: null });
      if (!order) return;
      // seed 001 §4: Cancel resets the surcharge to 0.
      const reset = orderRecompute({ ...order, allow_surcharge: false, surcharge_value: 0 }, get().context);
      set({ order: await orderSave(reset, now) });
    },
    retry: async (now = new Date()) => {
      const type = get().error?.retry;
      set({ error: null });
      if (type) await get().pay(type, now);
    },
    errorClose: () => set({ error: null }),
    cashDiscountToggle: async (now = new Date()) => {
      const order = get().order;
      if (!order || get().processing || orderIsSettled(order) || (order.payments?.length ?? 0) > 0) return;
      // seed 001 §4 Discounts: the cash discount switches on and off per order.
      const toggled = orderRecompute({ ...order, cash_discount: order.cash_discount !== true }, get().context);
      set({ order: await orderSave(toggled, now) });
    },
    printReceipt: async () => {
      const order = get().order;
      if (!order) return;
      // The card's credit after this sale, from its answer (issue 15 §5): the receipt's gift card credit line.
      const giftCardCredit = get().completed?.giftCardBalance ?? get().giftCardBalance;
      const outcome = await checkoutDevices().printReceipt(order, { giftCardCredit });
      if (!outcome.ok) set({ error: { ...CHECKOUT_ERRORS.printer, retry: null, failures: outcome.failures } });
    },
    printKitchen: async (now = new Date()) => {
      const order = get().order;
      if (!order) return;
      // seed 002 §8: when a kitchen print returns errors the items stay unsent and an error is raised.
      const failures = await kitchenPrint(order, now);
      if (failures.length > 0) set({ error: { ...CHECKOUT_ERRORS.printer, retry: null, failures } });
    },
    openDrawer: async () => {
      const outcome = await checkoutDevices().openCashDrawer();
      if (!outcome.ok) set({ error: { ...CHECKOUT_ERRORS.drawer, retry: null, failures: outcome.failures } });
    },
    newSale: async (now = new Date()) => {
      const order = get().order;
      if (!order) return;
      // seed 001 §4 New Sale: the previous order is forced to completed if it is not.
      if (!orderIsSettled(order)) {
        await orderSave(
          {
            ...order,
            status: ORDER_STATUS.COMPLETED,
            close_date: order.close_date ?? now.toISOString(),
            locked_by: null,
          },
          now,
        );
        checkoutDevices().syncRequest();
      }
      set({ completed: null, next: await newSaleRoute(order, terminal().mode) });
    },
    cancelOrder: async (now = new Date()) => {
      const order = get().order;
      if (!order || get().processing) return;
      const { id: terminalId, mode } = terminal();
      const cancelled = orderCancel(order, now.toISOString(), terminalId);
      if (!cancelled) return;
      // seed 001 §4 Cancel releases gift cards; if a card cannot be credited back the order stays as it was.
      const refused = await orderGiftCardsRelease(order);
      if (refused) return set({ error: { ...refused, retry: null } });
      const saved = await orderSave(cancelled, now);
      checkoutDevices().syncRequest();
      // seed 001 §4 reason 'order cancelled': the kitchen is told of the items it had (features/kitchen).
      kitchenCancelled(saved);
      set({ order: saved, next: await routeAfterClose(saved, 'cancel', { kiosk: mode === TERMINAL_MODE.KIOSK }) });
    },
    setCustomer: async (customer, now = new Date()) => {
      const order = get().order;
      if (!order || orderIsSettled(order)) return;
      // A local customer id is replaced by the server's before upload (sync engine, seed 000 §4).
      set({ order: await orderSave({ ...order, customer: customer as OrderRecord['customer'] }, now) });
    },
    leave: async (now = new Date()) => {
      const { order, context } = get();
      set({ ...INITIAL });
      if (!order || (order.status !== ORDER_STATUS.OPEN && order.status !== ORDER_STATUS.HOLD)) return;
      // seed 001 §4 On leaving checkout: the surcharge is reset (decided: unless a payment already carried it), the
      // order unlocked, saved and synced.
      const keepSurcharge = (order.payments?.length ?? 0) > 0;
      const left = keepSurcharge
        ? order
        : orderRecompute({ ...order, allow_surcharge: false, surcharge_value: centsToDecimal(cents(0)) }, context);
      await orderSave({ ...left, locked_by: null }, now);
      checkoutDevices().syncRequest();
    },
    navigated: () => set({ next: null }),
    reset: () => set({ ...INITIAL }),
  };
});
