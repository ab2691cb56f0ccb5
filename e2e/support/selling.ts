import { expect, type Page } from '@playwright/test';
import { press } from './terminal.ts';

/** Demo store PINs (seed demo): Owner, Manager, Cashier, Employee, and a second cashier. */
export const PIN = {
  owner: '1234',
  manager: '2468',
  cashier: '1357',
  employee: '9753',
  secondCashier: '3579',
} as const;

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
  if (category)
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category, exact: true }).click();
  await page
    .getByRole('group', { name: 'Products' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
}

/** The longest gap between two keys of a scan this helper lets through (the app's scanner detector allows 50 ms). */
const SCAN_KEY_GAP_MS = 30;

/**
 * Types a code as a hardware scanner does: fast keystrokes ending in Enter, with no field focused. Playwright waits
 * for the page to take each key before sending the next, so on a loaded machine a gap could pass the detector's
 * 50 ms and the tail of the code was read as a code of its own ('Product not found'). When a key would go out more
 * than SCAN_KEY_GAP_MS after the one before, the code is typed again after a pause (the detector then starts a new
 * burst and drops the keys without an Enter), as bench/lib/editor-page.ts does.
 */
export async function scanBarcode(page: Page, code: string): Promise<void> {
  await page
    .locator('body')
    .click({ position: { x: 1, y: 1 } })
    .catch(() => undefined);
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    let last = Date.now();
    let split = false;
    for (const [index, key] of [...code].entries()) {
      if (index > 0 && Date.now() - last > SCAN_KEY_GAP_MS) {
        split = true;
        break;
      }
      last = Date.now();
      await page.keyboard.press(key);
    }
    if (!split && Date.now() - last <= SCAN_KEY_GAP_MS) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.waitForTimeout(120);
  }
  throw new Error(`could not type ${code} as a scan: its keys kept coming over ${String(SCAN_KEY_GAP_MS)} ms apart`);
}

/** The order panel's total as shown. */
export const orderTotal = (page: Page) =>
  page.getByRole('region', { name: 'Order' }).getByRole('status', { name: 'Total' });

/** Presses Pay and waits for checkout; returns the order id of the route. */
export async function goToCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  return decodeURIComponent(/\/orders\/([^/]+)\/checkout$/.exec(page.url())?.[1] ?? '');
}

/** An order as the back office answers it (GET /api/orderlist), the fields the journeys check. */
export interface ServerOrder {
  id: number;
  local_id: string;
  status: number;
  emp_open: number | null;
  subtotal: number;
  tax_total: number;
  discount_total: number;
  order_discount: number;
  grand_total: number;
  items: {
    name: string;
    price: number;
    quantity: number;
    discount: number | null;
    void_status: number;
    modifiers: { name: string; price: number; void_status?: number }[];
  }[];
}

/** The terminal's API token (stored at linking), to ask the server as the terminal does. */
export const terminalToken = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/**
 * The order with this local id among the server's orders of a status, following the pages (terminal token); null when
 * absent; stored twice is an error. `T`: the fields a journey reads (ServerOrder by default).
 */
export async function serverOrder<T extends { local_id: string } = ServerOrder>(
  page: Page,
  serverUrl: string,
  localId: string,
  status: number,
): Promise<T | null> {
  const token = await terminalToken(page);
  let next: string | null = `/api/orderlist?status=${String(status)}`;
  while (next) {
    const response = await fetch(`${serverUrl}${next}`, { headers: { Authorization: `Token ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: T[]; next: string | null };
    const found = body.results.filter((order) => order.local_id === localId);
    if (found.length > 1) throw new Error(`order ${localId} stored ${String(found.length)} times`);
    if (found[0]) return found[0];
    next = body.next;
  }
  return null;
}

/** Waits until the sync has put the order on the server with that status, and returns it. */
export async function serverOrderSynced(
  page: Page,
  serverUrl: string,
  localId: string,
  status: number,
): Promise<ServerOrder> {
  await expect.poll(() => serverOrder(page, serverUrl, localId, status), { timeout: 30_000 }).not.toBeNull();
  return (await serverOrder(page, serverUrl, localId, status)) as ServerOrder;
}

/** The local id the route shows once the order exists (seed 001 §4: the route is replaced with it). */
export async function routeLocalId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/orders\/\d+_\d+$/);
  return decodeURIComponent(/\/orders\/([^/?]+)$/.exec(page.url())?.[1] ?? '');
}

/** Pays the whole balance in cash at checkout (a zero tendered amount pays the balance, seed 001 §4) and starts a new sale. */
export async function payCashInFull(page: Page): Promise<void> {
  await goToCheckout(page);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'New Sale' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);
}

/** Locks the terminal from the top bar and signs in again with another PIN. */
export async function switchEmployee(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible();
  await signIn(page, pin);
}
