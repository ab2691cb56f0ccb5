import type { OrderItem, StorePrinter } from '@opentill/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startPrintHelper, type RunningPrintHelper } from '../../../../print-helper/src/print-helper.ts';
import { startEscposPrinter, type RunningPrinter } from '../../../../../tools/simulators/src/escpos-printer.ts';
import { startKitchenDisplay, type RunningKds } from '../../../../../tools/simulators/src/kitchen-display.ts';
import { saveTerminal } from '../../data/connection.ts';
import { closedPort } from '../closed-port-kit.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import type { WebSocketLike } from './print-helper-client.ts';
import { kitchenOrderCancelled, printDepsSet, printKitchen } from './index.ts';

const ORIGIN = 'http://terminal.test';

const printerOf = (id: number, name: string, port: number, extra: Partial<StorePrinter> = {}): StorePrinter => ({
  id,
  name,
  ip: `127.0.0.1:${String(port)}`,
  kind: 'kitchen',
  is_58mm: false,
  print_per_single_item: false,
  design_template: '',
  is_kds: false,
  sorting: id,
  ...extra,
});

const item = (localId: string, name: string, printers: number[], extra: Partial<OrderItem> = {}): OrderItem => ({
  local_id: localId,
  product: null,
  name,
  quantity: 1,
  price: 5,
  subtotal: 5,
  modifiers: [],
  printers,
  has_kitchen_updates: true,
  sent_to_kitchen: false,
  void_status: 0,
  ...extra,
});

const order = (items: OrderItem[], extra: Partial<OrderRecord> = {}): OrderRecord => ({
  local_id: '2_1700000000000',
  number: 1042,
  short_number: '42',
  status: 1,
  open_date: '2026-03-02T14:05:00.000Z',
  subtotal: 0,
  tax_total: 0,
  discount_total: 0,
  order_discount: 0,
  discount_orders: 0,
  grand_total: 0,
  total_sum: 0,
  tips_total: 0,
  surcharge_value: 0,
  balance_remaining: 0,
  payments: [],
  items,
  ...extra,
});

/**
 * issue 17 §6 acceptance: kitchen tickets through the real print helper to the ESC/POS simulator listening on one port
 * per printer (receipt, kitchen, bar, labels), and to the kitchen display simulator.
 */
