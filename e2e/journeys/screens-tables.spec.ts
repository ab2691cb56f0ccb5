import { expect, test, type Page } from '@playwright/test';
import { linkTerminalPatiently } from '../support/checkout.ts';
import { screenTour } from '../support/screen-tour.ts';
import { checkScreen, mobileView, SCREENS_TIME, STAFF_SHOT_SIZES, STAFF_SIZES, type Size } from '../support/screens.ts';
import { addProductByTap, goToCheckout } from '../support/selling.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 13 §1, §4, §6 for the table-service screens built since (issue 17): the floor (plan, list, edit mode, a table
 * taken), an order on a table, a table's orders and the Move item dialog, moving an order to another table, and the
 * split bill, on the demo's table-service terminal (store 1, terminal 2, Owner). As screens-staff.spec.ts: the layout
 * test at every size, a committed screenshot at 1024x768, 1366x768 and 390x844, and axe.
 */
const server = screenTour({ width: 1920, height: 1080 });

const desk = { width: 1920, height: 1080 };
const screen = (page: Page, name: string, primary: string[] = [], atSize?: (s: Size) => Promise<void>) =>
  // A taken table's card counts the minutes its order has been open, which move on while the tour runs.
  checkScreen(page, {
    name,
    primary,
    sizes: STAFF_SIZES,
    shotSizes: STAFF_SHOT_SIZES,
    atSize,
    mask: [page.getByText(/^Open for \d+:\d\d$/)],
  });

/** Holds the order in the editor (More options, Hold order, Hold). */
async function hold(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hold order' }).click();
  await page.getByRole('dialog', { name: 'Hold order' }).getByRole('button', { name: 'Hold', exact: true }).click();
}

test('every table-service screen fits every size, matches its screenshot and passes axe', async ({ page }) => {
  await page.clock.install({ time: SCREENS_TIME });
  await linkTerminalPatiently(page, server(), '1/2');
  await press(page, 'PIN keypad', '1234');
  await page.getByRole('button', { name: 'Open Shift' }).waitFor({ timeout: 30_000 });
  await press(page, 'Amount keypad', '10000');
  await page.getByRole('button', { name: 'Open Shift' }).click();
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });
  const main = page.getByRole('region', { name: 'Main room' });
  let m1 = '';

  await test.step('the floor', async () => {
    await expect(main.getByText('8 vacant')).toBeVisible();
    await screen(page, 'tables');
    await page.setViewportSize(desk);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(main.getByRole('list', { name: 'Tables of Main room' })).toBeVisible();
    await screen(page, 'tables-list');
    await page.setViewportSize(desk);
    await page.getByRole('button', { name: 'Floor plan', exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await screen(page, 'tables-editing');
    await page.setViewportSize(desk);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  });

  await test.step('an order on a table', async () => {
    await main.getByRole('button', { name: 'Table M1', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/new\?tableID=\d+$/);
    m1 = /tableID=(\d+)/.exec(page.url())?.[1] ?? '';
    await addProductByTap(page, 'Croissant', 'Breakfast');
    await addProductByTap(page, 'Cola', 'Cold drinks');
    await screen(page, 'table-order', ['order-total', 'order-pay'], mobileView(page, 'Order'));
    await page.setViewportSize(desk);
    await hold(page);
    await expect(page).toHaveURL(/\/tables$/);
    await expect(main.getByText('1 occupied')).toBeVisible();
    await screen(page, 'tables-occupied');
    await page.setViewportSize(desk);
  });

  await test.step("a table's orders and Move item", async () => {
    // A table with one order opens that order: its orders' screen is reached by its address, as a second order starts.
    await page.goto(`${server().url}/tables/${m1}`);
    await expect(page.getByRole('heading', { name: 'Table M1' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New order', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/new\?tableID=\d+$/);
    await addProductByTap(page, 'Pain au chocolat', 'Breakfast');
    await hold(page);
    await expect(page).toHaveURL(/\/tables\/\d+$/);
    const columns = page.getByRole('region', { name: /^Order #/ });
    await expect(columns).toHaveCount(2);
    await screen(page, 'table-orders', ['table-orders-pay']);
    await page.setViewportSize(desk);
    const one = columns.nth(0);
    await one.getByRole('button', { name: /Cola/ }).click();
    await one.getByRole('button', { name: /^Move item/ }).click();
    await expect(page.getByRole('dialog', { name: 'Move item' })).toBeVisible();
    await screen(page, 'table-orders-move-item');
    await page.setViewportSize(desk);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Move item' })).toBeHidden();
  });

  await test.step('split bill', async () => {
    await page
      .getByRole('region', { name: /^Order #/ })
      .first()
      .getByRole('button', { name: /^Edit order/ })
      .click();
    await expect(page.getByRole('group', { name: 'Products' })).toBeVisible();
    await goToCheckout(page);
    await page.getByRole('button', { name: 'Split bill' }).click();
    await expect(page.getByRole('heading', { name: /^Split bill/ })).toBeVisible();
    await page.getByRole('group', { name: 'Part for Cola' }).getByRole('button', { name: 'Part 2' }).click();
    await expect(
      page.getByRole('region', { name: 'The orders after the split' }).getByRole('listitem', { name: 'Part 2' }),
    ).toContainText('Cola');
    await screen(page, 'split-by-items');
    await page.setViewportSize(desk);
    await page.getByRole('tab', { name: 'Evenly' }).click();
    await page.getByRole('button', { name: 'More parts' }).click();
    await screen(page, 'split-evenly');
    await page.setViewportSize(desk);
  });

  await test.step('move an order to another table', async () => {
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('group', { name: 'Products' })).toBeVisible();
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Move Order #.* to another table$/ })).toBeVisible();
    await screen(page, 'tables-move-order');
    await page.setViewportSize(desk);
  });
});
