/**
 * The refund slip (issue 15 §3, §5): what went back to the customer, printed when a refund is confirmed. The seeds
 * do not show its layout; it follows the receipt's (same header, columns and payment lines) so a cashier reads both
 * the same way, and is fixed by golden files.
 */
import { centsNegate, type Cents, type Thousandths } from './money.ts';
import { printStoreHeader, receiptPaymentLines, type PrintStore, type ReceiptPayment } from './print-receipt.ts';
import {
  printAmount,
  printDateTime,
  printQuantity,
  textCenter,
  textColumns,
  textColumnsOrStack,
  textRule,
} from './print-text.ts';

/** A returned line: quantity returned and the amount going back for it. */
export interface RefundSlipItem {
  readonly name: string;
  readonly quantity: Thousandths;
  readonly amount: Cents;
}

export interface RefundSlipInput {
  readonly width: number;
  readonly currencySymbol?: string;
  readonly store: PrintStore;
  /** The refund's own short number, its local date-time text, the sold order's short number, who refunded. */
  readonly refund: {
    readonly number: string;
    readonly date: string;
    readonly original: string;
    readonly employee?: string | null;
  };
  readonly items: readonly RefundSlipItem[];
  readonly totals: { readonly subtotal: Cents; readonly tax_total: Cents; readonly total: Cents };
  /** The tenders the money went back on, with their card fields when a card. */
  readonly payments: readonly ReceiptPayment[];
  /** receipt_signature_line (seed 002 §9): the customer signs for money received back. */
  readonly options: { readonly signatureLine: boolean };
}

/**
 * Money going back prints negative whichever sign the caller's refund order uses (refund orders hold negative
 * amounts, a draft may hold positive ones): a slip never reads as a sale.
 */
const back = (amount: Cents): Cents => (amount > 0 ? centsNegate(amount) : amount);
const absolute = (quantity: Thousandths): Thousandths => Math.abs(quantity) as Thousandths;

/**
 * Refund slip lines: store header; "*** REFUND ***"; refund number and date, the original order's number and the
 * employee; each returned line as "qty x name" and its amount; subtotal, sales tax and the refund total; the
 * tenders refunded with card details; the signature line when receipt_signature_line is on; the footer text.
 */
export function refundSlipLines(input: RefundSlipInput): string[] {
  const { width, totals } = input;
  const symbol = input.currencySymbol ?? '$';
  const lines = [...printStoreHeader(input.store, width), textRule(width), ...textCenter('*** REFUND ***', width)];
  lines.push(
    ...textColumnsOrStack(
      `Refund #${input.refund.number}`,
      printDateTime(input.refund.date, input.store.country),
      width,
    ),
  );
  lines.push(...textColumns('Original order', `#${input.refund.original}`, width));
  if (input.refund.employee) lines.push(...textColumns('Employee', input.refund.employee, width));
  lines.push(textRule(width));
  for (const item of input.items)
    lines.push(
      ...textColumns(`${printQuantity(absolute(item.quantity))} x ${item.name}`, printAmount(back(item.amount)), width),
    );
  lines.push(textRule(width));
  lines.push(...textColumns('Subtotal', printAmount(back(totals.subtotal)), width));
  lines.push(...textColumns('Sales Tax', printAmount(back(totals.tax_total)), width));
  lines.push(...textColumns('REFUND TOTAL', printAmount(back(totals.total), symbol), width));
  if (input.payments.length > 0) {
    lines.push(textRule(width));
    for (const payment of input.payments)
      lines.push(...receiptPaymentLines({ ...payment, amount: back(payment.amount) }, width));
  }
  if (input.options.signatureLine) lines.push('', 'Customer signature:', '', `x${'_'.repeat(width - 1)}`);
  const footer = (input.store.receipt_footer_text ?? '').trim();
  if (footer !== '') lines.push('', ...footer.split(/\r?\n/).flatMap((line) => textCenter(line, width)));
  return lines;
}
