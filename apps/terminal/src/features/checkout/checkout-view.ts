/**
 * What the checkout screen shows, derived from the store's order by domain rules only (seed 001 §5 Pay button, quick
 * cash, payment type filter, kitchen print, print check). Components render these values; they compute nothing.
 */
import type { OrderItem, PaymentType, Terminal } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsKeypadValue,
  isActive,
  kitchenPrintEnabled,
  orderFigures,
  orderKitchenSend,
  payButtonState,
  paymentTypesVisible,
  paymentTypeIsCash,
  printCheckEnabled,
  quickCash,
  terminalSetting,
  thousandthsFromDecimal,
  TERMINAL_MODE,
  type Cents,
  type ModifierFigure,
  type OrderFigures,
  type OrderTotals,
  type PayButtonState,
  type Thousandths,
} from '@opentill/domain';
import { storedTerminal } from '../../data/connection.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { checkoutTotals } from './checkout-payment.ts';
import type { CheckoutState } from './checkout-store.ts';

/** A line as the sidebar shows it: the domain's figures (issue 15 §1), the same as the order panel's. */
export interface CheckoutLine {
  localId: string;
  name: string;
  quantity: Thousandths;
  /** The line amount: (price + modifiers) × quantity − item discount. */
  amount: Cents;
  discount: Cents;
  modifiers: readonly ModifierFigure[];
}

export interface CheckoutPaymentLine {
  localId: string;
  type: string;
  amount: Cents;
  change: Cents;
}

export interface CheckoutView {
  order: OrderRecord;
  totals: OrderTotals;
  figures: OrderFigures;
  tendered: Cents;
  lines: CheckoutLine[];
  payments: CheckoutPaymentLine[];
  quickCash: Cents[];
  paymentTypes: PaymentType[];
  /** The Cash button's type (allow change, seed 001 §3): the one F9 pays with; null when none is offered. */
  cashType: PaymentType | null;
  pay: PayButtonState;
  kiosk: boolean;
  hasTable: boolean;
  cashDiscountEnabled: boolean;
  kitchenPrintEnabled: boolean;
  printCheckEnabled: boolean;
}

/** What the view takes from the order alone: its totals, figures, active items and lines. */
interface OrderPart {
  context: CheckoutState['context'];
  totals: CheckoutView['totals'];
  figures: CheckoutView['figures'];
  active: OrderItem[];
  lines: CheckoutLine[];
}

/** The order part of each order object (and the context it was computed with): kept while the order is the same. */
const orderParts = new WeakMap<object, OrderPart>();

/**
 * The order's totals, figures and lines, computed once per order object and context: a tap that only changes the
 * keypad or the processing flag neither recomputes them nor gives the lines a new identity (issue 13, 4x slowdown:
 * the Cash tap re-rendered the screen, its totals twice over, before the paid order's commit started).
 */
function orderPartOf(order: NonNullable<CheckoutState['order']>, context: CheckoutState['context']): OrderPart {
  const kept = orderParts.get(order);
  if (kept && kept.context === context) return kept;
  const figures = orderFigures(order, context);
  const part: OrderPart = {
    context,
    totals: checkoutTotals(order, context),
    figures,
    active: order.items.filter((item) => isActive(item)),
    lines: figures.lines.map((line): CheckoutLine => {
      const item = order.items[line.index]!;
      return {
        localId: item.local_id,
        name: item.name,
        quantity: line.quantity,
        amount: line.amount,
        discount: line.discount,
        modifiers: line.modifiers,
      };
    }),
  };
  orderParts.set(order, part);
  return part;
}

/** The screen's figures for a loaded order. */
export function checkoutView(
  state: Pick<CheckoutState, 'order' | 'context' | 'digits' | 'processing'>,
): CheckoutView | null {
  const order = state.order;
  if (!order) return null;
  const terminal = storedTerminal<Partial<Pick<Terminal, 'mode' | 'db_settings' | 'payment_types'>>>();
  const kiosk = terminal?.mode === TERMINAL_MODE.KIOSK;
  const cashDiscountEnabled = terminalSetting(terminal?.db_settings, 'cash_discount') === 'true';
  const { totals, figures, active, lines } = orderPartOf(order, state.context);
  const paymentTypes = paymentTypesVisible(terminal?.payment_types ?? [], {
    kiosk,
    cashDiscountEnabled,
    orderCashDiscount: order.cash_discount === true,
    giftCardRefund: false,
  });
  const tendered = centsKeypadValue(state.digits);
  return {
    order,
    totals,
    figures,
    tendered,
    lines,
    payments: (order.payments ?? []).map((payment) => ({
      localId: payment.local_id,
      type: payment.payment_type,
      amount: centsFromDecimal(payment.amount),
      change: centsFromDecimal(payment.change_amount ?? 0),
    })),
    quickCash: quickCash(totals.balance_remaining),
    paymentTypes,
    cashType: paymentTypes.find((type) => paymentTypeIsCash(type)) ?? null,
    pay: payButtonState({
      paymentTypeCount: paymentTypes.length,
      activeItemCount: active.length,
      hasNegativeActiveItem: active.some((item) => thousandthsFromDecimal(item.quantity) < 0),
      total: totals.grand_total,
      tendered,
      processing: state.processing,
    }),
    kiosk,
    hasTable: order.table !== null && order.table !== undefined,
    cashDiscountEnabled,
    kitchenPrintEnabled: kitchenPrintEnabled({
      hasKitchenUpdates: orderKitchenSend(order),
      printing: false,
      total: totals.grand_total,
    }),
    printCheckEnabled: printCheckEnabled(active.length),
  };
}
