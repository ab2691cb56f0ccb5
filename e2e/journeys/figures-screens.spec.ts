import { expect, test, type Locator, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, goToCheckout, orderTotal, signIn } from '../support/selling.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 15 §1 and §6 in the browser, on the demo's counter terminal (1/1, Owner; drinks 19 % tax, exclusive):
 * - a Latte whose required milk choice is cancelled never stays on the order;
 * - one Latte with Oat milk and an Extra shot and a 10 % order discount reads the same line amount and totals on the
 *   order panel and its View details, the checkout sidebar and the order list's detail, the discount counted once.
 */
let server: DemoServer;
let page: Page;

test.describe.configure({ timeout: 180_000 });
test.beforeAll(async ({ browser }) => {
  server = await startDemoServer();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  page = await context.newPage();
  await linkTerminal(page, server, '1/1');
  await signIn(page);
});
test.afterAll(async () => {
  await server.stop();
});

const orderPanel = () => page.getByRole('region', { name: 'Order' });

/** The rows of a definition list (View details): term → amount. */
async function detailRows(list: Locator): Promise<Record<string, string>> {
  const terms = await list.getByRole('term').allTextContents();
  const amounts = await list.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, at) => [term, amounts[at] ?? '']));
}

test.describe.serial('figures and modifiers on the counter (issue 15 §1, §6)', () => {
  test('Cancel in the Modifiers panel of a new Latte takes it off the order', async () => {
    await addProductByTap(page, 'Latte', 'Coffee');
    const panel = page.getByRole('dialog', { name: 'Modifiers' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(orderPanel().getByRole('button', { name: /Latte/ })).toHaveCount(0);
    await expect(orderTotal(page)).toHaveText('$0.00');
  });

  test('one Latte with modifiers and a 10 % order discount reads the same on every screen', async () => {
    await addProductByTap(page, 'Latte', 'Coffee');
    const panel = page.getByRole('dialog', { name: 'Modifiers' });
    await panel.getByRole('tab', { name: 'Milk choice' }).click();
    await panel.getByRole('button', { name: /^Oat milk/ }).click();
    await panel.getByRole('tab', { name: 'Extra shots' }).click();
    await panel.getByRole('button', { name: /^Extra shot/ }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Order discount' }).click();
    const discount = page.getByRole('dialog', { name: 'Order discount' });
    await discount.getByRole('button', { name: 'Percent %' }).click();
    await press(discount, 'Discount keypad', '1000');
    await discount.getByRole('button', { name: 'Apply' }).click();
    await expect(discount).toBeHidden();

    // 4.00 + 0.50 + 0.60 = 5.10; 10 % = 0.51; tax 19 % of 4.59 = 0.87; total 5.46.
    const line = orderPanel().getByRole('button', { name: /Latte/ });
    await expect(line).toContainText('1Latte');
    await expect(line).toContainText('$5.10');
    await expect(orderTotal(page)).toHaveText('$5.46');
    const totals = orderPanel().getByRole('group', { name: 'Totals' });
    await totals.getByRole('button', { name: 'View details' }).click();
    expect(await detailRows(totals)).toEqual({ Discount: '-$0.51', Subtotal: '$5.10', Tax: '$0.87' });

    await goToCheckout(page);
    const sidebar = page.getByRole('complementary', { name: 'Order items' });
    const checkoutLine = sidebar.getByRole('list', { name: 'Order items' }).getByRole('listitem');
    await expect(checkoutLine).toContainText('1 × Latte');
    await expect(checkoutLine).toContainText('$5.10');
    await expect(checkoutLine).toContainText('+ Oat milk $0.50');
    await sidebar.getByRole('button', { name: 'View details' }).click();
    expect(await detailRows(sidebar)).toMatchObject({
      Discount: '-$0.51',
      Subtotal: '$5.10',
      Tax: '$0.87',
      Total: '$5.46',
    });
    await expect(sidebar.getByRole('status', { name: 'Balance' })).toHaveText('$5.46');
    await page.getByRole('button', { name: 'Cash', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Sale completed' });
    await done.getByRole('button', { name: 'New Sale' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
    await page
      .getByRole('button', { name: /^View order #/ })
      .first()
      .click();
    const detail = page.getByRole('complementary', { name: 'Order details' });
    const detailLine = detail.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(detailLine).toContainText('1 × Latte');
    await expect(detailLine).toContainText('$5.10');
    expect(await detailRows(detail)).toEqual({
      Subtotal: '$5.10',
      'Discount 10%': '-$0.51',
      Tax: '$0.87',
      Total: '$5.46',
    });
  });
});
