import { expect, test, type Page } from '@playwright/test';
import { screenTour } from '../support/screen-tour.ts';
import { checkScreen, KIOSK_SHOT_SIZES, KIOSK_SIZES, SCREENS_TIME } from '../support/screens.ts';
import { linkKiosk } from '../support/terminal.ts';

/**
 * Issue 13 §1, §2, §6: every kiosk screen, portrait first (1080x1920, the usual kiosk screen) and landscape
 * (1920x1080), plus the tablets a small store may use as a kiosk (768x1024, 1024x768): the layout test (nothing off
 * screen, covered or cut off; the cart's total and Checkout, the checkout's balance always on screen), a committed
 * screenshot at 1080x1920 and 1920x1080, and axe. A customer's order on the demo's kiosk (store 1, terminal 3):
 * welcome, order type, the menu empty and with two teas, a tea's info popup, checkout, paid at the register, thank you.
 */
const server = screenTour({ width: 1080, height: 1920 });

const portrait = KIOSK_SIZES[0] ?? { width: 1080, height: 1920 };
const screen = async (page: Page, name: string, primary: string[] = []) => {
  await checkScreen(page, { name, primary, sizes: KIOSK_SIZES, shotSizes: KIOSK_SHOT_SIZES });
  await page.setViewportSize(portrait);
};

test('every kiosk screen fits portrait and landscape, matches its screenshot and passes axe', async ({ page }) => {
  // The clock starts at the fixed moment and runs on (the kiosk's 10 s return home needs its timers).
  await page.clock.install({ time: SCREENS_TIME });

  await test.step('kiosk home', async () => {
    await linkKiosk(page, server());
    await screen(page, 'kiosk-home');
  });

  await test.step('order type', async () => {
    await page.getByRole('button', { name: /Touch to begin your order/ }).click();
    await expect(page.getByRole('heading', { name: 'Select order type' })).toBeVisible();
    await screen(page, 'kiosk-order-type');
  });

  const cart = page.getByRole('region', { name: 'Your order' });
  const products = page.getByRole('list', { name: 'Products' });
  await test.step('menu, empty cart', async () => {
    await page.getByRole('button', { name: 'Dine in', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/\d+_\d+\?diningOption=\d+$/);
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await page
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name: 'Tea', exact: true })
      .click({ timeout: 30_000 });
    await expect(products.getByRole('button', { name: /^English breakfast/ })).toBeVisible();
    await screen(page, 'kiosk-menu-empty', ['kiosk-total', 'kiosk-checkout']);
  });

  await test.step('menu with items', async () => {
    await products.getByRole('button', { name: /^English breakfast/ }).click();
    await products.getByRole('button', { name: /^Earl grey/ }).click();
    await expect(cart.getByRole('status', { name: 'Total' })).toHaveText('$6.18');
    await screen(page, 'kiosk-menu-items', ['kiosk-total', 'kiosk-checkout']);
  });

  await test.step('product info popup', async () => {
    // seed 001 §2: a product with an image and a description (the demo's teas and coffees) has an info button.
    // The card's picture is served with the terminal and allowed by the CSP (it loaded: a natural width).
    const card = products.locator('img[src="/demo/green-tea.svg"]');
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await products.getByRole('button', { name: 'About Green tea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Green tea' });
    const picture = dialog.getByRole('img', { name: 'Green tea' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog).toContainText('Delicate Japanese sencha with a fresh, grassy taste.');
    await expect(dialog).toContainText('$2.70');
    await expect(dialog.getByRole('button', { name: 'Add to order' })).toBeVisible();
    await screen(page, 'kiosk-product-info', ['kiosk-info-add']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cart.getByRole('status', { name: 'Total' })).toHaveText('$6.18');
  });

  await test.step('checkout', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Pay with' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18');
    // The short order number (issue 15 §4), the same on every run (the first of the day), so the screenshot is stable.
    await expect(page.getByRole('heading', { name: /^Order #\d+-\d{3}$/ })).toBeVisible({ timeout: 30_000 });
    await screen(page, 'kiosk-checkout', ['kiosk-balance']);
  });

  await test.step('thank you', async () => {
    await page.getByRole('group', { name: 'Pay with' }).getByRole('button', { name: 'Pay at the register' }).click();
    const modal = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(modal).toContainText('Please pay at the register');
    await expect(modal.getByText(/^Order #\d+-\d{3}$/)).toBeVisible();
    // The modal returns home after 10 s: the checks take less, and it must still be open after them (else the
    // screenshots showed the home screen).
    await screen(page, 'kiosk-completed');
    await expect(modal).toBeVisible();
    await expect(page.getByText('Touch to begin your order')).toBeVisible({ timeout: 15_000 });
  });
});
