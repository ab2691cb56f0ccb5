// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenTillDb } from '../db.ts';
import { outboxCount } from './outbox.ts';
import { orderByRouteId, orderLocalIdNext, orderSave, ordersByStatus, ordersSave, ordersRefundingOrder, type OrderRecord } from './orders.ts';

let database: OpenTillDb;
beforeEach(() => {
  database = new OpenTillDb(`orders-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

const order = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({ local_id, items: [], subtotal: 0, tax_total: 0, grand_total: 0, total_sum: 0, status: 1, open_date: '2026-11-24T10:00:00.000Z', payments: [], ...extra }) as unknown as OrderRecord;

describe('orders repository', () => {
  it('gives unique local ids within one millisecond, prefixed by the terminal', () => {
    const now = new Date(1_700_000_000_000);
    const a = orderLocalIdNext(7, now);
    const b = orderLocalIdNext(7, now);
    expect(a).toMatch(/^7_\d+$/);
    expect(b).not.toBe(a);
  });

  it('saves an order marked for upload and finds it by local id and, once synced, by server id', async () => {
    const saved = await orderSave(order('3_1000'), new Date('2026-11-24T10:05:00Z'), database);
    expect(saved).toMatchObject({ updated: true, updated_at: '2026-11-24T10:05:00.000Z' });
    expect(await outboxCount(database)).toBe(1);
    expect(await orderByRouteId('3_1000', database)).toMatchObject({ local_id: '3_1000' });
    expect(await orderByRouteId('42', database)).toBeNull();
    await database.orders.update('3_1000', { id: 42 });
    expect(await orderByRouteId('42', database)).toMatchObject({ local_id: '3_1000' });
    expect(await orderByRouteId('new', database)).toBeNull();
  });

  it('takes a local id hint for a synced order (one keyed read), and never trusts a hint naming another order', async () => {
    await orderSave(order('3_1', { id: 41 }), new Date(), database);
    await orderSave(order('3_2', { id: 42 }), new Date(), database);
    let scans = 0;
    const filter = database.orders.filter.bind(database.orders);
    database.orders.filter = (fn) => {
      scans += 1;
      return filter(fn);
    };
    expect(await orderByRouteId('42', database, '3_2')).toMatchObject({ local_id: '3_2' });
    expect(scans).toBe(0);
    expect(await orderByRouteId('42', database, '3_1')).toMatchObject({ local_id: '3_2' });
    expect(await orderByRouteId('42', database, '3_9')).toMatchObject({ local_id: '3_2' });
    expect(scans).toBe(2);
  });

  it('never marks a refund draft for upload; the processed refund (status 5) is marked', async () => {
    await orderSave(order('3_7', { reference_order: 41, status: 1 }), new Date(), database);
    expect(await outboxCount(database)).toBe(0);
    await ordersSave([order('3_7', { reference_order: 41, status: 5 })], new Date(), database);
    expect(await outboxCount(database)).toBe(1);
  });

  it('lists orders of a status from the device and the fetched order list, one copy each, newest first', async () => {
    await orderSave(order('3_1', { open_date: '2026-11-24T09:00:00.000Z' }), new Date(), database);
    await orderSave(order('3_2', { open_date: '2026-11-24T11:00:00.000Z', status: 2 }), new Date(), database);
    await database.orderList.bulkPut([order('3_1', { open_date: '2026-11-24T09:00:00.000Z' }), order('4_9', { open_date: '2026-11-24T10:00:00.000Z' })]);
    expect((await ordersByStatus(1, database)).map((o) => o.local_id)).toEqual(['4_9', '3_1']);
    expect((await ordersByStatus(2, database)).map((o) => o.local_id)).toEqual(['3_2']);
  });

  it('finds the refund orders that reference an order by its server or local id', async () => {
    await orderSave(order('3_5', { status: 5, reference_order: 42 }), new Date(), database);
    await orderSave(order('3_6', { status: 5, reference_order: '3_1' }), new Date(), database);
    await orderSave(order('3_7', { status: 5, reference_order: 43 }), new Date(), database);
    const found = await ordersRefundingOrder({ id: 42, local_id: '3_1' }, database);
    expect(found.map((o) => o.local_id).sort()).toEqual(['3_5', '3_6']);
  });
});
