/**
 * Kitchen tickets to each product's printers (seed 001 §4, seed 002 §4, §9 "Kitchen tickets and labels", issue 17 §6):
 * an item goes to the printers its product (or the line itself) names, and nowhere else. A paper printer gets one
 * ticket (one per item with print_per_single_item), a label printer one label per item (per unit with
 * print_per_single_item) at 32 columns (20 on a thermal label), a printer marked is_kds the kitchen display's POST or
 * PUT. The items of a printer that failed stay unsent (seed 002 §8) while the other printers print.
 *
 * What one kitchen send prints: the items pending for the kitchen whose course is not held (issue 17 §5), grouped by
 * course; and the seeds' printing reasons for items already sent: a sent item removed since is printed under
 * 'item canceled', a sent item whose quantity (or modifiers, note) changed under 'qty changed'. A cancelled order with
 * sent items prints them under 'order cancelled' (kitchenOrderCancelled).
 */
import { KDS_HEADERS, KDS_PATH, type KdsMode, type KdsTicket, type OrderItem } from '@opentill/contracts';
import {
  KITCHEN_REASON,
  itemFireable,
  kitchenLabels,
  thousandthsFromDecimal,
  thousandthsToDecimal,
} from '@opentill/domain';
import { catalogLoad } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printDeps, printJobRun, type PrintFailure } from './print-job.ts';
import { kitchenLines, kitchenTicketInput, orderNumberText, type KitchenContext } from './print-lines.ts';
import { kitchenPrinterFor, printingConfig, type KitchenDestination, type PrintingConfig } from './printer-config.ts';

/** What a kitchen send did: `printedItems` lists the items (local ids) whose every printer printed. */
export interface KitchenPrintOutcome {
  ok: boolean;
  printed: boolean;
  failures: PrintFailure[];
  printedItems: string[];
}

/** How long the kitchen display may take to answer one attempt (decided; the print helper's is 15 s). */
export const KDS_TIMEOUT_MS = 10_000;

type Routed = OrderItem & { printers: number[] };

const voided = (item: OrderItem) =>
  !(item.void_status === 0 || item.void_status === null || item.void_status === undefined);

/** The printer ids of an item: its own (set when it was added), else its product's. */
function itemPrinters(item: OrderItem, productPrinters: (id: number) => readonly number[] | undefined): number[] {
  if (item.printers && item.printers.length > 0) return [...item.printers];
  return item.product == null ? [] : [...(productPrinters(item.product) ?? [])];
}

/** What one kitchen send prints, by reason (undefined: new items). */
export function kitchenBatches(
  order: OrderRecord,
  productPrinters: (id: number) => readonly number[] | undefined,
): { reason: string | undefined; items: Routed[] }[] {
  const pending: Routed[] = [];
  const canceled: Routed[] = [];
  const changed: Routed[] = [];
  for (const item of order.items) {
    const printers = itemPrinters(item, productPrinters);
    if (printers.length === 0) continue;
    const routed = { ...item, printers };
    if (item.sent_to_kitchen !== true) {
      // seed 001 §4 pending: not voided, not sent, has printers; issue 17 §5: its course is not held.
      if (!voided(item) && itemFireable(order, item)) pending.push(routed);
      continue;
    }
    if (item.has_kitchen_updates !== true) continue;
    // The voided copy that lowering a quantity leaves is told by the 'qty changed' ticket of its line.
    if (voided(item)) {
      if (item.void_item !== true) canceled.push(routed);
    } else changed.push(routed);
  }
  return [
    { reason: undefined, items: pending },
    { reason: KITCHEN_REASON.ITEM_CANCELED, items: canceled },
    { reason: KITCHEN_REASON.QTY_CHANGED, items: changed },
  ].filter((batch) => batch.items.length > 0);
}

/** The ticket's heading facts the order does not carry by name: its table and server. */
async function kitchenContextOf(order: OrderRecord): Promise<Omit<KitchenContext, 'width'>> {
  const employeeId = order.employee ?? order.emp_open;
  const [store, table, employee] = await Promise.all([
    db().store.toCollection().first() as Promise<{ country?: unknown } | undefined>,
    typeof order.table === 'number'
      ? (db().table('tables').get(order.table) as Promise<{ table_name?: unknown } | undefined>)
      : undefined,
    typeof employeeId === 'number'
      ? (db().employee.get(employeeId) as Promise<{ name?: unknown } | undefined>)
      : undefined,
  ]);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    country: text(store?.country),
    tableName: text(table?.table_name),
    employeeName: text(employee?.name),
  };
}

