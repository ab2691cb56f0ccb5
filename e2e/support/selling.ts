import { expect, type Page } from '@playwright/test';
import { press } from './terminal.ts';

/** Demo store PINs (seed demo): Owner, Manager, Cashier, Employee. */
export const PIN = { owner: '1234', manager: '2468', cashier: '1357', employee: '9753' } as const;

/** Signs in with a PIN on the PIN screen; opens the shift with 100.00 when the terminal asks for one. */
export async function signIn(page: Page, pin: string = PIN.owner): Promise<void> {
  await press(page, 'PIN keypad', pin);
  const openShift = page.getByRole('button', { name: 'Open Shift' });
  await expect(openShift.or(page.getByRole('group', { name: 'Products' }))).toBeVisible({ timeout: 30_000 });
  if (await openShift.isVisible()) {
    await press(page, 'Amount keypad', '10000');
    await openShift.click();
  }
  await expect(page.getByRole('group', { name: 'Products' })).toBeVisible({ timeout: 30_000 });
}

/** Taps a product tile of the grid (name at the start of its accessible name); the category is chosen first when given. */
export async function addProductByTap(page: Page, name: string, category?: string): Promise<void> {
  if (category) await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category, exact: true }).click();
  await page.getByRole('group', { name: 'Products' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

/** Types a code as a hardware scanner does: fast keystrokes ending in Enter, with no field focused. */
export async function scanBarcode(page: Page, code: string): Promise<void> {
  await page.locator('body').click({ position: { x: 1, y: 1 } }).catch(() => undefined);
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** The order panel's total as shown. */
export const orderTotal = (page: Page) => page.getByRole('region', { name: 'Order' }).getByRole('status', { name: 'Total' });

/** Presses Pay and waits for checkout; returns the order id of the route. */
export async function goToCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  return decodeURIComponent(/\/orders\/([^/]+)\/checkout$/.exec(page.url())?.[1] ?? '');
}