describe('kitchen tickets to each product’s printers (printer and kitchen display simulators)', () => {
  let printers: RunningPrinter;
  let helper: RunningPrintHelper;
  let kds: RunningKds;
  let receiptPort: number;
  let kitchenPort: number;
  let barPort: number;
  let labelPort: number;
  let offPort: number;
  const KITCHEN = 1;
  const BAR = 2;
  const LABELS = 3;
  const DISPLAY = 4;
  const configure = (settings: { name: string; value: string }[] = [], extra: Partial<StorePrinter>[] = []) =>
    saveTerminal({
      id: 2,
      name: 'Terminal #2 Floor',
      printer: { local_ip: `127.0.0.1:${String(receiptPort)}`, name: 'Receipt printer', is_58mm: false },
      printer_server_ip: '127.0.0.1',
      db_settings: [{ name: 'print_helper_port', value: String(helper.port) }, ...settings],
      token: 'kds-secret',
      kds_location: 'loc-7',
      kds_device: null,
      printers: [
        printerOf(KITCHEN, 'Kitchen printer', kitchenPort, extra[0]),
        printerOf(BAR, 'Bar printer', barPort, extra[1]),
        printerOf(LABELS, 'Label printer', labelPort, { kind: 'label', print_per_single_item: true, ...extra[2] }),
        printerOf(DISPLAY, 'Kitchen display', kds.port, { is_kds: true, ...extra[3] }),
      ],
    });
  const texts = (port: number) => printers.jobsAt(port).map((job) => job.text);

  beforeAll(async () => {
    printers = await startEscposPrinter([0, 0, 0, 0]);
    [receiptPort, kitchenPort, barPort, labelPort] = printers.ports as [number, number, number, number];
    kds = await startKitchenDisplay({ token: 'kds-secret' });
    offPort = await closedPort();
    helper = await startPrintHelper({
      host: '127.0.0.1',
      allowedOrigins: [ORIGIN],
      allowedPrinterPorts: [...printers.ports, offPort],
      openSerial: () => Promise.reject(new Error('no scale')),
      printTimeoutMs: 2000,
    });
    printDepsSet({
      socket: (url) => new WebSocket(url, { origin: ORIGIN }) as unknown as WebSocketLike,
      fetch: (input, init) => fetch(input, init),
    });
  });
  afterAll(async () => {
    printDepsSet({});
    await helper.close();
    await printers.close();
    await kds.close();
  });
  beforeEach(async () => {
    await fetch(`${printers.controlUrl}/__sim/reset`, { method: 'POST' });
    await fetch(`${kds.url}/__sim/reset`, { method: 'POST' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("each product's ticket reaches its printer(s) and nowhere else", async () => {
    configure();
    const outcome = await printKitchen(
      order([
        item('i1', 'Classic burger', [KITCHEN], { modifiers: [{ name: 'Medium', price: 0 }] }),
        item('i2', 'Cola', [BAR], { quantity: 2 }),
        item('i3', 'Birthday cake', [KITCHEN, BAR]),
        item('i4', 'Still water', []),
      ]),
    );
    expect({ ...outcome, printedItems: outcome.printedItems.sort() }).toEqual({
      ok: true,
      printed: true,
      failures: [],
      printedItems: ['i1', 'i2', 'i3'],
    });
    await vi.waitFor(() => expect(printers.jobs).toHaveLength(2));
    const [kitchen] = texts(kitchenPort);
    const [bar] = texts(barPort);
    expect(kitchen).toContain('1 x Classic burger\n  + Medium\n1 x Birthday cake');
    expect(kitchen).toContain('Order #42');
    expect(kitchen).not.toMatch(/Cola|water/);
    expect(bar).toContain('2 x Cola\n1 x Birthday cake');
    expect(bar).not.toMatch(/burger|water/);
    expect(texts(receiptPort)).toEqual([]);
    expect(texts(labelPort)).toEqual([]);
    expect(kds.received).toEqual([]);
  });

  it('a void of a sent item prints the void reason on its printer; a changed quantity prints qty changed', async () => {
    configure();
    const outcome = await printKitchen(
      order([
        item('i1', 'Classic burger', [KITCHEN], { sent_to_kitchen: true, void_status: 1, quantity: 1 }),
        item('i2', 'Cola', [BAR], { sent_to_kitchen: true, quantity: 3 }),
        // The voided copy left by lowering a quantity is not a cancel of its own.
        item('i3', 'Cola', [BAR], { sent_to_kitchen: true, void_status: 1, void_item: true, quantity: 1 }),
        item('i4', 'Fries', [KITCHEN], { sent_to_kitchen: true, has_kitchen_updates: false }),
      ]),
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.printedItems.sort()).toEqual(['i1', 'i2']);
    await vi.waitFor(() => expect(printers.jobs).toHaveLength(2));
    expect(texts(kitchenPort)).toHaveLength(1);
    expect(texts(kitchenPort)[0]).toMatch(/^\s*\*\*\* ITEM CANCELED \*\*\*\s*\n/);
    expect(texts(kitchenPort)[0]).toContain('1 x Classic burger');
    expect(texts(kitchenPort)[0]).not.toContain('Fries');
    expect(texts(barPort)[0]).toMatch(/\*\*\* QTY CHANGED \*\*\*/);
    expect(texts(barPort)[0]).toContain('3 x Cola');
    expect(texts(barPort)[0]).not.toContain('1 x Cola');
  });

  it('a failing kitchen printer leaves its items unsent with Printer error, and the others print', async () => {
    // The kitchen printer is switched off: nothing listens on its port.
    configure([], [{ ip: `127.0.0.1:${String(offPort)}` }]);
    const outcome = await printKitchen(
      order([item('i1', 'Classic burger', [KITCHEN]), item('i2', 'Cola', [BAR]), item('i3', 'Cake', [KITCHEN, BAR])]),
    );
    expect(outcome).toMatchObject({
      ok: false,
      printed: true,
      printedItems: ['i2'],
      failures: [
        {
          printer: 'Kitchen printer',
          message: 'Printer error',
          address: `127.0.0.1:${String(offPort)}`,
          cause: 'refused',
        },
      ],
    });
    await vi.waitFor(() => expect(texts(barPort)).toHaveLength(1));
    expect(texts(barPort)[0]).toContain('1 x Cola\n1 x Cake');
    expect(texts(kitchenPort)).toEqual([]);
  });

  it('a kitchen printer out of paper fails its job (DLE EOT 4) and leaves its items unsent (issue 19 §5)', async () => {
    configure();
    printers.setPaperEnd(true, kitchenPort);
    const outcome = await printKitchen(order([item('i1', 'Classic burger', [KITCHEN]), item('i2', 'Cola', [BAR])]));
    expect(outcome).toMatchObject({
      ok: false,
      printed: true,
      printedItems: ['i2'],
      failures: [{ printer: 'Kitchen printer', message: 'Printer error', cause: 'paperEnd' }],
    });
    await vi.waitFor(() => expect(texts(barPort)).toHaveLength(1));
    expect(texts(kitchenPort)).toEqual([]);
  });

  it('groups by course and leaves a held course out until it is fired (issue 17 §5)', async () => {
    configure();
    const items = [
      item('i1', 'Soup', [KITCHEN], { course: 1 }),
      item('i2', 'Steak', [KITCHEN], { course: 2 }),
      item('i3', 'Bread', [KITCHEN]),
    ];
    const held = await printKitchen(order(items, { courses_held: [2] }));
    expect(held.printedItems).toEqual(['i1', 'i3']);
    await vi.waitFor(() => expect(texts(kitchenPort)).toHaveLength(1));
    expect(texts(kitchenPort)[0]).toMatch(/1 x Bread\n\s*- Course 1 -\s*\n1 x Soup\n-+/);
    expect(texts(kitchenPort)[0]).not.toContain('Steak');
    const fired = await printKitchen(
      order(
        items.map((line) =>
          line.local_id === 'i2' ? line : { ...line, sent_to_kitchen: true, has_kitchen_updates: false },
        ),
        { courses_held: [] },
      ),
    );
    expect(fired.printedItems).toEqual(['i2']);
    await vi.waitFor(() => expect(texts(kitchenPort)).toHaveLength(2));
    expect(texts(kitchenPort)[1]).toMatch(/- Course 2 -\s*\n1 x Steak/);
  });

  it('labels: one per unit at 32 columns, 20 with zebra_label', async () => {
    configure();
    await printKitchen(order([item('i1', 'Iced latte', [LABELS], { quantity: 2 })]));
    await vi.waitFor(() => expect(texts(labelPort)).toHaveLength(2));
    expect(texts(labelPort)[0]?.split('\n')[0]).toBe(`#42${' '.repeat(26)}1/2`);
    expect(texts(labelPort)[1]).toContain('1 x Iced latte');
    await fetch(`${printers.controlUrl}/__sim/reset`, { method: 'POST' });
    configure([{ name: 'zebra_label', value: 'true' }], [{}, {}, { print_per_single_item: false }]);
    await printKitchen(order([item('i1', 'Iced latte', [LABELS], { quantity: 2 })]));
    await vi.waitFor(() => expect(texts(labelPort)).toHaveLength(1));
    expect(texts(labelPort)[0]?.split('\n')[0]).toBe(`#42${' '.repeat(14)}1/1`);
  });

  it('per single item: one ticket per item on that printer', async () => {
    configure([], [{ print_per_single_item: true }]);
    const outcome = await printKitchen(
      order([item('i1', 'Classic burger', [KITCHEN]), item('i2', 'Fries', [KITCHEN], { quantity: 2 })]),
    );
    expect(outcome.printedItems).toEqual(['i1', 'i2']);
    await vi.waitFor(() => expect(texts(kitchenPort)).toHaveLength(2));
    expect(texts(kitchenPort)[0]).toContain('1 x Classic burger');
    expect(texts(kitchenPort)[0]).not.toContain('Fries');
    expect(texts(kitchenPort)[1]).toContain('2 x Fries');
  });

  it('the kitchen display gets a POST with the integration headers, then PUTs; a failing display keeps its items unsent', async () => {
    configure();
    const first = await printKitchen(
      order([item('i1', 'Pad thai', [DISPLAY], { quantity: 2, modifiers: [{ name: 'Extra spicy', price: 0 }] })], {
        table: null,
      }),
      undefined,
      undefined,
      new Date('2026-03-02T14:06:00.000Z'),
    );
    expect(first).toEqual({ ok: true, printed: true, failures: [], printedItems: ['i1'] });
    expect(kds.received).toHaveLength(1);
    expect(kds.received[0]).toMatchObject({ method: 'POST', token: 'kds-secret', location: 'loc-7', devices: 'all' });
    expect(kds.received[0]?.ticket).toEqual({
      id: '2_1700000000000',
      name: '#42',
      terminal: 'Terminal #2 Floor',
      time: '2026-03-02T14:06:00.000Z',
      mode: 'new',
      items: [{ id: 'i1', name: 'Pad thai', qty: 2, mods: [{ name: 'Extra spicy' }] }],
    });
    const sent = item('i1', 'Pad thai', [DISPLAY], { sent_to_kitchen: true, has_kitchen_updates: false });
    await printKitchen(order([sent, item('i2', 'Spring rolls', [DISPLAY])]));
    expect(kds.received[1]).toMatchObject({ method: 'PUT', ticket: { mode: 'update', items: [{ id: 'i2' }] } });
    expect(printers.jobs).toEqual([]);

    kds.next('fail', 2);
    const failed = await printKitchen(order([item('i3', 'Curry', [DISPLAY]), item('i4', 'Cola', [BAR])]));
    expect(failed).toMatchObject({
      ok: false,
      printedItems: ['i4'],
      failures: [{ printer: 'Kitchen display', message: 'Printer error', detail: 'HTTP 500' }],
    });
  });

  it('a cancelled order prints its sent items under order cancelled', async () => {
    configure();
    await kitchenOrderCancelled(
      order(
        [
          item('i1', 'Classic burger', [KITCHEN], { sent_to_kitchen: true, has_kitchen_updates: false }),
          item('i2', 'Cola', [BAR], { sent_to_kitchen: false }),
        ],
        { status: 4 },
      ),
    );
    await vi.waitFor(() => expect(texts(kitchenPort)).toHaveLength(1));
    expect(texts(kitchenPort)[0]).toMatch(/\*\*\* ORDER CANCELLED \*\*\*/);
    expect(texts(kitchenPort)[0]).toContain('1 x Classic burger');
    expect(texts(barPort)).toEqual([]);
  });
});
