import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

type Auth = { authorization: string };

/**
 * Issue 14 §5, §8, §9, §13: control characters, NUL, lone surrogates, dates out of range, ids past 2^31 and ids of
 * another store get a 400 naming the field and change nothing, on the customer, shift, day summary, customer display
 * and online intake routes; then a seeded fuzz of those routes never sees a 500.
 */
describe('bad input on customers, shifts, day summary, customer display, online intake', () => {
  let built: App;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let other: Awaited<ReturnType<typeof freshStore>>;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    store = await freshStore(built.database.db, 'Bad input store');
    other = await freshStore(built.database.db, 'Other store');
  });
  afterAll(async () => built.app.close());

  const post = (url: string, payload: unknown, auth: Auth | undefined = store.auth) =>
    built.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
  const customersOf = async (storeId: number) =>
    (
      await built.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.customers)
        .where(eq(t.customers.storeId, storeId))
    )[0]?.n;

  it('customer-add: NUL, ESC, a tab, C1 and a lone surrogate are 400 naming the field; nothing is saved', async () => {
    const before = await customersOf(store.storeId);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'Ann\u0000' }, 'first_name'],
      [{ first_name: 'Ann', last_name: 'Lee\u001bp\u0000\u0019\u00fa' }, 'last_name'],
      [{ first_name: 'Ann', phone: '555\t1234' }, 'phone'],
      [{ first_name: 'Ann', email: 'a\u0085@b.c' }, 'email'],
      [{ first_name: 'Ann\ud800' }, 'first_name'],
      [{ first_name: 'Ann', notes: 'fine\nline\u001dV\u0000' }, 'notes'],
      [{ first_name: 'Ann', notes: 'x\u0000' }, 'notes'],
      [{ first_name: 'Ann', addresses: [{ address_1: 'Main St\u0007' }] }, 'addresses.0.address_1'],
      [
        { first_name: 'Ann', addresses: [{ address_1: 'Main St', postal_code: '1\u00000' }] },
        'addresses.0.postal_code',
      ],
      [{ first_name: 'Ann', created_at: '0000-01-01T00:00:00Z' }, 'created_at'],
      [{ first_name: 'Ann', updated_at: '9999-12-31T23:00:00-05:00' }, 'updated_at'],
    ];
    for (const [payload, field] of cases) {
      const answer = await post('/api/customer-add/', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json(), JSON.stringify(payload)).toMatchObject({ error: 'invalid', field });
    }
    expect(await customersOf(store.storeId)).toBe(before);
  });

  it('customer-add: notes keep their line breaks; a surrogate pair is kept as sent', async () => {
    const answer = await post('/api/customer-add/', {
      first_name: 'Zoë \ud83d\ude00',
      notes: 'line 1\nline 2\r\nline 3',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ first_name: 'Zoë \ud83d\ude00', notes: 'line 1\nline 2\r\nline 3' });
  });

  it('customer-add without first_name (or a blank one) is 400 naming first_name (seed 002 §5, issue 14 §13)', async () => {
    const before = await customersOf(store.storeId);
    for (const payload of [{ last_name: 'Lee', phone: '555' }, { first_name: '   ', last_name: 'Lee' }, {}]) {
      const answer = await post('/api/customer-add/', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'invalid', field: 'first_name' });
    }
    expect(await customersOf(store.storeId)).toBe(before);
  });

  it('customers list: a search with NUL is 400 naming search', async () => {
    const answer = await built.app.inject({
      method: 'GET',
      url: '/api/customers/list/?search=a%00b',
      headers: store.auth,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'search' });
  });

  it('day summary: year 0000 is 400 naming date; 9999-12-31 answers an empty day, not a 500', async () => {
    const zero = await built.app.inject({
      method: 'GET',
      url: '/api/daysummary/?date=0000-01-01',
      headers: store.auth,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'date' });
    const last = await built.app.inject({
      method: 'GET',
      url: '/api/daysummary/?date=9999-12-31',
      headers: store.auth,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ date: '9999-12-31', orders_count: 0, gross_sales: 0 });
    // A store whose business day starts at 06:00: its last day of 9999 would end in year 10000.
    await built.database.db.update(t.stores).set({ startTime: '06:00' }).where(eq(t.stores.id, other.storeId));
    const late = await built.app.inject({
      method: 'GET',
      url: '/api/daysummary/?date=9999-12-31',
      headers: other.auth,
    });
    expect(late.statusCode).toBe(200);
  });

  it('shift: a date in year 0000 or past 9999 and a NUL in a payment type are 400 naming the field', async () => {
    const base = { local_id: 'bad_shift', opening_amount: 10, shift_open_date: '2026-11-24T08:00:00.000Z' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, shift_open_date: '0000-01-01T00:00:00Z' }, 'shift_open_date'],
      [{ ...base, shift_close_date: '+010000-01-01T00:00:00Z' }, 'shift_close_date'],
      [{ ...base, payment_types: [{ name: 'Cash\u0000', sum: 1 }] }, 'payment_types.0.name'],
    ];
    for (const [payload, field] of cases) {
      const answer = await post('/api/shifts/sync/', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ field });
    }
    const [saved] = await built.database.db.select().from(t.shifts).where(eq(t.shifts.storeId, store.storeId));
    expect(saved).toBeUndefined();
  });

  it("shift: another store's order in the order list is 400 unknown_reference naming orders.N; nothing saved", async () => {
    const uploaded = await post('/api/orders/sync/', sampleOrder('foreign_1'), other.auth);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const foreignId = uploaded.json<{ id: number }[]>()[0]?.id;
    const mine = await post('/api/orders/sync/', sampleOrder('mine_1'));
    expect(mine.statusCode).toBe(200);
    const mineId = mine.json<{ id: number }[]>()[0]?.id;
    const shift = { local_id: 'shift_orders', opening_amount: 0, shift_open_date: '2026-11-24T08:00:00.000Z' };
    const refused = await post('/api/shifts/sync/', { ...shift, orders: [mineId, foreignId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'unknown_reference', field: 'orders.1' });
    const unknown = await post('/api/shifts/sync/', { ...shift, orders: [2_147_483_000] });
    expect(unknown.json()).toMatchObject({ error: 'unknown_reference', field: 'orders.0' });
    const rows = await built.database.db
      .select()
      .from(t.shifts)
      .where(and(eq(t.shifts.storeId, store.storeId), eq(t.shifts.localId, 'shift_orders')));
    expect(rows).toEqual([]);
    const accepted = await post('/api/shifts/sync/', { ...shift, orders: [mineId, mineId] });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ orders: [mineId, mineId] });
  });

  it('customer display: a terminal id of 2^31 or more, or of another store, is 400 naming terminal; nothing is written', async () => {
    const url = '/api/customer-display/write-sync-message/';
    for (const terminal of [2 ** 31, 2 ** 53, '99999999999999999999', other.terminalId, 0, -1, 1.5]) {
      const answer = await post(url, { message: 'offer', terminal, key: 'display_bad_key' });
      expect(answer.statusCode, String(terminal)).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'terminal' });
    }
    const form = await built.app.inject({
      method: 'POST',
      url,
      headers: { ...store.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=offer&terminal=${String(2 ** 31)}`,
    });
    expect(form.statusCode).toBe(400);
    const nul = await post(url, { message: 'offer\u0000', terminal: store.terminalId });
    expect(nul.json()).toMatchObject({ field: 'message' });
    const rows = await built.database.db
      .select()
      .from(t.displayMessages)
      .where(eq(t.displayMessages.storeId, store.storeId));
    expect(rows).toEqual([]);
    const own = await post(url, { message: 'offer', terminal: store.terminalId });
    expect(own.statusCode).toBe(200);
  });

  it('online order form: control characters are 400 naming the field (public, printed in the kitchen)', async () => {
    const [product] = await built.database.db
      .insert(t.products)
      .values({ storeId: store.storeId, name: 'Tea', priceCents: 250 })
      .returning();
    const order = {
      local_id: 'web_ctl',
      customer: { first_name: 'Ann', phone: '5551234' },
      items: [{ product: product?.id, quantity: 1 }],
    };
    const url = `/api/online/${String(store.storeId)}/orders/`;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...order, description: 'hi\u001bp\u0000\u0019\u00fa' }, 'description'],
      [{ ...order, items: [{ product: product?.id, quantity: 1, notes: 'cut\u001dV\u0000' }] }, 'items.0.notes'],
      [{ ...order, customer: { first_name: 'Ann\u0000', phone: '5551234' } }, 'customer.first_name'],
      [{ ...order, delivery_address: '1 Main St\u0007' }, 'delivery_address'],
      [{ ...order, serve_at: '0000-01-01T00:00:00Z' }, 'serve_at'],
    ];
    for (const [payload, field] of cases) {
      const answer = await post(url, payload, undefined);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ field });
    }
    const rows = await built.database.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.storeId, store.storeId), eq(t.orders.localId, 'online_web_ctl')));
    expect(rows).toEqual([]);
    const lines = await post(url, { ...order, delivery_address: '1 Main St\nFlat 2' }, undefined);
    expect(lines.statusCode).toBe(200);
    const curbside = await post(
      `/api/online/${String(store.storeId)}/curbside/`,
      { order_id: lines.json<{ id: number }>().id, car_model: 'Golf\u001bp', parking_number: '4' },
      undefined,
    );
    expect(curbside.json()).toMatchObject({ field: 'car_model' });
  });

  it('fuzz: no input to these routes answers 500', async () => {
    // A seeded generator (mulberry32), so a failure repeats; values are what an attacker sends: wrong types,
    // control characters, surrogates, huge numbers, bad dates.
    let seed = 0x5eed14;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const atoms: unknown[] = [
      null,
      true,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53,
      -(2 ** 63),
      1e308,
      '',
      'a',
      '\u0000',
      '\ud800',
      '\u001bp\u0000',
      'x'.repeat(3000),
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-05:00',
      '2026-11-24T08:00:00.000Z',
      '9999-12-31',
      '0000-01-01',
      '4111111111111111',
      [],
      {},
      [1, 2, 2 ** 31],
    ];
    const value = (depth: number): unknown =>
      depth > 0 && random() < 0.2
        ? random() < 0.5
          ? [value(depth - 1)]
          : { first_name: value(depth - 1), name: value(depth - 1) }
        : pick(atoms);
    const bodies: Record<string, () => Record<string, unknown>> = {
      '/api/customer-add/': () => ({
        first_name: value(1),
        ...(random() < 0.5 ? { notes: value(1) } : {}),
        ...(random() < 0.3 ? { id: value(0) } : {}),
        ...(random() < 0.3 ? { local_id: value(0) } : {}),
        ...(random() < 0.3 ? { addresses: [{ address_1: value(1), id: value(0), default: value(0) }] } : {}),
      }),
      '/api/shifts/sync/': () => ({
        local_id: random() < 0.7 ? `fz_${String(Math.floor(random() * 5))}` : value(0),
        opening_amount: random() < 0.7 ? 1 : value(0),
        shift_open_date: random() < 0.5 ? '2026-11-24T08:00:00.000Z' : value(0),
        ...(random() < 0.5 ? { orders: value(1) } : {}),
        ...(random() < 0.3 ? { open_shift_employee: value(0) } : {}),
        ...(random() < 0.3 ? { shift_close_date: value(0) } : {}),
      }),
      '/api/customer-display/write-sync-message/': () => ({
        message: value(0),
        terminal: random() < 0.3 ? store.terminalId : value(0),
        ...(random() < 0.5 ? { key: value(0) } : {}),
      }),
      '/api/customer-display/get-sync-message/': () => ({ key: value(0) }),
      '/api/add-timeclock/': () => ({ employee_id: value(0) }),
      '/api/orderlive/refundorder': () => ({ id: value(0) }),
      '/api/tablepositions/': () => ({ list: [{ id: value(0), x_value: value(0), y_value: value(0) }] }),
      [`/api/online/${String(store.storeId)}/orders/`]: () => ({
        local_id: value(0),
        customer: { first_name: value(0), phone: value(0) },
        items: [{ product: value(0), quantity: value(0), notes: value(0) }],
        ...(random() < 0.5 ? { delivery_address: value(0) } : {}),
        ...(random() < 0.5 ? { serve_at: value(0) } : {}),
      }),
    };
    // A lone surrogate has no UTF-8: sent as the bytes of one (ED A0 80), which is what a raw client can send.
    const urlText = (atom: unknown): string => {
      const text = String(atom);
      return /[\ud800-\udfff]/u.test(text) ? '%ED%A0%80' : encodeURIComponent(text);
    };
    const queries = ['/api/daysummary/?date=', '/api/customers/list/?search=', '/api/customers/list/?page='];
    const failures: string[] = [];
    for (let run = 0; run < 300; run += 1) {
      const url = pick(Object.keys(bodies));
      const made = bodies[url]?.() ?? {};
      // tablepositions takes a list: the generator wraps it so that every generator answers an object.
      const body = (url === '/api/tablepositions/' ? made.list : made) as object;
      // The public form is rate-limited per address: each request comes from its own.
      const answer = await built.app.inject({
        method: 'POST',
        url,
        headers: store.auth,
        payload: body,
        remoteAddress: `10.14.${String(run % 250)}.${String(1 + Math.floor(run / 250))}`,
      });
      if (answer.statusCode >= 500) failures.push(`${url} ${JSON.stringify(body)} -> ${answer.body}`);
      const query = `${pick(queries)}${urlText(pick(atoms))}`;
      const read = await built.app.inject({ method: 'GET', url: query, headers: store.auth });
      if (read.statusCode >= 500) failures.push(`${query} -> ${read.body}`);
      const address = `/api/address/${urlText(pick(atoms)).slice(0, 50)}/`;
      const removed = await built.app.inject({ method: 'DELETE', url: address, headers: store.auth });
      if (removed.statusCode >= 500) failures.push(`DELETE ${address} -> ${removed.body}`);
    }
    expect(failures).toEqual([]);
  });
});
