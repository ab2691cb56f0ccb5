// Reopening the terminal with 50,000 products and 10,000 customers cached has the catalog ready within the empty
// app's start time + 400 ms (issue 5). Chromium (/usr/bin/chromium, never downloaded) on the built terminal served
// by the real back office, linked through its Auth screen. "Catalog ready" is the performance mark the catalog sets
// when a load finishes ('opentill:catalog-ready', data/catalog/catalog.ts; the root layout loads it at start), read
// on the page's own clock from navigation start. Baseline in the same run: the same reload with the demo store's
// small catalog. Median of 7 reloads after one warm-up each; the first reopen after the products changed (read from
// the products store while the snapshot is rebuilt) is reported too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { build } from 'vite';
import { median, repo, startNode, stop, writeResult } from './lib/index.ts';
import { freePort, waitFor200 } from './lib/processes.ts';

const PRODUCTS = 50_000;
const CUSTOMERS = 10_000;
const RELOADS = 7;
const MARK = 'opentill:catalog-ready';

await build({ root: path.join(repo, 'apps/terminal'), logLevel: 'silent' });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-reopen-'));
const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, 'pipe');
let output = '';
server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
const url = `http://127.0.0.1:${String(port)}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

/** Milliseconds from navigation start until the catalog holding at least `products` products is ready. */
async function reopen(page: Page, products: number): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ mark, products }) => {
      const ready = performance.getEntriesByName(mark).find((entry) => ((entry as PerformanceMark).detail as { products: number }).products >= products);
      return ready ? ready.startTime : null;
    },
    { mark: MARK, products },
    { polling: 50, timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The last catalog load's own timings (the mark's detail: where it read from, reading and building times). */
async function lastLoad(page: Page): Promise<Record<string, number | string>> {
  return page.evaluate((mark) => {
    const entries = performance.getEntriesByName(mark);
    return ((entries[entries.length - 1] as PerformanceMark | undefined)?.detail ?? {}) as Record<string, number | string>;
  }, MARK);
}

async function reopenMedian(page: Page, products: number): Promise<number> {
  await reopen(page, products); // warm-up: HTTP caches as on a terminal in use
  const times: number[] = [];
  for (let run = 0; run < RELOADS; run += 1) times.push(await reopen(page, products));
  return median(times);
}

/**
 * Fills the cache with copies of a synced product and customer (new ids), as a large store would, then changes the
 * catalog revision as the app's own writes do (save.ts), so the catalog and its snapshot are rebuilt.
 */
async function fillCache(page: Page): Promise<{ products: number; customers: number }> {
  return page.evaluate(
    async ({ products, customers }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('OpenTill');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('open failed'));
      });
      const first = (store: string) =>
        new Promise<Record<string, unknown> | undefined>((resolve) => {
          const request = database.transaction(store).objectStore(store).getAll(null, 1);
          request.onsuccess = () => resolve((request.result as Record<string, unknown>[])[0]);
        });
      const product = (await first('products')) ?? { name: 'Product', price: 1, categories: [1], sorting: 0 };
      const customer = (await first('customers')) ?? { name: 'Customer', phone: '', email: '' };
      const write = database.transaction(['products', 'customers'], 'readwrite');
      const productStore = write.objectStore('products');
      for (let i = 0; i < products; i += 1) {
        productStore.put({ ...product, id: 1_000_000 + i, name: `${String(product.name)} ${String(i)}`, barcode: String(4_000_000_000_000 + i), sorting: i % 50 });
      }
      const customerStore = write.objectStore('customers');
      for (let i = 0; i < customers; i += 1) {
        customerStore.put({ ...customer, id: 1_000_000 + i, name: `Customer ${String(i)}`, phone: `555${String(i).padStart(7, '0')}` });
      }
      await new Promise<void>((resolve, reject) => {
        write.oncomplete = () => resolve();
        write.onerror = () => reject(new Error('write failed'));
      });
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const request = database.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      const result = { products: await count('products'), customers: await count('customers') };
      database.close();
      localStorage.setItem('catalogRevision', `bench-${String(Date.now())}`);
      return result;
    },
    { products: PRODUCTS, customers: CUSTOMERS },
  );
}

try {
  await waitFor200(`${url}/api/health`, performance.now(), server);
  const deadline = Date.now() + 60_000;
  let code: string | undefined;
  while (!(code = /store 1\s+terminal 1\s+.*?code (\d{6})/.exec(output)?.[1]) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (!code) throw new Error('the server printed no link code for store 1 terminal 1');

  const page = await browser.newPage();
  // tsx keeps function names with a __name helper that the page lacks; the evaluated functions below need it.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.goto(`${url}/`);
  await page.getByRole('heading', { name: 'Please, enter terminal verification code:' }).waitFor();
  const keypad = page.getByRole('group', { name: 'Verification code keypad' });
  for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('heading', { name: 'Enter pin to login' }).waitFor({ timeout: 60_000 });

  const empty = await reopenMedian(page, 0);
  const cached = await fillCache(page);
  // The first start after the products changed reads the products store and rebuilds the snapshot meanwhile.
  const fromSource = await reopen(page, cached.products);
  await page.waitForTimeout(5_000); // the snapshot is written in the background
  const large = await reopenMedian(page, cached.products);
  const load = await lastLoad(page);

  writeResult({
    name: 'catalog-reopen',
    figure: Math.round(large - empty),
    unit: `ms more than the small catalog's start until the catalog is ready (${String(PRODUCTS)} products, ${String(CUSTOMERS)} customers cached)`,
    budget: { value: 400, better: 'lower' },
    details: {
      small_catalog_ready_ms: Math.round(empty),
      large_catalog_ready_ms: Math.round(large),
      first_reopen_from_products_store_ms: Math.round(fromSource),
      products: cached.products,
      customers: cached.customers,
      reloads: RELOADS,
      last_load_source: load.source ?? '',
      last_load_read_ms: load.read_ms ?? '',
      last_load_build_ms: load.build_ms ?? '',
    },
  });
} finally {
  await browser.close();
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
