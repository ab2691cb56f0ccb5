import { activeOrdersResponse, orderListResponse, ordersSyncResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { freshStore, tokenForStore } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('order lists', () => {
  let built: App;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let ids: number[];
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    store = await freshStore(built.database.db);
    const batch = [
      ...Array.from({ length: 25 }, (_, i) => sampleOrder(`c_${i}`)),
      ...Array.from({ length: 3 }, (_, i) => sampleOrder(`o_${i}`, { status: 1, close_date: null, payments: [] })),
      sampleOrder('online_1', { status: 0, type: 1, close_date: null, payments: [] }),
    ];
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: batch,
    });
    ids = ordersSyncResponse.parse(res.json()).map((o) => o.id);
  });
  afterAll(async () => built.app.close());

  const get = (url: string, auth = store.auth) => built.app.inject({ method: 'GET', url, headers: auth });

  it('pages by 20 with a next link, newest first, filtered by status', async () => {
    const first = orderListResponse.parse((await get('/api/orderlist?status=3&page=1')).json());
    expect(first.results).toHaveLength(20);
    expect(first.results.every((o) => o.status === 3)).toBe(true);
    expect(first.next).toBe('/api/orderlist?status=3&page=2');
    const second = orderListResponse.parse((await get(first.next ?? '')).json());
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(first.results[0]?.id).toBeGreaterThan(second.results[0]?.id ?? Infinity);
    expect((await get('/api/orderlist?status=abc')).statusCode).toBe(400);
  });

  it('?id finds an order of the store; another store gets 404', async () => {
    const id = ids[0] ?? 0;
    const found = orderListResponse.parse((await get(`/api/orderlist?id=${id}`)).json());
    expect(found.results[0]?.local_id).toBe('c_0');
    const other = await tokenForStore(built.database.db, 2);
    expect((await get(`/api/orderlist?id=${id}`, other.auth)).statusCode).toBe(404);
  });

  it('POST /api/orders/ answers open and held orders plus the listed ids', async () => {
    const closedId = ids[1] ?? 0;
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: store.auth,
      payload: [closedId],
    });
    const { results } = activeOrdersResponse.parse(res.json());
    expect(results.map((o) => o.local_id).sort()).toEqual(['c_1', 'o_0', 'o_1', 'o_2']);
    const other = await tokenForStore(built.database.db, 2);
    const theirs = activeOrdersResponse.parse(
      (
        await built.app.inject({ method: 'POST', url: '/api/orders/', headers: other.auth, payload: [closedId] })
      ).json(),
    );
    expect(theirs.results.some((o) => o.id === closedId)).toBe(false);
    expect(
      (await built.app.inject({ method: 'POST', url: '/api/orders/', headers: store.auth, payload: ['x'] })).statusCode,
    ).toBe(400);
  });

  it('online list shows type 1 orders; recent shows closed orders; the demo store has past orders', async () => {
    const online = activeOrdersResponse.parse((await get('/api/online/orderlist?status=0')).json());
    expect(online.results.map((o) => o.local_id)).toEqual(['online_1']);
    const recent = activeOrdersResponse.parse((await get('/api/orders/recent')).json());
    expect(recent.results).toHaveLength(25);
    const demo = await tokenForStore(built.database.db, 1);
    const past = orderListResponse.parse((await get('/api/orderlist?status=3', demo.auth)).json());
    expect(past.results.length).toBeGreaterThanOrEqual(12);
    expect(past.results[0]?.payments.length).toBe(1);
  });
});
