import { ordersSyncResponse, type SavedOrder } from '@opentill/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { orderItems, orders, payments } from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { orderPaid, orderTotalled, refundOf, sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('POST /api/orders/sync/', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const sync = (auth: { authorization: string }, payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: auth, payload: payload as object });
  const counts = async (storeId: number) => {
    const db = built.database.db;
    const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, storeId));
    const [i] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.storeId, storeId));
    const [p] = await db.select({ n: count() }).from(payments).where(eq(payments.storeId, storeId));
    return { orders: o?.n, items: i?.n, payments: p?.n };
  };

  it('saves one order with items and payments and answers a list with id, local_id and number', async () => {
    const store = await freshStore(built.database.db);
    const res = await sync(store.auth, sampleOrder('1_100'));
    expect(res.statusCode).toBe(200);
    const [saved] = ordersSyncResponse.parse(res.json());
    expect(saved).toMatchObject({ local_id: '1_100', number: 1, grand_total: 19.66, status: 3 });
    expect(saved?.items.map((item) => item.quantity)).toEqual([2, 1, 0.345]);
    expect(saved?.items.every((item) => typeof item.id === 'number')).toBe(true);
    expect(saved?.payments.map((p) => p.amount)).toEqual([10, 9.66]);
    expect(await counts(store.storeId)).toEqual({ orders: 1, items: 3, payments: 2 });
  });

  it('a retry answers the same ids and creates nothing; numbers count per store', async () => {
    const store = await freshStore(built.database.db);
    const other = await freshStore(built.database.db);
    const first = ordersSyncResponse.parse((await sync(store.auth, [sampleOrder('1_1'), sampleOrder('1_2')])).json());
    const again = ordersSyncResponse.parse((await sync(store.auth, [sampleOrder('1_1'), sampleOrder('1_2')])).json());
    expect(again).toEqual(first);
    expect(first.map((o) => o.number)).toEqual([1, 2]);
    expect(await counts(store.storeId)).toEqual({ orders: 2, items: 6, payments: 4 });
    // The same local_id in another store is another order, numbered from 1 there.
    const theirs = ordersSyncResponse.parse((await sync(other.auth, sampleOrder('1_1'))).json());
    expect(theirs[0]?.number).toBe(1);
    expect(theirs[0]?.id).not.toBe(first[0]?.id);
  });

  it('updates an open order in place: same id and number, lines replaced', async () => {
    const store = await freshStore(built.database.db);
    const open = orderTotalled(sampleOrder('2_1', { status: 1, close_date: null, payments: [] }));
    const [before] = ordersSyncResponse.parse((await sync(store.auth, open)).json());
    const closed = orderPaid({ ...sampleOrder('2_1'), items: sampleOrder('2_1').items.slice(0, 2) });
    const [after] = ordersSyncResponse.parse((await sync(store.auth, closed)).json());
    expect(after?.id).toBe(before?.id);
    expect(after?.number).toBe(before?.number);
    expect(after?.status).toBe(3);
    expect(after?.items.map((item) => item.name)).toEqual(['Latte', 'Croissant']);
    expect(after?.items[0]?.id).toBe(before?.items[0]?.id);
    expect(await counts(store.storeId)).toEqual({ orders: 1, items: 2, payments: 1 });
  });

  it('refuses with 409 a different body for a final order and changes nothing', async () => {
    const store = await freshStore(built.database.db);
    await sync(store.auth, sampleOrder('3_1'));
    const res = await sync(store.auth, [sampleOrder('3_2'), sampleOrder('3_1', { description: 'changed' })]);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string; field: string }>()).toMatchObject({ error: 'order_final', field: '1.local_id' });
    expect(await counts(store.storeId)).toEqual({ orders: 1, items: 3, payments: 2 });
    const [stored] = ordersSyncResponse.parse((await sync(store.auth, sampleOrder('3_1'))).json());
    expect(stored?.grand_total).toBe(19.66);
  });

  it('takes a refund: a completed original set to refunded (5), but no other change of a final order', async () => {
    const store = await freshStore(built.database.db);
    const [sold] = ordersSyncResponse.parse((await sync(store.auth, sampleOrder('3_5'))).json());
    const refunded = sampleOrder('3_5', { status: 5 });
    const [after] = ordersSyncResponse.parse((await sync(store.auth, refunded)).json());
    expect(after).toMatchObject({ id: sold?.id, status: 5 });
    // A refund order is final once stored; a changed copy of it is refused.
    const refund = refundOf(sold!, '3_6', [{ item: '3_5_i2', quantity: 1 }]);
    expect((await sync(store.auth, refund)).statusCode).toBe(200);
    const res = await sync(store.auth, { ...refund, description: 'changed' });
    expect(res.statusCode).toBe(409);
  });

  it('answers 400 naming the field for hostile bodies and writes nothing', async () => {
    const store = await freshStore(built.database.db);
    const bad: [unknown, string][] = [
      [sampleOrder('4_1', { grand_total: 1e12 }), '0.grand_total'],
      [{ ...sampleOrder('4_1'), evil: 'x' }, '0.evil'],
      [sampleOrder("4_1'; drop table orders;--"), '0.local_id'],
      [
        sampleOrder('4_1', {
          items: Array.from({ length: 10_000 }, (_, i) => ({
            local_id: `l${i}`,
            product: null,
            name: 'x',
            quantity: 1,
            price: 1,
          })),
        }),
        '0.items',
      ],
      [sampleOrder('4_1', { status: 9 }), '0.status'],
      [[], 'body'],
    ];
    for (const [payload, field] of bad) {
      const res = await sync(store.auth, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ field: string }>().field, field).toBe(field);
    }
    const nan = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: { ...store.auth, 'content-type': 'application/json' },
      payload: '{"local_id":"4_2","grand_total":NaN}',
    });
    expect(nan.statusCode).toBe(400);
    // JSON has no Infinity literal, but 1e999 parses to it.
    const infinite = JSON.stringify([sampleOrder('4_3')]).replace('"grand_total":19.66', '"grand_total":1e999');
    const inf = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: { ...store.auth, 'content-type': 'application/json' },
      payload: infinite,
    });
    expect(inf.statusCode).toBe(400);
    expect(inf.json<{ field: string }>().field).toBe('0.grand_total');
    const huge = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: { ...store.auth, 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(10 * 1024 * 1024)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ error: string }>().error).toBe('too_large');
    expect(await counts(store.storeId)).toEqual({ orders: 0, items: 0, payments: 0 });
  });

  it("refuses ids of another store's rows inside an order (400) and writes nothing", async () => {
    const store = await freshStore(built.database.db);
    // Table and employee ids of the demo store 1 do not belong to a fresh store.
    const [demoTable] = await built.database.db
      .select()
      .from((await import('../src/db/schema.ts')).diningTables)
      .limit(1);
    const res = await sync(store.auth, [sampleOrder('5_1'), sampleOrder('5_2', { table: demoTable?.id ?? 1 })]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toBe('1.table');
    expect(await counts(store.storeId)).toEqual({ orders: 0, items: 0, payments: 0 });
  });

  it('100 orders posted 3 times, and twice in parallel, leave exactly 100 orders with their lines', async () => {
    const store = await freshStore(built.database.db);
    const batch = Array.from({ length: 100 }, (_, i) => sampleOrder(`9_${i}`));
    const answers: SavedOrder[][] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await sync(store.auth, batch);
      expect(res.statusCode).toBe(200);
      answers.push(ordersSyncResponse.parse(res.json()));
    }
    const parallel = await Promise.all([sync(store.auth, batch), sync(store.auth, batch)]);
    for (const res of parallel) {
      expect(res.statusCode).toBe(200);
      answers.push(ordersSyncResponse.parse(res.json()));
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(new Set(answers[0]?.map((o) => o.number)).size).toBe(100);
    expect(await counts(store.storeId)).toEqual({ orders: 100, items: 300, payments: 200 });
  });

  it('new orders posted in parallel from two terminals get distinct numbers', async () => {
    const store = await freshStore(built.database.db);
    const a = Array.from({ length: 20 }, (_, i) => sampleOrder(`a_${i}`));
    const b = Array.from({ length: 20 }, (_, i) => sampleOrder(`b_${i}`));
    const [ra, rb] = await Promise.all([sync(store.auth, a), sync(store.auth, b)]);
    const numbers = [...ordersSyncResponse.parse(ra.json()), ...ordersSyncResponse.parse(rb?.json())].map(
      (o) => o.number,
    );
    expect(new Set(numbers).size).toBe(40);
    expect(Math.max(...numbers)).toBe(40);
  });
});
