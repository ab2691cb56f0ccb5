import { bodyText } from '../test-body.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb, setDb, type DbRecord } from '../db.ts';
import { outboxCount } from '../repositories/outbox.ts';
import { saveRecords } from '../save.ts';
import { syncEngine, syncEngineListen, syncEngineNew, type SyncEngineDeps } from './engine.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`engine-${Math.random()}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  setDb(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await database.delete();
});

type Handler = (body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** A global fetch stub routed by path; every call is recorded with its parsed body. */
function route(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const body = init?.body ? (JSON.parse(bodyText(init)) as unknown) : null;
    calls.push({ path, body });
    const handler = handlers[path];
    const answer = handler ? await handler(body) : { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

const echoOrders: Handler = (body) => ({ status: 200, body: (body as DbRecord[]).map((o, i) => ({ ...o, id: 200 + i, number: 1 + i })) });

function timers() {
  const scheduled: number[] = [];
  return { scheduled, deps: { setTimer: (_run: () => void, ms: number) => scheduled.push(ms), clearTimer: () => undefined } satisfies Partial<SyncEngineDeps> };
}

describe('sync engine run (seed 000 §4 Sync, issue 5 §6)', () => {
  it('uploads customers, then shifts, puts their server ids inside orders, then uploads the orders', async () => {
    await saveRecords('customers', [{ id: '7_5', local_id: '7_5', first_name: 'Ann', updated: true, default_address: { id: 1 } }], database);
    await saveRecords('shift', [{ id: '7_9', local_id: '7_9', opening_amount: 10, shift_open_date: '2026-01-01T08:00:00Z', updated: true }], database);
    await saveRecords('orders', [{ local_id: '7_10', status: 3, customer: { id: '7_5', first_name: 'Ann' }, shift: '7_9', payments: [{ local_id: '7_1_1', shift: '7_9' }], updated: true }], database);
    const server = route({
      '/api/customer-add/': (body) => ({ status: 200, body: { ...(body as DbRecord), id: 40, default_address: null } }),
      '/api/shifts/sync/': (body) => ({ status: 200, body: { ...(body as DbRecord), id: 41 } }),
      '/api/orders/sync/': echoOrders,
    });
    const report = await syncEngineNew({ database: () => database, locks: () => null, ...timers().deps }).now();

    expect(report).toMatchObject({ ok: true, runs: 1, customers: 1, orders: { uploaded: 1, refused: [] } });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/customer-add/', '/api/shifts/sync/', '/api/orders/sync/']);
    // seed 000 §5: default_address dropped; a local customer goes by local_id, never with its local id as id.
    expect(server.calls[0]!.body).toEqual({ local_id: '7_5', first_name: 'Ann', updated: true });
    expect(server.calls[2]!.body).toEqual([{ local_id: '7_10', status: 3, customer: { id: 40, first_name: 'Ann' }, shift: 41, payments: [{ local_id: '7_1_1', shift: 41 }] }]);
    expect(await database.customers.toCollection().primaryKeys()).toEqual([40]);
    expect(await database.orders.get('7_10')).toMatchObject({ id: 200, number: 1, updated: false });
    expect(await outboxCount(database)).toBe(0);
  });

  it('runs again when a sync is requested during a run, and both callers get that result', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }], database);
    const engine = syncEngineNew({ database: () => database, locks: () => null, ...timers().deps });
    // An object, not a let: TypeScript does not see the closure assign it and would narrow a let to null.
    const pending: { second?: Promise<unknown> } = {};
    const server = route({
      '/api/orders/sync/': async (body) => {
        if (!pending.second) {
          // A sale finished while the first upload was in flight: saved locally and a sync requested.
          await saveRecords('orders', [{ local_id: '7_2', status: 3, updated: true }], database);
          pending.second = engine.request();
        }
        return echoOrders(body);
      },
    });
    const report = await engine.now();
    expect(await pending.second).toBe(report);
    expect(report).toMatchObject({ ok: true, runs: 2, orders: { uploaded: 2 } });
    expect(server.calls.map((c) => (c.body as DbRecord[]).map((o) => o.local_id))).toEqual([['7_1'], ['7_2']]);
    expect(await outboxCount(database)).toBe(0);
  });

  it('retries with back-off doubling from 1 s to 60 s on 5xx, and resets after a success', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }], database);
    let status = 503;
    route({ '/api/orders/sync/': (body) => (status === 200 ? echoOrders(body) : { status, body: {} }) });
    const { scheduled, deps } = timers();
    const engine = syncEngineNew({ database: () => database, locks: () => null, ...deps });
    for (let i = 0; i < 8; i++) expect(await engine.request()).toMatchObject({ ok: false });
    expect(scheduled).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    status = 200;
    expect(await engine.request()).toMatchObject({ ok: true, orders: { uploaded: 1 } });
    status = 500;
    await saveRecords('orders', [{ local_id: '7_2', status: 3, updated: true }], database);
    expect(await engine.request()).toMatchObject({ ok: false, retryInMs: 1000 });
  });

  it('sends nothing while offline and schedules a retry', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }], database);
    const server = route({ '/api/orders/sync/': echoOrders });
    const { scheduled, deps } = timers();
    const report = await syncEngineNew({ database: () => database, locks: () => null, online: () => false, ...deps }).now();
    expect(report).toMatchObject({ ok: false, retryInMs: 1000 });
    expect(server.fetch).not.toHaveBeenCalled();
    expect(scheduled).toEqual([1000]);
    expect(await outboxCount(database)).toBe(1);
  });

  it('holds the opentill-sync Web Lock so two tabs never upload at once', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }], database);
    // A minimal exclusive LockManager shared by two engines, as two tabs share navigator.locks.
    let tail: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    } as unknown as LockManager;
    let inFlight = 0;
    let most = 0;
    route({
      '/api/orders/sync/': async (body) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return echoOrders(body);
      },
    });
    const tab = () => syncEngineNew({ database: () => database, locks: () => locks, ...timers().deps });
    const [a, b] = await Promise.all([tab().now(), tab().now()]);
    expect(names).toEqual(['opentill-sync', 'opentill-sync']);
    expect(most).toBe(1);
    // The second tab finds the order already uploaded by the first: it is uploaded once.
    expect(a.orders.uploaded + b.orders.uploaded).toBe(1);
  });
});

describe('automatic sync (issue 5 §6)', () => {
  it('uploads what a previous session left at start, and again when the browser comes back online', async () => {
    setDb(database);
    localStorage.setItem('connection', JSON.stringify({ domain: 'shop.local', syncedAt: '2026-01-01T00:00:00Z' }));
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }], database);
    const server = route({ '/api/orders/sync/': echoOrders });
    const stop = syncEngineListen();
    try {
      await syncEngine().request();
      expect(server.calls.map((c) => c.path)).toEqual(['/api/orders/sync/']);
      await saveRecords('orders', [{ local_id: '7_2', status: 3, updated: true }], database);
      window.dispatchEvent(new Event('online'));
      await expect.poll(() => server.calls.length).toBe(2);
      await expect.poll(() => outboxCount(database)).toBe(0);
    } finally {
      stop();
    }
  });
});
