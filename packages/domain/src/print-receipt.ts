/**
 * The customer receipt as plain text lines (seed 002 §9 Receipt content; seed 001 §9). Amounts come
 * in already computed (see orderTotals); this file only lays them out.
 */
import { cardBrandName } from './card-brand.ts';
import { cents, centsNegate, centsPercent, thousandths, type Cents, type Thousandths } from './money.ts';
import {
  printAmount,
  printDateTime,
  printQuantity,
  textCenter,
  textColumns,
  textColumnsOrStack,
  textRule,
  textWrap,
} from './print-text.ts';

/** seed 001 §9 / seed 002 §5: suggested tips 15, 18 and 20 % of the payment plus surcharge. */
export const TIP_SUGGESTIONS_PERCENT = [15, 18, 20] as const;

/** Store fields printed in the header and footer (seed 000 §3 Store). */
export interface PrintStore {
  readonly name: string;
  readonly address?: string | null;
  readonly address_2?: string | null;
  readonly phone?: string | null;
  readonly receipt_header_text?: string | null;
  readonly receipt_footer_text?: string | null;
  readonly country?: string | null;
}

/** One receipt line. */
export interface ReceiptItem {
  readonly name: string;
  readonly quantity: Thousandths;
  /** Unit price. */
  readonly price: Cents;
  /** Item discount (positive = taken off). */
  readonly discount: Cents;
  readonly subtotal: Cents;
  readonly modifiers?: readonly { readonly name: string; readonly price: Cents }[];
  readonly notes?: string | null;
}

/**
 * A payment as printed: the payment type's name, amount and change, and for a card the fields the payment stored
 * (brand, last four, entry type, auth code; ARCHITECTURE: never more of the card).
 */
export interface ReceiptPayment {
  readonly payment_type: string;
  readonly amount: Cents;
  readonly change_amount: Cents;
  readonly card_type?: string | null;
  readonly card_lastfour?: string | null;
  readonly entry_type?: string | null;
  readonly auth_code?: string | null;
}

/** Everything a receipt shows. */
export interface ReceiptInput {
  readonly width: number;
  readonly currencySymbol?: string;
  readonly store: PrintStore;
  /** Order number, local date-time text, and the optional table, customer and dining option name. */
  readonly order: {
    readonly number: string | number;
    readonly date: string;
    readonly table?: string | null;
    readonly customer?: string | null;
    readonly dining_option?: string | null;
  };
  readonly items: readonly ReceiptItem[];
  readonly totals: {
    readonly subtotal: Cents;
    readonly order_discount: Cents;
    readonly tax_total: Cents;
    readonly surcharge_value: Cents;
    readonly tips_total: Cents;
    readonly total: Cents;
    readonly balance_remaining: Cents;
  };
  readonly payments: readonly ReceiptPayment[];
  /** Remaining gift card credit: the "product credit" line (decided). */
  readonly giftCardCredit?: Cents | null;
  /** Terminal switches (seed 002 §9): printer_dining_option, receipt_signature_line, receipt_tip_line, receipt_tip_suggest. */
  readonly options: {
    readonly diningOption: boolean;
    readonly signatureLine: boolean;
    readonly tipLine: boolean;
    readonly tipSuggest: boolean;
  };
}

function multiline(text: string | null | undefined, width: number): string[] {
  if (text === null || text === undefined || text.trim() === '') return [];
  return text.split(/\r?\n/).flatMap((line) => textCenter(line, width));
}

/** The store header: name, address lines, phone and the receipt header text, centred. */
export function printStoreHeader(store: PrintStore, width: number): string[] {
  return [
    ...textCenter(store.name, width),
    ...multiline(store.address, width),
    ...multiline(store.address_2, width),
    ...multiline(store.phone, width),
    ...multiline(store.receipt_header_text, width),
  ];
}

function itemLines(item: ReceiptItem, width: number): string[] {
  const lines = textColumns(`${printQuantity(item.quantity)} x ${item.name}`, printAmount(item.subtotal), width);
  if (item.quantity !== 1000) lines.push(`  @ ${printAmount(item.price)}`);
  for (const modifier of item.modifiers ?? []) {
    lines.push(...textColumns(`  + ${modifier.name}`, modifier.price === 0 ? '' : printAmount(modifier.price), width));
  }
  if (item.discount !== 0) lines.push(...textColumns('  Discount', printAmount(centsNegate(item.discount)), width));
  if (item.notes !== null && item.notes !== undefined && item.notes.trim() !== '') {
    lines.push(...textWrap(`Note: ${item.notes}`, width - 2).map((line) => `  ${line}`));
  }
  return lines;
}