/** The kitchen display's body (packages/contracts kitchen-display.ts). */
export function kdsTicketOf(
  order: OrderRecord,
  items: readonly OrderItem[],
  mode: KdsMode,
  context: { terminal: string; tableName: string | null; now: Date },
): KdsTicket {
  const number = orderNumberText(order);
  const name = [context.tableName, number === '' ? '' : `#${number}`].filter(Boolean).join(' ');
  return {
    id: order.local_id,
    name: name === '' ? order.local_id : name,
    terminal: context.terminal,
    time: context.now.toISOString(),
    mode,
    items: items.map((item) => ({
      id: item.local_id,
      name: item.name,
      qty: thousandthsToDecimal(thousandthsFromDecimal(item.quantity)),
      mods: (item.modifiers ?? []).filter((modifier) => !voided(modifier as OrderItem)).map((m) => ({ name: m.name })),
    })),
  };
}

/** Sends the ticket to a kitchen display, with the seeds' 2 attempts; null on success. */
async function kdsSend(
  config: PrintingConfig,
  destination: KitchenDestination,
  method: 'POST' | 'PUT',
  ticket: KdsTicket,
): Promise<PrintFailure | null> {
  const doFetch = printDeps().fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const url = `http://${destination.address}${KDS_PATH}`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [KDS_HEADERS.devices]: config.kds.devices ?? 'all',
  };
  if (config.kds.token) headers[KDS_HEADERS.token] = config.kds.token;
  if (config.kds.location) headers[KDS_HEADERS.location] = config.kds.location;
  let failure: PrintFailure = { printer: destination.name, message: 'Printer error', address: destination.address };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const response = await doFetch(url, {
        method,
        headers,
        body: JSON.stringify(ticket),
        signal: AbortSignal.timeout(printDeps().timeoutMs ?? KDS_TIMEOUT_MS),
      });
      if (response.ok) return null;
      failure = { ...failure, cause: 'other', detail: `HTTP ${String(response.status)}` };
      // A refused token or ticket is not retried: the same request gets the same answer.
      if (response.status >= 400 && response.status < 500) break;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      failure = { ...failure, cause: timedOut ? 'timeout' : 'unreachable', detail: String(error) };
    }
    console.warn(`kitchen display: ${destination.name} attempt ${String(attempt)}: ${failure.detail ?? ''}`);
  }
  return failure;
}

/** Prints one printer's items; null on success, else its failure (the items stay unsent). */
async function destinationPrint(
  config: PrintingConfig,
  destination: KitchenDestination,
  order: OrderRecord,
  items: readonly Routed[],
  reason: string | undefined,
  context: Omit<KitchenContext, 'width'>,
  now: Date,
): Promise<PrintFailure | null> {
  if (destination.kind === 'display') {
    // The first send of the order to this display is a POST; later ones (new items, reasons) PUT the same id.
    const known = order.items.some(
      (item) => item.sent_to_kitchen === true && (item.printers ?? []).includes(destination.id),
    );
    const mode: KdsMode = reason ? (reason as KdsMode) : known ? 'update' : 'new';
    const ticket = kdsTicketOf(order, items, mode, {
      terminal: config.terminalName,
      tableName: context.tableName ?? null,
      now,
    });
    return kdsSend(config, destination, known || reason ? 'PUT' : 'POST', ticket);
  }
  if (!config.helperUrl) return null;
  const width = destination.target.width;
  let jobs: string[][];
  if (destination.kind === 'labels') {
    const input = kitchenTicketInput(order, items, reason, { ...context, width });
    jobs = kitchenLabels(input, width, destination.perSingleItem);
  } else if (destination.perSingleItem) {
    jobs = items.map((item) => kitchenLines(order, [item], reason, { ...context, width }));
  } else {
    jobs = [kitchenLines(order, items, reason, { ...context, width })];
  }
  for (const lines of jobs) {
    const failure = await printJobRun(config.helperUrl, destination.target, { kind: 'print', lines });
    if (failure) return failure;
  }
  return null;
}

/**
 * Prints `items` (already routed to their printer ids) under `reason` on their printers; the items whose every
 * printer printed are in printedItems. An id the store has no printer for is logged and skipped.
 */
