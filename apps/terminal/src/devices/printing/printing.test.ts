import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { fakePrintHelper } from './fake-print-socket.ts';
import { openCashDrawer, printDepsSet, printKitchen, printReceipt, printReport } from './index.ts';

const PRINTER = { local_ip: '192.168.1.50', name: 'Receipt printer', is_58mm: false };

function terminal(overrides: Record<string, unknown> = {}) {
  saveTerminal({
    id: 7,
    name: 'Front',
    mode: 2,
    printer: PRINTER,
    printer_server_ip: '192.168.1.10',
    db_settings: [],
    ...overrides,
  });
}

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    local_id: '7_1700000000000',
    number: 42,
    status: 3,
    open_date: '2026-03-02T14:05:00.000Z',
    close_date: '2026-03-02T14:10:00.000Z',
    subtotal: 7.5,
    tax_total: 0.6,
    discount_total: 0,
    order_discount: 0,
    discount_orders: 0,
    grand_total: 8.1,
    total_sum: 8.1,
    tips_total: 0,
    surcharge_value: 0,
    balance_remaining: 0,
    items: [
      {
        local_id: 'i1',
        product: 5,
        name: 'Latte',
        quantity: 2,
        price: 3.75,
        subtotal: 7.5,
        modifiers: [{ name: 'Oat milk', price: 0 }],
        printers: [1],
      },
      {
        local_id: 'i2',
        product: 6,
        name: 'Voided Muffin',
        quantity: 1,
        price: 2,
        subtotal: 2,
        modifiers: [],
        void_status: 1,
        printers: [1],
      },
      { local_id: 'i3', product: 7, name: 'Water', quantity: 1, price: 1, subtotal: 1, modifiers: [], printers: [] },
      {
        local_id: 'i4',
        product: 8,
        name: 'Bagel',
        quantity: 1,
        price: 2,
        subtotal: 2,
        modifiers: [],
        printers: [1],
        sent_to_kitchen: true,
      },
    ],
    payments: [
      {
        local_id: 'p1',
        amount: 10,
        change_amount: 1.9,
        payment_type: 'Cash',
        payment_date: '2026-03-02T14:10:00.000Z',
      },
    ],
    ...overrides,
  };
}

const lines = (request: unknown) => (request as { lines: string[] }).lines;

beforeEach(async () => {
  localStorage.clear();
  await db().store.clear();
  await db().store.put({
    id: 1,
    name: 'Demo Cafe',
    address: '1 Main St',
    country: 'US',
    receipt_footer_text: 'Thank you!',
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  printDepsSet({});
  vi.restoreAllMocks();
});

describe('printing without a printer (seed 002 §4)', () => {
  it('answers ok, not printed, no failures, and opens no connection', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal({ printer: null });
    expect(await printReceipt(order())).toEqual({ ok: true, printed: false, failures: [] });
    terminal({ printer_server_ip: null });
    expect(await openCashDrawer()).toEqual({ ok: true, printed: false, failures: [] });
    expect(await printReport(['X REPORT'])).toEqual({ ok: true, printed: false, failures: [] });
    expect(helper.urls).toEqual([]);
  });
});

describe('printReceipt', () => {
  it('sends the receipt lines, 42 columns, to the printer through ws://{printer_server_ip}:8765', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await printReceipt(order())).toEqual({ ok: true, printed: true, failures: [] });
    expect(helper.urls).toEqual(['ws://192.168.1.10:8765']);
    const [request] = helper.requests;
    expect(request).toMatchObject({ type: 'print', printer: { host: '192.168.1.50', port: 9100 }, cut: true });
    const text = lines(request);
    expect(text[0]?.trim()).toBe('Demo Cafe');
    expect(Math.max(...text.map((line) => line.length))).toBe(42);
    expect(text.some((line) => /^Order #42 +03\/02\/2026/.test(line))).toBe(true);
    expect(text).toContain(`2 x Latte${' '.repeat(42 - 9 - 4)}7.50`);
    expect(text.some((line) => line.startsWith('TOTAL') && line.endsWith('$10.50'))).toBe(true);
    expect(text.some((line) => line.includes('Voided Muffin'))).toBe(false);
    expect(text.at(-1)?.trim()).toBe('Thank you!');
  });

  it('lays out 30 columns on a 58 mm printer and honours a print_helper_port setting', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal({
      printer: { ...PRINTER, is_58mm: true, local_ip: '10.0.0.9:9100' },
      db_settings: [{ name: 'print_helper_port', value: '9999' }],
    });
    await printReceipt(order());
    expect(helper.urls).toEqual(['ws://192.168.1.10:9999']);
    expect(Math.max(...lines(helper.requests[0]).map((line) => line.length))).toBe(30);
  });

  it('tries twice (PRINT_ATTEMPTS) and reports the failure for the printer', async () => {
    const helper = fakePrintHelper(() => ({ ok: false, error: 'Printer error', detail: 'ECONNREFUSED' }));
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await printReceipt(order())).toEqual({
      ok: false,
      printed: false,
      failures: [
        {
          printer: 'Receipt printer',
          message: 'Printer error',
          address: '192.168.1.50:9100',
          cause: 'refused',
          detail: 'ECONNREFUSED',
        },
      ],
    });
    expect(helper.requests).toHaveLength(2);
    expect(new Set(helper.requests.map((request) => request.id)).size).toBe(2);
  });

  it('retries after a helper that did not answer in time, and succeeds on the second attempt', async () => {
    const helper = fakePrintHelper((_request, index) => (index === 0 ? null : { ok: true }));
    printDepsSet({ socket: helper.factory, timeoutMs: 50 });
    terminal();
    expect(await printReceipt(order())).toEqual({ ok: true, printed: true, failures: [] });
    expect(helper.requests).toHaveLength(2);
  });

  it('reports Printer error when the helper is unreachable', async () => {
    const helper = fakePrintHelper(
      () => ({ ok: true }),
      () => true,
    );
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await printReceipt(order())).toMatchObject({
      ok: false,
      printed: false,
      failures: [
        {
          printer: 'Receipt printer',
          message: 'Printer error',
          address: '192.168.1.50:9100',
          cause: 'helperUnreachable',
        },
      ],
    });
    expect(helper.urls).toHaveLength(2);
  });
});

