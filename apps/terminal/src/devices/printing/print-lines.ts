/**
 * Turns stored records (wire decimals) into the domain's print inputs (integer cents), then lines: the receipt
 * (seed 002 §9 Receipt content) and kitchen tickets (seed 002 §9 Kitchen tickets). Amounts are the order's own
 * totals, computed by the domain when the order was saved; this file converts, it does no arithmetic on money.
 */
import type { OrderItem } from '@opentill/contracts';
import {
  centsFromDecimal,
  itemKitchenPending,
  kitchenTicketLines,
  orderNumberShown,
  receiptLines,
  recordedOrderFigures,
  refundSlipLines,
  thousandthsFromDecimal,
  type Cents,
  type KitchenTicketInput,
  type PrintStore,
  type ReceiptInput,
  type ReceiptPayment,
  type RefundSlipInput,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** "YYYY-MM-DDTHH:mm" in this device's local time (printDateTime takes local wall time). */
export function localDateTimeText(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return iso ?? '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The order number as printed (issue 15 §4): the short number, else the server's number; never the local id. */
export function orderNumberText(order: Pick<OrderRecord, 'number' | 'short_number'>): string {
  return orderNumberShown(order) ?? '';
}

/** A stored payment as printed: amounts in cents and, for a card, only the fields the payment stored. */
function paymentPrinted(payment: NonNullable<OrderRecord['payments']>[number]): ReceiptPayment {
  return {
    payment_type: payment.payment_type,
    amount: cost(payment.amount),
    change_amount: cost(payment.change_amount),
    card_type: payment.card_type ?? null,
    card_lastfour: payment.card_lastfour ?? null,
    entry_type: payment.entry_type ?? null,
    auth_code: payment.auth_code ?? null,
  };
}

const itemVoided = (item: OrderItem) =>
  !(item.void_status === 0 || item.void_status === null || item.void_status === undefined);
const cost = (value: number | null | undefined) => centsFromDecimal(value ?? 0);

export interface ReceiptContext {
  readonly width: number;
  readonly store: PrintStore;
  readonly currencySymbol: string;
  readonly settings: ReadonlyMap<string, string>;
  readonly tableName?: string | null;
  /** The gift card's credit left after this sale, when one paid (the receipt's gift card credit line). */
  readonly giftCardCredit?: Cents | null;
  /** The store's tax rules and the cash discount setting: the receipt's figures are the screens' (issue 15 §1). */
  readonly totals: TotalsContext;
}

export function orderReceiptInput(order: OrderRecord, context: ReceiptContext): ReceiptInput {
  const figures = recordedOrderFigures(order, context.totals);
  const on = (name: string) => context.settings.get(name) === 'true';
  const customer = order.customer
    ? [order.customer.first_name, order.customer.last_name].filter(Boolean).join(' ')
    : '';
  return {
    width: context.width,
    currencySymbol: context.currencySymbol,
    store: context.store,
    order: {
      number: orderNumberText(order),
      date: localDateTimeText(order.close_date ?? order.open_date),
      table: context.tableName ?? null,
      customer: customer === '' ? null : customer,
      dining_option: order.dining_option?.name ?? null,
    },
    // Active lines and modifiers only, with the unit and modifier prices after the cash discount factor.
    items: figures.lines.map((line) => {
      const item = order.items[line.index]!;
      return {
        name: item.name,
        quantity: line.quantity,
        price: line.unitPrice,
        discount: line.discount,
        subtotal: line.amount,
        modifiers: line.modifiers,
        notes: item.notes ?? null,
      };
    }),
    totals: {
      subtotal: figures.subtotal,
      order_discount: figures.orderDiscount,
      tax_total: figures.tax,
      surcharge_value: figures.surcharge,
      tips_total: figures.tips,
      total: figures.total,
      balance_remaining: figures.balance,
    },
    payments: (order.payments ?? []).map(paymentPrinted),
    giftCardCredit: context.giftCardCredit ?? null,
    options: {
      diningOption: on('printer_dining_option'),
      signatureLine: on('receipt_signature_line'),
      tipLine: on('receipt_tip_line'),
      tipSuggest: on('receipt_tip_suggest'),
    },
  };
}

export function orderReceiptLines(order: OrderRecord, context: ReceiptContext): string[] {
  return receiptLines(orderReceiptInput(order, context));
}

/**
 * The refund slip of a processed refund order (issue 15 §3, §5): the returned lines, the refund's totals and the
 * tenders it went back on, numbered with the refund's and the sale's short numbers.
 */
export function orderRefundSlipInput(
  refund: OrderRecord,
  original: Pick<OrderRecord, 'number' | 'short_number'>,
  context: ReceiptContext & { readonly employeeName?: string | null },
): RefundSlipInput {
  return {
    width: context.width,
    currencySymbol: context.currencySymbol,
    store: context.store,
    refund: {
      number: orderNumberText(refund),
      date: localDateTimeText(refund.close_date ?? refund.open_date),
      original: orderNumberText(original),
      employee: context.employeeName ?? null,
    },
    items: refund.items
      .filter((item) => !itemVoided(item))
      .map((item) => ({
        name: item.name,
        quantity: thousandthsFromDecimal(item.quantity),
        amount: cost(item.subtotal ?? 0),
      })),
    totals: { subtotal: cost(refund.subtotal), tax_total: cost(refund.tax_total), total: cost(refund.total_sum) },
    payments: (refund.payments ?? []).map(paymentPrinted),
    options: { signatureLine: context.settings.get('receipt_signature_line') === 'true' },
  };
}

export function orderRefundSlipLines(
  refund: OrderRecord,
  original: Pick<OrderRecord, 'number' | 'short_number'>,
  context: ReceiptContext & { readonly employeeName?: string | null },
): string[] {
  return refundSlipLines(orderRefundSlipInput(refund, original, context));
}

/** Items pending for the kitchen (seed 002 §4: not voided, not yet sent, has printers), with their printer ids. */
export function kitchenPendingItems(
  order: OrderRecord,
  productPrinters: (productId: number) => readonly number[] | undefined,
): (OrderItem & { printers: number[] })[] {
  const result: (OrderItem & { printers: number[] })[] = [];
  for (const item of order.items) {
    const printers =
      item.printers && item.printers.length > 0
        ? item.printers
        : item.product == null
          ? []
          : [...(productPrinters(item.product) ?? [])];
    const withPrinters = { ...item, printers };
    if (itemKitchenPending(withPrinters)) result.push(withPrinters);
  }
  return result;
}

export interface KitchenContext {
  readonly width: number;
  readonly country?: string | null;
  readonly tableName?: string | null;
  readonly employeeName?: string | null;
}

/** The kitchen ticket's input (domain print-kitchen.ts) of these items of the order. */
export function kitchenTicketInput(
  order: OrderRecord,
  items: readonly OrderItem[],
  reason: string | undefined,
  context: KitchenContext,
): KitchenTicketInput {
  return {
    order: {
      number: orderNumberText(order),
      date: localDateTimeText(order.open_date),
      table: context.tableName ?? null,
      dining_option: order.dining_option?.name ?? null,
      employee: context.employeeName ?? null,
    },
    reason: reason ?? null,
    items: items.map((item) => ({
      name: item.name,
      quantity: thousandthsFromDecimal(item.quantity),
      // A modifier taken off stays on the item voided (seed 001 §4): the kitchen sees the ones chosen now.
      modifiers: (item.modifiers ?? [])
        .filter((modifier) => modifier.void_status === 0 || modifier.void_status == null)
        .map((modifier) => modifier.name),
      notes: item.notes ?? null,
      course: item.course ?? null,
    })),
    country: context.country ?? null,
  };
}

export function kitchenLines(
  order: OrderRecord,
  items: readonly OrderItem[],
  reason: string | undefined,
  context: KitchenContext,
): string[] {
  return kitchenTicketLines(kitchenTicketInput(order, items, reason, context), context.width);
}
