// @vitest-environment node
// The back office runs in this process on in-memory PGlite; jsdom's globals would break its WebAssembly and fetch.
import 'fake-indexeddb/auto';
// First, so stores that persist to localStorage at import time find one.
import { storage } from './memory-storage.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../../server/src/app.ts';
import * as schema from '../../../../server/src/db/schema.ts';
import { linkCodeCreate } from '../../../../server/src/services/linking.ts';
import { sampleOrder } from '../../../../server/test/order-samples.ts';
import { verifyTerminal } from '../../features/auth/verify-terminal.ts';
import type { ApiDeps } from '../api.ts';
import { catalogLoad } from '../catalog/catalog.ts';
import { STORAGE_KEYS, storedTerminal } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { outboxCount } from '../repositories/outbox.ts';
import { saveRecords } from '../save.ts';
import { syncEngineNew } from '../sync/engine.ts';
import { firstSync, firstSyncCursorNew } from '../sync/first-sync.ts';

let built: App;
let url: string;
let database: OpenTillDb;
let terminal: { storeId: number; terminalId: number };
const deps = (fetcher: typeof fetch = fetch): ApiDeps => ({ storage, online: () => true, fetch: fetcher });

beforeAll(async () => {
  built = await buildApp({ dataDir: 'memory', demoMode: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${String((built.app.server.address() as AddressInfo).port)}`;
  const quick = built.demo.terminals.find((candidate) => candidate.storeId === 1 && candidate.mode === 2);
  if (!quick) throw new Error('the demo seed has no quick-service terminal in store 1');
  terminal = quick;
}, 60_000);
afterAll(async () => {
  // Keep-alive sockets of this process's fetch would hold the close; PGlite's shutdown can take seconds on a busy machine.
  built.app.server.closeAllConnections();
  await built.app.close();
}, 60_000);
beforeEach(() => {
  database = new OpenTillDb(`integration-${Math.random()}`);
});

async function linkAndSync(): Promise<void> {
  storage.clear();
  const code = await linkCodeCreate(built.database.db, terminal.storeId, terminal.terminalId);
  expect(await verifyTerminal(code, { ...deps(), origin: url })).toBe(true);
  await firstSync({ cursor: firstSyncCursorNew(), sink: { reference: () => undefined }, deps: deps(), database });
}

/** How many times each local id is stored on the server, for this store. */
async function serverCopies(localIds: string[]): Promise<Map<string, number>> {
  const rows = await built.database.db
    .select({ localId: schema.orders.localId })
    .from(schema.orders)
    .where(and(eq(schema.orders.storeId, terminal.storeId), inArray(schema.orders.localId, localIds)));
  const copies = new Map<string, number>();
  for (const row of rows) copies.set(row.localId, (copies.get(row.localId) ?? 0) + 1);
  return copies;
}

async function writeOrders(prefix: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${String(terminal.terminalId)}_${prefix}${String(index)}`);
  await saveRecords('orders', ids.map((id) => ({ ...sampleOrder(id), updated: true })), database);
  return ids;
}

const engine = (fetcher?: typeof fetch) =>
  syncEngineNew({ database: () => database, api: deps(fetcher), online: () => true, locks: () => null, setTimer: () => 0, clearTimer: () => undefined });

describe('terminal data layer against the real back office (issue 5 acceptance)', () => {
  it('links with a printed code and downloads everything of the first sync', async () => {
    await linkAndSync();
    expect(storage.getItem(STORAGE_KEYS.token)).toMatch(/.{20,}/);
    expect(storedTerminal(storage)).toMatchObject({ id: terminal.terminalId, mode: 2 });
    const serverProducts = await built.database.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.storeId, terminal.storeId));
    expect(await database.products.count()).toBe(serverProducts.length);
    expect(await database.employee.count()).toBeGreaterThan(0);
    expect(await database.categories.count()).toBeGreaterThan(0);
    const catalog = await catalogLoad(database);
    expect(catalog.byId.size).toBe(serverProducts.length);
  });

  it('refuses a wrong code and stores nothing', async () => {
    storage.clear();
    expect(await verifyTerminal('000000', { ...deps(), origin: url })).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('uploads offline orders: each gets its server id and the outbox empties', async () => {
    await linkAndSync();
    const ids = await writeOrders('up', 60);
    const report = await engine().now();
    expect(report).toMatchObject({ ok: true, orders: { uploaded: 60, refused: [] } });
    expect(await outboxCount(database)).toBe(0);
    const stored = await database.orders.bulkGet(ids);
    expect(stored.every((order) => typeof order?.id === 'number' && order.updated === false)).toBe(true);
    expect([...(await serverCopies(ids)).values()]).toEqual(ids.map(() => 1));
  });

  it('stores each order exactly once when the answer is lost after the server committed, and on the retry', async () => {
    await linkAndSync();
    const ids = await writeOrders('retry', 30);
    let dropped = 0;
    const losing: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (target.endsWith('/api/orders/sync/') && dropped === 0) {
        dropped += 1;
        throw new TypeError('fetch failed'); // the server committed; the terminal never hears it
      }
      return answer;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sync = engine(losing);
    expect(await sync.now()).toMatchObject({ ok: false, retryInMs: 1000 });
    expect(await outboxCount(database)).toBe(30);
    expect(await sync.now()).toMatchObject({ ok: true, orders: { uploaded: 30 } });
    expect(dropped).toBe(1);
    expect(await outboxCount(database)).toBe(0);
    expect([...(await serverCopies(ids)).values()]).toEqual(ids.map(() => 1));
    // Retried once more by a second device state (a stale copy still marked): still once on the server.
    await saveRecords('orders', [{ ...sampleOrder(ids[0] ?? ''), updated: true }], database);
    await engine().now();
    expect((await serverCopies(ids)).get(ids[0] ?? '')).toBe(1);
  });
});
