import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { linkTerminalPatiently, sellTwoTeas, serverOrder, signInAndOpenShift } from '../support/checkout.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { e2eTempDir } from '../support/temp-dirs.ts';

/**
 * Issue 5 (ARCHITECTURE safety rule "A paid order is committed to IndexedDB before the UI says it is paid"): Chromium
 * is killed within 500 ms of the sale showing as paid, before any upload; after a relaunch on the same profile the
 * sale is on the device and reaches the server exactly once.
 */
let server: DemoServer;
let profile: string;

test.beforeAll(async () => {
  server = await startDemoServer();
  profile = e2eTempDir('opentill-e2e-crash-');
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

const launch = (): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, serviceWorkers: 'block' });

/** SIGKILL to every process of this journey's browser: they are the ones whose command line names its own profile. */
function killBrowser(): number {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const pids = lines
    .filter((line) => line.includes(`--user-data-dir=${profile}`))
    .map((line) => Number.parseInt(line.trim(), 10));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone with its parent
    }
  }
  return pids.length;
}

async function localOrder(page: Page, localId: string): Promise<{ status: number; payments: unknown[] } | null> {
  return page.evaluate(async (localId) => {
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const request = database.transaction('orders').objectStore('orders').get(localId) as IDBRequest<
      { status: number; payments: unknown[] } | undefined
    >;
    const order = await new Promise<{ status: number; payments: unknown[] } | undefined>(
      (resolve) => (request.onsuccess = () => resolve(request.result)),
    );
    database.close();
    return order ?? null;
  }, localId);
}

test('a sale shown as paid survives Chromium killed within 500 ms and syncs exactly once after relaunch', async () => {
  test.setTimeout(120_000);
  // A terminal linked earlier: link and open the shift, then a clean restart (Chromium writes localStorage to disk
  // lazily; a terminal in use was linked long before its crash).
  const setup = await launch();
  const setupPage = setup.pages()[0] ?? (await setup.newPage());
  await linkTerminalPatiently(setupPage, server, '1/1');
  await signInAndOpenShift(setupPage);
  await setup.close();

  const first = await launch();
  const page = first.pages()[0] ?? (await first.newPage());
  await page.goto(`${server.url}/orders/new`);
  await expect(
    page.getByRole('heading', { name: 'Enter pin to login' }).or(page.getByRole('group', { name: 'Products' })),
  ).toBeVisible({ timeout: 30_000 });
  if (await page.getByRole('heading', { name: 'Enter pin to login' }).isVisible()) await signInAndOpenShift(page);
  // Nothing may reach the server before the kill: the relaunch alone must deliver the sale.
  await first.route('**/api/orders/sync/', (route) => route.abort('connectionfailed'));
  const localId = await sellTwoTeas(page);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
  const shownAt = Date.now();
  expect(killBrowser()).toBeGreaterThan(0);
  expect(Date.now() - shownAt).toBeLessThan(500);
  await first.close().catch(() => undefined);

  const second = await launch();
  try {
    const again = second.pages()[0] ?? (await second.newPage());
    const sent: string[] = [];
    second.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders/sync/')) {
        sent.push(...(request.postDataJSON() as { local_id: string }[]).map((order) => order.local_id));
      }
    });
    await again.goto(`${server.url}/`);
    // The terminal is still linked (and the session may still be unlocked): PIN screen or straight back to selling.
    const pin = again.getByRole('heading', { name: 'Enter pin to login' });
    await expect(pin.or(again.getByRole('group', { name: 'Products' }))).toBeVisible({ timeout: 30_000 });
    await expect(again).not.toHaveURL(/\/auth$/);
    expect(await localOrder(again, localId)).toMatchObject({
      status: 3,
      payments: [expect.objectContaining({ amount: 6.18 })],
    });
    if (await pin.isVisible()) await signInAndOpenShift(again);
    await expect
      .poll(() => serverOrder(server, again, localId), { timeout: 30_000 })
      .toMatchObject({ status: 3, grand_total: 6.18 });
    expect(sent.filter((id) => id === localId)).toHaveLength(1);
  } finally {
    await second.close();
  }
});
