import { ORDER_LOCK_STALE_MS, orderLockResponse, ordersSyncResponse, type OrderInput } from '@opentill/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { freshStore } from './fixtures.ts';
import { orderTotalled, sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

/** issue 17 §4: two devices on one order (lines merged by local_id) and the order lock of seed 001 §4. */
describe('several terminals on one order', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  /** A store of its own with two terminals (Waiter A, Waiter B), each with a token. */
  const twoTerminals = async () => {
    const store = await freshStore(built.database.db);
    const [second] = await built.database.db
      .insert(t.terminals)
      .values({ storeId: store.storeId, name: 'Floor 2', mode: 1 })
      .returning();
    if (!second) throw new Error('no terminal');
    const token = await apiTokenCreate(built.database.db, store.storeId, second.id);
    return {
      store,
      a: { id: store.terminalId, auth: store.auth },
      b: { id: second.id, auth: { authorization: `Token ${token}` } },
    };
  };
  const sync = (auth: { authorization: string }, payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: auth, payload: payload as object });
  const lock = (auth: { authorization: string }, payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/orders/lock/', headers: auth, payload: payload as object });
  const open = (localId: string, items: OrderInput['items'], extra: Partial<OrderInput> = {}) =>
    orderTotalled(sampleOrder(localId, { status: 1, close_date: null, payments: [], items, ...extra }));
  const base = sampleOrder('x').items;
  const line = (localId: string, name: string, price: number) => ({
    local_id: localId,
    product: null,
    name,
    quantity: 1,
    price,
    tax_rates: [{ id: 1, rate: 7, name: 'Tax' }],
  });

  it('two devices that added lines offline both keep them: each line once, totals from the merged lines', async () => {
    const { a, b } = await twoTerminals();
    const first = [{ ...base[0]!, local_id: 'm1_i1' }];
    const [created] = ordersSyncResponse.parse((await sync(a.auth, open('m1', first))).json());
    // Both copies start from the order as created; A adds a beer, B adds two.
    const fromA = open('m1', [...first, line('a_beer', 'Beer', 5)], { locked_by: a.id });
    const fromB = open('m1', [...first, line('b_beer1', 'Beer', 5), line('b_beer2', 'Beer', 5)], { locked_by: b.id });
    const [afterA] = ordersSyncResponse.parse((await sync(a.auth, fromA)).json());
    const resB = await sync(b.auth, fromB);
    expect(resB.statusCode).toBe(200);
    const [merged] = ordersSyncResponse.parse(resB.json());
    expect(afterA?.items.map((item) => item.local_id)).toEqual(['m1_i1', 'a_beer']);
    expect(merged?.id).toBe(created?.id);
    expect(merged?.items.map((item) => item.local_id).sort()).toEqual(['a_beer', 'b_beer1', 'b_beer2', 'm1_i1']);
    // 2 x (4 + 0.5) + 3 x 5 = 24.00, 7 % tax 1.68.
    expect(merged).toMatchObject({ subtotal: 24, tax_total: 1.68, grand_total: 25.68, balance_remaining: 25.68 });
    const rows = await built.database.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, created!.id));
    expect(rows).toHaveLength(4);
    // A retry of B's upload (its answer lost) changes nothing and answers the merged order again.
    const [retried] = ordersSyncResponse.parse((await sync(b.auth, fromB)).json());
    expect(retried).toEqual(merged);
    // The active orders call gives every terminal the merged order.
    const active = (
      await built.app.inject({ method: 'POST', url: '/api/orders/', headers: a.auth, payload: [] })
    ).json<{
      results: { local_id: string; items: unknown[] }[];
    }>();
    expect(active.results.find((order) => order.local_id === 'm1')?.items).toHaveLength(4);
  });

  it('a void is a change of the line, and only lines the device names as removed are dropped', async () => {
    const { a, b } = await twoTerminals();
    const first = [line('v_1', 'Soup', 6), line('v_2', 'Bread', 2)];
    await sync(a.auth, open('m2', first));
    await sync(b.auth, open('m2', [...first, line('v_b', 'Wine', 7)]));
    // A voids the soup (sent to the kitchen) and removes the bread, never having seen B's wine.
    const voided = { ...first[0]!, void_status: 1 as const };
    const [after] = ordersSyncResponse.parse(
      (await sync(a.auth, open('m2', [voided], { removed_items: ['v_2'] }))).json(),
    );
    expect(after?.items.map((item) => [item.local_id, item.void_status ?? 0])).toEqual([
      ['v_1', 1],
      ['v_b', 0],
    ]);
    expect(after).toMatchObject({ subtotal: 7, grand_total: 7.49, removed_items: ['v_2'] });
  });

  it('the lock is taken by one terminal at a time, refused to the other with its name, released by its holder', async () => {
    const { a, b } = await twoTerminals();
    await sync(a.auth, open('l1', [line('l1_1', 'Tea', 3)]));
    const takeA = orderLockResponse.parse((await lock(a.auth, { local_id: 'l1', take: true })).json());
    expect(takeA).toMatchObject({ ok: true, stored: true, locked_by: a.id });
    const takeB = orderLockResponse.parse((await lock(b.auth, { local_id: 'l1', take: true })).json());
    expect(takeB).toEqual({ ok: false, stored: true, locked_by: a.id, terminal_name: 'Test terminal', stale: false });
    // An upload from B cannot take or drop A's lock; the order read back names A.
    const [fromB] = ordersSyncResponse.parse(
      (await sync(b.auth, open('l1', [line('l1_1', 'Tea', 3)], { locked_by: b.id }))).json(),
    );
    expect(fromB?.locked_by).toBe(a.id);
    // A takeover is refused while A is seen.
    const early = orderLockResponse.parse((await lock(b.auth, { local_id: 'l1', take: true, takeover: true })).json());
    expect(early.ok).toBe(false);
    // B's release changes nothing; A's release frees it for B.
    await lock(b.auth, { local_id: 'l1', take: false });
    expect(orderLockResponse.parse((await lock(b.auth, { local_id: 'l1', take: true })).json()).ok).toBe(false);
    expect(orderLockResponse.parse((await lock(a.auth, { local_id: 'l1', take: false })).json())).toMatchObject({
      ok: true,
      locked_by: null,
    });
    expect(orderLockResponse.parse((await lock(b.auth, { local_id: 'l1', take: true })).json())).toMatchObject({
      ok: true,
      locked_by: b.id,
    });
  });

  it('a stale lock (its terminal unseen for longer than the limit) is taken over only when asked', async () => {
    const { a, b } = await twoTerminals();
    await sync(a.auth, open('l2', [line('l2_1', 'Tea', 3)]));
    await lock(a.auth, { local_id: 'l2', take: true });
    await built.database.db
      .update(t.terminals)
      .set({ lastSeenAt: new Date(Date.now() - ORDER_LOCK_STALE_MS - 5000) })
      .where(eq(t.terminals.id, a.id));
    const refused = orderLockResponse.parse((await lock(b.auth, { local_id: 'l2', take: true })).json());
    expect(refused).toMatchObject({ ok: false, locked_by: a.id, stale: true });
    const taken = orderLockResponse.parse((await lock(b.auth, { local_id: 'l2', take: true, takeover: true })).json());
    expect(taken).toMatchObject({ ok: true, locked_by: b.id });
    const [row] = await built.database.db
      .select({ lockedBy: t.orders.lockedBy })
      .from(t.orders)
      .where(and(eq(t.orders.localId, 'l2'), eq(t.orders.lockedBy, b.id)));
    expect(row?.lockedBy).toBe(b.id);
  });

  it('answers stored false for an order the server does not have, 400 naming the field, and scopes to the store', async () => {
    const { a } = await twoTerminals();
    const other = await freshStore(built.database.db);
    await sync(other.auth, open('l3', [line('l3_1', 'Tea', 3)]));
    const unknown = orderLockResponse.parse((await lock(a.auth, { local_id: 'l3', take: true })).json());
    expect(unknown).toMatchObject({ ok: true, stored: false });
    const bad = await lock(a.auth, { local_id: 'l3', take: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('take');
    expect(
      (await built.app.inject({ method: 'POST', url: '/api/orders/lock/', payload: { local_id: 'l3', take: true } }))
        .statusCode,
    ).toBe(401);
  });
});
