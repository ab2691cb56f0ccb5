import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { tapTwoTeas } from '../support/checkout.ts';
import {
  displayOpens as displayOpensOn,
  displaySection,
  displayState,
  fitsEverySize,
  terminalConnects as terminalConnectsTo,
} from '../support/customer-display.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { orderTotal } from '../support/selling.ts';

/**
 * Issue 20 acceptance: the customer display, a page of its own in a second browser context (another device), pairs
 * with terminal 1 of demo store 1 through the real signalling calls (decisions §58) and shows the sale live: the
 * lines as they are tapped, the cash sale's tendered amount and change, the thank-you; reloaded, it reconnects by
 * itself; a code of another store's terminal is refused. The sale: English breakfast 2.60 + Earl grey 2.60 with the
 * 19 % tax: total 6.18; 10.00 tendered, 3.82 change.
 */
let server: DemoServer;
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async () => {
  server = await startDemoServer();
});
test.afterEach(async () => {
  await server.stop();
});

const terminalConnects = (page: Page) => terminalConnectsTo(page, server);
const displayOpens = (browser: Browser, code: string, pairingKey: string) =>
  displayOpensOn(browser, server, code, pairingKey);

test('the display pairs, shows the lines as tapped, the cash sale and the thank-you, and reconnects after a reload', async ({
  page,
  browser,
}) => {
  const { code, pairingKey } = await terminalConnects(page);
  expect(code).toBe('1');
  const display = await displayOpens(browser, code, pairingKey);
  await expect(displayState(display)).toHaveText('Connected', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Customer Display System' }).getByRole('status')).toHaveText(
    'Connected',
  );
  await expect(display.getByRole('region', { name: 'Welcome' })).toBeVisible();
  await fitsEverySize(display, 'idle');

  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await tapTwoTeas(page);
  const order = display.getByRole('region', { name: 'Your order' });
  const lines = order.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('English breakfast');
  await expect(lines.nth(1)).toContainText('Earl grey');
  const totals = order.getByRole('definition');
  await expect(order.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$6.18');
  await expect(totals.filter({ hasText: '$0.98' })).toHaveCount(1);
  await fitsEverySize(display, 'order', 'display-total');
  await expectNoSeriousA11yViolations(display);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('group', { name: 'Quick cash' }).getByRole('button', { name: '$10.00' }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const sale = display.getByRole('region', { name: 'Cash payment' });
  await expect(sale.getByText('Tendered').locator('xpath=following-sibling::dd[1]')).toHaveText('$10.00');
  await expect(sale.getByText('Change', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$3.82');
  await fitsEverySize(display, 'sale', 'display-sale');
  await page.getByRole('dialog', { name: 'Sale completed' }).getByRole('button', { name: 'New Sale' }).click();
  await expect(display.getByRole('region', { name: 'Thank you!' })).toBeVisible();
  await fitsEverySize(display, 'thanks');

  // Reloaded, the display remembers its pairing; the terminal offers again once the channel closed.
  await display.reload();
  await expect(displayState(display)).toHaveText('Connected', { timeout: 45_000 });

  // The display's network cut and restored: Reconnecting..., then Connected again, on both sides (the terminal's
  // Settings, between two orders), and the order goes on live.
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const terminalState = displaySection(page).getByRole('status');
  await expect(terminalState).toHaveText('Connected');
  await display.context().setOffline(true);
  await expect(displayState(display)).toHaveText('Reconnecting...');
  await expect(terminalState).toHaveText('Reconnecting...');
  await display.context().setOffline(false);
  await expect(displayState(display)).toHaveText('Connected', { timeout: 45_000 });
  await expect(terminalState).toHaveText('Connected');
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await tapTwoTeas(page);
  await expect(display.getByRole('list', { name: 'Your order' }).getByRole('listitem')).toHaveCount(2);
  // The display shows the terminal's own figure (domain orderFigures, formatted on the terminal), not its own sum.
  const terminalTotal = (await orderTotal(page).textContent()) ?? '';
  expect(terminalTotal).toBe('$6.18');
  await expect(display.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    terminalTotal,
  );

  // The terminal reloaded: it keeps its pairing key and offers again at start (even on the PIN screen).
  await page.reload();
  await expect(displayState(display)).toHaveText('Reconnecting...');
  await expect(displayState(display)).toHaveText('Connected', { timeout: 45_000 });
});

test("a code of another store's terminal is refused", async ({ page, browser }) => {
  const { pairingKey } = await terminalConnects(page);
  const otherStore = [...server.codes.keys()].find((key) => key.startsWith('2/'));
  const otherTerminal = otherStore?.split('/')[1] ?? '';
  expect(otherTerminal).not.toBe('');
  const display = await displayOpens(browser, otherTerminal, pairingKey);
  await expect(display.getByRole('alert')).toHaveText(
    "This connection code and pairing key do not match a terminal of this store. Check them on the terminal's Settings screen.",
  );
  await expect(display.getByRole('heading', { name: 'Connect to a terminal' })).toBeVisible();
});
