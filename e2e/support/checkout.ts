import { expect, type Page } from '@playwright/test';
import type { DemoServer } from './demo-server.ts';
import { serverOrder as serverOrderOf } from './selling.ts';
import { press } from './terminal.ts';

/**
 * Steps of the checkout journeys (issue 7): sign in and open the shift, sell two teas and go to checkout, and read
 * an order back from the server. The sale: English breakfast 2.60 + Earl grey 2.60 with the 19 % sales tax
 * (exclusive): subtotal 5.20, tax 0.98, total 6.18.
 */
export interface ServerPayment {
  amount: number;
  amount_paid: number | null;
  change_amount: number | null;
  payment_type: string;
  transaction_type: string | null;
}
export interface ServerOrder {
  local_id: string;
  status: number;
  grand_total: number;
  tax_total: number;
  subtotal: number;
  payments: ServerPayment[];
}

/** Signs in with the Owner PIN and opens the shift when the terminal asks for one; lands on a new order. */
export async function signInAndOpenShift(page: Page): Promise<void> {
  await press(page, 'PIN keypad', '1234');
  const openShift = page.getByRole('button', { name: 'Open Shift' });
  await expect(openShift.or(page.getByRole('group', { name: 'Products' }))).toBeVisible({ timeout: 30_000 });
  if (await openShift.isVisible()) {
    await press(page, 'Amount keypad', '10000');
    await openShift.click();
  }
  await expect(page).toHaveURL(/\/orders\/new$/);
}

/** Taps the English breakfast and the Earl grey on a new order (it takes its local id in the route). */
export async function tapTwoTeas(page: Page): Promise<void> {
  const products = page.getByRole('group', { name: 'Products' });
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Tea', exact: true })
    .click({ timeout: 30_000 });
  await products.getByRole('button', { name: /^English breakfast/ }).click();
  await products.getByRole('button', { name: /^Earl grey/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+$/);
}

/** Taps the two products of the sale and goes to checkout; returns the order's local id. */
export async function sellTwoTeas(page: Page): Promise<string> {
  await tapTwoTeas(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18');
  const match = /\/orders\/([^/]+)\/checkout$/.exec(page.url());
  return decodeURIComponent(match?.[1] ?? '');
}

/** The order on the server, once uploaded (GET /api/orderlist?status=3, terminal token), or null. */
export const serverOrder = (server: Pick<DemoServer, 'url'>, page: Page, localId: string) =>
  serverOrderOf<ServerOrder>(page, server.url, localId, 3);

/**
 * Links a fresh terminal like support/terminal.ts linkTerminal, with longer waits: journeys here run while the
 * machine is busy, and the first load of the app can take more than 10 s.
 */
export async function linkTerminalPatiently(page: Page, server: DemoServer, storeTerminal = '1/1'): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible({
    timeout: 30_000,
  });
  await press(page, 'Verification code keypad', server.codes.get(storeTerminal) ?? '');
  await expect(page.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Waits until no payment is processing (seed 001 §4: another payment is blocked meanwhile, for 500 ms after one). Call
 * it once the payment shows (the balance changed): a cash payment sets its busy state with its result, so before that
 * Cash reads not busy, and a payment tapped then is refused.
 */
export async function paymentSettled(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Cash', exact: true })).toHaveAttribute('aria-busy', 'false');
}
