import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { expectExactlyOnce as expectOnServerOnce, outbox, writeOrders } from '../support/outbox.ts';

/**
 * Issue 5 acceptance (sync engine): orders made while offline survive a reload and reach the server exactly once
 * when the terminal is back online and synchronises.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

const ORDERS = 50;

/** Links a fresh terminal with its code (the first sync runs) and waits for the PIN screen. */
async function link(page: Page, terminal: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/auth$/);
  // Pressed on the keypad: typed keys can be lost while the lazily loaded screen starts listening.
  const keypad = page.getByRole('group', { name: 'Verification code keypad' });
  for (const digit of server.codes.get(terminal) ?? '')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });
}

const expectExactlyOnce = (page: Page, created: string[]) => expectOnServerOnce(page, server.url, created);

test.describe('with the service worker', () => {
  // The worker caches the app shell, so the terminal really reloads with the network cut (offline-shell journey).
  test.use({ serviceWorkers: 'allow' });

  test('50 orders made offline survive a reload and reach the server exactly once', async ({ page, context }) => {
    await link(page, '1/1');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The first visit is not yet controlled; wait until the worker has precached and taken this page over.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    const created = await writeOrders(page, ORDERS);
    expect(await outbox(page)).toEqual({ total: ORDERS, marked: ORDERS });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible();
    expect(await outbox(page)).toEqual({ total: ORDERS, marked: ORDERS });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sync Data' }).click();
    await expect.poll(async () => (await outbox(page)).marked, { timeout: 30_000 }).toBe(0);
    await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });

    await expectExactlyOnce(page, created);
  });
});

test('an upload whose answer is lost after the server committed is retried and stored once', async ({ page }) => {
  await link(page, '1/2');
  const created = await writeOrders(page, ORDERS);
  // The first POST /orders/sync/ reaches the server (it commits) but its answer never arrives.
  let dropped = 0;
  await page.route('**/api/orders/sync/', async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Sync Data' }).click();
  // The engine retries after its 1 s back-off; the server is idempotent by (store, local_id).
  await expect.poll(async () => (await outbox(page)).marked, { timeout: 30_000 }).toBe(0);
  expect(dropped).toBe(1);
  await expectExactlyOnce(page, created);
});

test('two tabs synchronising at once upload each order once (one engine per browser: Web Lock)', async ({
  page,
  context,
}) => {
  await link(page, '2/4');
  const created = await writeOrders(page, ORDERS);
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders/sync/')) {
      sent.push(...(request.postDataJSON() as { local_id: string }[]).map((order) => order.local_id));
    }
  });
  const second = await context.newPage();
  // Both tabs open Synchronize together; each starts the sync engine, which uploads before downloading.
  await Promise.all([page.goto(`${server.url}/synchronize`), second.goto(`${server.url}/synchronize`)]);
  await expect.poll(async () => (await outbox(page)).marked, { timeout: 30_000 }).toBe(0);
  await expect(page).toHaveURL(/\/pin$/, { timeout: 30_000 });
  await expect(second).toHaveURL(/\/pin$/, { timeout: 30_000 });
  expect(sent.filter((id) => created.includes(id)).sort()).toEqual([...created].sort());
  await expectExactlyOnce(page, created);
});
