import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { serverOrder, tapTwoTeas } from '../support/checkout.ts';
import {
  displayOpens,
  displaySection,
  displayState,
  fitsEverySize,
  shotPath,
  terminalConnects,
} from '../support/customer-display.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';

/**
 * Issue 20 §6 acceptance: "a tip chosen on the display reaches the payment". Demo terminal 1/1 prints a tip line
 * (receipt_tip_line), so its checkout asks the paired display for a tip; with receipt_signature_line on it asks for a
 * signature too. The sale: English breakfast 2.60 + Earl grey 2.60 with the 19 % tax: 6.18; the customer picks 18 %:
 * 1.11 (1.1124); 10.00 handed in cash: the tip comes out of the change, 2.71. Then staff change the display's
 * terminal: the terminal marks the display Not connected and clears the code (seed 002 §4).
 */
let server: DemoServer;
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

/**
 * Turns a terminal switch on in the terminal's stored configuration, as the next synchronisation of a dashboard change
 * would (the dashboard's own journey covers editing the switches; the demo leaves receipt_signature_line off).
 */
async function terminalSwitchOn(page: Page, name: string): Promise<void> {
  await page.evaluate((setting) => {
    const key = Object.keys(localStorage).find((candidate) => {
      try {
        return Array.isArray(
          (JSON.parse(localStorage.getItem(candidate) ?? 'null') as { db_settings?: unknown })?.db_settings,
        );
      } catch {
        return false;
      }
    });
    if (!key) throw new Error('no stored terminal');
    const terminal = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      db_settings: { name: string; value: string }[];
    };
    terminal.db_settings = [
      ...terminal.db_settings.filter((entry) => entry.name !== setting),
      { name: setting, value: 'true' },
    ];
    localStorage.setItem(key, JSON.stringify(terminal));
  }, name);
}

test('the customer picks a tip and signs on the display; the cash payment carries the tip', async ({
  page,
  browser,
}) => {
  const { code, pairingKey } = await terminalConnects(page, server);
  const display = await displayOpens(browser, server, code, pairingKey);
  await expect(displayState(display)).toHaveText('Connected', { timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await terminalSwitchOn(page, 'receipt_signature_line');
  await tapTwoTeas(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  const localId = decodeURIComponent(/\/orders\/([^/]+)\/checkout$/.exec(page.url())?.[1] ?? '');

  // The display asks: the terminal's suggestions with their amounts, No tip, and a signature; Done waits for both.
  const ask = display.getByRole('region', { name: 'Add a tip?' });
  await expect(ask.getByRole('heading')).toContainText('To pay $6.18');
  const options = ask.getByRole('group', { name: 'Tip' }).getByRole('button');
  await expect(options).toHaveText(['15%$0.93', '18%$1.11', '20%$1.24', 'No tip']);
  const done = ask.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await fitsEverySize(display, 'tip');
  await expectNoSeriousA11yViolations(display);
  await ask.getByRole('button', { name: '18% tip, $1.11' }).click();
  await expect(ask.getByRole('button', { name: '18% tip, $1.11' })).toHaveAttribute('aria-pressed', 'true');
  await expect(done).toBeDisabled();
  const pad = ask.getByRole('img', { name: 'Signature' });
  const box = (await pad.boundingBox())!;
  await display.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await display.mouse.down();
  for (const step of [0.25, 0.4, 0.55, 0.7, 0.85])
    await display.mouse.move(box.x + box.width * step, box.y + box.height * (step < 0.5 ? 0.3 : 0.7), { steps: 4 });
  await display.mouse.up();
  await display.screenshot({ path: shotPath('tip-signed-1280x800') });
  await done.click();

  // Back at the checkout: the customer's tip and signature; the display shows the order with the tip.
  const notice = page.getByRole('region', { name: 'Customer display' });
  await expect(notice.getByRole('status')).toContainText("Customer's tip $1.11 (18%)");
  await expect(notice.getByRole('status')).toContainText('Signed on the customer display');
  await expect(notice.getByRole('img', { name: 'Signature' })).toBeVisible();
  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: shotPath(`checkout-tip-${String(size.width)}x${String(size.height)}`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const order = display.getByRole('region', { name: 'Your order' });
  const figure = (term: string) => order.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Tip')).toHaveText('$1.11');
  await expect(figure('Total')).toHaveText('$7.29');

  // Cash: 10.00 handed; the display shows what was handed, the tip and the change; the server has the tip.
  await page.getByRole('group', { name: 'Quick cash' }).getByRole('button', { name: '$10.00' }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toContainText('$2.71');
  const sale = display.getByRole('region', { name: 'Cash payment' });
  const saleFigure = (term: string) => sale.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(saleFigure('Tendered')).toHaveText('$10.00');
  await expect(saleFigure('Tip')).toHaveText('$1.11');
  await expect(saleFigure('Change')).toHaveText('$2.71');
  await expect(saleFigure('Total')).toHaveText('$7.29');
  await fitsEverySize(display, 'sale-tip', 'display-sale');
  await expect.poll(() => serverOrder(server, page, localId), { timeout: 30_000 }).not.toBeNull();
  const paid = await serverOrder(server, page, localId);
  expect(paid?.payments).toEqual([
    expect.objectContaining({ amount: 6.18, amount_paid: 8.89, change_amount: 2.71, payment_type: 'Cash', tips: 1.11 }),
  ]);

  // Staff change the display's terminal: the terminal marks it Not connected and clears the code (seed 002 §4).
  await page.getByRole('dialog', { name: 'Sale completed' }).getByRole('button', { name: 'New Sale' }).click();
  await expect(display.getByRole('region', { name: 'Thank you!' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(displaySection(page).getByRole('status')).toHaveText('Connected');
  await display.getByRole('button', { name: 'Change terminal' }).click();
  await expect(display.getByRole('heading', { name: 'Connect to a terminal' })).toBeVisible();
  await expect(displaySection(page).getByRole('status')).toHaveText('Not connected');
  await expect(displaySection(page).getByText(/pairing key/)).toHaveCount(0);
  await expect(displaySection(page).getByRole('button', { name: 'CONNECT' })).toBeVisible();
});
