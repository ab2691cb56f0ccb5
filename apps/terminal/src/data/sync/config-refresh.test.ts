import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswers, fakeServer } from '../../test/fake-server.ts';
import { catalogForget, catalogLoad, catalogOnChange } from '../catalog/catalog.ts';
import { saveConnection, saveStoredConnection, storedTerminal } from '../connection.ts';
import { OpenTillDb, setDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { configPendingAdd, CONFIG_PENDING_KEY, useConfigRevision } from './config-pending.ts';
import {
  availabilityDayTurn,
  AVAILABILITY_DAY_KEY,
  configPending,
  configRefresher,
  configRefresherNew,
  configRefreshRequest,
  configRefreshSteps,
  nextDayTurnIn,
  type ConfigRefreshDeps,
} from './config-refresh.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-01T00:00:00Z' });
  database = new OpenTillDb(`refresh-${Math.random()}`);
  setDb(database);
  catalogForget();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  setDb(null);
  vi.restoreAllMocks();
  await database.delete();
});

const product = (id: number, name: string) => ({ id, name, categories: [1], sorting: 0, barcode: '', price: 1 });

/** A refresher on the fake server, its retries recorded instead of scheduled. */
function refresher(server: ReturnType<typeof fakeServer>, extra: Partial<ConfigRefreshDeps> = {}) {
  const retries: number[] = [];
  const online = extra.online ?? (() => true);
  const instance = configRefresherNew({
    api: { fetch: server.fetch, online },
    database: () => database,
    online,
    setTimer: (_run, ms) => retries.push(ms),
    clearTimer: () => undefined,
    ...extra,
  });
  return { instance, retries };
}

describe('what a dashboard change fetches again (issue 16 §9)', () => {
  it('maps each part to the first sync steps that hold it, in the first sync order, each once', () => {
    expect(configRefreshSteps(['catalog'])).toEqual(['config', 'categories', 'discounts', 'products']);
    expect(configRefreshSteps(['availability'])).toEqual(['products']);
    expect(configRefreshSteps(['sections', 'employees', 'settings', 'payment_types'])).toEqual([
      'config',
      'sections',
      'tables',
      'employees',
    ]);
    expect(configRefreshSteps(['printers', 'store'])).toEqual(['config']);
  });

  it('fetches only the named part, replaces it and clears it from the waiting parts', async () => {
    await saveRecords('employee', [{ id: 1, name: 'Old', uid: 'a' }, { id: 9, name: 'Gone', uid: 'b' }], database);
    const server = fakeServer();
    const before = useConfigRevision.getState().revision;
    const report = await refresher(server).instance.request(['employees']);

    expect(report).toMatchObject({ ok: true, parts: ['employees'], steps: ['employees'] });
    expect(server.calls).toEqual(['/api/employees/']);
    expect(await database.employee.toArray()).toEqual([{ id: 1, name: 'Owner', role: 1, uid: 'x', language: 'en' }]);
    expect(configPending()).toEqual([]);
    expect(localStorage.getItem(CONFIG_PENDING_KEY)).toBeNull();
    expect(useConfigRevision.getState()).toMatchObject({ revision: before + 1, parts: ['employees'] });
  });

  it('settings store the new terminal config (db_settings, payment types) without touching orders', async () => {
    const order = { local_id: '7_1', status: 1, items: [{ local_id: '7_1_1', product: 2, name: 'Coffee' }], updated: true };
    await saveRecords('orders', [order], database);
    const answers = demoAnswers();
    const config = answers['/api/config/'];
    config.terminal.db_settings = [{ name: 'online_order', value: 'false' }] as never;
    const server = fakeServer(answers);
    await refresher(server).instance.request(['settings', 'payment_types']);

    expect(server.calls).toEqual(['/api/config/']);
    expect(storedTerminal()).toMatchObject({ id: 7, db_settings: [{ name: 'online_order', value: 'false' }] });
    expect(await database.orders.get('7_1')).toEqual({ ...order, outbox: 1 });
  });

  it('an 86 refetches the products over the stored ones: gone ones removed, one an order names kept but offered nowhere', async () => {
    await saveRecords('products', [product(1, 'Tea'), product(2, 'Coffee'), product(3, 'Cake'), product(4, 'Scone')], database);
    const order = { local_id: '7_1', status: 1, items: [{ local_id: '7_1_1', product: 4, name: 'Scone', price: '1.00' }] };
    await saveRecords('orders', [order], database);
    const answers: Record<string, unknown> = demoAnswers();
    // The server's catalog no longer lists 4 (86'd) nor 3; 2 is listed with its unavailable_until.
    answers['/api/products/'] = { results: [product(1, 'Tea'), { ...product(2, 'Coffee'), unavailable_until: '2999-01-01T04:00:00Z' }], next: null };
    const server = fakeServer(answers);
    const changed = vi.fn();
    const stop = catalogOnChange(changed);
    await refresher(server).instance.request(['availability']);
    stop();

    expect(server.calls).toEqual(['/api/products/']);
    expect(await database.products.toCollection().primaryKeys()).toEqual([1, 2, 4]);
    expect(await database.products.get(4)).toMatchObject({ name: 'Scone', withdrawn: true });
    expect(await database.orders.get('7_1')).toEqual({ ...order, outbox: 0 });
    expect(changed).toHaveBeenCalled();
    const catalog = await catalogLoad(database);
    // Kept for the order (kitchen ticket, modifiers), but not in the grid, search or scan.
    expect(catalog.byId.get(4)?.name).toBe('Scone');
    // Sorted by name: Coffee (86'd, shown greyed by the grid), Tea; Scone left out.
    expect(catalog.productsOfCategory(1).map((p) => p.id)).toEqual([2, 1]);
    expect(catalog.search('scone')).toEqual([]);
  });

  it('a product listed again is offered again', async () => {
    await saveRecords('products', [{ ...product(4, 'Scone'), withdrawn: true }], database);
    const answers: Record<string, unknown> = demoAnswers();
    answers['/api/products/'] = { results: [product(4, 'Scone')], next: null };
    await refresher(fakeServer(answers)).instance.request(['availability']);
    expect(await database.products.get(4)).not.toHaveProperty('withdrawn');
    expect((await catalogLoad(database)).productsOfCategory(1).map((p) => p.id)).toEqual([4]);
  });

  it('sections keep the tables this terminal moved and has not uploaded yet', async () => {
    await database.table('tables').bulkPut([
      { id: 1, table_name: 'T1', x_value: 50, y_value: 60, section: 1, updated: true },
      { id: 2, table_name: 'Old', x_value: 0, y_value: 0, section: 1 },
    ]);
    const server = fakeServer();
    await refresher(server).instance.request(['sections']);
    expect(server.calls).toEqual(['/api/sections/', '/api/tables/']);
    expect(await database.table('tables').toArray()).toEqual([
      { id: 1, table_name: 'T1', x_value: 50, y_value: 60, section: 1, updated: true },
    ]);
    expect(await database.sections.toArray()).toEqual([{ id: 1, section_name: 'Main', tables: [1] }]);
  });

  it('a failed refetch keeps its parts waiting (a reload still fetches them) and retries with back-off', async () => {
    const server = fakeServer();
    server.fail.add('/api/products/');
    const { instance, retries } = refresher(server);
    const failed = await instance.request(['catalog']);
    expect(failed.ok).toBe(false);
    expect(configPending()).toEqual(['catalog']);
    expect(retries).toEqual([1000]);

    server.fail.clear();
    const again = await instance.request([]);
    expect(again).toMatchObject({ ok: true, parts: ['catalog'] });
    expect(configPending()).toEqual([]);
  });

  it('offline it fetches nothing and keeps the parts for later', async () => {
    const server = fakeServer();
    const report = await refresher(server, { online: () => false }).instance.request(['employees']);
    expect(report.ok).toBe(false);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(configPending()).toEqual(['employees']);
  });

  it('a change announced while a run fetches the same part is fetched again by another run', async () => {
    const server = fakeServer();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowFetch = vi.fn(async (input: RequestInfo | URL) => {
      await gate;
      return server.fetch(input);
    });
    const { instance } = refresher(server, { api: { fetch: slowFetch, online: () => true } });
    const first = instance.request(['employees']);
    await vi.waitFor(() => expect(slowFetch).toHaveBeenCalledTimes(1));
    const second = instance.request(['employees']);
    release();
    await Promise.all([first, second]);
    expect(slowFetch).toHaveBeenCalledTimes(2);
    expect(configPending()).toEqual([]);
  });

  it('a part name this terminal does not know is left out of the waiting parts', () => {
    configPendingAdd(['employees', 'no-such-part']);
    expect(configPending()).toEqual(['employees']);
  });

  it('the page refresher takes only the parts it knows', async () => {
    const request = vi.spyOn(configRefresher(), 'request').mockResolvedValue({ ok: true, parts: [], steps: [] });
    await configRefreshRequest(['no-such-part', 'sections']);
    expect(request).toHaveBeenCalledWith(['sections']);
  });

  it('before the first sync finished nothing is fetched: that sync brings everything', async () => {
    localStorage.removeItem('connection');
    configPendingAdd(['catalog']);
    const server = fakeServer();
    const report = await refresher(server).instance.request(['employees']);
    expect(report).toMatchObject({ ok: true, parts: [] });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(configPending()).toEqual([]);
  });
});

