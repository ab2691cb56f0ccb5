import { expect, test, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';

/**
 * Issue 6 acceptance: a fresh terminal lands on Auth; a wrong code, then the right one; Synchronize; a wrong PIN,
 * then the right one. Elements are found by role and accessible name, as a screen reader would.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

async function press(page: Page, keypad: string, digits: string) {
  const group = page.getByRole('group', { name: keypad });
  for (const digit of digits) await group.getByRole('button', { name: digit, exact: true }).click();
}

test('link a fresh terminal with its code, synchronise, then sign in with a PIN', async ({ page }) => {
  const code = server.codes.get('1/1');
  const ownerPin = server.pins.get('Oliver');
  expect(code, 'the server prints a link code for store 1 terminal 1').toMatch(/^\d{6}$/);
  expect(ownerPin).toMatch(/^\d{4}$/);

  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();

  // A wrong code: the modal, and the code is cleared.
  const wrong = code === '000000' ? '111111' : '000000';
  await press(page, 'Verification code keypad', wrong);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Invalid terminal code' })).toBeVisible();
  await expect(dialog.getByText('Terminal with typed code is not found, try again')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: '0 of 6 digits entered' })).toBeAttached();

  // The right code, typed on the keyboard this time.
  await page.keyboard.type(code ?? '');
  await expect(page).toHaveURL(/\/(synchronize|pin)$/);
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/pin$/);
  await expect(page.getByText('Version 2025.04.23.1428')).toBeVisible();
  await expect(page.getByText(/Terminal #1 Counter \(terminal #\d+\)/)).toBeVisible();

  // IndexedDB holds what the first sync downloaded.
  const counts = await page.evaluate(async () => {
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const request = database.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
    const result = { products: await count('products'), employee: await count('employee'), store: await count('store') };
    database.close();
    return result;
  });
  expect(counts.products).toBeGreaterThan(0);
  expect(counts.employee).toBeGreaterThan(0);
  expect(counts.store).toBe(1);

  // A wrong PIN, then the owner's.
  const wrongPin = ownerPin === '0000' ? '9999' : '0000';
  await press(page, 'PIN keypad', wrongPin);
  await expect(page.getByRole('alert')).toHaveText('Wrong pin, try again');
  await press(page, 'PIN keypad', ownerPin ?? '');
  // seed 000 §4: no shift open yet, so sign-in goes to Shift.
  await expect(page).toHaveURL(/\/shift$/);
});
