import { bodyText } from '../test-body.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { customersMerge, orderServerWins, ordersActiveFetch, ordersMerge, ordersPrune } from './merge.ts';

let database: OpenTillDb;
beforeEach(() => {
  database = new OpenTillDb(`merge-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

const at = (hour: number) => `2026-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('server order merge (seed 000 §9)', () => {
  it('takes a newer or equal server copy, or one whose local has no updated_at; keeps an older one out', () => {
    const server = { local_id: '7_1', status: 1, updated_at: at(10) };
    expect(orderServerWins(undefined, server)).toBe(true);
    expect(orderServerWins({ local_id: '7_1', status: 1 }, server)).toBe(true);
    expect(orderServerWins({ local_id: '7_1', status: 1, updated_at: at(10) }, server)).toBe(true);
    expect(orderServerWins({ local_id: '7_1', status: 1, updated_at: at(9) }, server)).toBe(true);
    expect(orderServerWins({ local_id: '7_1', status: 1, updated_at: at(11) }, server)).toBe(false);
    // A local change not yet uploaded is never replaced by the copy it was based on (equal updated_at).
    expect(orderServerWins({ local_id: '7_1', status: 1, updated_at: at(10), updated: true }, server)).toBe(false);
    expect(orderServerWins({ local_id: '7_1', status: 1, updated_at: at(9), updated: true }, server)).toBe(true);
  });

  it('skips a server order when the local one has a higher status, even if the server copy is newer', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated_at: at(9), updated: true }], database);
    await saveRecords('orders', [{ local_id: '7_2', status: 1, updated_at: at(9) }], database);
    const taken = await ordersMerge('orders', [
      { local_id: '7_1', id: 1, status: 1, updated_at: at(12) },
      { local_id: '7_2', id: 2, status: 2, updated_at: at(12) },
      { local_id: '7_3', id: 3, status: 1, updated_at: at(12) },
    ], database);
    expect(taken).toBe(2);
    expect(await database.orders.get('7_1')).toMatchObject({ status: 3, outbox: 1 });
    expect(await database.orders.get('7_2')).toMatchObject({ id: 2, status: 2, outbox: 0 });
    expect(await database.orders.get('7_3')).toMatchObject({ id: 3 });
  });
});

describe('active orders fetch (seed 000 §7 POST /orders/)', () => {
  it('asks for the local orders known to the server and merges the answer by the rules', async () => {
    saveConnection({ url: 'http://shop.local', token: 'tok' });
    await saveRecords('orders', [
      { local_id: '7_1', id: 11, status: 3, updated_at: at(9) },
      { local_id: '7_2', id: 12, status: 1, updated_at: at(9) },
      { local_id: '7_3', status: 1, updated: true },
    ], database);
    const results = [
      { local_id: '7_1', id: 11, status: 1, updated_at: at(12) },
      { local_id: '7_2', id: 12, status: 2, updated_at: at(12) },
      { local_id: '7_9', id: 19, status: 1, updated_at: at(12) },
    ];
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results }), { status: 200 })));
    expect(await ordersActiveFetch(database, { fetch: fetch as unknown as typeof globalThis.fetch, online: () => true })).toBe(2);
    expect(JSON.parse(bodyText((fetch.mock.calls[0] as unknown as [string, RequestInit])[1]))).toEqual([11, 12]);
    expect((await database.orders.bulkGet(['7_1', '7_2', '7_9'])).map((o) => o?.status)).toEqual([3, 2, 1]);
  });
});

describe('customer merge (seed 000 §9)', () => {
  it('keeps a newer local change and takes the server copy otherwise', async () => {
    await saveRecords('customers', [
      { id: 1, first_name: 'Local', updated: true, updated_at: at(12) },
      { id: 2, first_name: 'Local', updated: true, updated_at: at(8) },
      { id: 3, first_name: 'Local', updated: false, updated_at: at(12) },
    ], database);
    await customersMerge([1, 2, 3].map((id) => ({ id, first_name: 'Server', updated_at: at(10) })), database);
    expect((await database.customers.bulkGet([1, 2, 3])).map((c) => c?.first_name)).toEqual(['Local', 'Server', 'Server']);
  });
});

describe('order list pruning (seed 000 §9: completed orders kept 5 days)', () => {
  it('drops synced completed orders older than 5 days and keeps unsynced, recent or other statuses', async () => {
    const old = '2026-01-01T00:00:00.000Z';
    await saveRecords('orderList', [
      { local_id: 'a', id: 1, status: 3, close_date: old },
      { local_id: 'b', status: 3, close_date: old, updated: true },
      { local_id: 'c', id: 3, status: 3, close_date: '2026-01-05T00:00:00.000Z' },
      { local_id: 'd', id: 4, status: 4, close_date: old },
    ], database);
    expect(await ordersPrune(database, new Date('2026-01-07T00:00:00.000Z'))).toBe(1);
    expect(await database.orderList.toCollection().primaryKeys()).toEqual(['b', 'c', 'd']);
  });
});
