/**
 * Printing (seed 001 §7.9, seed 002 §4 Printing, §8 Print errors): receipts, kitchen tickets, the cash drawer and
 * shift reports, sent through the print helper (docs/print-helper.md) to ESC/POS printers on port 9100.
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
import { catalogLoad } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printJobRun, type PrintFailure, type PrintJob } from './print-job.ts';
import { kitchenLines, kitchenPendingItems, orderReceiptLines } from './print-lines.ts';
import { kitchenPrinterFor, printingConfig, type PrinterTarget } from './printer-config.ts';

export { printDepsSet } from './print-job.ts';
export { printFailureText, type PrintCause, type PrintFailure } from './print-failure.ts';
export { lastPrintedJobs, type LastJobs } from './last-jobs.ts';
export { printingConfig } from './printer-config.ts';

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

/** printKitchen also says which items reached their printers (local ids); the caller marks them sent. */
export interface KitchenPrintOutcome extends PrintOutcome {
  printedItems: string[];
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

/**
 * Kitchen tickets for the items pending for the kitchen (seed 002 §4), one ticket per printer address. Marks
 * nothing itself: `printedItems` lists the items whose every printer printed (seed 002 §8: items of a failed
 * print stay unsent).
 */
export async function printKitchen(order: OrderRecord, reason?: string): Promise<KitchenPrintOutcome> {
  const config = printingConfig();
  if (!config.helperUrl) return { ok: true, printed: false, failures: [], printedItems: [] };
  const catalog = await catalogLoad();
  const items = kitchenPendingItems(order, (productId) => {
    const product = catalog.byId.get(productId);
    // seed 002 §4: a missing product during printing is logged and skipped.
    if (!product) console.warn(`print: product ${String(productId)} not found, kitchen ticket skips it`);
    return product?.printers;
  });
  const byAddress = new Map<string, { printer: PrinterTarget; items: typeof items }>();
  for (const item of items) {
    for (const id of item.printers) {
      const printer = kitchenPrinterFor(config, id);
      if (!printer) continue;
      const key = `${printer.host}:${String(printer.port)}`;
      const entry = byAddress.get(key) ?? { printer, items: [] };
      if (!entry.items.includes(item)) entry.items.push(item);
      byAddress.set(key, entry);
    }
  }
  if (byAddress.size === 0) return { ok: true, printed: false, failures: [], printedItems: [] };
  const store = await storeForPrint(config.settings);
  const failures: PrintFailure[] = [];
  const failedItems = new Set<string>();
  const printedItems = new Set<string>();
  for (const { printer, items: ticketItems } of byAddress.values()) {
    const lines = kitchenLines(order, ticketItems, reason, { width: printer.width, country: store.country });
    const failure = await printJobRun(config.helperUrl, printer, { kind: 'print', lines });
    for (const item of ticketItems) (failure ? failedItems : printedItems).add(item.local_id);
    if (failure) failures.push(failure);
  }
  const done = [...printedItems].filter((localId) => !failedItems.has(localId));
  return { ok: failures.length === 0, printed: done.length > 0, failures, printedItems: done };
}

/** Kicks the cash drawer attached to the receipt printer (seed 002 §8 'Drawer error'). */
export function openCashDrawer(): Promise<PrintOutcome> {
  return runOnReceiptPrinter(() => ({ kind: 'drawer' }));
}

/** A report (X, Z, day summary) as laid out by domain shiftReportLines. */
export function printReport(lines: string[]): Promise<PrintOutcome> {
  return runOnReceiptPrinter(() => ({ kind: 'print', lines }));
}

/** The receipt width of the configured printer (42, or 30 for 58 mm), 42 when none. */
export function printWidth(): number {
  return printingConfig().receiptPrinter?.width ?? 42;
}
