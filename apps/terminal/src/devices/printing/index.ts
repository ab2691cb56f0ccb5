/**
 * Printing (seed 001 §7.9, seed 002 §4 Printing, §8 Print errors): receipts, kitchen tickets (kitchen.ts), the cash
 * drawer and shift reports, sent through the print helper (docs/print-helper.md) to ESC/POS printers on port 9100.
 * No printer configured → { ok: true, printed: false, failures: [] }: selling never waits for paper.
 */
import {
  PRINT_WIDTH,
  storeTaxInclusive,
  taxRoundMode,
  type Cents,
  type PrintStore,
  type TotalsContext,
} from '@opentill/domain';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printJobRun, type PrintFailure, type PrintJob } from './print-job.ts';
import { orderReceiptLines } from './print-lines.ts';
import { printingConfig, type PrinterTarget } from './printer-config.ts';

export { printDepsSet } from './print-job.ts';
export { printFailureText, type PrintCause, type PrintFailure } from './print-failure.ts';
export { lastPrintedJobs, type LastJobs } from './last-jobs.ts';
export { printingConfig } from './printer-config.ts';
export { kitchenOrderCancelled, printKitchen, type KitchenPrintOutcome } from './kitchen.ts';

/**
 * What a receipt shows that the stored order does not hold: the gift card's credit left after this sale (issue 15 §5),
 * known to checkout from the card's answer.
 */
export interface ReceiptExtra {
  readonly giftCardCredit?: Cents | null;
}

export interface PrintOutcome {
  ok: boolean;
  printed: boolean;
  failures: PrintFailure[];
}

const NOTHING: PrintOutcome = { ok: true, printed: false, failures: [] };

async function runOnReceiptPrinter(job: (printer: PrinterTarget) => PrintJob): Promise<PrintOutcome> {
  const config = printingConfig();
  if (!config.helperUrl || !config.receiptPrinter) return { ...NOTHING, failures: [] };
  const failure = await printJobRun(config.helperUrl, config.receiptPrinter, job(config.receiptPrinter));
  return failure ? { ok: false, printed: false, failures: [failure] } : { ok: true, printed: true, failures: [] };
}

/** The store's facts a printout needs: header lines, currency symbol and the totals rules (receipts, refund slips). */
export async function storeForPrint(
  settings: ReadonlyMap<string, string>,
): Promise<PrintStore & { currencySymbol: string; totals: TotalsContext }> {
  const [store, currency] = await Promise.all([
    db().store.toCollection().first(),
    db().currency.toCollection().first(),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    name: text(store?.name) ?? '',
    address: text(store?.address),
    address_2: text(store?.address_2),
    phone: text(store?.phone),
    receipt_header_text: text(store?.receipt_header_text),
    receipt_footer_text: text(store?.receipt_footer_text),
    country: text(store?.country),
    currencySymbol: text(currency?.symbol) ?? '$',
    // The receipt prints the figures the screens show (issue 15 §1): the store's tax rules, the cash discount setting.
    totals: {
      taxInclusive: storeTaxInclusive(store?.tax_option),
      taxRound: taxRoundMode(store?.tax_round),
      cashDiscountEnabled: settings.get('cash_discount') === 'true',
    },
  };
}

/**
 * The receipt's text as the printer would print it (seed 002 §9 Receipt content), for the on-screen receipt view
 * (seed 001 §2 Print receipt view). Without a printer the receipt is laid out at the standard 42 columns.
 */
export async function receiptPreview(order: OrderRecord): Promise<string[]> {
  const config = printingConfig();
  const { currencySymbol, totals, ...store } = await storeForPrint(config.settings);
  return orderReceiptLines(order, {
    width: config.receiptPrinter?.width ?? PRINT_WIDTH.RECEIPT,
    store,
    currencySymbol,
    settings: config.settings,
    totals,
  });
}

/** The customer receipt of an order (seed 002 §9 Receipt content) on the terminal's printer. */
export async function printReceipt(order: OrderRecord, extra: ReceiptExtra = {}): Promise<PrintOutcome> {
  const config = printingConfig();
  if (!config.helperUrl || !config.receiptPrinter) return { ...NOTHING, failures: [] };
  const { currencySymbol, totals, ...store } = await storeForPrint(config.settings);
  const giftCardCredit = extra.giftCardCredit ?? null;
  return runOnReceiptPrinter((printer) => ({
    kind: 'print',
    lines: orderReceiptLines(order, {
      width: printer.width,
      store,
      currencySymbol,
      settings: config.settings,
      totals,
      giftCardCredit,
    }),
  }));
}

/** Kicks the cash drawer attached to the receipt printer (seed 002 §8 'Drawer error'). */
export function openCashDrawer(): Promise<PrintOutcome> {
  return runOnReceiptPrinter(() => ({ kind: 'drawer' }));
}

/** A report (X, Z, day summary) as laid out by domain shiftReportLines. */
export function printReport(lines: string[]): Promise<PrintOutcome> {
  return runOnReceiptPrinter(() => ({ kind: 'print', lines }));
}

/** The receipt width of the configured printer: its model's columns (42 or 48, 30 on 58 mm), 42 when none. */
export function printWidth(): number {
  return printingConfig().receiptPrinter?.width ?? 42;
}