async function kitchenRoute(
  order: OrderRecord,
  items: readonly Routed[],
  reason: string | undefined,
  now: Date,
): Promise<KitchenPrintOutcome> {
  const config = printingConfig();
  const byPrinter = new Map<number, { destination: KitchenDestination; items: Routed[] }>();
  const routed = new Set<string>();
  for (const item of items) {
    for (const id of item.printers) {
      const destination = kitchenPrinterFor(config, id);
      if (!destination) {
        console.warn(`print: printer ${String(id)} of ${item.name} is not a printer of this store, skipped`);
        continue;
      }
      // Paper needs the print helper; without one, paper printers are not configured on this terminal.
      if (destination.kind !== 'display' && !config.helperUrl) continue;
      const entry = byPrinter.get(id) ?? { destination, items: [] };
      entry.items.push(item);
      byPrinter.set(id, entry);
      routed.add(item.local_id);
    }
  }
  if (byPrinter.size === 0) return { ok: true, printed: false, failures: [], printedItems: [] };
  const context = await kitchenContextOf(order);
  const results = await Promise.all(
    [...byPrinter.values()].map(async ({ destination, items: own }) => ({
      own,
      failure: await destinationPrint(config, destination, order, own, reason, context, now),
    })),
  );
  const failed = new Set<string>();
  const failures: PrintFailure[] = [];
  for (const { own, failure } of results) {
    if (!failure) continue;
    failures.push(failure);
    for (const item of own) failed.add(item.local_id);
  }
  const printedItems = [...routed].filter((localId) => !failed.has(localId));
  return { ok: failures.length === 0, printed: printedItems.length > 0, failures, printedItems };
}

/**
 * One kitchen send (the Kitchen print button, autosend on completion): the pending items, then the sent items removed
 * ('item canceled') and changed ('qty changed'). With `reason` and `only`, just those items under that reason.
 * Marks nothing itself: the caller marks `printedItems` with itemAfterKitchenPrint.
 */
export async function printKitchen(
  order: OrderRecord,
  reason?: string,
  only?: readonly OrderItem[],
  now: Date = new Date(),
): Promise<KitchenPrintOutcome> {
  const config = printingConfig();
  if (!config.helperUrl && !config.printers.some((printer) => printer.is_kds))
    return { ok: true, printed: false, failures: [], printedItems: [] };
  const catalog = await catalogLoad();
  const productPrinters = (productId: number) => {
    const product = catalog.byId.get(productId);
    // seed 002 §4: a missing product during printing is logged and skipped.
    if (!product) console.warn(`print: product ${String(productId)} not found, kitchen ticket skips it`);
    return product?.printers;
  };
  const batches =
    only !== undefined
      ? [
          {
            reason,
            items: only
              .map((item) => ({ ...item, printers: itemPrinters(item, productPrinters) }))
              .filter((item) => item.printers.length > 0),
          },
        ]
      : kitchenBatches(order, productPrinters).map((batch) => ({ ...batch, reason: batch.reason ?? reason }));
  const outcome: KitchenPrintOutcome = { ok: true, printed: false, failures: [], printedItems: [] };
  for (const batch of batches) {
    if (batch.items.length === 0) continue;
    const result = await kitchenRoute(order, batch.items, batch.reason, now);
    outcome.ok &&= result.ok;
    outcome.printed ||= result.printed;
    outcome.failures.push(...result.failures);
    outcome.printedItems.push(...result.printedItems);
  }
  return outcome;
}

/**
 * seed 001 §4 reason 'order cancelled': a cancelled order's items already sent are printed so the kitchen stops them.
 * The order is final, so nothing is marked; a failure is logged (the editor has left the order).
 */
export async function kitchenOrderCancelled(order: OrderRecord): Promise<KitchenPrintOutcome> {
  const sent = order.items.filter((item) => item.sent_to_kitchen === true && !voided(item));
  if (sent.length === 0) return { ok: true, printed: false, failures: [], printedItems: [] };
  const outcome = await printKitchen(order, KITCHEN_REASON.ORDER_CANCELLED, sent);
  for (const failure of outcome.failures)
    console.warn(`print: order cancelled ticket failed on ${failure.printer}: ${failure.detail ?? failure.message}`);
  return outcome;
}
