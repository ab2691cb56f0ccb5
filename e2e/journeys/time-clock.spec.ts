import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/** Issue 6 acceptance "time clock in and out" on the PIN screen (issue 6 §6, seed 000 §4 Time clock). */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function punch(page: Page, pin: string, name: string, kind: 'CLOCK IN' | 'CLOCK OUT') {
  const toggle = page.getByRole('button', { name: 'Time Clock' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Enter Pin to Time Clock' })).toBeVisible();
  await press(page, 'PIN keypad', pin);
  const modal = page.getByRole('alertdialog', { name });
  // The time is hh:mm AM/PM (issue 6 §6).
  await expect(modal).toContainText(new RegExp(`${kind} \\d{2}:\\d{2} (AM|PM)`));
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  // After a punch the screen is back in login mode and nobody is signed in.
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/pin$/);
}

test('an employee clocks in, then out, on the PIN screen without signing in', async ({ page }) => {
  const pin = server.pins.get('Carlos') ?? '';
  expect(pin).toMatch(/^\d{4}$/);
  await linkTerminal(page, server);
  const posted: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/add-timeclock/')) posted.push(response.status());
  });

  await punch(page, pin, 'Carlos', 'CLOCK IN');
  await punch(page, pin, 'Carlos', 'CLOCK OUT');
  // Both punches reached the back office (nothing left queued).
  expect(posted).toEqual([200, 200]);
  expect(await page.evaluate(() => localStorage.getItem('timeclock-queue'))).toBeNull();

  // Login mode signs in as usual afterwards (the owner: a cashier would meet the shift permission gate first).
  await press(page, 'PIN keypad', server.pins.get('Oliver') ?? '');
  await expect(page).toHaveURL(/\/shift$/);

  // seed 000 §2.4 top bar 'Schedule a Call': our own help dialog, closed again with Close.
  await page.getByRole('button', { name: 'Schedule a Call' }).click();
  const help = page.getByRole('dialog', { name: 'Schedule a Call' });
  await expect(help).toContainText('OpenTill support');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
});
