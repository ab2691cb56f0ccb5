// 10,000 orders made offline, uploaded by the terminal's own sync engine (apps/terminal/src/data/sync) to the
// embedded back office (file-backed PGlite) listening on a real port. Budget (issue 5): <= 10 s. Baseline in the
// same run: the same number of orders POSTed straight to /orders/sync/ in the same batches, with no terminal
// around them (what the engine adds: reading the outbox, marking each answered order in IndexedDB).
// The terminal side runs in Node on fake-indexeddb, which is slower than a browser's IndexedDB: a conservative figure.
import 'fake-indexeddb/auto';
import '../apps/terminal/src/data/integration/memory-storage.ts';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { freshStore } from '../apps/server/test/fixtures.ts';
import { sampleOrder } from '../apps/server/test/order-samples.ts';
import { saveConnection } from '../apps/terminal/src/data/connection.ts';
import { OpenTillDb } from '../apps/terminal/src/data/db.ts';
import { outboxCount } from '../apps/terminal/src/data/repositories/outbox.ts';
import { saveRecords } from '../apps/terminal/src/data/save.ts';
import { syncEngineNew } from '../apps/terminal/src/data/sync/engine.ts';
import { ORDERS_BATCH } from '../apps/terminal/src/data/sync/orders-upload.ts';
import { writeResult } from './lib/index.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-upload-'));
const { app, database } = await buildApp({ dataDir, logger: false, demoMode: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;

// Baseline: a store of its own, the orders posted in the engine's batch size, one request after the other.
const baseStore = await freshStore(database.db, 'bench baseline');
const baselineStarted = performance.now();
for (let start = 0; start < ORDERS; start += ORDERS_BATCH) {
  const body = Array.from({ length: Math.min(ORDERS_BATCH, ORDERS - start) }, (_, i) => sampleOrder(`${String(baseStore.terminalId)}_base${String(start + i)}`));
  const res = await fetch(`${url}/api/orders/sync/`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...baseStore.auth }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`baseline sync answered ${String(res.status)}`);
  await res.arrayBuffer();
}
const baselineMs = performance.now() - baselineStarted;

// The terminal: orders saved offline (marked updated), then one sync run uploads the whole outbox.
const store = await freshStore(database.db, 'bench terminal');
const storage = localStorage;
saveConnection({ url, token: store.token }, storage);
const local = new OpenTillDb('bench-upload');
const orders = Array.from({ length: ORDERS }, (_, i) => ({ ...sampleOrder(`${String(store.terminalId)}_${String(1_700_000_000_000 + i)}`), updated: true }));
for (let start = 0; start < orders.length; start += 1000) await saveRecords('orders', orders.slice(start, start + 1000), local);
if ((await outboxCount(local)) !== ORDERS) throw new Error('the outbox does not hold every order');

const engine = syncEngineNew({ database: () => local, api: { storage, online: () => true }, online: () => true, locks: () => null });
const started = performance.now();
const report = await engine.now();
const uploadMs = performance.now() - started;
const left = await outboxCount(local);
if (!report.ok || report.orders.uploaded !== ORDERS || left !== 0) throw new Error(`upload incomplete: ${JSON.stringify({ ok: report.ok, uploaded: report.orders.uploaded, left })}`);

await app.close();
await local.delete();
fs.rmSync(dataDir, { recursive: true, force: true });

writeResult({
  name: 'offline-orders-upload',
  figure: Number((uploadMs / 1000).toFixed(2)),
  unit: `s to upload ${String(ORDERS)} offline orders through the sync engine (embedded server, real port)`,
  budget: { value: 10, better: 'lower' },
  details: {
    orders: ORDERS,
    batch: ORDERS_BATCH,
    upload_ms: Math.round(uploadMs),
    baseline_direct_post_ms: Math.round(baselineMs),
    engine_over_baseline: Number((uploadMs / baselineMs).toFixed(2)),
  },
});
