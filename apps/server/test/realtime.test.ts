import { realtimeMessage, type RealtimeMessage } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp, type App } from '../src/app.ts';
import { RESUMES_PER_ADDRESS, RESUMES_PER_CONNECTION } from '../src/routes/realtime.ts';
import { eventAppend } from '../src/services/events.ts';
import { freshStore } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

/** Collects a socket's messages; resolves `next` when one matching arrives. */
function client(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const seen: RealtimeMessage[] = [];
  const waiters: { match: (m: RealtimeMessage) => boolean; resolve: (m: RealtimeMessage) => void }[] = [];
  socket.on('message', (raw: Buffer) => {
    const message = realtimeMessage.parse(JSON.parse(raw.toString()));
    seen.push(message);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(message)) waiter.resolve(message);
      else waiters.push(waiter);
    }
  });
  const next = (match: (m: RealtimeMessage) => boolean) =>
    new Promise<RealtimeMessage>((resolve, reject) => {
      const found = seen.find(match);
      if (found) return resolve(found);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error('no realtime message')), 10_000);
    });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  return { socket, seen, next, closed };
}

function refusal(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', () => undefined);
  });
}

describe('WebSocket /api/realtime across two instances', () => {
  let a: App;
  let b: App;
  let baseB: string;
  beforeAll(async () => {
    a = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    // On PGlite the second instance shares the embedded database; on PostgreSQL it opens its own pool.
    b = await buildApp(
      process.env.DATABASE_URL
        ? { ...testDatabaseOptions(), demoMode: false }
        : { database: a.database, demoMode: false },
    );
    baseB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    await b.app.close();
    await a.app.close();
  });

  it('a client on B receives the orders-event caused on A, on its store channel, and can resume by cursor', async () => {
    const store = await freshStore(a.database.db);
    const other = await freshStore(a.database.db);
    const mine = client(`${baseB}/api/realtime?token=${store.token}`, { origin: baseB.replace('ws', 'http') });
    const theirs = client(`${baseB}/api/realtime?token=${other.token}`);
    await mine.next((m) => m.event === 'hello');
    await theirs.next((m) => m.event === 'hello');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: sampleOrder('rt_1'),
    });
    const id = res.json<{ id: number }[]>()[0]?.id;
    const event = await mine.next((m) => m.event === 'orders-event');
    expect(event.channel).toBe(`127-${store.storeId}-channel`);
    expect(event.data).toMatchObject({ order_ids: [id], instance_id: String(store.terminalId) });
    expect(Number(event.cursor)).toBeGreaterThan(0);
    expect(theirs.seen.some((m) => m.event === 'orders-event')).toBe(false);
    // A client that missed it replays from the log.
    const late = client(`${baseB}/api/realtime?token=${store.token}`);
    await late.next((m) => m.event === 'hello');
    late.socket.send(JSON.stringify({ type: 'resume', cursor: String(Number(event.cursor) - 1) }));
    expect((await late.next((m) => m.event === 'orders-event')).cursor).toBe(event.cursor);
    for (const c of [mine, theirs, late]) c.socket.close();
  });

  it('new-version reaches every client of the store (npm run cli -- announce:version)', async () => {
    const store = await freshStore(a.database.db);
    const listener = client(`${baseB}/api/realtime?token=${store.token}`);
    await listener.next((m) => m.event === 'hello');
    await eventAppend(a.database.db, store.storeId, 'new-version', { version: 'next' });
    expect((await listener.next((m) => m.event === 'new-version')).data).toEqual({ version: 'next' });
    listener.socket.close();
  });

  it('refuses a foreign Origin (403), no token (401) and a bad token (401)', async () => {
    const store = await freshStore(a.database.db);
    expect(await refusal(`${baseB}/api/realtime?token=${store.token}`, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusal(`${baseB}/api/realtime`)).toBe(401);
    expect(await refusal(`${baseB}/api/realtime?token=nope`)).toBe(401);
  });

  // Issue 14 §13: a resume makes the server read and send up to 1,000 events; these two tests use up this
  // instance's allowance for 127.0.0.1 and so come last.
  it('closes a connection (1008) that sends more resumes than RESUMES_PER_CONNECTION, replaying no more', async () => {
    const store = await freshStore(a.database.db);
    const { cursor } = await eventAppend(a.database.db, store.storeId, 'new-version', { version: 'resume' });
    const c = client(`${baseB}/api/realtime?token=${store.token}`);
    await c.next((m) => m.event === 'hello');
    const resume = JSON.stringify({ type: 'resume', cursor: String(Number(cursor) - 1) });
    for (let i = 0; i <= RESUMES_PER_CONNECTION; i += 1) c.socket.send(resume);
    expect(await c.closed).toBe(1008);
    expect(c.seen.filter((m) => m.event === 'new-version').length).toBeLessThanOrEqual(RESUMES_PER_CONNECTION);
  });

  it('limits resumes per address: new connections do not escape RESUMES_PER_ADDRESS', async () => {
    const store = await freshStore(a.database.db);
    const { cursor } = await eventAppend(a.database.db, store.storeId, 'new-version', { version: 'address' });
    const resume = JSON.stringify({ type: 'resume', cursor: String(Number(cursor) - 1) });
    let served = 0;
    let refusedAt = -1;
    for (let i = 0; i < RESUMES_PER_ADDRESS + 20 && refusedAt < 0; i += 1) {
      const c = client(`${baseB}/api/realtime?token=${store.token}`);
      await c.next((m) => m.event === 'hello');
      c.socket.send(resume);
      const outcome = await Promise.race([
        c.next((m) => m.event === 'new-version').then(() => 'served'),
        c.closed.then((code) => `closed ${code}`),
      ]);
      if (outcome === 'served') served += 1;
      else {
        expect(outcome).toBe('closed 1008');
        refusedAt = i;
      }
      c.socket.close();
    }
    expect(refusedAt).toBeGreaterThanOrEqual(0);
    expect(served).toBeLessThanOrEqual(RESUMES_PER_ADDRESS);
  });
});
