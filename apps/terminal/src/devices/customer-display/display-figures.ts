/**
 * The customer display's messages built from the terminal's state (issue 20 §2): the order's figures come from
 * packages/domain (orderFigures, the same the order panel and checkout show) and are formatted here with the screen's
 * formatter, so the display only paints text. Pure functions: the subscriber (use-display-feed.ts) calls them.
 */
import {
  cents,
  centsFromDecimal,
  centsNegate,
  paymentHanded,
  paymentTypeIsCash,
  quantityText,
  tipSuggestions,
  totalsWithTip,
  type Cents,
  type OrderInput,
  type TotalsContext,
} from '@opentill/domain';
import { orderFiguresOf } from '../../features/order/order-figures.ts';
import type { DisplayOrder, DisplaySale, DisplayTipRequest } from './display-protocol.ts';

type Money = (value: Cents) => string;
type OrderLike = OrderInput & {
  items: readonly (OrderInput['items'][number] & { local_id?: string; name?: string | null })[];
};

/**
 * The order as the customer sees it: its active lines and the figures of every totals block; `tip` is the customer's
 * tip chosen on the display and not yet paid (issue 20 §6), shown as the tip and added to the total and the balance.
 */
export function displayOrderOf(
  order: OrderLike,
  context: TotalsContext,
  money: Money,
  tip: Cents = cents(0),
): DisplayOrder {
  const figures = orderFiguresOf(order, context);
  const withTip = totalsWithTip(figures.total, figures.balance, tip);
  return {
    lines: figures.lines.map((line) => {
      const item = order.items[line.index];
      return {
        id: item?.local_id ?? String(line.index),
        name: item?.name ?? '',
        quantity: quantityText(line.quantity),
        modifiers: line.modifiers.map((modifier) => ({
          name: modifier.name,
          price: modifier.price !== 0 ? money(modifier.price) : null,
        })),
        discount: line.discount !== 0 ? money(centsNegate(line.discount)) : null,
        amount: money(line.amount),
      };
    }),
    subtotal: money(figures.subtotal),
    discount: figures.orderDiscount !== 0 ? money(centsNegate(figures.orderDiscount)) : null,
    tax: money(figures.tax),
    tips: tip !== 0 ? money(tip) : figures.tips !== 0 ? money(figures.tips) : null,
    total: money(withTip.total),
    paid: figures.paid !== 0 ? money(figures.paid) : null,
    balance: money(withTip.balance),
  };
}

interface PaymentLike {
  payment_type: string;
  amount: number | string;
  amount_paid?: number | string | null;
  change_amount?: number | string | null;
  tips?: number | string | null;
}

/**
 * The sale message of the payment that completed the order (seed 002 §4: cash flag, transaction amount, change tender
 * amount): cash when its type allows change (domain paymentTypeIsCash); the amount counts the customer's tip.
 */
export function displaySaleOf(
  payment: PaymentLike,
  types: readonly { name: string; behavior: number }[],
  money: Money,
): DisplaySale {
  const type = types.find((candidate) => candidate.name === payment.payment_type);
  const cash = type ? paymentTypeIsCash(type) : false;
  const tips = centsFromDecimal(payment.tips ?? 0);
  return {
    cash,
    transaction_amount: money(paymentHanded(centsFromDecimal(payment.amount_paid ?? payment.amount), tips)),
    change_tender_amount: money(centsFromDecimal(payment.change_amount ?? 0)),
    tip: tips !== 0 ? money(tips) : null,
  };
}

/**
 * What the display asks the customer before paying (issue 20 §6): the terminal's tip suggestions on what is to pay
 * (domain tipSuggestions) when receipt_tip_line is on, a signature when receipt_signature_line is on.
 */
export function displayTipRequestOf(
  order: OrderLike & { local_id: string },
  context: TotalsContext,
  money: Money,
  ask: { tip: boolean; signature: boolean },
): DisplayTipRequest | null {
  const balance = orderFiguresOf(order, context).balance;
  if (balance <= 0 || (!ask.tip && !ask.signature)) return null;
  return {
    order: order.local_id,
    options: ask.tip
      ? tipSuggestions(balance).map((option) => ({
          percent: option.percent,
          tip: money(option.tip),
          total: money(option.total),
        }))
      : [],
    total: money(balance),
    signature: ask.signature,
  };
}
