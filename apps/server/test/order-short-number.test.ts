import { onlineOrderResponse, orderListResponse, ordersSyncResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

/** Issue 15 §4: the short order number the terminal gives is stored, answered, searchable and kept. */
describe('short order numbers', () => {
  let built: App;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let productId: number;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    store = await freshStore(built.database.db, 'Short number store');
    const [product] = await built.database.db
      .insert(t.products)
      .values({ storeId: store.storeId, name: 'Bun', priceCents: 250 })
      .returning();
    if (!product) throw new Error('no product');
    productId = product.id;
  });
  afterAll(async () => built.app.close());

  const sync = (payload: object) =>
    built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: store.auth, payload });
  const list = async (query: string) =>
    orderListResponse.parse(
      (await built.app.inject({ method: 'GET', url: `/api/orderlist?${query}`, headers: store.auth })).json(),
    );

  it('stores the number the terminal gave and answers it, next to the server number', async () => {
    const res = await sync([
      sampleOrder('sn_a', { short_number: '3-042' }),
      sampleOrder('sn_b', { short_number: '3-043' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = ordersSyncResponse.parse(res.json());
    expect(a).toMatchObject({ short_number: '3-042' });
    expect(b).toMatchObject({ short_number: '3-043' });
    expect(typeof a?.number).toBe('number');
    const [listed] = (await list(`id=${String(a?.id)}`)).results;
    expect(listed?.short_number).toBe('3-042');
  });

  it('finds orders by short number, newest first; an unknown one is 404', async () => {
    await sync(sampleOrder('sn_c', { short_number: '7-001', open_date: '2026-11-20T10:00:00.000Z' }));
    await sync(sampleOrder('sn_d', { short_number: '7-001', open_date: '2026-11-21T10:00:00.000Z' }));
    const found = await list('short_number=7-001');
    expect(found.results.map((order) => order.local_id)).toEqual(['sn_d', 'sn_c']);
    const missing = await built.app.inject({
      method: 'GET',
      url: '/api/orderlist?short_number=7-999',
      headers: store.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the first short number when a later upload of the order has none or another', async () => {
    const open = { status: 1, close_date: null, payments: [] };
    await sync(sampleOrder('sn_e', { ...open, short_number: '3-050' }));
    const again = ordersSyncResponse.parse((await sync(sampleOrder('sn_e', { ...open, description: 'x' }))).json());
    expect(again[0]?.short_number).toBe('3-050');
    const other = ordersSyncResponse.parse(
      (await sync(sampleOrder('sn_e', { ...open, description: 'y', short_number: '3-051' }))).json(),
    );
    expect(other[0]?.short_number).toBe('3-050');
  });

  it('answers an order uploaded without a short number as it was uploaded (no key added)', async () => {
    const [saved] = ordersSyncResponse.parse((await sync(sampleOrder('sn_f'))).json());
    expect(saved && 'short_number' in saved).toBe(false);
  });

  it.each(['3_1795524687500', '3-42', 'A-042', 42, ''])(
    'refuses short_number %j with 400 naming the field',
    async (bad) => {
      const res = await sync(sampleOrder('sn_bad', { short_number: bad as string }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: '0.short_number' });
      const query = await built.app.inject({
        method: 'GET',
        url: `/api/orderlist?short_number=${encodeURIComponent(String(bad))}`,
        headers: store.auth,
      });
      expect(query.statusCode).toBe(400);
    },
  );

  it('numbers online orders 0-001, 0-002 ... in the business day', async () => {
    const post = async (localId: string) => {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/online/${String(store.storeId)}/orders/`,
        payload: {
          local_id: localId,
          customer: { first_name: 'Web', phone: '555-0100' },
          items: [{ product: productId, quantity: 1 }],
        },
        remoteAddress: uniqueAddress(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return onlineOrderResponse.parse(res.json());
    };
    const first = await post(`snweb1${String(Date.now())}`);
    const second = await post(`snweb2${String(Date.now())}`);
    expect(first.short_number).toBe('0-001');
    expect(second.short_number).toBe('0-002');
    const [listed] = (await list(`id=${String(second.id)}`)).results;
    expect(listed?.short_number).toBe('0-002');
  });
});
