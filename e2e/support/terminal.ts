import { expect, type Locator, type Page } from '@playwright/test';
import type { DemoServer } from './demo-server.ts';

/** Presses digits on a keypad group found by its accessible name, as a person would. */
export async function press(root: Page | Locator, keypad: string, digits: string): Promise<void> {
  const group = root.getByRole('group', { name: keypad });
  for (const digit of digits) await group.getByRole('button', { name: digit, exact: true }).click();
}

/** Links a fresh terminal with the printed code of store/terminal and waits for the PIN screen (issue 6 §3-4). */
export async function linkTerminal(page: Page, server: DemoServer, storeTerminal = '1/1'): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/auth$/);
  // The keypad is pressed rather than typed: keys typed before the screen listens would be lost.
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  await press(page, 'Verification code keypad', server.codes.get(storeTerminal) ?? '');
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });
}

/** Links the demo kiosk (store 1, terminal 3) with its printed code: no PIN screen, the welcome screen instead. */
export async function linkKiosk(page: Page, server: DemoServer): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible({
    timeout: 30_000,
  });
  await press(page, 'Verification code keypad', server.codes.get('1/3') ?? '');
  await expect(page.getByText('Touch to begin your order')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/kiosk$/);
}
