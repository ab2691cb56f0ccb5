import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../test-body.ts';
import { saveConnection } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { saveRecords } from '../save.ts';
import { ordersUploadPending } from '../sync/orders-upload.ts';
import { orderNumbersDbName, orderNumbersForget, orderNumbersLoad } from './order-numbers.ts';
import { orderByRouteId, orderSave, type OrderRecord } from './orders.ts';

let database: OpenTillDb;
beforeEach(async () => {
  localStorage.clear();
  orderNumbersForget();
  database = new OpenTillDb(`order-numbers-${Math.random()}`);
  await saveRecords('store', [{ id: 1, name: 'Shop', start_time: '06:00' }], database);
});
afterEach(async () => {
  orderNumbersForget();
  await database.delete();
  await new OpenTillDb(orderNumbersDbName(database)).delete();
});

const newOrder = (localId: string, at: Date, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id: localId,
    items: [],
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
    status: 1,
    open_date: at.toISOString(),
    payments: [],
    ...extra,
  }) as unknown as OrderRecord;

const morning = new Date('2026-11-24T09:00:00Z');
const save = async (localId: string, at = morning, extra: Partial<OrderRecord> = {}) =>
  (await orderSave(newOrder(localId, at, extra), at, database)).short_number;

describe('short order numbers on the terminal (issue 15 §4)', () => {
  it('numbers each new order of the day with the terminal prefix, offline, and keeps a number once given', async () => {
    await orderNumbersLoad(database);
    expect(await save('3_1')).toBe('3-001');
    expect(await save('3_2')).toBe('3-002');
    const first = await orderByRouteId('3_1', database);
    const again = await orderSave({ ...first!, description: 'changed' }, morning, database);
    expect(again.short_number).toBe('3-001');
    expect(await save('3_3')).toBe('3-003');
  });

  it('goes on after a reload from the counter kept in IndexedDB', async () => {
    await orderNumbersLoad(database);
    await save('3_1');
    await save('3_2');
    // Let the background counter write land, then forget memory as a reload does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    orderNumbersForget();
    await orderNumbersLoad(database);
    expect(await save('3_3')).toBe('3-003');
  });

  it('never gives a stored order number again, even when the counter write was lost', async () => {
    // No counter stored at all (lost before a reload); today's order 3-017 and yesterday's 3-090 are on the device.
    await saveRecords('orders', [newOrder('3_9', morning, { short_number: '3-017' })], database);
    await saveRecords(
      'orders',
      [newOrder('3_8', new Date('2026-11-23T09:00:00Z'), { short_number: '3-090' })],
      database,
    );
    await orderNumbersLoad(database);
    expect(await save('3_10')).toBe('3-018');
    // Another terminal's numbers are its own.
    await saveRecords('orders', [newOrder('4_1', morning, { short_number: '4-300' })], database);
    orderNumbersForget();
    await orderNumbersLoad(database);
    expect(await save('3_11')).toBe('3-019');
  });

  it('starts at 1 again when the business day changes at the store start time', async () => {
    await orderNumbersLoad(database);
    expect(await save('3_1', new Date('2026-11-25T05:59:00Z'))).toBe('3-001');
    expect(await save('3_2', new Date('2026-11-25T05:59:30Z'))).toBe('3-002');
    expect(await save('3_3', new Date('2026-11-25T06:00:00Z'))).toBe('3-001');
  });

  it('does not number an order the server already knows, nor one whose local id names no terminal', async () => {
    await orderNumbersLoad(database);
    expect(await save('3_1', morning, { id: 77 })).toBeUndefined();
    expect(await save('online_abc')).toBeUndefined();
    expect(await save('3_2')).toBe('3-001');
  });

  it('keeps the short number when the server answers its id and number', async () => {
    saveConnection({ url: 'http://shop.local', token: 'tok' });
    await orderNumbersLoad(database);
    await save('3_1');
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const list = JSON.parse(bodyText(init)) as DbRecord[];
      expect(list[0]?.short_number).toBe('3-001');
      return Promise.resolve(
        new Response(JSON.stringify(list.map((o) => ({ ...o, id: 500, number: 23 }))), { status: 200 }),
      );
    });
    await ordersUploadPending({
      database,
      deps: { fetch: fetch as unknown as typeof globalThis.fetch, online: () => true },
      now: () => morning,
    });
    const stored = await orderByRouteId('3_1', database);
    expect(stored).toMatchObject({ id: 500, number: 23, short_number: '3-001' });
  });
});
