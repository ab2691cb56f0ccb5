import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenTour } from '../support/screen-tour.ts';
import { linkTerminalPatiently, tapTwoTeas } from '../support/checkout.ts';
import { checkScreen, mobileView, SCREENS_TIME, STAFF_SHOT_SIZES, STAFF_SIZES, type Size } from '../support/screens.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 13 §1, §4, §6: every staff screen built so far, at every size a store uses: the layout test (nothing off
 * screen, covered, cut off; the total and the primary action on screen), a committed screenshot at 1024x768,
 * 1366x768 and 390x844, and axe. A cashier's day on the demo's quick-service counter (store 1, terminal 1, Owner).
 */
const server = screenTour({ width: 1920, height: 1080 });

const desk = { width: 1920, height: 1080 };
const screen = (page: Page, name: string, primary: string[] = [], atSize?: (s: Size) => Promise<void>) =>
  checkScreen(page, { name, primary, sizes: STAFF_SIZES, shotSizes: STAFF_SHOT_SIZES, atSize });
/** A screen with parts that change from run to run, masked in its screenshots. */
const screenMasked = (page: Page, name: string, mask: Locator[]) =>
  checkScreen(page, { name, primary: [], sizes: STAFF_SIZES, shotSizes: STAFF_SHOT_SIZES, mask });

/**
 * Moves the tour's clock on to SCREENS_TIME + `minutes` (it runs on from there), so a screen that shows the time, or a
 * time elapsed, does not depend on how long the steps before it took. The tour reaches each such screen well before.
 */
async function clockForward(page: Page, minutes: number): Promise<void> {
  const to = SCREENS_TIME.getTime() + minutes * 60_000;
  expect(await page.evaluate(() => Date.now()), `the tour is past ${String(minutes)} minutes`).toBeLessThan(to);
  await page.clock.setSystemTime(to);
}

