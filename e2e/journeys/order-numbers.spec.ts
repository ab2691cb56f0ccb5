import { expect, test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { serverOrder, signIn } from '../support/selling.ts';
import { linkKiosk, linkTerminal } from '../support/terminal.ts';

/**
 * Issue 15 §4 acceptance: the kiosk shows the same short order number the cashier sees. A customer on the demo kiosk
 * (store 1, terminal 3) orders two teas and chooses "Pay at the register"; the completion modal tells a number like
 * 3-001 (terminal prefix, sequence of the business day), never the local id. At the register (terminal 1) the cashier
 * finds the held order in the order list under that number and by searching for it.
 */
let server: DemoServer;
test.describe.configure({ timeout: 150_000 });
test.beforeEach(async () => {
  server = await startDemoServer();
});
test.afterEach(async () => {
  await server.stop();
});

test('a kiosk order paid at the register: the customer and the cashier see the same short number', async ({
  browser,
}) => {
  const kiosk = await (await browser.newContext()).newPage();
  await linkKiosk(kiosk, server);
  await kiosk.getByRole('button', { name: /Touch to begin your order/ }).click();
  await kiosk.getByRole('button', { name: 'Dine in', exact: true }).click();
  await expect(kiosk).toHaveURL(/\/orders\/\d+_\d+\?diningOption=\d+$/);
  const localId = decodeURIComponent(/\/orders\/([^/?]+)/.exec(kiosk.url())?.[1] ?? '');
  await kiosk
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Tea', exact: true })
    .click({ timeout: 30_000 });
  const products = kiosk.getByRole('list', { name: 'Products' });
  await products.getByRole('button', { name: /^English breakfast/ }).click();
  await products.getByRole('button', { name: /^Earl grey/ }).click();
  await kiosk.getByRole('button', { name: 'Checkout' }).click();
  await kiosk.getByRole('group', { name: 'Pay with' }).getByRole('button', { name: 'Pay at the register' }).click();
  const modal = kiosk.getByRole('dialog', { name: 'Thank you!' });
  const told = modal.getByText(/^Order #/);
  await expect(told).toBeVisible();
  const text = (await told.textContent()) ?? '';
  // Terminal 3's prefix and a three-digit sequence; the local id ("3_1795524687500") never reaches the customer.
  expect(text).toMatch(/^Order #3-\d{3}$/);
  expect(text).not.toContain(localId);
  const shortNumber = text.slice('Order #'.length);

  // The server keeps the number the kiosk gave, next to its own.
  await expect
    .poll(
      async () =>
        (await serverOrder<{ local_id: string; short_number?: string }>(kiosk, server.url, localId, 2))?.short_number,
      {
        timeout: 30_000,
      },
    )
    .toBe(shortNumber);

  const register = await (await browser.newContext()).newPage();
  await linkTerminal(register, server, '1/1');
  await signIn(register);
  await register.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(register).toHaveURL(/\/orders$/);
  await register.getByRole('tab', { name: 'Hold' }).click();
  const list = register.getByRole('list', { name: 'Orders' });
  await expect(list.getByText(`#${shortNumber}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(localId)).toHaveCount(0);

  // Searching for what the customer says finds the same order.
  await register.getByRole('textbox', { name: 'Order number' }).fill(shortNumber);
  await register.getByRole('button', { name: 'Search' }).click();
  const sidebar = register.getByRole('complementary', { name: 'Order details' });
  await expect(sidebar.getByRole('heading', { name: `Order #${shortNumber}` })).toBeVisible();
  await expect(sidebar.getByText('$6.18').first()).toBeVisible();
});
