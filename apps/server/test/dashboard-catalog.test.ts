import {
  catalogCategory,
  catalogImportPreview,
  catalogModifierGroup,
  catalogProduct,
  catalogProductsPage,
  catalogTax,
  productsResponse,
} from '@opentill/contracts';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { auditLog, eventLog, products, stores } from '../src/db/schema.ts';
import { businessDayEnd } from '../src/services/dashboard-catalog.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { dashboardHeaders, dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard catalog (issue 16 §4)', () => {
  let built: App;
  let owner: DashboardSession;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    owner = await dashboardSignIn(built);
  });
  afterAll(async () => built.app.close());

  const base = (session: DashboardSession) => `/api/dashboard/stores/${String(session.storeId)}`;
  const get = (session: DashboardSession, path: string) =>
    built.app.inject({ method: 'GET', url: `${base(session)}${path}`, headers: session.headers });
  const send = (session: DashboardSession, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    built.app.inject({
      method,
      url: `${base(session)}${path}`,
      headers: dashboardHeaders(session),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const sendCsv = (session: DashboardSession, path: string, text: string) =>
    built.app.inject({
      method: 'POST',
      url: `${base(session)}${path}`,
      headers: { ...dashboardHeaders(session), 'content-type': 'text/csv' },
      payload: text,
    });
  const terminalAuth = async (session: DashboardSession) => ({
    authorization: `Token ${await apiTokenCreate(built.database.db, session.storeId, session.terminalId)}`,
  });
  const lastConfigEvent = async (storeId: number) => {
    const [row] = await built.database.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.storeId, storeId), eq(eventLog.event, 'config-changed')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    return row?.payload;
  };
  /** Every product the terminal downloads, page by page as the terminal follows `next`. */
  const terminalProducts = async (session: DashboardSession) => {
    const auth = await terminalAuth(session);
    const all = [];
    let url: string | null = '/api/products/';
    while (url) {
      const response = await built.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode).toBe(200);
      const page = productsResponse.parse(response.json());
      all.push(...page.results);
      url = page.next;
    }
    return all;
  };

  it('creates a category, a tax, a required modifier group and a product with every field; the terminal reads it', async () => {
    const session = await dashboardSignIn(built);
    const category = await send(session, 'POST', '/catalog/categories', { name: 'Drinks', color: 'aqua' });
    expect(category.statusCode).toBe(201);
    const categoryId = catalogCategory.parse(category.json()).id;
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['catalog'] });

    const tax = await send(session, 'POST', '/catalog/taxes', { name: 'VAT', rate: 7.125 });
    expect(tax.statusCode).toBe(201);
    expect(catalogTax.parse(tax.json())).toMatchObject({ name: 'VAT', rate: 7.125, product_count: 0 });
    const taxId = catalogTax.parse(tax.json()).id;

    const group = await send(session, 'POST', '/catalog/modifier-groups', {
      name: 'Milk',
      min_selection: 1,
      max_selection: 1,
      modifiers: [
        { name: 'Oat', price_cents: 50 },
        { name: 'Whole', price_cents: 0 },
      ],
    });
    expect(group.statusCode).toBe(201);
    const groupId = catalogModifierGroup.parse(group.json()).id;

    const body = {
      name: 'Flat white',
      sku: 'FW-1',
      description: 'Two shots',
      color: 'brown',
      price_cents: 450,
      cost_cents: 120,
      barcodes: ['4006381333931', '123'],
      categories: [categoryId],
      tax_ids: [taxId],
      modifier_group_ids: [groupId],
      printer_ids: [],
      price_adjust: false,
      qty_adjust: true,
      order_kiosk: false,
      special_prices: [{ group: 'Happy hour', price_cents: 399 }],
      inventory: 12.5,
    };
    const created = await send(session, 'POST', '/catalog/products', body);
    expect(created.statusCode).toBe(201);
    const product = catalogProduct.parse(created.json());
    expect(product).toMatchObject({ ...body, unavailable_until: null });

    const onTerminal = (await terminalProducts(session)).find((row) => row.id === product.id);
    expect(onTerminal).toMatchObject({
      name: 'Flat white',
      price: 4.5,
      cost: 1.2,
      barcode: '4006381333931,123',
      categories: [categoryId],
      tax_rates: [{ id: taxId, name: 'VAT', rate: 7.125 }],
      qty_adjust: true,
      order_kiosk: false,
      special_prices_items: [{ group: 'Happy hour', price: 3.99 }],
      inventory: 12.5,
    });
    expect(onTerminal?.modifier_groups[0]).toMatchObject({ name: 'Milk', min_selection: 1, max_selection: 1 });

    // An update records before and after of the changed fields only.
    const updated = await send(session, 'PUT', `/catalog/products/${String(product.id)}`, {
      ...body,
      price_cents: 480,
    });
    expect(updated.statusCode).toBe(200);
    const [entry] = await built.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'product.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toEqual({ price_cents: { before: 450, after: 480 } });
    expect(entry?.accountId).toBe(session.account.id);

    // The tax is used: it cannot be removed until no product has it.
    expect((await send(session, 'DELETE', `/catalog/taxes/${String(taxId)}`)).statusCode).toBe(409);
    expect((await send(session, 'DELETE', `/catalog/products/${String(product.id)}`)).statusCode).toBe(204);
    expect((await get(session, `/catalog/products/${String(product.id)}`)).statusCode).toBe(404);
    expect((await send(session, 'DELETE', `/catalog/taxes/${String(taxId)}`)).statusCode).toBe(204);
  });

  it('refuses bad input with 400 naming the field, and never writes', async () => {
    const cases: [string, unknown, string][] = [
      ['/catalog/products', { name: 'Tea', price_cents: 1.5 }, 'price_cents'],
      ['/catalog/products', { name: '', price_cents: 100 }, 'name'],
      ['/catalog/products', { name: 'Tea', price_cents: 100, color: 'purple' }, 'color'],
      ['/catalog/products', { name: 'Tea', price_cents: 100, barcodes: ['12 34'] }, 'barcodes.0'],
      ['/catalog/products', { name: 'Tea', price_cents: 100, image: 'https://evil.example/x.png' }, 'image'],
      ['/catalog/products', { name: 'Tea', price_cents: 100, extra: 1 }, 'extra'],
      ['/catalog/modifier-groups', { name: 'Size', min_selection: 3, max_selection: 2 }, 'max_selection'],
      ['/catalog/taxes', { name: 'VAT', rate: 7.1234 }, 'rate'],
      ['/catalog/discounts', { name: 'Half', type: 1, value_hundredths: 10_001 }, 'value_hundredths'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await send(owner, 'POST', path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid', field });
    }
    const cursor = await get(owner, '/catalog/products?cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ field: 'cursor' });
  });

  it("keeps every store to itself: another store's ids are 404 or a 400 reference, a manager of A cannot see B", async () => {
    const other = await dashboardSignIn(built);
    const theirTax = catalogTax.parse(
      (await send(other, 'POST', '/catalog/taxes', { name: 'Theirs', rate: 5 })).json(),
    );
    const theirProduct = catalogProduct.parse(
      (await send(other, 'POST', '/catalog/products', { name: 'Secret', price_cents: 100 })).json(),
    );

    const withTheirTax = await send(owner, 'POST', '/catalog/products', {
      name: 'Mine',
      price_cents: 100,
      tax_ids: [theirTax.id],
    });
    expect(withTheirTax.statusCode).toBe(400);
    expect(withTheirTax.json()).toMatchObject({ error: 'unknown_reference', field: 'tax_ids.0' });
    expect((await get(owner, `/catalog/products/${String(theirProduct.id)}`)).statusCode).toBe(404);
    expect(
      (await send(owner, 'PUT', `/catalog/products/${String(theirProduct.id)}`, { name: 'Mine', price_cents: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(owner, 'POST', `/catalog/products/${String(theirProduct.id)}/availability`, { available: false }))
        .statusCode,
    ).toBe(404);
    expect((await send(owner, 'DELETE', `/catalog/taxes/${String(theirTax.id)}`)).statusCode).toBe(404);

    // The other business's store itself answers 404, as a store that does not exist.
    const intoTheirStore = await built.app.inject({
      method: 'GET',
      url: `/api/dashboard/stores/${String(other.storeId)}/catalog/products`,
      headers: owner.headers,
    });
    expect(intoTheirStore.statusCode).toBe(404);

    // A manager of store A (same business) cannot read or change store B.
    const storeB = await dashboardSignIn(built, { business: owner.business });
    const manager = await dashboardSignIn(built, { role: 'manager', business: owner.business });
    const urlB = `/api/dashboard/stores/${String(storeB.storeId)}/catalog/products`;
    expect((await built.app.inject({ method: 'GET', url: urlB, headers: manager.headers })).statusCode).toBe(404);
    const write = await built.app.inject({
      method: 'POST',
      url: urlB,
      headers: dashboardHeaders(manager),
      payload: { name: 'Sneaky', price_cents: 1 },
    });
    expect(write.statusCode).toBe(404);
    expect((await get(manager, '/catalog/products')).statusCode).toBe(200);

    // No CSRF token: refused before anything is read.
    const noToken = await built.app.inject({
      method: 'POST',
      url: `${base(owner)}/catalog/categories`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      payload: { name: 'X' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: 'csrf_refused' });
  });

  it('pages, searches and sorts with a keyset cursor; every product once, in order', async () => {
    const session = await dashboardSignIn(built);
    const names = Array.from({ length: 230 }, (_, index) => `Item ${String((index * 7919) % 230).padStart(3, '0')}`);
    await built.database.db.insert(products).values(
      names.map((name, index) => ({
        storeId: session.storeId,
        name,
        sku: `S${String(index)}`,
        priceCents: (index % 10) * 100,
        barcode: index === 5 ? '999000111' : '',
      })),
    );
    const walk = async (query: string) => {
      const seen: { name: string; price_cents: number; id: number }[] = [];
      let cursor: string | null = null;
      let total: number | null = null;
      let pages = 0;
      do {
        const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const response = await get(session, `/catalog/products?limit=100${query}${suffix}`);
        expect(response.statusCode).toBe(200);
        const page = catalogProductsPage.parse(response.json());
        seen.push(...page.results);
        // The first page counts the matches; the next ones do not repeat the count.
        if (pages === 0) total = page.total;
        else expect(page.total).toBeNull();
        pages += 1;
        cursor = page.next_cursor;
      } while (cursor);
      return { seen, total };
    };
    const byName = await walk('&sort=name');
    expect(byName.total).toBe(230);
    expect(byName.seen.map((row) => row.name)).toEqual([...names].sort());
    const byNameDesc = await walk('&sort=name&dir=desc');
    expect(byNameDesc.seen.map((row) => row.name)).toEqual([...names].sort().reverse());
    const byPrice = await walk('&sort=price&dir=desc');
    expect(new Set(byPrice.seen.map((row) => row.id)).size).toBe(230);
    const prices = byPrice.seen.map((row) => row.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const search = await walk('&q=ITEM%2001');
    expect(search.seen.map((row) => row.name).sort()).toEqual(
      names.filter((name) => name.startsWith('Item 01')).sort(),
    );
    const byBarcode = await walk('&q=999000111');
    expect(byBarcode.seen).toHaveLength(1);
    // LIKE wildcards are searched as text.
    expect((await walk('&q=%25')).total).toBe(0);
  });

  it('86: unavailable until the end of the business day; the terminal leaves it out, online ordering refuses it', async () => {
    const session = await dashboardSignIn(built);
    const product = catalogProduct.parse(
      (await send(session, 'POST', '/catalog/products', { name: 'Soup of the day', price_cents: 650 })).json(),
    );
    const before = Date.now();
    const off = await send(session, 'POST', `/catalog/products/${String(product.id)}/availability`, {
      available: false,
    });
    expect(off.statusCode).toBe(200);
    const [store] = await built.database.db.select().from(stores).where(eq(stores.id, session.storeId));
    const until = off.json<{ unavailable_until: string }>().unavailable_until;
    expect(until).toBe(businessDayEnd(new Date(before), store?.startTime).toISOString());
    expect(new Date(until).getTime()).toBeGreaterThan(before);
    expect(new Date(until).getTime()).toBeLessThanOrEqual(before + 24 * 3600_000);
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['availability'] });

    expect((await terminalProducts(session)).some((row) => row.id === product.id)).toBe(false);
    const list = catalogProductsPage.parse((await get(session, '/catalog/products')).json());
    expect(list.results.find((row) => row.id === product.id)?.unavailable_until).toBe(until);

    const online = await built.app.inject({
      method: 'POST',
      url: `/api/online/${String(session.storeId)}/orders/`,
      headers: { 'x-forwarded-for': '10.9.8.7' },
      payload: {
        local_id: `c86-${String(Date.now())}`,
        customer: { first_name: 'Ann', phone: '555-0100' },
        items: [{ product: product.id, quantity: 1 }],
      },
    });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toMatchObject({ error: 'unavailable', field: 'items.0.product' });

    const on = await send(session, 'POST', `/catalog/products/${String(product.id)}/availability`, { available: true });
    expect(on.json()).toEqual({ id: product.id, unavailable_until: null });
    expect((await terminalProducts(session)).some((row) => row.id === product.id)).toBe(true);

    // An 86 whose day is over is offered again without anyone touching it.
    await built.database.db
      .update(products)
      .set({ unavailableUntil: new Date(Date.now() - 1000) })
      .where(eq(products.id, product.id));
    expect(
      catalogProduct.parse((await get(session, `/catalog/products/${String(product.id)}`)).json()).unavailable_until,
    ).toBeNull();
  });

  it('imports a CSV: preview with errors per row and field, refused while errors remain, then created and updated by sku', async () => {
    const session = await dashboardSignIn(built);
    await send(session, 'POST', '/catalog/taxes', { name: 'VAT', rate: 19 });
    const bad = [
      'sku,name,price,categories,taxes,color,order_kiosk',
      'A1,Apple juice,2.50,Drinks,VAT,green,true',
      'A2,,3.00,Drinks,,,',
      'A3,Cake,3.999,Food,,,',
      'A1,Copy,1.00,,,,',
      'A4,Pie,4.00,Food,GST,purple,maybe',
    ].join('\n');
    const preview = await sendCsv(session, '/catalog/import/preview', bad);
    expect(preview.statusCode).toBe(200);
    const checked = catalogImportPreview.parse(preview.json());
    expect(checked.creates).toBe(1);
    expect(checked.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'name'],
      [4, 'price'],
      [5, 'sku'],
      [6, 'taxes'],
      [6, 'color'],
      [6, 'order_kiosk'],
    ]);
    expect(checked.errors.map((error) => error.message)).toEqual([
      'is required',
      'must be a number with at most 2 decimals, e.g. 4.50',
      'the same sku as row 2',
      'no tax named "GST": add it under Taxes first',
      'must be one of orange, aqua, brown, green, cyan, maroon, pink or empty',
      'must be true or false',
    ]);
    expect(checked.errors.map((error) => error.code)).toEqual([
      'required',
      'amount',
      'duplicate_sku',
      'no_tax',
      'color',
      'boolean',
    ]);
    expect(checked.errors[3]?.values).toEqual({ name: 'GST' });
    expect(checked.new_categories.sort()).toEqual(['Drinks', 'Food']);
    const refused = await sendCsv(session, '/catalog/import', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'csv_invalid' });
    expect(catalogProductsPage.parse((await get(session, '/catalog/products')).json()).total).toBe(0);

    const good = [
      'SKU,Name,Price,Cost,Barcodes,Categories,Taxes,Description,Notes',
      'A1,Apple juice,2.50,0.80,111|222,Drinks,VAT,"Fresh, cold",ignored',
      'A2,=HYPERLINK("x"),3.00,,,Drinks|Food,,,',
    ].join('\r\n');
    const goodPreview = catalogImportPreview.parse((await sendCsv(session, '/catalog/import/preview', good)).json());
    expect(goodPreview).toMatchObject({ creates: 2, updates: 0, errors: [], ignored_columns: ['notes'] });
    const imported = await sendCsv(session, '/catalog/import', good);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 2, updated: 0, new_categories: 2 });
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['catalog'] });

    const list = catalogProductsPage.parse((await get(session, '/catalog/products?sort=sku')).json());
    expect(
      list.results.map((row) => [row.sku, row.name, row.price_cents, row.barcodes, row.categories.length]),
    ).toEqual([
      ['A1', 'Apple juice', 250, ['111', '222'], 1],
      ['A2', '=HYPERLINK("x")', 300, [], 2],
    ]);

    // Re-import by sku updates; a column left out (cost) keeps its value.
    const again = await sendCsv(session, '/catalog/import', 'sku,name,price\nA1,Apple juice (large),2.90\n');
    expect(again.json()).toEqual({ created: 0, updated: 1, new_categories: 0 });
    const apple = list.results[0];
    const read = catalogProduct.parse((await get(session, `/catalog/products/${String(apple?.id)}`)).json());
    expect(read).toMatchObject({
      name: 'Apple juice (large)',
      price_cents: 290,
      cost_cents: 80,
      tax_ids: [expect.any(Number)],
    });

    // The export writes what the import reads, formulas guarded with an apostrophe.
    const exported = await get(session, '/catalog/products.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = exported.body.replace(/^\ufeff/, '');
    expect(text.split('\r\n')[0]).toBe(
      'sku,name,price,cost,barcodes,categories,taxes,modifier_groups,description,color,order_kiosk,price_adjust,qty_adjust,sorting,inventory',
    );
    expect(text).toContain('A1,Apple juice (large),2.90,0.80,111|222,Drinks,VAT,,"Fresh, cold",,true,false,false,0,');
    expect(text).toContain(`A2,"'=HYPERLINK(""x"")",3.00`);
    const roundTrip = catalogImportPreview.parse((await sendCsv(session, '/catalog/import/preview', text)).json());
    expect(roundTrip).toMatchObject({ creates: 0, updates: 2, errors: [] });
    expect(roundTrip.sample.find((row) => row.sku === 'A2')?.name).toBe('=HYPERLINK("x")');

    const notCsv = await sendCsv(session, '/catalog/import/preview', 'hello,world\n1,2');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json()).toMatchObject({ error: 'csv_invalid', field: 'header' });
  });

  it('uploads an image: checked by its bytes, resized, served public with long caching', async () => {
    const session = await dashboardSignIn(built);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c05' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, filename: string, type: string) => {
      const boundary = '----opentill-test';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return built.app.inject({
        method: 'POST',
        url: `${base(session)}/images`,
        headers: { ...dashboardHeaders(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const uploaded = await upload(png, 'cake.png', 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json<{ id: number; url: string; width: number; height: number }>();
    expect(image).toMatchObject({ url: `/api/images/${String(image.id)}`, width: 800, height: 450 });

    const served = await built.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // An HTML page that claims to be a PNG is refused.
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(html.statusCode).toBe(415);
    const tooLarge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(tooLarge.statusCode).toBe(413);

    const withImage = await send(session, 'POST', '/catalog/products', {
      name: 'Cake',
      price_cents: 300,
      image: image.url,
    });
    expect(withImage.statusCode).toBe(201);
    // Another store's image cannot be named.
    const other = await dashboardSignIn(built);
    const stolen = await send(other, 'POST', '/catalog/products', { name: 'Cake', price_cents: 300, image: image.url });
    expect(stolen.json()).toMatchObject({ error: 'unknown_reference', field: 'image' });
    expect((await built.app.inject({ method: 'GET', url: '/api/images/2147483647' })).statusCode).toBe(404);
  });

  it('keeps modifiers that orders name: one left out of a group is made inactive, not deleted', async () => {
    const session = await dashboardSignIn(built);
    const group = catalogModifierGroup.parse(
      (
        await send(session, 'POST', '/catalog/modifier-groups', {
          name: 'Size',
          modifiers: [{ name: 'Small' }, { name: 'Large', price_cents: 100 }],
        })
      ).json(),
    );
    const [small, large] = group.modifiers;
    const saved = await send(session, 'PUT', `/catalog/modifier-groups/${String(group.id)}`, {
      name: 'Size',
      min_selection: 1,
      max_selection: 1,
      modifiers: [
        { id: large?.id, name: 'Large', price_cents: 120 },
        { name: 'Medium', price_cents: 60 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = catalogModifierGroup.parse(saved.json());
    const byName = [...after.modifiers].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName.map((m) => [m.name, m.price_cents, m.active])).toEqual([
      ['Large', 120, true],
      ['Medium', 60, true],
      ['Small', 0, false],
    ]);
    expect(after.modifiers.find((m) => m.id === small?.id)?.active).toBe(false);
    const otherGroup = catalogModifierGroup.parse(
      (await send(session, 'POST', '/catalog/modifier-groups', { name: 'Other', modifiers: [{ name: 'X' }] })).json(),
    );
    const foreign = await send(session, 'PUT', `/catalog/modifier-groups/${String(group.id)}`, {
      name: 'Size',
      modifiers: [{ id: otherGroup.modifiers[0]?.id, name: 'X' }],
    });
    expect(foreign.json()).toMatchObject({ error: 'unknown_reference', field: 'modifiers.0.id' });
  });
});