const present = (text: string | null | undefined): string => (text ?? '').trim();

/**
 * A payment's lines: type and amount ("(Refunded)" when negative), change, then for a card "Visa ****1111" with the
 * entry type on the right and the auth code. Last four prints only as exactly four digits: a longer stored value is
 * not trusted to be last four and is left off rather than risk printing a card number.
 */
export function receiptPaymentLines(payment: ReceiptPayment, width: number): string[] {
  const label = payment.amount < 0 ? `${payment.payment_type} (Refunded)` : payment.payment_type;
  const lines = textColumns(label, printAmount(payment.amount), width);
  if (payment.change_amount !== 0) lines.push(...textColumns('Change', printAmount(payment.change_amount), width));
  const lastFour = /^\d{4}$/.test(present(payment.card_lastfour)) ? `****${present(payment.card_lastfour)}` : '';
  const card = [cardBrandName(payment.card_type) ?? '', lastFour].filter((part) => part !== '').join(' ');
  const entry = present(payment.entry_type);
  if (card !== '' || entry !== '') lines.push(...textColumns(`  ${card === '' ? 'Card' : card}`, entry, width));
  const auth = present(payment.auth_code);
  if (auth !== '') lines.push(...textColumns('  Auth code', auth, width));
  return lines;
}

/**
 * Receipt lines (seed 002 §9): store header; order number and date (by the store's country); dining
 * option when printer_dining_option is on; per item quantity, name, subtotal, unit price, modifiers,
 * discount and notes; subtotal, order discount, sales tax, surcharge, tip and total; payments with
 * change and card details; balance; gift card credit; tip line and suggestions; signature line; footer text.
 */
export function receiptLines(input: ReceiptInput): string[] {
  const { width, totals } = input;
  const symbol = input.currencySymbol ?? '$';
  const lines = [...printStoreHeader(input.store, width), textRule(width)];
  lines.push(
    ...textColumnsOrStack(
      `Order #${String(input.order.number)}`,
      printDateTime(input.order.date, input.store.country),
      width,
    ),
  );
  if (input.order.table) lines.push(...textColumns('Table', input.order.table, width));
  if (input.order.customer) lines.push(...textColumns('Customer', input.order.customer, width));
  if (input.options.diningOption && input.order.dining_option)
    lines.push(...textColumns('Dining option', input.order.dining_option, width));
  lines.push(textRule(width));
  for (const item of input.items) lines.push(...itemLines(item, width));
  lines.push(textRule(width));
  lines.push(...textColumns('Subtotal', printAmount(totals.subtotal), width));
  if (totals.order_discount !== 0)
    lines.push(...textColumns('Discount', printAmount(centsNegate(totals.order_discount)), width));
  lines.push(...textColumns('Sales Tax', printAmount(totals.tax_total), width));
  if (totals.surcharge_value !== 0) lines.push(...textColumns('Surcharge', printAmount(totals.surcharge_value), width));
  if (totals.tips_total !== 0) lines.push(...textColumns('Tip', printAmount(totals.tips_total), width));
  lines.push(...textColumns('TOTAL', printAmount(totals.total, symbol), width));
  if (input.payments.length > 0) {
    lines.push(textRule(width));
    for (const payment of input.payments) lines.push(...receiptPaymentLines(payment, width));
  }
  if (totals.balance_remaining !== 0)
    lines.push(...textColumns('Balance', printAmount(totals.balance_remaining), width));
  if (input.giftCardCredit !== null && input.giftCardCredit !== undefined) {
    lines.push(...textColumns('Gift Card Credit', printAmount(input.giftCardCredit), width));
  }
  if (input.options.tipLine) {
    lines.push('', `Tip:   ${'_'.repeat(width - 7)}`, '', `Total: ${'_'.repeat(width - 7)}`);
  }
  if (input.options.tipSuggest) {
    let paid = 0;
    for (const payment of input.payments) if (payment.amount > 0) paid += payment.amount;
    const base = cents(paid + totals.surcharge_value);
    lines.push('', 'Suggested tip:');
    for (const percent of TIP_SUGGESTIONS_PERCENT) {
      const tip = centsPercent(base, thousandths(percent * 1000));
      lines.push(
        ...textColumns(`  ${String(percent)}% (total ${printAmount(cents(base + tip))})`, printAmount(tip), width),
      );
    }
  }
  if (input.options.signatureLine) lines.push('', 'Signature:', '', `x${'_'.repeat(width - 1)}`);
  const footer = multiline(input.store.receipt_footer_text, width);
  if (footer.length > 0) lines.push('', ...footer);
  return lines;
}
