import { expect, test } from '@playwright/test';
import { linkTerminalPatiently, signInAndOpenShift, tapTwoTeas } from '../support/checkout.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';

/**
 * Issue 20 §4: on one PC with two monitors the display is a second window of the same browser and works without
 * WebRTC, over a BroadcastChannel, with the same messages. And the page is the service worker's too: /display opens
 * from the precache, offline, as its own page (never the staff shell of the navigation fallback).
 */
let server: DemoServer;
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });
test.beforeEach(async () => {
  server = await startDemoServer();
});
test.afterEach(async () => {
  await server.stop();
});

test('a second window of the same PC shows the order over the BroadcastChannel, and opens offline', async ({
  page,
  context,
}) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  // The worker installed by the terminal's page (it precaches display.html) controls the display window it opens next.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const display = await context.newPage();
  await display.goto(`${server.url}/display`);
  await expect.poll(() => display.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await display.getByRole('button', { name: 'This computer (second window)' }).click();
  await expect(display.getByRole('status', { name: 'Customer display' })).toHaveText('Connected');
  await expect(display.getByRole('region', { name: 'Welcome' })).toBeVisible();
  await tapTwoTeas(page);
  const lines = display.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('Earl grey');

  // Reloaded without network: the display page comes from the precache and rejoins the terminal's window.
  await context.setOffline(true);
  await display.reload();
  await expect(display.getByRole('status', { name: 'Customer display' })).toHaveText('Connected');
  await expect(display.getByRole('list', { name: 'Your order' }).getByRole('listitem')).toHaveCount(2);
  await context.setOffline(false);

  // Closing the display window: the terminal's Settings shows the display gone.
  await display.close();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // As a cashier would, on the checkout before Settings: leaving the editor of an open quick-service order for Settings
  // asks the Leave order question (a failed run's page showed it). One clean-clone run (2026-11-30) still showed the
  // editor 10 s after this tap, right after the page came back online; the cause was not found (6 of 6 runs passed
  // alone). The wait is 30 s, as for the other steps that follow a reconnection, so a tap that is lost still fails.
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18', { timeout: 30_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const status = page.getByRole('region', { name: 'Customer Display System' }).getByRole('status');
  await expect(status).toHaveText('Not connected', { timeout: 15_000 });
});
