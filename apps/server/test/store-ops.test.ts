import {
  daySummaryResponse,
  type OrderInput,
  onlineOrderResponse,
  orderListResponse,
  productsResponse,
  tablesResponse,
} from '@opentill/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { eventLog } from '../src/db/schema.ts';
import { freshStore, tokenForStore, uniqueAddress } from './fixtures.ts';
import { refundOf, sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('tables, day summary, display signalling, online intake', () => {
  let built: App;
  let demo: { authorization: string };
  let second: { authorization: string };
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    demo = (await tokenForStore(built.database.db, 1)).auth;
    second = (await tokenForStore(built.database.db, 2)).auth;
  });
  afterAll(async () => built.app.close());

  it('moves tables of the store; another store’s table is 404 and nothing moves', async () => {
    const tables = tablesResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/tables/', headers: second })).json(),
    ).results;
    const [a, b] = tables;
    const storeId = 2;
    const [last] = await built.database.db
      .select({ id: eventLog.id })
      .from(eventLog)
      .where(eq(eventLog.storeId, storeId))
      .orderBy(desc(eventLog.id))
      .limit(1);
    const moved = await built.app.inject({
      method: 'POST',
      url: '/api/tablepositions/',
      headers: second,
      payload: [{ id: a?.id, x_value: 321.5, y_value: 99 }],
    });
    expect(moved.statusCode).toBe(200);
    // Issue 17 §1: the store's terminals are told (orders-event for Tables screens, config-changed for the others).
    const events = await built.database.db
      .select({ event: eventLog.event, payload: eventLog.payload })
      .from(eventLog)
      .where(and(eq(eventLog.storeId, storeId), gt(eventLog.id, last?.id ?? 0)));
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'orders-event', payload: expect.objectContaining({ call: 'tables' }) as unknown },
        { event: 'config-changed', payload: { what: ['sections'] } },
      ]),
    );
    const demoTables = tablesResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/tables/', headers: demo })).json(),
    ).results;
    const foreign = await built.app.inject({
      method: 'POST',
      url: '/api/tablepositions/',
      headers: second,
      payload: [
        { id: b?.id, x_value: 1, y_value: 1 },
        { id: demoTables[0]?.id, x_value: 5, y_value: 5 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    const after = tablesResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/tables/', headers: second })).json(),
    ).results;
    expect(after.find((table) => table.id === a?.id)).toMatchObject({ x_value: 321.5, y_value: 99 });
    expect(after.find((table) => table.id === b?.id)).toMatchObject({ x_value: b?.x_value, y_value: b?.y_value });
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/tablepositions/',
          headers: second,
          payload: [{ id: a?.id, x_value: 'x', y_value: 1 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('sums the business day in cents: gross and net without tax, refunds, tax and payment types', async () => {
    const store = await freshStore(built.database.db);
    const sold = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: [sampleOrder('d_1'), sampleOrder('d_2')],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const [original] = sold.json<{ id: number; items: OrderInput['items'] }[]>();
    // A processed refund of d_1's croissant (2.50 + 7 % tax), paid back in cash (issue 14 §3/§6: refunds reference
    // their original).
    const refund = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: refundOf(original!, 'r_1', [{ item: 'd_1_i2', quantity: 1 }], 'Cash'),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [returned] = refund.json<{ grand_total: number; tax_total: number }[]>();
    // The croissant's tax as the sale charged it (0.175 rounded to 0.18; issue 15 §2: allocated from the sale).
    expect(returned).toMatchObject({ grand_total: -2.68, tax_total: -0.18 });
    const summary = daySummaryResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/daysummary/?date=2026-11-21', headers: store.auth })).json(),
    );
    // Sales without tax (issue 15 §2): 2 × 18.37; the refund gives back 2.50 of sales and 0.18 of tax.
    expect(summary).toMatchObject({
      date: '2026-11-21',
      orders_count: 3,
      transactions: 3,
      gross_sales: 36.74,
      discounts: 0,
      refunds: 2.5,
      net_sales: 34.24,
      tax: 2.4,
    });
    expect(summary.sale_payments).toEqual([
      { payment_type: 'Cash', sum: 20 },
      { payment_type: 'Card A', sum: 19.32 },
    ]);
    expect(summary.refund_payments).toEqual([{ payment_type: 'Cash', sum: -2.68 }]);
    const empty = daySummaryResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/daysummary/?date=2026-11-22', headers: store.auth })).json(),
    );
    expect(empty.orders_count).toBe(0);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/daysummary/?date=yesterday', headers: store.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('customer display: write answers a key, the peer answers, get reads it; form fields accepted; keys are per store', async () => {
    const written = await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/write-sync-message/',
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=offer-sdp&terminal=1',
    });
    expect(written.statusCode).toBe(200);
    const { key } = written.json<{ key: string }>();
    const before = await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/get-sync-message/',
      headers: demo,
      payload: { key },
    });
    expect(before.json()).toEqual({ active: true, answer: null, message: 'offer-sdp' });
    await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/write-sync-message/',
      headers: demo,
      payload: { message: 'answer-sdp', terminal: 1, key },
    });
    const after = await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/get-sync-message/',
      headers: demo,
      payload: { key },
    });
    expect(after.json()).toMatchObject({ active: true, answer: 'answer-sdp' });
    const other = await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/get-sync-message/',
      headers: second,
      payload: { key },
    });
    expect(other.json()).toEqual({ active: false, answer: null, message: null });
  });

  it('takes a public online order priced from the catalogue, pending, and answers curbside arrivals', async () => {
    const products = productsResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/products/', headers: demo })).json(),
    ).results;
    const latte = products.find((p) => p.name === 'Latte');
    const oat = latte?.modifier_groups.flatMap((g) => g.modifiers).find((m) => m.name === 'Oat milk');
    const body = {
      local_id: `w${Date.now()}`,
      customer: { first_name: 'Web', phone: '555-0100' },
      items: [{ product: latte?.id, quantity: 2, modifiers: [oat?.id] }],
      serve_at: '2026-11-21T12:30:00.000Z',
      delivery_address: '1 Elm St',
    };
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/online/1/orders/',
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode).toBe(200);
    const created = onlineOrderResponse.parse(res.json());
    const listed = orderListResponse.parse(
      (await built.app.inject({ method: 'GET', url: `/api/orderlist?id=${created.id}`, headers: demo })).json(),
    ).results[0];
    // (4.00 + 0.50) × 2 = 9.00, plus 19 % = 1.71.
    expect(listed).toMatchObject({
      status: 0,
      type: 1,
      subtotal: 9,
      tax_total: 1.71,
      grand_total: 10.71,
      delivery_address: '1 Elm St',
    });
    // The same local_id again (a retry, or someone else) changes nothing and answers the same order.
    const again = await built.app.inject({
      method: 'POST',
      url: '/api/online/1/orders/',
      payload: { ...body, items: [{ product: latte?.id, quantity: 50 }] },
      remoteAddress: uniqueAddress(),
    });
    expect(onlineOrderResponse.parse(again.json()).id).toBe(created.id);
    const unchanged = orderListResponse.parse(
      (await built.app.inject({ method: 'GET', url: `/api/orderlist?id=${created.id}`, headers: demo })).json(),
    ).results[0];
    expect(unchanged?.grand_total).toBe(10.71);
    const forged = await built.app.inject({
      method: 'POST',
      url: '/api/online/2/orders/',
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ field: string }>().field).toBe('items.0.product');
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/online/1/curbside/',
          payload: { order_id: created.id, car_model: 'Golf', parking_number: '3' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/online/2/curbside/',
          payload: { order_id: created.id, car_model: 'Golf', parking_number: '3' },
        })
      ).statusCode,
    ).toBe(404);
    const refunded = await built.app.inject({
      method: 'POST',
      url: '/api/orderlive/refundorder',
      headers: demo,
      payload: { id: created.id },
    });
    expect(refunded.json()).toEqual({ id: created.id, status: 5 });
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/orderlive/refundorder',
          headers: second,
          payload: { id: created.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('rate-limits the public intake per address', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      statuses.push(
        (await built.app.inject({ method: 'POST', url: '/api/online/1/orders/', payload: {}, remoteAddress: address }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
