import { expect, test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { orderTotal, scanBarcode, signIn, addProductByTap } from '../support/selling.ts';
import { linkTerminal } from '../support/terminal.ts';

/**
 * Issue 7 acceptance (order editor): a barcode sale with the totals on screen, and cancel with confirmation.
 * Demo store 1, terminal 1 (quick service). Croissant 2.50 with the 7 % food tax (exclusive): tax 0.18, total 2.68.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

// One linked terminal for the whole journey: a terminal code links once.
test('a barcode sale with totals on screen, then cancel with confirmation', async ({ page }) => {
  await linkTerminal(page, server, '1/1');
  await signIn(page);
  // The scanner types into the page with nothing focused (issue 7 §4).
  await scanBarcode(page, '2000000000022');
  const panel = page.getByRole('region', { name: 'Order' });
  await expect(panel.getByRole('button', { name: /Croissant/ })).toBeVisible();
  await expect(orderTotal(page)).toHaveText('$2.68');
  await expect(page).toHaveURL(/\/orders\/\d+_\d+$/);
  await panel.getByRole('button', { name: 'View details' }).click();
  await expect(panel.getByText('$0.18')).toBeVisible();

  await addProductByTap(page, 'Croissant', 'Breakfast');
  await expect(orderTotal(page)).toHaveText('$5.35');
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Cancel order' }).click();
  await expect(page.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByRole('region', { name: 'Order' }).getByText('No items yet: tap a product or scan a barcode')).toBeVisible();
});
