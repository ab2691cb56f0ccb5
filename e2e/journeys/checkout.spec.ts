import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import {
  linkTerminalPatiently,
  paymentSettled,
  sellTwoTeas,
  serverOrder as serverOrderOf,
  signInAndOpenShift,
  tapTwoTeas,
  type ServerPayment,
} from '../support/checkout.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 7 acceptance (checkout, items 5 and 8): a quick cash sale with change, a partial cash payment then the rest,
 * hold / reopen / pay, and the same quick sale made offline and synced later. Each checks the totals on screen and
 * the order with its payments on the server after sync. Demo store 1, terminal 1 (quick service), Owner PIN.
 *
 * The sale: English breakfast 2.60 + Earl grey 2.60, both with the 19 % sales tax (exclusive):
 * subtotal 5.20, tax 0.49 + 0.49 = 0.98, total 6.18; quick cash 7.00, 10.00, 100.00.
 */
let server: DemoServer;
// Each journey links, signs in and sells on a machine shared with other runs: more time than the default minute.
test.describe.configure({ timeout: 120_000 });

// A fresh back office per journey: link codes are single use, and each journey starts on an unlinked terminal.
test.beforeEach(async () => {
  server = await startDemoServer();
});
test.afterEach(async () => {
  await server.stop();
});

async function expectOnServer(page: Page, localId: string, payments: Partial<ServerPayment>[]): Promise<void> {
  await expect.poll(() => serverOrderOf(server, page, localId), { timeout: 30_000 }).not.toBeNull();
  const order = await serverOrderOf(server, page, localId);
  expect(order).toMatchObject({ status: 3, subtotal: 5.2, tax_total: 0.98, grand_total: 6.18 });
  expect(order?.payments).toHaveLength(payments.length);
  payments.forEach((payment, index) => expect(order?.payments[index]).toMatchObject(payment));
}

async function checkTotalsOnScreen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'View details' }).click();
  const totals = page.getByRole('complementary', { name: 'Order items' }).locator('dl');
  await expect(totals.getByText('Subtotal', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '$5.20',
  );
  await expect(totals.getByText('Tax', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$0.98');
  await expect(totals.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '$6.18',
  );
}

test('a quick cash sale with change: on screen, then on the server after sync', async ({ page }) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  const localId = await sellTwoTeas(page);
  await checkTotalsOnScreen(page);
  const quick = page.getByRole('group', { name: 'Quick cash' });
  // Each amount shows its key after it (F6, F7, F8: issue 13 §5); the accessible name is the amount alone.
  await expect(quick.getByRole('button')).toHaveText(['$7.00F6', '$10.00F7', '$100.00F8']);
  await quick.getByRole('button', { name: '$10.00' }).click();
  await expect(page.getByRole('status', { name: 'Amount tendered' })).toHaveText('$10.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('$3.82')).toBeVisible();
  await expect(page.getByText('Change $3.82')).toBeVisible();
  await expectOnServer(page, localId, [
    { amount: 6.18, amount_paid: 10, change_amount: 3.82, payment_type: 'Cash', transaction_type: 'sale' },
  ]);
  await modal.getByRole('button', { name: 'New Sale' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
});

test('a partial cash payment, then the rest', async ({ page }) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  const localId = await sellTwoTeas(page);
  await press(page, 'Amount keypad', '500');
  await expect(page.getByRole('status', { name: 'Amount tendered' })).toHaveText('$5.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$1.18');
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeHidden();
  await paymentSettled(page);
  // A zero tendered amount pays the whole balance (seed 001 §4).
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
  await expectOnServer(page, localId, [
    { amount: 5, amount_paid: 5, change_amount: 0, payment_type: 'Cash' },
    { amount: 1.18, amount_paid: 1.18, change_amount: 0, payment_type: 'Cash' },
  ]);
});

test('hold an order, reopen it and pay', async ({ page }) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  await tapTwoTeas(page);
  const localId = decodeURIComponent(/\/orders\/([^/]+)$/.exec(page.url())?.[1] ?? '');
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hold order' }).click();
  await page.getByRole('dialog', { name: 'Hold order' }).getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`/orders/${localId}$`));
  // Reopened from the order list: the Hold tab, the order's row, then Edit.
  await page.goto(`${server.url}/orders`);
  await page.getByRole('tab', { name: 'Hold', exact: true }).click();
  await page.getByRole('button', { name: /^View order #/ }).click();
  await expect(page.getByRole('complementary', { name: 'Order details' })).toContainText('Earl grey');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Items', exact: true })).toContainText('Earl grey');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
  await expectOnServer(page, localId, [{ amount: 6.18, payment_type: 'Cash' }]);
});

test.describe('offline, with the service worker', () => {
  // The worker precaches the app, so screens not yet visited (checkout) still load with the network cut.
  test.use({ serviceWorkers: 'allow' });

  test('the same quick sale made offline reaches the server after reconnecting', async ({ page, context }) => {
    await linkTerminalPatiently(page, server, '1/1');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await signInAndOpenShift(page);
    await context.setOffline(true);
    const localId = await sellTwoTeas(page);
    await page.getByRole('group', { name: 'Quick cash' }).getByRole('button', { name: '$10.00' }).click();
    await page.getByRole('button', { name: 'Cash', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
    expect(await serverOrderOf(server, page, localId)).toBeNull();
    await context.setOffline(false);
    await expectOnServer(page, localId, [{ amount: 6.18, amount_paid: 10, change_amount: 3.82, payment_type: 'Cash' }]);
  });
});
