/**
 * The customer display's messages built from the terminal's state (issue 20 §2): the order's figures come from
 * packages/domain (orderFigures, the same the order panel and checkout show) and are formatted here with the screen's
 * formatter, so the display only paints text. Pure functions: the subscriber (use-display-feed.ts) calls them.
 */
import {
  centsFromDecimal,
  centsNegate,
  orderFigures,
  paymentTypeIsCash,
  quantityText,
  type Cents,
  type OrderInput,
  type TotalsContext,
} from '@opentill/domain';
import type { DisplayOrder, DisplaySale } from './display-protocol.ts';

type Money = (value: Cents) => string;
type OrderLike = OrderInput & {
  items: readonly (OrderInput['items'][number] & { local_id?: string; name?: string | null })[];
};

/** The order as the customer sees it: its active lines and the figures of every totals block. */
export function displayOrderOf(order: OrderLike, context: TotalsContext, money: Money): DisplayOrder {
  const figures = orderFigures(order, context);
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
    tips: figures.tips !== 0 ? money(figures.tips) : null,
    total: money(figures.total),
    paid: figures.paid !== 0 ? money(figures.paid) : null,
    balance: money(figures.balance),
  };
}

interface PaymentLike {
  payment_type: string;
  amount: number | string;
  amount_paid?: number | string | null;
  change_amount?: number | string | null;
}

/**
 * The sale message of the payment that completed the order (seed 002 §4: cash flag, transaction amount, change tender
 * amount): cash when its type allows change (domain paymentTypeIsCash).
 */
export function displaySaleOf(
  payment: PaymentLike,
  types: readonly { name: string; behavior: number }[],
  money: Money,
): DisplaySale {
  const type = types.find((candidate) => candidate.name === payment.payment_type);
  const cash = type ? paymentTypeIsCash(type) : false;
  return {
    cash,
    transaction_amount: money(centsFromDecimal(payment.amount_paid ?? payment.amount)),
    change_tender_amount: money(centsFromDecimal(payment.change_amount ?? 0)),
  };
}
