import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../data/connection.ts';
import { OpenTillDb } from '../../data/db.ts';
import { onlineOrdersLocal, onlineOrdersStatusFetch } from './online-orders-repository.ts';

const base = { items: [], subtotal: 10, tax_total: 0, grand_total: 10, total_sum: 10, payments: [] };
let database: OpenTillDb;
beforeEach(() => {
  database = new OpenTillDb(`online-repo-${Math.random()}`);
  localStorage.clear();
  saveConnection({ url: 'http://till.test', token: 't0ken' });
});
afterEach(async () => {
  await database.delete();
});

describe('online orders data (seed 002 §7 GET /online/orderlist?status=)', () => {
  it("fetches a tab's status and merges it into the device's orders; an unsent local change is kept", async () => {
    await database.orders.put({
      ...base,
      local_id: 'online_2',
      id: 2,
      type: 1,
      status: 3,
      updated: true,
      updated_at: '2026-11-29T09:00:00.000Z',
    });
    const fetch = vi.fn((_url: RequestInfo | URL) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            results: [
              { ...base, local_id: 'online_1', id: 1, type: 1, status: 1, open_date: '2026-11-29T08:00:00.000Z' },
              {
                ...base,
                local_id: 'online_2',
                id: 2,
                type: 1,
                status: 1,
                open_date: '2026-11-29T08:00:00.000Z',
                updated_at: '2026-11-29T08:30:00.000Z',
              },
            ],
          }),
          { status: 200 },
        ),
      ),
    );
    expect(await onlineOrdersStatusFetch(1, database, { fetch })).toBe(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://till.test/api/online/orderlist?status=1');
    expect((await database.orders.get('online_1'))?.status).toBe(1);
    expect((await database.orders.get('online_2'))?.status).toBe(3);
  });

  it('reads the online orders of both stores, the device copy winning', async () => {
    await database.orderList.bulkPut([
      { ...base, local_id: 'online_1', type: 1, status: 0 },
      { ...base, local_id: 'online_3', type: 1, status: 4 },
      { ...base, local_id: '1_5', type: 0, status: 3 },
    ]);
    await database.orders.put({ ...base, local_id: 'online_1', type: 1, status: 1 });
    const orders = await onlineOrdersLocal(database);
    expect(orders.map((order) => [order.local_id, order.status]).sort()).toEqual([
      ['online_1', 1],
      ['online_3', 4],
    ]);
  });
});
