import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveTerminal } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { shiftFigures, type ShiftRecord } from './shifts.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveTerminal({ id: 7, payment_types: [{ name: 'Cash', behavior: 1 }] });
  database = new OpenTillDb(`shift-figures-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

const paid = (localId: string, fields: Record<string, unknown>) => ({
  local_id: localId,
  status: 3,
  items: [{ product: 1, price: 10, quantity: 1 }],
  grand_total: 10,
  tax_total: 0,
  payments: [{ payment_type: 'Cash', amount: 10 }],
  ...fields,
});

describe('shiftFigures (issue 15 §2)', () => {
  it('finds the orders of a shift whose copy came from the server (a full sync drops the device-only list)', async () => {
    await database.orders.bulkPut([
      // Paid before the sync replaced the shift's local id inside the order, after it, and listed by server id.
      paid('7_1', { shift: '7_100' }),
      paid('7_2', { shift: 9 }),
      paid('7_3', { id: 41, shift: null }),
      paid('7_4', { shift: 8 }),
      paid('7_5', { shift: 9, status: 1 }),
    ]);
    const fromServer: ShiftRecord = {
      id: 9,
      local_id: '7_100',
      terminal: 7,
      opening_amount: 100,
      shift_open_date: '2026-03-02T08:00:00Z',
      open_shift_employee: 1,
      orders: [41],
    };
    const figures = await shiftFigures(fromServer, database);
    expect(figures).toMatchObject({ transactions: 3, cash_sales: 3000, net_sales: 3000 });
  });

  it('counts an order listed by local id once, and a part-paid one by its cash only', async () => {
    await database.orders.bulkPut([paid('7_1', { shift: '7_100' }), paid('7_2', { status: 1, shift: null })]);
    const shift: ShiftRecord = {
      id: '7_100',
      local_id: '7_100',
      terminal: 7,
      opening_amount: 100,
      shift_open_date: '2026-03-02T08:00:00Z',
      open_shift_employee: 1,
      order_local_ids: ['7_1', '7_2'],
    };
    expect(await shiftFigures(shift, database)).toMatchObject({ transactions: 2, cash_sales: 2000, net_sales: 1000 });
  });
});
