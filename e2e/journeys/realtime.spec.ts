import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { linkTerminal, press } from '../support/terminal.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Issue 6 acceptance "the update overlay appears when a new-version event arrives", and issue 5 §8: the realtime
 * client receives live events and catches up by cursor after a gap.
 */
let server: DemoServer;
let restarted: RunningServer | undefined;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await restarted?.stop();
  await server.stop();
});

/** `npm run cli -- announce:version` on the server's data folder (the embedded database must not be open elsewhere). */
function announceVersion(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', 'announce:version'], {
      cwd: repo,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`announce:version exited with ${String(code)}`)),
    );
  });
}

test('a signed-in terminal shows a new online order and a curbside pickup live, and the update modal for a version announced while it was cut off', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Frames are collected from the start: the subscription's hello may come before any wait could be set up.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/api/realtime'))
      socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  // Counts the tones the app starts (seed 000 §4: the new-order sound is a WebAudio beep once the user has interacted).
  await page.addInitScript(() => {
    const scope = window as unknown as { AudioContext: typeof AudioContext; newOrderTones: number };
    const Original = scope.AudioContext;
    scope.newOrderTones = 0;
    scope.AudioContext = class extends Original {
      override createOscillator(): OscillatorNode {
        scope.newOrderTones += 1;
        return super.createOscillator();
      }
    };
  });
  await linkTerminal(page, server);
  await press(page, 'PIN keypad', server.pins.get('Oliver') ?? '');
  await expect(page).toHaveURL(/\/shift$/);
  await expect.poll(() => frames.some((frame) => frame.includes('"event":"hello"')), { timeout: 20_000 }).toBe(true);

  // A customer orders online (public intake) and then reports arrival at the curb: both arrive live.
  const productId = await page.evaluate(async () => {
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const cursor = await new Promise<IDBCursorWithValue | null>((resolve) => {
      const request = database.transaction('products').objectStore('products').openCursor();
      request.onsuccess = () => resolve(request.result);
    });
    const id = (cursor?.value as { id: number } | undefined)?.id;
    database.close();
    return id;
  });
  expect(productId).toBeGreaterThan(0);
  const created = await fetch(`${server.url}/api/online/1/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      local_id: `journey-${Date.now()}`,
      customer: { first_name: 'Ada', phone: '5550100' },
      items: [{ product: productId, quantity: 1 }],
    }),
  });
  expect(created.status).toBe(200);
  const order = (await created.json()) as { id: number };
  await expect.poll(() => page.evaluate(() => localStorage.getItem('realtimeCursor'))).toMatch(/^\d+$/);
  // seed 000 §4: the demo store has orders_notification 'true', and Shift is not OnlineOrder, Pin or Auth.
  const newOrder = page.getByRole('dialog', { name: 'New Order Received' });
  await expect(newOrder).toContainText('Do you want to go to the Online Order Page?');
  // The keypads were pressed before the order came, so the sound played.
  expect(await page.evaluate(() => (window as unknown as { newOrderTones: number }).newOrderTones)).toBeGreaterThan(0);
  await newOrder.getByRole('button', { name: 'Later' }).click();
  await expect(newOrder).toBeHidden();
  await expect(page).toHaveURL(/\/shift$/);
  // seed 000 §4: the online orders are fetched 5 s after the announcement; the Online Orders item's badge counts
  // the pending online orders opened today (the demo store has none of its own).
  const onlineOrders = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Online Orders/ });
  await expect(onlineOrders).toHaveAccessibleName('Online Orders 1 pending today', { timeout: 20_000 });

  const arrived = await fetch(`${server.url}/api/online/1/curbside/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: order.id, car_model: 'Volvo XC40', car_color: 'Blue', parking_number: '7' }),
  });
  expect(arrived.status).toBe(200);
  const curbside = page.getByRole('dialog', { name: 'Curbside pickup' });
  await expect(curbside).toContainText(`The customer is outside to pick up order #${order.id}. Please proceed.`);
  await expect(curbside).toContainText('Car: Volvo XC40, Blue');
  await expect(curbside).toContainText('Parking number: 7');
  await curbside.getByRole('button', { name: 'Close' }).click();
  await expect(curbside).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'New version is available for update' })).toBeHidden();

  // The server goes down; a version is announced while the terminal is cut off (the CLI needs the embedded
  // database to itself); when the server is back the terminal reconnects with back-off and resumes by cursor.
  await server.stop();
  await announceVersion(server.dataDir);
  restarted = await startServer({ port: server.port, dataDir: server.dataDir });
  const update = page.getByRole('dialog', { name: 'New version is available for update' });
  await expect(update).toBeVisible({ timeout: 60_000 });
  await expect(update).toContainText('The page will refresh after updating. The update may take 2-4 minutes.');
  await expect(update.getByRole('button', { name: 'Update' })).toBeVisible();
});
