import {
  categoriesResponse,
  configResponse,
  countriesResponse,
  discountsResponse,
  employeesResponse,
  pinUid,
  productsResponse,
  sectionsResponse,
  statesResponse,
  tablesResponse,
} from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { tokenForStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('first-sync reference data', () => {
  let built: App;
  let demo: { authorization: string };
  let second: { authorization: string };
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    demo = (await tokenForStore(built.database.db, 1)).auth;
    second = (await tokenForStore(built.database.db, 2)).auth;
  });
  afterAll(async () => built.app.close());

  const get = async (url: string, headers: { authorization: string }) => {
    const res = await built.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json<unknown>();
  };

  it('answers 401 on every reference path without a token', async () => {
    for (const url of [
      '/api/config/',
      '/api/sections/',
      '/api/tables/',
      '/api/categories/',
      '/api/employees/',
      '/api/discounts/',
      '/api/products/',
      '/api/countries',
      '/api/states',
    ]) {
      expect((await built.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('config: the demo store is exclusive of tax, store 2 inclusive; payment types and dining options of the seed', async () => {
    const one = configResponse.parse(await get('/api/config/', demo));
    expect(one.store.tax_option).toBe('exclusive');
    expect(one.terminal.payment_types.map((type) => type.name)).toEqual(['Cash', 'Card A', 'Card B', 'Gift Card']);
    expect(one.terminal.payment_types.find((type) => type.name === 'Cash')?.behavior).toBe(1);
    expect(one.terminal.dining_options.map((option) => option.name)).toEqual(['Dine in', 'Take out', 'Delivery']);
    // Issue 4 §10: #1 quick service (2), #2 table service (1), #3 kiosk (3) — seed 000 §1 mode codes; then the
    // quick-service terminal where cashiers open only their own orders (issue 7); then a second table-service
    // terminal, so two waiters share the floor (issue 17 §7).
    expect(one.store_terminals.map((terminal) => terminal.mode)).toEqual([2, 1, 3, 2, 1]);
    expect(one.tax.map((tax) => tax.rate).sort()).toEqual([19, 7]);
    const two = configResponse.parse(await get('/api/config/', second));
    expect(two.store.tax_option).toBe('inclusive');
    expect(two.store.pin_salt).not.toBe(one.store.pin_salt);
    expect(two.store_terminals.some((terminal) => one.store_terminals.some((other) => other.id === terminal.id))).toBe(
      false,
    );
  });

  it('the kiosk terminal (#3) offers only kiosk payment types; the card types point at the simulators', async () => {
    const kiosk = configResponse.parse(await get('/api/config/', (await tokenForStore(built.database.db, 1, 2)).auth));
    expect(kiosk.terminal.mode).toBe(3);
    expect(kiosk.terminal.payment_types.filter((type) => type.is_at_kiosk).map((type) => type.name)).toEqual([
      'Card A',
      'Card B',
    ]);
    expect(kiosk.terminal.payment_types.find((type) => type.name === 'Card A')?.url).toMatch(/:8081\/card-a$/);
    expect(kiosk.terminal.payment_types.find((type) => type.name === 'Gift Card')?.behavior).toBe(4);
  });

  it('the fourth terminal of store 1 lets a cashier open only their own orders; the others allow all', async () => {
    const setting = async (index: number) =>
      configResponse
        .parse(await get('/api/config/', (await tokenForStore(built.database.db, 1, index)).auth))
        .terminal.db_settings.find((s) => s.name === 'allow_all_employee_orders')?.value;
    expect(await setting(0)).toBe('true');
    expect(await setting(3)).toBe('false');
  });

  it('employees carry the uid of their PIN under the store salt and never the PIN', async () => {
    const config = configResponse.parse(await get('/api/config/', demo));
    const raw = await get('/api/employees/', demo);
    expect(JSON.stringify(raw)).not.toMatch(/"pin"/);
    const { results } = employeesResponse.parse(raw);
    expect(results.map((e) => e.role).sort()).toEqual([1, 2, 3, 3, 4]);
    const mia = results.find((e) => e.name === 'Mia');
    expect(mia?.language).toBe('de');
    expect(mia?.uid).toBe(await pinUid('2468', config.store.pin_salt));
    const other = employeesResponse.parse(await get('/api/employees/', second)).results;
    expect(other.some((e) => results.some((mine) => mine.id === e.id))).toBe(false);
  });

  it('sections list their tables; about 20 tables in 3 sections; store 2 sees only its own', async () => {
    const sections = sectionsResponse.parse(await get('/api/sections/', demo)).results;
    const tables = tablesResponse.parse(await get('/api/tables/', demo)).results;
    expect(sections).toHaveLength(3);
    expect(tables).toHaveLength(20);
    for (const table of tables) expect(sections.find((s) => s.id === table.section)?.tables).toContain(table.id);
    const otherTables = tablesResponse.parse(await get('/api/tables/', second)).results;
    expect(otherTables.length).toBeGreaterThan(0);
    expect(otherTables.some((table) => tables.some((mine) => mine.id === table.id))).toBe(false);
  });

  it('categories and discounts are per store', async () => {
    const categories = categoriesResponse.parse(await get('/api/categories/', demo)).results;
    expect(categories).toHaveLength(10);
    const otherCategories = categoriesResponse.parse(await get('/api/categories/', second)).results;
    expect(otherCategories.some((c) => categories.some((mine) => mine.id === c.id))).toBe(false);
    const discounts = discountsResponse.parse(await get('/api/discounts/', demo)).results;
    expect(discounts.find((d) => d.name === 'Staff 20%')).toMatchObject({ type: 1, value: 20 });
    expect(discounts.find((d) => d.name === 'Loyalty $5 off')).toMatchObject({ type: 2, value: 5 });
  });

  it('products are paged by 100 with a next link; the catalogue has modifiers, barcodes, a weighed item', async () => {
    const first = productsResponse.parse(await get('/api/products/', demo));
    expect(first.results).toHaveLength(81);
    expect(first.next).toBeNull();
    const latte = first.results.find((p) => p.name === 'Latte');
    expect(latte).toMatchObject({ price: 4, barcode: '4006381333948,2000000000015' });
    expect(latte?.modifier_groups.find((g) => g.name === 'Milk choice')).toMatchObject({
      min_selection: 1,
      max_selection: 1,
    });
    expect(latte?.tax_rate_value).toBe(19);
    expect(first.results.filter((p) => p.qty_adjust).map((p) => p.name)).toEqual(['Salad bar (per kg)']);
    const beyond = productsResponse.parse(await get('/api/products/?page=2', demo));
    expect(beyond).toEqual({ results: [], next: null });
    const bad = await built.app.inject({ method: 'GET', url: '/api/products/?page=0', headers: demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('page');
    const other = productsResponse.parse(await get('/api/products/', second)).results;
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((p) => first.results.some((mine) => mine.id === p.id))).toBe(false);
  });

  it('countries are a code-to-name map and states a list', async () => {
    expect(countriesResponse.parse(await get('/api/countries', demo)).DE).toBe('Germany');
    const states = statesResponse.parse(await get('/api/states', demo));
    expect(states.find((s) => s.code === 'IL' && s.country === 'US')?.name).toBe('Illinois');
  });
});
