import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { saveTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { printRefundSlip } from './refund-slip-print.ts';

const PRINTER = { local_ip: '192.168.1.50', name: 'Receipt printer', is_58mm: false };

const original = { local_id: '7_1', id: 501, number: 12, short_number: '7-012' } as unknown as OrderRecord;

/** A processed refund of one Latte (4.00 + 0.40 tax) given back in cash. */
const refund = {
  local_id: '7_2',
  short_number: '7-013',
  number: null,
  status: 5,
  open_date: '2026-03-02T14:05:00.000Z',
  close_date: '2026-03-02T14:10:00.000Z',
  reference_order: 501,
  subtotal: -4,
  tax_total: -0.4,
  discount_total: 0,
  order_discount: 0,
  grand_total: -4.4,
  total_sum: -4.4,
  tips_total: 0,
  surcharge_value: 0,
  balance_remaining: 0,
  items: [
    {
      local_id: '7_2-1',
      product: 5,
      name: 'Latte',
      quantity: -1,
      price: 4,
      subtotal: -4,
      modifiers: [],
      order_refund_item: 'sold-latte',
      tax_rates: [{ id: 1, rate: 10, name: 'Tax' }],
    },
  ],
  payments: [{ local_id: '7_2-r1', amount: -4.4, payment_type: 'Cash', transaction_type: 'return' }],
} as unknown as OrderRecord;

beforeEach(async () => {
  localStorage.clear();
  await db().store.clear();
  await db().employee.clear();
  await db().store.put({ id: 1, name: 'Demo Cafe', country: 'US' });
  await db().employee.put({ id: 2, name: 'Mia Manager', role: 2 });
  useSession.getState().unlock(2, 'en');
});
afterEach(() => {
  printDepsSet({});
});

describe('the refund slip (issue 15 §3, §5)', () => {
  it('prints the domain layout on the receipt printer: the refund, its sale, who, the line, the money back', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    saveTerminal({
      id: 7,
      name: 'Front',
      mode: 2,
      printer: PRINTER,
      printer_server_ip: '192.168.1.10',
      db_settings: [],
    });
    expect(await printRefundSlip(refund, original)).toEqual({ ok: true });
    const [request] = helper.requests;
    expect(request).toMatchObject({ type: 'print', printer: { host: '192.168.1.50', port: 9100 } });
    const text = (request as { lines: string[] }).lines.join('\n');
    expect(text).toContain('*** REFUND ***');
    expect(text).toMatch(/Original order +#7-012/);
    expect(text).toMatch(/Employee +Mia Manager/);
    expect(text).toMatch(/1 x Latte/);
    expect(text).toMatch(/Cash/);
  });

  it('without a receipt printer prints nothing and holds nothing up', async () => {
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    saveTerminal({ id: 7, name: 'Front', mode: 2, printer: null, printer_server_ip: '192.168.1.10', db_settings: [] });
    expect(await printRefundSlip(refund, original)).toEqual({ ok: true });
    expect(helper.requests).toHaveLength(0);
  });

  it('answers a failed print so the screen can say so', async () => {
    const helper = fakePrintHelper(() => ({ ok: false, error: 'Printer error', detail: 'ECONNREFUSED' }));
    printDepsSet({ socket: helper.factory });
    saveTerminal({
      id: 7,
      name: 'Front',
      mode: 2,
      printer: PRINTER,
      printer_server_ip: '192.168.1.10',
      db_settings: [],
    });
    expect(await printRefundSlip(refund, original)).toEqual({ ok: false });
  });
});
