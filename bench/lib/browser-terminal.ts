// Shared set-up of the browser benchmarks (catalog-reopen, pin-reload, the editor benches of issue 7): the built
// terminal served by the real back office on a fresh embedded database, Debian's Chromium (never downloaded), and
// terminal 1 of the demo store linked through the Auth screen with the code the server prints.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.ts';
import { build } from 'vite';
import { freePort, repo, startNode, stop, waitFor200 } from './processes.ts';

export interface BrowserTerminal {
  browser: Browser;
  /** Linked, on the PIN screen. */
  page: Page;
  url: string;
  close: () => Promise<void>;
}

/** Presses digits on a keypad found by its accessible name. */
export async function press(page: Page, keypad: string, digits: string): Promise<void> {
  const group = page.getByRole('group', { name: keypad });
  for (const digit of digits) await group.getByRole('button', { name: digit, exact: true }).click();
}

/** Builds the terminal, starts the back office and Chromium, and links terminal 1 through Auth. */
export async function startBrowserTerminal(
  tmpPrefix: string,
  viewport?: { width: number; height: number },
): Promise<BrowserTerminal> {
  await build({
    root: path.join(repo, 'apps/terminal'),
    logLevel: 'silent',
    // TERMINAL_DIST (as the server reads it) builds elsewhere than apps/terminal/dist, so a bench leaves the build
    // others are using alone.
    build: {
      ...(process.env.BENCH_UNMINIFIED ? { minify: false } : {}),
      ...(process.env.TERMINAL_DIST ? { outDir: process.env.TERMINAL_DIST, emptyOutDir: true } : {}),
    },
  });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const server: ChildProcess = startNode(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    'pipe',
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const close = async () => {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor200(`${url}/api/health`, performance.now(), server);
    const deadline = Date.now() + 60_000;
    let code: string | undefined;
    while (!(code = /store 1\s+terminal 1\s+.*?code (\d{6})/.exec(output)?.[1]) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    if (!code) throw new Error('the server printed no link code for store 1 terminal 1');
    const page = await browser.newPage(viewport ? { viewport } : {});
    // tsx keeps function names with a __name helper that the page lacks; the evaluated functions need it.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${url}/`);
    await page.getByRole('heading', { name: 'Please, enter terminal verification code:' }).waitFor();
    await press(page, 'Verification code keypad', code);
    await page.getByRole('heading', { name: 'Enter pin to login' }).waitFor({ timeout: 60_000 });
    return { browser, page, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Product `FIRST_COPY_ID + i` has barcode `4000000000000 + i` and the copied product's name followed by ` i`. */
export const FIRST_COPY_ID = 1_000_000;

/**
 * Fills the cache as a large store would: `products` copies of a synced product and `customers` copies of a customer
 * (new ids), then changes the catalog revision as the app's own writes do (save.ts), so the catalog and its snapshot
 * are rebuilt. `plain`: copy a product with no modifiers, no inventory and a price (a tap adds it at once).
 */
export async function fillCache(
  page: Page,
  counts: { products: number; customers?: number; plain?: boolean },
): Promise<{ products: number; customers: number; baseName: string }> {
  return page.evaluate(
    async ({ products, customers, plain, firstId }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('OpenTill');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('open failed'));
      });
      const all = (store: string, limit?: number) =>
        new Promise<Record<string, unknown>[]>((resolve) => {
          const request = database.transaction(store).objectStore(store).getAll(null, limit);
          request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        });
      const isPlain = (product: Record<string, unknown>) =>
        ((product.modifier_groups as unknown[] | undefined)?.length ?? 0) === 0 &&
        (product.inventory === null || product.inventory === undefined) &&
        Number(product.price) > 0 &&
        product.price_adjust !== true;
      const product = plain
        ? (await all('products')).find(isPlain)
        : ((await all('products', 1))[0] ?? { name: 'Product', price: 1, categories: [1], sorting: 0 });
      if (!product) throw new Error('the demo store has no plain product to copy');
      const customer = (await all('customers', 1))[0] ?? { name: 'Customer', phone: '', email: '' };
      const write = database.transaction(['products', 'customers'], 'readwrite');
      const productStore = write.objectStore('products');
      for (let i = 0; i < products; i += 1) {
        productStore.put({
          ...product,
          id: firstId + i,
          name: `${String(product.name)} ${String(i)}`,
          barcode: String(4_000_000_000_000 + i),
          sorting: i % 50,
        });
      }
      const customerStore = write.objectStore('customers');
      for (let i = 0; i < customers; i += 1) {
        customerStore.put({
          ...customer,
          id: firstId + i,
          name: `Customer ${String(i)}`,
          phone: `555${String(i).padStart(7, '0')}`,
        });
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
      const result = {
        products: await count('products'),
        customers: await count('customers'),
        baseName: String(product.name),
      };
      database.close();
      localStorage.setItem('catalogRevision', `bench-${String(Date.now())}`);
      return result;
    },
    {
      products: counts.products,
      customers: counts.customers ?? 0,
      plain: counts.plain === true,
      firstId: FIRST_COPY_ID,
    },
  );
}
