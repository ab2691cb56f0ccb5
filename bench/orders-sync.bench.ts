// POST /orders/sync/ with batches of 100 orders (3 lines, 2 payments each) against a raw batched insert of the
// same rows into the same database, in the same run: on file-backed PGlite, and on PostgreSQL when BENCH_DATABASE_URL
// (or a throw-away cluster from scripts/lib/postgres-cluster.mjs) is available. Budget (issue 4): the sync reaches at
// least 50 % of the raw insert's rate. The sync runs in-process through app.inject, so both sides skip the network.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database, DatabaseOptions } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { freshStore } from '../apps/server/test/fixtures.ts';
import { sampleOrder } from '../apps/server/test/order-samples.ts';
import { median, writeResult } from './lib/index.ts';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 8);
const BATCH_SIZE = 100;

/** Copies the rows the service wrote for these orders, under new keys, in one transaction: the raw baseline. */
async function rawInsert(db: Database, orderIds: number[], copy: number): Promise<void> {
  const [orderRows, itemRows, paymentRows] = await Promise.all([
    db.select().from(t.orders).where(inArray(t.orders.id, orderIds)),
    db.select().from(t.orderItems).where(inArray(t.orderItems.orderId, orderIds)),
    db.select().from(t.payments).where(inArray(t.payments.orderId, orderIds)),
  ]);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.orders)
      .values(
        orderRows.map(({ id: _id, ...row }) => ({
          ...row,
          localId: `${row.localId}_raw${copy}`,
          number: row.number + 1_000_000 * (copy + 1),
        })),
      )
      .returning({ id: t.orders.id });
    const newId = new Map(orderRows.map((row, index) => [row.id, inserted[index]?.id ?? 0]));
    await tx
      .insert(t.orderItems)
      .values(itemRows.map(({ id: _id, ...row }) => ({ ...row, orderId: newId.get(row.orderId) ?? 0 })));
    await tx
      .insert(t.payments)
      .values(paymentRows.map(({ id: _id, ...row }) => ({ ...row, orderId: newId.get(row.orderId) ?? 0 })));
  });
  rawTimes.push(performance.now() - started);
}
const rawTimes: number[] = [];

async function measure(label: string, options: DatabaseOptions): Promise<Record<string, number | string>> {
  rawTimes.length = 0;
  const { app, database } = await buildApp({ ...options, logger: false });
  const store = await freshStore(database.db, `bench ${label}`);
  const syncTimes: number[] = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const body = Array.from({ length: BATCH_SIZE }, (_, i) =>
      sampleOrder(`${store.terminalId}_${label}_${batch}_${i}`),
    );
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/orders/sync/', headers: store.auth, payload: body });
    syncTimes.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const saved = res.json<{ id: number }[]>();
    await rawInsert(
      database.db,
      saved.map((order) => order.id),
      batch,
    );
  }
  await app.close();
  const sync = median(syncTimes.slice(1)); // the first batch warms caches and JIT on both sides
  const raw = median(rawTimes.slice(1));
  return {
    [`${label}_sync_ms_per_batch`]: Number(sync.toFixed(1)),
    [`${label}_raw_ms_per_batch`]: Number(raw.toFixed(1)),
    [`${label}_ratio`]: Number((raw / sync).toFixed(3)),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-'));
const details: Record<string, number | string> = { batches: BATCHES, orders_per_batch: BATCH_SIZE };
Object.assign(details, await measure('pglite', { dataDir }));
fs.rmSync(dataDir, { recursive: true, force: true });

let cluster: { url: string; stop(): void } | undefined;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  try {
    const { startPostgresCluster } = await import('../scripts/lib/postgres-cluster.mjs');
    cluster = await startPostgresCluster();
    databaseUrl = cluster.url;
  } catch (error) {
    details.postgres = `skipped: ${error instanceof Error ? error.message : String(error)}`;
  }
}
if (databaseUrl) {
  try {
    Object.assign(details, await measure('postgres', { databaseUrl }));
  } finally {
    cluster?.stop();
  }
}

const ratios = [details.pglite_ratio, details.postgres_ratio].filter(
  (value): value is number => typeof value === 'number',
);
writeResult({
  name: 'orders-sync',
  figure: Math.min(...ratios),
  unit: 'lowest ratio of /orders/sync/ to raw batched insert rate (PGlite file, PostgreSQL)',
  budget: { value: 0.5, better: 'higher' },
  details,
});