describe('the end of an 86 (issue 16 §4: until the end of the business day)', () => {
  const at = (iso: string) => Date.parse(iso);

  it('the turn of the business day is counted from the store start_time', async () => {
    await saveRecords('store', [{ id: 1, start_time: '04:00' }], database);
    expect(await nextDayTurnIn(at('2026-03-01T12:00:00Z'), database)).toBe(16 * 3_600_000);
    expect(await nextDayTurnIn(at('2026-03-02T02:00:00Z'), database)).toBe(2 * 3_600_000);
  });

  it('an 86 heard of on an earlier business day makes one products refetch; the same day, or none, makes none', async () => {
    await saveRecords('store', [{ id: 1, start_time: '04:00' }], database);
    expect(await availabilityDayTurn(at('2026-03-02T03:00:00Z'), database)).toBe(false);
    localStorage.setItem(AVAILABILITY_DAY_KEY, '2026-03-01');
    // 03:00 on the 2nd is still the business day of the 1st.
    expect(await availabilityDayTurn(at('2026-03-02T03:00:00Z'), database)).toBe(false);
    // The page's refresher asks the server (none here): only what waits is checked.
    vi.spyOn(configRefresher(), 'request').mockResolvedValue({ ok: true, parts: [], steps: [] });
    expect(await availabilityDayTurn(at('2026-03-02T04:00:00Z'), database)).toBe(true);
    expect(configRefresher().request).toHaveBeenCalledWith(['availability']);
    expect(localStorage.getItem(AVAILABILITY_DAY_KEY)).toBeNull();
    expect(await availabilityDayTurn(at('2026-03-03T04:00:00Z'), database)).toBe(false);
  });
});
