// Reload to an interactive PIN screen (issue 6: with 50,000 products and 10,000 customers cached, at most the empty
// app's time + 400 ms, same run). Chromium (/usr/bin/chromium, never downloaded) on the built terminal served by
// the real back office; the terminal is linked through its Auth screen, so the demo store's first sync is cached.
// "Interactive" = the PIN keypad has taken a press (see reloadToPin); the time is the page's own clock from
// navigation start. Median of 7 reloads after one warm-up, first with the synced demo data, then with the large cache.
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

// The terminal as the server serves it (apps/terminal/dist, its own vite.config.ts).
await build({ root: path.join(repo, 'apps/terminal'), logLevel: 'silent' });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-reload-'));
const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, 'pipe');
let output = '';
server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
const url = `http://127.0.0.1:${port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

/**
 * Milliseconds from navigation start until the PIN screen has taken a press: the keypad is rendered and enabled,
 * then '1' is pressed and the page's own clock is read when the entry shows "1 of 4 digits entered" (so work that
 * blocks the main thread after the first paint, such as loading a large cache, is counted).
 */
async function reloadToPin(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const keypad = document.querySelector('[role="group"][aria-label="PIN keypad"]');
      const digit = keypad && [...keypad.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === '1');
      return digit !== null && digit !== undefined && !digit.disabled;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.getByRole('group', { name: 'PIN keypad' }).getByRole('button', { name: '1', exact: true }).click();
  const handle = await page.waitForFunction(() => (document.querySelector('[role="status"][aria-label^="1 of 4"]') ? performance.now() : null), undefined, {
    polling: 'raf',
    timeout: 60_000,
  });
  return (await handle.jsonValue()) as number;
}

async function reloadMedian(page: Page): Promise<number> {
  await reloadToPin(page); // warm-up: service worker and HTTP caches as on a terminal in use
  const times: number[] = [];
  for (let run = 0; run < RELOADS; run += 1) times.push(await reloadToPin(page));
  return median(times);
}

/** Fills the cache with copies of a synced product and customer (seed records, new ids), as a large store would. */
async function fillCache(page: Page): Promise<{ products: number; customers: number }> {
  return page.evaluate(
    async ({ products, customers }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('OpenTill');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('open failed'));
      });
      const done = (transaction: IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error('write failed'));
        });
      const first = (store: string) =>
        new Promise<Record<string, unknown> | undefined>((resolve) => {
          const request = database.transaction(store).objectStore(store).getAll(null, 1);
          request.onsuccess = () => resolve((request.result as Record<string, unknown>[])[0]);
        });
      const product = (await first('products')) ?? { name: 'Product', price: '1.00', category: 1 };
      const customer = (await first('customers')) ?? { name: 'Customer', phone: '', email: '' };
      const write = database.transaction(['products', 'customers'], 'readwrite');
      const productStore = write.objectStore('products');
      for (let i = 0; i < products; i += 1) {
        const id = 1_000_000 + i;
        productStore.put({ ...product, id, name: `${String(product.name)} ${i}`, barcode: String(4_000_000_000_000 + i) });
      }
      const customerStore = write.objectStore('customers');
      for (let i = 0; i < customers; i += 1) {
        customerStore.put({ ...customer, id: 1_000_000 + i, name: `Customer ${i}`, phone: `555${String(i).padStart(7, '0')}` });
      }
      await done(write);
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const request = database.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      const result = { products: await count('products'), customers: await count('customers') };
      database.close();
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

  const empty = await reloadMedian(page);
  const cached = await fillCache(page);
  const large = await reloadMedian(page);
  if (!page.url().endsWith('/pin')) throw new Error(`reload left the PIN screen: ${page.url()}`);

  writeResult({
    name: 'pin-reload',
    figure: Math.round(large - empty),
    unit: `ms more than the demo store's reload to an interactive PIN screen (${PRODUCTS} products, ${CUSTOMERS} customers cached)`,
    budget: { value: 400, better: 'lower' },
    details: { demo_store_ms: Math.round(empty), large_cache_ms: Math.round(large), products: cached.products, customers: cached.customers, reloads: RELOADS },
  });
} finally {
  await browser.close();
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
