// 10,000 orders made offline, uploaded by the terminal's own sync engine (apps/terminal/src/data/sync) to the
// embedded back office (its own process, file-backed PGlite, a real port, linked with a printed code). Budget
// (issue 5): <= 10 s. Baseline in the
// same run: the same number of orders POSTed straight to /orders/sync/ in the same batches, with no terminal
// around them (what the engine adds: reading the outbox, marking each answered order in IndexedDB).
// The terminal side runs in Node on fake-indexeddb, which is slower than a browser's IndexedDB: a conservative figure.
import 'fake-indexeddb/auto';
import '../apps/terminal/src/data/integration/memory-storage.ts';
import { sampleOrder } from '../apps/server/test/order-samples.ts';
import { saveConnection } from '../apps/terminal/src/data/connection.ts';
import { OpenTillDb } from '../apps/terminal/src/data/db.ts';
import { outboxCount } from '../apps/terminal/src/data/repositories/outbox.ts';
import { saveRecords } from '../apps/terminal/src/data/save.ts';
import { syncEngineNew } from '../apps/terminal/src/data/sync/engine.ts';
import { ORDERS_BATCH } from '../apps/terminal/src/data/sync/orders-upload.ts';
import { startLinkedServer, writeResult } from './lib/index.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const server = await startLinkedServer();
const url = server.url;
const auth = { Authorization: `Token ${server.token}` };
const terminalId = 1;

// Baseline: the orders posted in the engine's batch size, one request after the other, no terminal around them.
const baselineStarted = performance.now();
for (let start = 0; start < ORDERS; start += ORDERS_BATCH) {
  const body = Array.from({ length: Math.min(ORDERS_BATCH, ORDERS - start) }, (_, i) =>
    sampleOrder(`${String(terminalId)}_base${String(start + i)}`),
  );
  const res = await fetch(`${url}/api/orders/sync/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`baseline sync answered ${String(res.status)}`);
  await res.arrayBuffer();
}
const baselineMs = performance.now() - baselineStarted;

// The terminal: orders saved offline (marked updated), then one sync run uploads the whole outbox.
const storage = localStorage;
saveConnection({ url, token: server.token }, storage);
const local = new OpenTillDb('bench-upload');
const orders = Array.from({ length: ORDERS }, (_, i) => ({
  ...sampleOrder(`${String(terminalId)}_${String(1_700_000_000_000 + i)}`),
  updated: true,
}));
for (let start = 0; start < orders.length; start += 1000)
  await saveRecords('orders', orders.slice(start, start + 1000), local);
if ((await outboxCount(local)) !== ORDERS) throw new Error('the outbox does not hold every order');

const engine = syncEngineNew({
  database: () => local,
  api: { storage, online: () => true },
  online: () => true,
  locks: () => null,
});
const started = performance.now();
const report = await engine.now();
const uploadMs = performance.now() - started;
const left = await outboxCount(local);
if (!report.ok || report.orders.uploaded !== ORDERS || left !== 0)
  throw new Error(`upload incomplete: ${JSON.stringify({ ok: report.ok, uploaded: report.orders.uploaded, left })}`);

await server.close();
await local.delete();

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
