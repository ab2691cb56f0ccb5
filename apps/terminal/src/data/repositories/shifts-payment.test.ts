import { shiftSyncRequest } from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { shiftCurrent, shiftOpen, shiftRecordPayment, shiftUpload, type ShiftRecord } from './shifts.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`shift-payments-${Math.random()}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

const NOW = new Date('2026-03-02T10:00:00Z');

describe('shiftRecordPayment (seed 001 §4 Shift update)', () => {
  it('returns null without an open shift', async () => {
    expect(await shiftRecordPayment({ amount: cents(100), paymentType: 'Cash', cash: true, refund: false, order: { local_id: '7_1' } }, database)).toBeNull();
  });

  it('adds sales, subtracts a return from the count, and uploads a body the contracts accept', async () => {
    await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(5000), now: NOW }, database);
    await shiftRecordPayment({ amount: cents(1250), paymentType: 'Cash', cash: true, refund: false, order: { local_id: '7_1' } }, database);
    await shiftRecordPayment({ amount: cents(800), paymentType: 'Card A', cash: false, refund: false, order: { id: 41, local_id: '7_2' } }, database);
    await shiftRecordPayment({ amount: cents(-250), paymentType: 'Cash', cash: true, refund: true, order: { local_id: '7_3' } }, database);
    const shift = (await shiftCurrent(database)) as ShiftRecord;
    expect(shift).toMatchObject({
      totalTransactions: 1,
      shift_amount: 18,
      // Cash sales and cash returns apart (issue 15 §2: "Cash Sales 6.62" was net of refunds).
      total_cashtenders: 12.5,
      total_cashreturns: -2.5,
      orders: [41],
      order_local_ids: ['7_1', '7_2', '7_3'],
      payment_types: [
        { name: 'Cash', sum: 10 },
        { name: 'Card A', sum: 8 },
      ],
      payment_breakdown: { sales: [{ payment_type: 'Cash', sum: 12.5 }, { payment_type: 'Card A', sum: 8 }], refund: [{ payment_type: 'Cash', sum: -2.5 }], total_sales: 20.5, total_refund: -2.5, net_sales: 18 },
    });

    let sent: Record<string, unknown> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        sent = JSON.parse(init?.body as string) as Record<string, unknown>;
        return Promise.resolve(new Response(JSON.stringify({ ...sent, id: 9 }), { status: 200 }));
      }),
    );
    expect(await shiftUpload(shift, database)).toBe('uploaded');
    expect(sent).not.toHaveProperty('order_local_ids');
    expect(shiftSyncRequest.safeParse(sent).success).toBe(true);
    // The device keeps its list of local order ids beside the server copy.
    expect(await database.shift.get(9)).toMatchObject({ order_local_ids: ['7_1', '7_2', '7_3'], updated: false });
  });

  it('a refund giving back two tenders subtracts one transaction (issue 15 §2: two payments and a refund read 0)', async () => {
    await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(5000), now: NOW }, database);
    await shiftRecordPayment({ amount: cents(500), paymentType: 'Cash', cash: true, refund: false, order: { local_id: '7_1' } }, database);
    await shiftRecordPayment({ amount: cents(570), paymentType: 'Card A', cash: false, refund: false, order: { local_id: '7_1' } }, database);
    await shiftRecordPayment({ amount: cents(-500), paymentType: 'Cash', cash: true, refund: true, order: { local_id: '7_2' } }, database);
    await shiftRecordPayment({ amount: cents(-570), paymentType: 'Card A', cash: false, refund: true, order: { local_id: '7_2' } }, database);
    expect(await shiftCurrent(database)).toMatchObject({ totalTransactions: 1, total_cashtenders: 5, total_cashreturns: -5 });
  });
});
