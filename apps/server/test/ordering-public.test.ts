import { orderingMenuResponse, orderingStatusResponse, type OrderingOrderRequest } from '@opentill/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { ORDERING_LIMITS } from '../src/routes/ordering-public.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * The store's ordering page API (issue 18 §3): the menu offers what is sold online only, an order is priced from the
 * catalogue whatever the page posts, bad input is a 400 naming the field, the honeypot saves nothing, one address is
 * limited, the status follows the terminal's transitions live, and "I'm here" raises the curbside event.
 */
describe('ordering page API', () => {
  let built: App;
  let store: Awaited<ReturnType<typeof freshStore>>;
  const ids = { soup: 0, burger: 0, gone: 0, cheese: 0, bacon: 0, sauce: 0, takeOut: 0, delivery: 0, dineIn: 0 };
  let url: string;
  const key = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

  beforeAll(async () => {
    built = await buildApp(testDatabaseOptions());
    const { db } = built.database;
    store = await freshStore(db, 'Ordering store');
    const storeId = store.storeId;
    const [tax] = await db.insert(t.taxes).values({ storeId, name: 'VAT', rate: '10' }).returning();
    const [category] = await db.insert(t.categories).values({ storeId, name: 'Mains' }).returning();
    const products = await db
      .insert(t.products)
      .values([
        { storeId, name: 'Soup', priceCents: 450 },
        { storeId, name: 'Burger', priceCents: 1000, image: '/api/images/1' },
        { storeId, name: 'Gone', priceCents: 300, unavailableUntil: new Date(Date.now() + 3_600_000) },
      ])
      .returning();
    const [soup, burger, gone] = products;
    if (!tax || !category || !soup || !burger || !gone) throw new Error('no catalogue');
    await db.insert(t.productCategories).values(products.map((p) => ({ productId: p.id, categoryId: category.id })));
    await db.insert(t.productTaxes).values(products.map((p) => ({ productId: p.id, taxId: tax.id })));
    const [cheeseGroup] = await db
      .insert(t.modifierGroups)
      .values({ storeId, name: 'Cheese', minSelection: 1, maxSelection: 1 })
      .returning();
    const [extras] = await db
      .insert(t.modifierGroups)
      .values({ storeId, name: 'Extras', minSelection: 0, maxSelection: 0 })
      .returning();
    if (!cheeseGroup || !extras) throw new Error('no groups');
    const [cheese, bacon, sauce] = await db
      .insert(t.modifiers)
      .values([
        { storeId, groupId: cheeseGroup.id, name: 'Cheddar', priceCents: 100 },
        { storeId, groupId: cheeseGroup.id, name: 'Blue', priceCents: 150 },
        { storeId, groupId: extras.id, name: 'Sauce', priceCents: 50 },
      ])
      .returning();
    if (!cheese || !bacon || !sauce) throw new Error('no modifiers');
    await db.insert(t.productModifierGroups).values([
      { productId: burger.id, groupId: cheeseGroup.id },
      { productId: burger.id, groupId: extras.id },
    ]);
    const [takeOut, delivery, dineIn] = await db
      .insert(t.diningOptions)
      .values([
        { storeId, name: 'Take out', onlineOrdering: true, sorting: 1 },
        { storeId, name: 'Delivery', onlineOrdering: true, sorting: 2 },
        { storeId, name: 'Dine in', onlineOrdering: false, sorting: 0 },
      ])
      .returning();
    if (!takeOut || !delivery || !dineIn) throw new Error('no dining options');
    Object.assign(ids, {
      soup: soup.id,
      burger: burger.id,
      gone: gone.id,
      cheese: cheese.id,
      bacon: bacon.id,
      sauce: sauce.id,
      takeOut: takeOut.id,
      delivery: delivery.id,
      dineIn: dineIn.id,
    });
    url = `/api/order/${String(storeId)}`;
  });
  afterAll(async () => {
    await built.app.close();
  });

  const orderBody = (overrides: Partial<OrderingOrderRequest> = {}): OrderingOrderRequest => ({
    key: key(),
    dining_option: ids.takeOut,
    when: 'asap',
    customer: { first_name: 'Ada', phone: '555 0100' },
    items: [
      { product: ids.soup, quantity: 2 },
      { product: ids.burger, quantity: 1, modifiers: [ids.cheese, ids.sauce] },
    ],
    ...overrides,
  });
  const post = (payload: unknown, remoteAddress = uniqueAddress()) =>
    built.app.inject({ method: 'POST', url: `${url}/orders/`, payload: payload as object, remoteAddress });

  it('offers the online dining options and the products not 86d, with their modifier groups', async () => {
    const response = await built.app.inject({ method: 'GET', url: `${url}/menu/`, remoteAddress: uniqueAddress() });
    expect(response.statusCode, response.body).toBe(200);
    const menu = orderingMenuResponse.parse(response.json());
    expect(menu.dining_options).toEqual([
      { id: ids.takeOut, name: 'Take out', delivery: false },
      { id: ids.delivery, name: 'Delivery', delivery: true },
    ]);
    const products = menu.categories.flatMap((category) => category.products);
    expect(products.map((product) => product.name)).toEqual(['Soup', 'Burger']);
    const burger = products.find((product) => product.id === ids.burger);
    expect(burger?.image).toBe('/api/images/1');
    expect(burger?.modifier_groups.map((group) => [group.name, group.min, group.max])).toEqual([
      ['Cheese', 1, 1],
      ['Extras', 0, 0],
    ]);
    expect(menu.languages).toHaveLength(9);
    expect(menu.open_now).toBe(true);
    expect(menu.slots.length).toBeGreaterThan(0);
  });

  it('prices the order from the catalogue and ignores the prices the page posts', async () => {
    const body = orderBody();
    const tampered = {
      ...body,
      items: body.items.map((item) => ({ ...item, price_cents: 1 })),
      total_cents: 1,
    };
    const response = await post(tampered);
    expect(response.statusCode, response.body).toBe(200);
    const status = orderingStatusResponse.parse(response.json());
    // Soup 2 x 4.50 = 9.00; Burger 10.00 + Cheddar 1.00 + Sauce 0.50 = 11.50; 10 % tax on 20.50 = 2.05.
    expect(status.items.map((item) => item.total_cents)).toEqual([900, 1150]);
    expect(status).toMatchObject({ state: 'received', subtotal_cents: 2050, tax_cents: 205, total_cents: 2255 });
    const [row] = await built.database.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.storeId, store.storeId), eq(t.orders.localId, `online_page_${body.key}`)));
    expect(row).toMatchObject({ status: 0, type: 1, grandTotalCents: 2255 });
  });

  it('answers 400 naming the field for bad input, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...orderBody(), customer: { first_name: '', phone: '5550100' } }, 'customer.first_name'],
      [{ ...orderBody(), customer: { first_name: 'A\u001bB', phone: '5550100' } }, 'customer.first_name'],
      [{ ...orderBody(), items: [] }, 'items'],
      [{ ...orderBody(), items: [{ product: ids.burger, quantity: 1 }] }, 'items.0.modifiers'],
      [
        { ...orderBody(), items: [{ product: ids.burger, quantity: 1, modifiers: [ids.cheese, ids.bacon] }] },
        'items.0.modifiers',
      ],
      [{ ...orderBody(), items: [{ product: ids.soup, quantity: 1, modifiers: [ids.cheese] }] }, 'items.0.modifiers.0'],
      [{ ...orderBody(), items: [{ product: ids.gone, quantity: 1 }] }, 'items.0.product'],
      [{ ...orderBody(), dining_option: ids.dineIn }, 'dining_option'],
      [{ ...orderBody(), dining_option: ids.delivery }, 'address'],
      [
        {
          ...orderBody(),
          dining_option: ids.delivery,
          address: { line1: '1 Main St', city: 'Springfield', state: 'XX', country: 'US' },
        },
        'address.state',
      ],
      [
        {
          ...orderBody(),
          dining_option: ids.delivery,
          address: { line1: '1 Main St', city: 'Springfield', country: 'ZZ' },
        },
        'address.country',
      ],
      [{ ...orderBody(), when: new Date(Date.now() + 60_000).toISOString() }, 'when'],
      [{ ...orderBody(), key: 'short' }, 'key'],
      [{ ...orderBody(), surprise: 1 }, 'surprise'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const saved = await built.database.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.storeId, store.storeId), eq(t.orders.status, 0)));
    expect(saved).toHaveLength(1);
  });

  it('takes a delivery to a US address with a state from the list, at a later time offered', async () => {
    const menu = orderingMenuResponse.parse(
      (await built.app.inject({ method: 'GET', url: `${url}/menu/`, remoteAddress: uniqueAddress() })).json(),
    );
    const later = menu.slots[1] ?? '';
    const response = await post(
      orderBody({
        dining_option: ids.delivery,
        when: later,
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(orderingStatusResponse.parse(response.json())).toMatchObject({ delivery: true, serve_at: later });
  });

  it('saves nothing when the honeypot is filled', async () => {
    const body = { ...orderBody(), website: 'http://spam.example' };
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    const rows = await built.database.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(like(t.orders.localId, `%${body.key}`));
    expect(rows).toHaveLength(0);
    const status = await built.app.inject({ method: 'GET', url: `${url}/orders/${body.key}/` });
    expect(status.statusCode).toBe(404);
  });

  it('limits 1,000 rapid orders from one address', async () => {
    const address = uniqueAddress();
    const before = await built.database.db.select({ id: t.orders.id }).from(t.orders);
    const codes: number[] = [];
    for (let n = 0; n < 1000; n += 1) codes.push((await post(orderBody(), address)).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(ORDERING_LIMITS.order.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(1000 - ORDERING_LIMITS.order.max);
    const after = await built.database.db.select({ id: t.orders.id }).from(t.orders);
    expect(after.length - before.length).toBe(ORDERING_LIMITS.order.max);
  });

  it('streams the status as the terminal accepts the order, and raises the curbside event on I am here', async () => {
    const body = orderBody();
    expect((await post(body)).statusCode).toBe(200);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
    const abort = new AbortController();
    const live = await fetch(`${base}${url}/orders/${body.key}/live/`, { signal: abort.signal });
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const reader = (live.body as ReadableStream<Uint8Array> | null)?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const nextState = async (): Promise<string> => {
      for (;;) {
        const match = /event: status\ndata: (.*)\n\n/.exec(text);
        if (match) {
          text = text.slice((match.index ?? 0) + match[0].length);
          return (JSON.parse(match[1] ?? '{}') as { state: string }).state;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        text += decoder.decode(chunk.value);
      }
    };
    expect(await nextState()).toBe('received');

    // The terminal approves it (seed 002 §4, unpaid: open) and uploads it.
    const list = await built.app.inject({
      method: 'GET',
      url: '/api/online/orderlist?status=0',
      headers: store.auth,
    });
    const order = list
      .json<{ results: { local_id: string }[] }>()
      .results.find((row) => row.local_id === `online_page_${body.key}`);
    const synced = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: [{ ...order, status: 1 }],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await nextState()).toBe('accepted');
    abort.abort();

    const here = await built.app.inject({
      method: 'POST',
      url: `${url}/orders/${body.key}/here/`,
      payload: { car_model: 'Volvo XC40', car_color: 'Blue', parking_number: '7' },
      remoteAddress: uniqueAddress(),
    });
    expect(here.statusCode, here.body).toBe(200);
    const events = await built.database.db
      .select()
      .from(t.eventLog)
      .where(and(eq(t.eventLog.storeId, store.storeId), eq(t.eventLog.event, 'curbsideorder-pickup-event')));
    const [ordered] = await built.database.db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.storeId, store.storeId), eq(t.orders.localId, `online_page_${body.key}`)));
    expect(events.map((event) => event.payload)).toEqual([
      { order_id: ordered?.id, car_model: 'Volvo XC40', car_color: 'Blue', parking_number: '7' },
    ]);
    const unknown = await built.app.inject({
      method: 'POST',
      url: `${url}/orders/${key()}/here/`,
      payload: { car_model: 'Volvo' },
      remoteAddress: uniqueAddress(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
