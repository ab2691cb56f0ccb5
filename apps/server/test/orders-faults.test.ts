import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ordersSyncResponse } from '@opentill/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { orderItems, orders, payments } from '../src/db/schema.ts';
import { freshStore } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

/** Sends a request and destroys the socket as soon as the body is written: the answer is lost. */
function postAndHangUp(url: string, token: string, body: unknown): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    });
    request.on('error', () => resolve());
    request.end(JSON.stringify(body), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 5);
    });
  });
}

describe('order sync faults', () => {
  let built: App;
  let base: string;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    base = await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => built.app.close());

  it('an answer lost after the commit, then retried, creates nothing more', async () => {
    const store = await freshStore(built.database.db);
    const batch = Array.from({ length: 30 }, (_, i) => sampleOrder(`lost_${i}`));
    await postAndHangUp(`${base}/api/orders/sync/`, store.token, batch);
    // Let the server finish what it committed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const retry = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: batch,
    });
    expect(retry.statusCode).toBe(200);
    expect(new Set(ordersSyncResponse.parse(retry.json()).map((o) => o.number)).size).toBe(30);
    const [row] = await built.database.db.select({ n: count() }).from(orders).where(eq(orders.storeId, store.storeId));
    expect(row?.n).toBe(30);
  });
});

describe('server killed during a batch', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-kill-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO_MODE: '0', LOG_LEVEL: 'warn' };
  const freePort = (): Promise<number> =>
    new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
  const start = async (): Promise<{ child: ChildProcess; url: string }> => {
    env.PORT = String(await freePort());
    env.HOST = '127.0.0.1';
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /OpenTill back office on (http:\/\/\S+) /.exec(out);
        if (match?.[1]) resolve({ child, url: match[1] });
      });
      child.on('exit', (code) => reject(new Error(`server exited ${String(code)}: ${out}`)));
    });
  };

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('every order answered 200 before SIGKILL is there after the restart, whole', { timeout: 180_000 }, async () => {
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    // The store is made before the server opens the embedded database: one PGlite folder, one process at a time.
    const handle = await openDatabase(testDatabaseOptions().databaseUrl ? testDatabaseOptions() : { dataDir });
    const store = await freshStore(handle.db);
    await handle.close();
    const first = await start();
    const answered: string[] = [];
    let running = true;
    const loop = (async () => {
      for (let i = 0; running; i += 1) {
        const batch = Array.from({ length: 10 }, (_, n) => sampleOrder(`kill_${i}_${n}`));
        try {
          const res = await fetch(`${first.url}/api/orders/sync/`, {
            method: 'POST',
            headers: { authorization: `Token ${store.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(batch),
          });
          if (res.status === 200) answered.push(...batch.map((o) => o.local_id));
        } catch {
          return;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    first.child.kill('SIGKILL');
    running = false;
    await loop;
    expect(answered.length).toBeGreaterThan(0);
    const second = await start();
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    const after = await openDatabase(testDatabaseOptions().databaseUrl ? testDatabaseOptions() : { dataDir });
    try {
      const rows = await after.db.select().from(orders).where(eq(orders.storeId, store.storeId));
      const saved = new Set(rows.map((row) => row.localId));
      for (const localId of answered) expect(saved.has(localId), localId).toBe(true);
      const ids = rows.map((row) => row.id);
      const items = await after.db
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids));
      const pays = await after.db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(inArray(payments.orderId, ids));
      // Whole: every stored order has its 3 items and 2 payments, never a part.
      for (const id of ids) {
        expect(items.filter((item) => item.orderId === id)).toHaveLength(3);
        expect(pays.filter((pay) => pay.orderId === id)).toHaveLength(2);
      }
    } finally {
      await after.close();
    }
  });
});