describe('openCashDrawer and printReport', () => {
  it('sends a drawer request and reports Drawer error on failure', async () => {
    const helper = fakePrintHelper((request) =>
      request.type === 'drawer' ? { ok: false, error: 'Drawer error' } : { ok: true },
    );
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await openCashDrawer()).toEqual({
      ok: false,
      printed: false,
      failures: [{ printer: 'Receipt printer', message: 'Drawer error', address: '192.168.1.50:9100', cause: 'other' }],
    });
    expect(helper.requests[0]).toMatchObject({ type: 'drawer', printer: { host: '192.168.1.50', port: 9100 } });
  });

  it('prints the report lines as given', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await printReport(['Z REPORT', 'Net Sales  1.00'])).toEqual({ ok: true, printed: true, failures: [] });
    expect(lines(helper.requests[0])).toEqual(['Z REPORT', 'Net Sales  1.00']);
  });
});

const KITCHEN = {
  id: 1,
  name: 'Kitchen printer',
  ip: '192.168.1.60',
  kind: 'kitchen',
  is_58mm: false,
  print_per_single_item: false,
  design_template: '',
  is_kds: false,
  sorting: 0,
};

describe('printKitchen (seed 002 §4 kitchen items)', () => {
  it("prints only items pending for the kitchen on the item's printer, never the receipt printer", async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal({ printers: [KITCHEN] });
    const outcome = await printKitchen(order());
    expect(outcome).toEqual({ ok: true, printed: true, failures: [], printedItems: ['i1'] });
    expect(helper.requests).toHaveLength(1);
    expect(helper.requests[0]).toMatchObject({ printer: { host: '192.168.1.60', port: 9100 } });
    const text = lines(helper.requests[0]);
    expect(text).toContain('2 x Latte');
    expect(text).toContain('  + Oat milk');
    expect(text.join('\n')).not.toMatch(/Muffin|Water|Bagel|\*\*\*/);
  });

  it('prints nothing for a printer id the store does not have (issue 17 §6: no fallback to the receipt printer)', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    terminal();
    expect(await printKitchen(order())).toEqual({ ok: true, printed: false, failures: [], printedItems: [] });
    expect(helper.requests).toHaveLength(0);
  });

  it('prints nothing when no item is pending, and keeps items unsent when the printer fails', async () => {
    const helper = fakePrintHelper(() => ({ ok: false, error: 'Printer error' }));
    printDepsSet({ socket: helper.factory });
    terminal({ printers: [KITCHEN] });
    const sent = order({ items: order().items.map((item) => ({ ...item, sent_to_kitchen: true })) });
    expect(await printKitchen(sent)).toEqual({ ok: true, printed: false, failures: [], printedItems: [] });
    expect(helper.requests).toHaveLength(0);
    expect(await printKitchen(order())).toEqual({
      ok: false,
      printed: false,
      failures: [
        { printer: 'Kitchen printer', message: 'Printer error', address: '192.168.1.60:9100', cause: 'other' },
      ],
      printedItems: [],
    });
  });
});