test('every staff screen fits every size, matches its screenshot and passes axe', async ({ page }) => {
  await page.clock.install({ time: SCREENS_TIME });

  await test.step('auth', async () => {
    await page.goto(`${server().url}/`);
    await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible({
      timeout: 30_000,
    });
    await screen(page, 'auth');
    await page.setViewportSize(desk);
  });

  await test.step('pin', async () => {
    await linkTerminalPatiently(page, server(), '1/1');
    await screen(page, 'pin');
    await page.setViewportSize(desk);
  });

  await test.step('shift, before opening', async () => {
    await press(page, 'PIN keypad', '1234');
    await expect(page.getByRole('button', { name: 'Open Shift' })).toBeVisible({ timeout: 30_000 });
    await screen(page, 'shift-open', ['shift-action']);
    await page.setViewportSize(desk);
    await press(page, 'Amount keypad', '10000');
    await page.getByRole('button', { name: 'Open Shift' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);
  });

  await test.step('order editor, empty', async () => {
    await expect(page.getByRole('group', { name: 'Products' })).toBeVisible({ timeout: 30_000 });
    await screen(page, 'order-empty', [], mobileView(page, 'Add items'));
    await page.setViewportSize(desk);
  });

  await test.step('order editor with items', async () => {
    await tapTwoTeas(page);
    await screen(page, 'order-items', ['order-total', 'order-pay'], mobileView(page, 'Order'));
    await screen(page, 'order-items-add', [], mobileView(page, 'Add items'));
    await page.setViewportSize(desk);
  });

  await test.step('order editor modals', async () => {
    /** Opens a modal, checks it at every size, closes it with Escape (or the named button). */
    const modal = async (name: string, open: () => Promise<void>, close?: string) => {
      await page.setViewportSize(desk);
      await open();
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await expect(dialog).toBeVisible();
      await screen(page, name);
      await page.setViewportSize(desk);
      if (close) await dialog.getByRole('button', { name: close, exact: true }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    const more = async (option: string) => {
      await page.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menuitem', { name: option }).click();
    };
    const itemAction = async (action: string) => {
      const actions = page.getByRole('group', { name: 'Actions for English breakfast' });
      if (!(await actions.isVisible()))
        await page
          .getByRole('list', { name: 'Items' })
          .getByRole('button', { name: /English breakfast/ })
          .click();
      await actions.getByRole('button', { name: action, exact: true }).click();
    };

    await page.getByRole('button', { name: 'More options' }).click();
    await screen(page, 'order-more-options');
    await page.setViewportSize(desk);
    await page.keyboard.press('Escape');
    await page
      .getByRole('list', { name: 'Items' })
      .getByRole('button', { name: /English breakfast/ })
      .click();
    await screen(page, 'order-item-actions', ['order-total', 'order-pay'], mobileView(page, 'Order'));
    await modal('order-quantity-modal', () => itemAction('Quantity'));
    await modal('order-price-modal', () => itemAction('Price'));
    await modal('order-item-discount-modal', () => itemAction('Item discount'));
    await modal('order-item-note-modal', () => itemAction('Item note'));
    await modal('order-remove-confirm', () => itemAction('Remove item'));
    await modal('order-discount-modal', () => more('Order discount'));
    await modal('order-customer-modal', () => more('Customer'));
    await modal('order-dining-option-modal', () => more('Dining option'));
    await modal('order-hold-modal', () => more('Hold order'));
    await modal('order-cancel-confirm', () => more('Cancel order'));
    await modal('order-modifiers-panel', async () => {
      await page
        .getByRole('group', { name: 'Categories' })
        .getByRole('button', { name: 'Coffee', exact: true })
        .click();
      await page
        .getByRole('group', { name: 'Products' })
        .getByRole('button', { name: /^Latte/ })
        .click();
    });
    // The latte's required milk was not chosen: take the line off again so the sale stays two teas.
    const latte = page.getByRole('list', { name: 'Items' }).getByRole('button', { name: /Latte/ });
    if (await latte.isVisible()) {
      await latte.click();
      await page.getByRole('group', { name: 'Actions for Latte' }).getByRole('button', { name: 'Remove item' }).click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: /^(Yes|Remove|OK|Confirm)/ }).click();
    }
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('button', { name: /Latte/ })).toBeHidden();
  });

  await test.step('checkout', async () => {
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18');
    await screen(page, 'checkout', ['checkout-balance', 'checkout-cash']);
    await page.setViewportSize(desk);
    await page.getByRole('group', { name: 'Quick cash' }).getByRole('button', { name: '$10.00' }).click();
    await page.getByRole('button', { name: 'Cash', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Sale completed' });
    await expect(done).toBeVisible();
    // The payment's processing flag clears 500 ms after it (seed 001 §4): the screen behind the dialog is shown once
    // it has, its Tip button enabled again, whatever the machine's pace. Kitchen print behind it was disabled in some
    // runs (CI, after the Tip was enabled) and enabled in others, for a reason not found (decisions §74): masked.
    await expect(page.getByRole('button', { name: 'Tip', exact: true, includeHidden: true })).toBeEnabled();
    await screenMasked(page, 'checkout-completed', [
      page.getByRole('button', { name: 'Kitchen print', exact: true, includeHidden: true }),
    ]);
    await page.setViewportSize(desk);
    await done.getByRole('button', { name: 'New Sale' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);
  });

  await test.step('orders list', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await screen(page, 'orders-list');
    await page.setViewportSize(desk);
  });

  await test.step('shift with an open shift', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Shift', exact: true }).click();
    await expect(page).toHaveURL(/\/shift$/);
    await screen(page, 'shift', ['shift-action']);
    await page.setViewportSize(desk);
  });

  await test.step('settings', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // The display's instructions name this run's server, whose port changes from run to run.
    await screenMasked(page, 'settings', [page.getByText(/^On the display device, enter the domain name/)]);
    await page.setViewportSize(desk);
  });

  await test.step('synchronize', async () => {
    // The sync runs in a moment and leaves the screen: the server's answers wait until the screen was checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Synchronize', exact: true }).click();
    await expect(page).toHaveURL(/\/synchronize$/);
    await expect(page.getByRole('heading', { name: 'Synchronization' })).toBeVisible();
    await screen(page, 'synchronize');
    await page.setViewportSize(desk);
    release();
    await page.unroute('**/api/**');
    await expect(page).not.toHaveURL(/\/synchronize$/, { timeout: 30_000 });
  });

  await test.step('order detail in the orders list', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await page
      .getByRole('button', { name: /^View order #/ })
      .first()
      .click();
    await expect(
      page.getByRole('complementary', { name: 'Order details' }).getByRole('heading', { level: 2 }),
    ).toBeVisible();
    await screen(page, 'orders-list-detail');
    await page.setViewportSize(desk);
  });

  await test.step('refund by choosing (issue 15 §3)', async () => {
    const refund = page.getByRole('button', { name: 'Refund', exact: true });
    await expect(refund).toBeEnabled({ timeout: 30_000 });
    await refund.click();
    await expect(page.getByRole('list', { name: 'Items to return' })).toBeVisible({ timeout: 30_000 });
    await screen(page, 'refund-choose', ['refund-total', 'refund-confirm']);
    await page.setViewportSize(desk);
    // Cancel throws the draft away and goes back to the list.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  await test.step('shift popups: payouts and the X report', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Shift', exact: true }).click();
    await expect(page).toHaveURL(/\/shift$/);
    await page.getByRole('button', { name: 'Payouts', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Payouts' })).toBeVisible();
    await screen(page, 'shift-payout-popup');
    await page.setViewportSize(desk);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Payouts' })).toBeHidden();
    // The report prints the time it was made.
    await clockForward(page, 10);
    await page.getByRole('button', { name: 'X Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'X Report' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await screen(page, 'shift-x-report');
    await page.setViewportSize(desk);
    await report.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(report).toBeHidden();
  });

  await test.step('tools', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('link', { name: 'Tools', exact: true }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await screen(page, 'settings-tools');
    await page.setViewportSize(desk);
  });

  await test.step('online orders, a pending order of today (issue 18 §1)', async () => {
    // Sent as a terminal would (POST /api/orders/sync/), opened a few minutes before the tour's fixed clock: an order
    // through the public intake is stamped with the server's real clock, days after the tour's, so it sat under Future.
    const opened = new Date(SCREENS_TIME.getTime() - 4 * 60_000).toISOString();
    const { token, takeOut } = await page.evaluate(() => {
      const terminal = JSON.parse(localStorage.getItem('terminal') ?? '{}') as {
        dining_options?: { id: number; name: string }[];
      };
      return {
        token: localStorage.getItem('token') ?? '',
        takeOut: terminal.dining_options?.find((option) => option.name === 'Take out')?.id ?? null,
      };
    });
    expect(takeOut).not.toBeNull();
    const localId = 'online_tour_1';
    const uploaded = await page.request.post(`${server().url}/api/orders/sync/`, {
      headers: { Authorization: `Token ${token}` },
      data: [
        {
          local_id: localId,
          type: 1,
          status: 0,
          open_date: opened,
          dining_option_type: takeOut,
          dining_option: { id: takeOut, name: 'Take out' },
          customer: { first_name: 'Grace', last_name: 'Hopper', phone: '+1 555 0107' },
          items: [{ local_id: `${localId}_0`, product: null, name: 'Latte', quantity: 2, price: 4 }],
          subtotal: 8,
          tax_total: 0,
          grand_total: 8,
          total_sum: 8,
          balance_remaining: 8,
          payments: [],
        },
      ],
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Online Orders/ })
      .click();
    await expect(page).toHaveURL(/\/online-orders$/);
    // The order's elapsed time is masked, but its width follows the time shown.
    await clockForward(page, 20);
    const entry = page.getByRole('button', { name: /^View online order #/ });
    await expect(entry).toHaveCount(1, { timeout: 30_000 });
    // The elapsed timer runs on with the clock.
    const shot = (name: string) => screenMasked(page, name, [page.getByRole('timer')]);
    await shot('online-orders');
    await page.setViewportSize(desk);
    await entry.click();
    await expect(
      page.getByRole('complementary', { name: 'Online order details' }).getByRole('heading', { level: 2 }),
    ).toBeVisible();
    await shot('online-orders-detail');
    await page.setViewportSize(desk);
  });

  await test.step('PIN in time-clock mode', async () => {
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('button', { name: 'Time Clock' }).click();
    await expect(page.getByRole('heading', { name: 'Enter Pin to Time Clock' })).toBeVisible();
    await screen(page, 'pin-time-clock');
    await page.setViewportSize(desk);
  });
});
