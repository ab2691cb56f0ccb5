import { configResponse, productsResponse, type Product } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { printers } from '../src/db/schema.ts';
import { kitchenDisplayOrigin } from '../src/http/security-headers.ts';
import { tokenForStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/** issue 17 §6, §7: the terminal learns the store's printers from /api/config/; the demo's food and drinks name theirs. */
describe('kitchen printers in the terminal config', () => {
  let built: App;
  const displayPort = 20000 + (Date.now() % 20000);
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    // Before the first request: the policy's origins are read then and kept for 10 s.
    await built.database.db
      .insert(printers)
      .values({ storeId: 2, name: 'Kitchen display', ip: `127.0.0.9:${String(displayPort)}`, isKds: true });
  });
  afterAll(async () => built.app.close());

  const get = async <T>(url: string, headers: { authorization: string }): Promise<T> => {
    const res = await built.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };

  it('the demo store has a kitchen and a bar printer; food names the kitchen, drinks the bar', async () => {
    const demo = (await tokenForStore(built.database.db, 1)).auth;
    const config = configResponse.parse(await get('/api/config/', demo));
    const kitchen = config.terminal.printers.find((printer) => printer.name === 'Kitchen printer');
    const bar = config.terminal.printers.find((printer) => printer.name === 'Bar printer');
    expect(kitchen).toMatchObject({ kind: 'kitchen', ip: '127.0.0.1:9101', is_kds: false });
    expect(bar).toMatchObject({ kind: 'kitchen', ip: '127.0.0.1:9102', is_kds: false });
    const products: Product[] = [];
    for (let url: string | null = '/api/products/'; url;) {
      const page = productsResponse.parse(await get(url, demo));
      products.push(...page.results);
      url = page.next ? new URL(page.next, 'http://x').pathname + new URL(page.next, 'http://x').search : null;
    }
    const printersOf = (name: string) => products.find((product) => product.name === name)?.printers;
    expect(printersOf('Classic burger')).toEqual([kitchen?.id]);
    expect(printersOf('Fish and chips')).toEqual([kitchen?.id]);
    expect(printersOf('Cola')).toEqual([bar?.id]);
    expect(printersOf('Draft beer')).toEqual([bar?.id]);
  });

  it("answers only the caller's store's printers, with every field the routing reads", async () => {
    const second = await tokenForStore(built.database.db, 2);
    const [label] = await built.database.db
      .insert(printers)
      .values({
        storeId: 2,
        name: `Label ${String(Date.now())}`,
        ip: '10.0.0.9',
        kind: 'label',
        is58mm: true,
        printPerSingleItem: true,
        designTemplate: 'kitchen_label',
      })
      .returning();
    const two = configResponse.parse(await get('/api/config/', second.auth));
    expect(two.terminal.printers.find((printer) => printer.id === label?.id)).toEqual({
      id: label?.id,
      name: label?.name,
      ip: '10.0.0.9',
      kind: 'label',
      is_58mm: true,
      print_per_single_item: true,
      design_template: 'kitchen_label',
      is_kds: false,
      sorting: 0,
    });
    expect(two.terminal.printers.some((printer) => printer.name === 'Kitchen printer')).toBe(false);
    const one = configResponse.parse(await get('/api/config/', (await tokenForStore(built.database.db, 1)).auth));
    expect(one.terminal.printers.some((printer) => printer.id === label?.id)).toBe(false);
  });

  it("the terminal's page may reach a kitchen display (connect-src), and only an address that cannot widen the policy", async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.9:${String(displayPort)}`));
    expect(kitchenDisplayOrigin('kds.local:8084')).toBe('http://kds.local:8084');
    expect(kitchenDisplayOrigin('10.0.0.5')).toBe('http://10.0.0.5');
    for (const bad of ['', '*', 'a;b', 'host/path', 'user@host', 'a b']) expect(kitchenDisplayOrigin(bad)).toBeNull();
  });
});
