import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { configResponse, realtimeMessage, type RealtimeMessage } from '@opentill/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { eventAppend } from '../src/services/events.ts';
import { apiTokenLookup } from '../src/services/linking.ts';
import { freshStore, tokenForStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/** A realtime client that keeps every message. */
function client(url: string) {
  const socket = new WebSocket(url);
  const seen: RealtimeMessage[] = [];
  socket.on('message', (raw: Buffer) => seen.push(realtimeMessage.parse(JSON.parse(raw.toString()))));
  const until = async (match: (m: RealtimeMessage) => boolean) => {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const found = seen.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no realtime message');
  };
  return { socket, seen, until };
}

function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', () => undefined);
  });
}

describe('demo mode serves the demo store and only it (issue 14 §7)', () => {
  let built: App;
  let base: string;
  let demoStoreId: number;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: true });
    base = (await built.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const [demo] = await built.database.db
      .select({ id: t.stores.id })
      .from(t.stores)
      .where(eq(t.stores.demo, true))
      .orderBy(asc(t.stores.id))
      .limit(1);
    if (!demo) throw new Error('the seed marked no demo store');
    demoStoreId = demo.id;
  });
  afterAll(async () => built.app.close());

  it('the seed marks store 1 (the README demo café) as the demo store and store 2 as a real one', async () => {
    const rows = await built.database.db
      .select({ id: t.stores.id, demo: t.stores.demo })
      .from(t.stores)
      .where(eq(t.stores.id, 2));
    expect(demoStoreId).toBe(1);
    expect(rows).toEqual([{ id: 2, demo: false }]);
  });

  it('a request without a token, or with Token demo, acts for the demo store', async () => {
    for (const headers of [{}, { authorization: 'Token demo' }]) {
      const res = await built.app.inject({ method: 'GET', url: '/api/config/', headers });
      expect(res.statusCode).toBe(200);
      expect(configResponse.parse(res.json()).store.id).toBe(demoStoreId);
    }
  });

  it("X-Demo-Terminal naming a real store's terminal (store 2, a fresh store) is refused, never served", async () => {
    const real = await freshStore(built.database.db);
    const store2 = await built.database.db
      .select({ id: t.terminals.id })
      .from(t.terminals)
      .where(eq(t.terminals.storeId, 2));
    expect(store2.length).toBeGreaterThan(0);
    for (const terminalId of [real.terminalId, ...store2.map((row) => row.id)]) {
      for (const headers of [{}, { authorization: 'Token demo' }]) {
        const res = await built.app.inject({
          method: 'GET',
          url: '/api/config/',
          headers: { ...headers, 'x-demo-terminal': String(terminalId) },
        });
        expect(res.statusCode, `terminal ${terminalId}`).toBe(401);
      }
    }
    // Out-of-range ids are refused too, not a 500.
    for (const wanted of ['2147483648', '1e30', '-1']) {
      const res = await built.app.inject({
        method: 'GET',
        url: '/api/config/',
        headers: { 'x-demo-terminal': wanted },
      });
      expect(res.statusCode === 200 || res.statusCode === 401, wanted).toBe(true);
    }
  });

  it("a real store's data never comes back without a token; token-less writes land in the demo store", async () => {
    const real = await freshStore(built.database.db);
    // Letters only: a long digit run could be taken for a card number and scrubbed (issue 14 §1).
    const name = `Real${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const added = await built.app.inject({
      method: 'POST',
      url: '/api/customer-add/',
      headers: real.auth,
      payload: { local_id: `l-${name}`, first_name: name, last_name: 'Customer', phone: '5550101' },
    });
    expect(added.statusCode).toBe(200);
    const asReal = await built.app.inject({
      method: 'GET',
      url: `/api/customers/list/?search=${name}`,
      headers: real.auth,
    });
    expect(JSON.stringify(asReal.json())).toContain(name);
    const tokenless = await built.app.inject({ method: 'GET', url: `/api/customers/list/?search=${name}` });
    expect(tokenless.statusCode).toBe(200);
    expect(JSON.stringify(tokenless.json())).not.toContain(name);

    const demoName = `Demo-${name}`;
    const demoAdd = await built.app.inject({
      method: 'POST',
      url: '/api/customer-add/',
      payload: { local_id: `l-${demoName}`, first_name: demoName, last_name: 'Customer', phone: '5550102' },
    });
    expect(demoAdd.statusCode).toBe(200);
    const [row] = await built.database.db
      .select({ storeId: t.customers.storeId })
      .from(t.customers)
      .where(eq(t.customers.firstName, demoName));
    expect(row?.storeId).toBe(demoStoreId);
  });

  it("realtime without a token joins the demo channel and never gets a real store's events, live or replayed", async () => {
    const real = await freshStore(built.database.db);
    const c = client(`${base}/api/realtime`);
    const hello = await c.until((m) => m.event === 'hello');
    expect(hello.channel).toBe('127-demo-channel');
    const secret = `real-${Math.random()}`;
    const first = await eventAppend(built.database.db, real.storeId, 'new-version', { version: secret });
    await eventAppend(built.database.db, 2, 'new-version', { version: secret });
    await eventAppend(built.database.db, demoStoreId, 'new-version', { version: `demo-${secret}` });
    await c.until((m) => m.data.version === `demo-${secret}`);
    c.socket.send(JSON.stringify({ type: 'resume', cursor: String(Number(first.cursor) - 1) }));
    await c.until((m, n = c.seen.filter((x) => x.data.version === `demo-${secret}`).length) => n >= 2);
    expect(c.seen.some((m) => m.data.version === secret)).toBe(false);
    c.socket.close();
    // A real store's token still gets its own channel.
    const own = client(`${base}/api/realtime?token=${real.token}`);
    expect((await own.until((m) => m.event === 'hello')).channel).toBe(`127-${real.storeId}-channel`);
    own.socket.close();
  });

  it("a demo store token carries the demo caps (caller.demo), a real store's token does not", async () => {
    const demoToken = await tokenForStore(built.database.db, demoStoreId);
    const real = await freshStore(built.database.db);
    expect((await apiTokenLookup(built.database.db, demoToken.token))?.demo).toBe(true);
    expect((await apiTokenLookup(built.database.db, real.token))?.demo).toBe(false);
  });

  it('with demo mode off the demo store needs a token too, over HTTP and realtime', async () => {
    const off = await buildApp({ database: built.database, demoMode: false });
    try {
      const offBase = (await off.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      for (const headers of [{}, { authorization: 'Token demo' }]) {
        expect((await off.app.inject({ method: 'GET', url: '/api/config/', headers })).statusCode).toBe(401);
      }
      expect(await upgradeStatus(`${offBase}/api/realtime`)).toBe(401);
      expect(await upgradeStatus(`${offBase}/api/realtime?token=demo`)).toBe(401);
    } finally {
      await off.app.close();
    }
  });
});

describe('demo mode follows the demo mark, not the store id (issue 14 §7)', () => {
  // A database of its own (PGlite in memory on both suite runs): the test unmarks store 1, which the other files keep.
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ dataDir: 'memory', demoMode: true });
  });
  afterAll(async () => built.app.close());

  it('a store 1 that is a real shop never answers without a token; the store marked demo does', async () => {
    const db = built.database.db;
    await db.update(t.stores).set({ demo: false }).where(eq(t.stores.id, 1));
    for (const headers of [{}, { authorization: 'Token demo' }, { 'x-demo-terminal': '1' }]) {
      const res = await built.app.inject({ method: 'GET', url: '/api/customers/list/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
    }
    const base = (await built.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    expect(await upgradeStatus(`${base}/api/realtime`)).toBe(401);
    // Its own token still works.
    const owner = await tokenForStore(db, 1);
    expect((await built.app.inject({ method: 'GET', url: '/api/config/', headers: owner.auth })).statusCode).toBe(200);
    expect((await apiTokenLookup(db, owner.token))?.demo).toBe(false);

    const demo = await freshStore(db, 'Another demo');
    await db.update(t.stores).set({ demo: true }).where(eq(t.stores.id, demo.storeId));
    const res = await built.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.statusCode).toBe(200);
    expect(configResponse.parse(res.json()).store.id).toBe(demo.storeId);
  });
});

describe('migration 0002 marks only the seeded demo store of an earlier database (issue 14 §7)', () => {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
  const sql = (name: string) => fs.readFileSync(path.join(folder, name), 'utf8');

  async function upgraded(store1Name: string): Promise<{ id: number; demo: boolean }[]> {
    const pg = new PGlite();
    try {
      await pg.exec(sql('0000_init.sql'));
      await pg.exec(sql('0001_back_office.sql'));
      await pg.query('insert into stores (name) values ($1), ($2)', [store1Name, 'Second Store (tax inclusive)']);
      await pg.exec(sql('0002_demo_store.sql'));
      const rows = await pg.query<{ id: number; demo: boolean }>('select id, demo from stores order by id');
      return rows.rows;
    } finally {
      await pg.close();
    }
  }

  it("store 1 under the seed's name becomes the demo store; store 2 does not", async () => {
    expect(await upgraded('OpenTill Demo Café')).toEqual([
      { id: 1, demo: true },
      { id: 2, demo: false },
    ]);
  });

  it('a store 1 renamed into a real shop is not marked, so demo mode no longer serves it', async () => {
    expect(await upgraded('Corner Bakery')).toEqual([
      { id: 1, demo: false },
      { id: 2, demo: false },
    ]);
  });
});
