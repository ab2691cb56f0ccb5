import { expect, test, type Page } from '@playwright/test';
import type { RunningCardTerminalA } from '../../tools/simulators/src/card-terminal-a-server.ts';
import { startCardRig, type CardRig } from '../support/cards.ts';
import type { DemoServer } from '../support/demo-server.ts';
import { linkKiosk as linkKioskWithCode } from '../support/terminal.ts';
import { serverOrder as serverOrderOf } from '../support/selling.ts';

/**
 * Issue 8 acceptance (kiosk ordering, item 3): the demo store's kiosk (store 1, terminal 3) needs no PIN and no
 * shift. A customer starts at the welcome screen, picks an order type, taps two teas (English breakfast 2.60 +
 * Earl grey 2.60 with the 19 % sales tax, exclusive: total 6.18), checks out and chooses to pay at the register.
 * The order is held with the description 'Pay at the register' on the server after sync, and the kiosk is back at
 * its welcome screen 10 s after the completion modal (seed 001 §4, §9). A second order is paid by Card A (the kiosk's
 * card terminal, its simulator on a free port): completed on the server with the card payment, charged once.
 */
let rig: CardRig;
let server: DemoServer;
let cardA: RunningCardTerminalA;
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  // The demo store's Card A payment type points at this simulator, reached through the paired print helper.
  rig = await startCardRig();
  ({ server, cardA } = rig);
});
test.afterEach(async () => {
  await rig.stop();
});

interface ServerOrder {
  local_id: string;
  status: number;
  number: number | null;
  description: string | null;
  grand_total: number;
  dining_option: { name: string } | null;
  payments: unknown[];
}

/** The order on the server with this local id among those of `status` (GET /api/orderlist, terminal token), or null. */
const serverOrder = (page: Page, status: number, localId: string) =>
  serverOrderOf<ServerOrder>(page, server.url, localId, status);

/** Links the kiosk with its printed code: no PIN screen, the welcome screen instead (seed 000 §2.2 rules 8, 9). */
async function linkKiosk(page: Page): Promise<void> {
  await linkKioskWithCode(page, server);
  await expect(page.getByText('Terminal #3 Kiosk')).toBeVisible();
}

/** From the welcome screen: Dine in, two teas, Checkout; returns the order's local id. */
async function orderTwoTeas(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Touch to begin your order/ }).click();
  await expect(page.getByRole('heading', { name: 'Select order type' })).toBeVisible();
  await page.getByRole('button', { name: 'Dine in', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+\?diningOption=\d+$/);
  const localId = decodeURIComponent(/\/orders\/([^/?]+)/.exec(page.url())?.[1] ?? '');
  const cart = page.getByRole('region', { name: 'Your order' });
  await expect(cart.getByText('Order type: Dine in')).toBeVisible();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Tea', exact: true })
    .click({ timeout: 30_000 });
  const products = page.getByRole('list', { name: 'Products' });
  await products.getByRole('button', { name: /^English breakfast/ }).click();
  await products.getByRole('button', { name: /^Earl grey/ }).click();
  await expect(cart.getByRole('status', { name: 'Total' })).toHaveText('$6.18');
  await expect(cart.getByText('Your cart is empty')).toBeHidden();
  await page.getByRole('button', { name: 'Checkout' }).click();
  // The route names the order by its server id once the sync has answered, else by its local id.
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Pay with' })).toBeVisible();
  return localId;
}

test('a kiosk order paid at the register: held with that description on the server, the kiosk welcome again 10 s later', async ({
  page,
}) => {
  await linkKiosk(page);
  const localId = await orderTwoTeas(page);
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$6.18');
  await expect(page.getByText('Order type: Dine in').first()).toBeVisible();
  // seed 000 §5: only the kiosk's payment types (Card A and Card B in the demo), then Pay at the register.
  const payWith = page.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('button')).toHaveText(['Card A', 'Card B', 'Pay at the register']);
  await payWith.getByRole('button', { name: 'Pay at the register' }).click();
  const modal = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(modal).toBeVisible();
  const shownAt = Date.now();
  await expect(modal).toContainText('Please pay at the register');
  await expect(modal.getByText(/^Order #/)).toBeVisible();
  // seed 001 §4: back to / (the guard's kiosk home) after 10 s, not before.
  await page.waitForTimeout(8_000);
  await expect(page).toHaveURL(/\/orders\/[^/]+\/checkout$/);
  await expect(page.getByText('Touch to begin your order')).toBeVisible({ timeout: 6_000 });
  await expect(page).toHaveURL(/\/kiosk$/);
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(9_500);

  await expect.poll(() => serverOrder(page, 2, localId), { timeout: 30_000 }).not.toBeNull();
  const held = await serverOrder(page, 2, localId);
  expect(held).toMatchObject({
    status: 2,
    description: 'Pay at the register',
    grand_total: 6.18,
    dining_option: { name: 'Dine in' },
    payments: [],
  });
  expect(held?.number).toEqual(expect.any(Number));
});

interface ServerPayment {
  amount: number;
  payment_type: string;
  transaction_type: string | null;
  card_lastfour: string | null;
}

test('a kiosk order paid by card: completed on the server with one Card A payment, "being prepared", welcome again', async ({
  page,
}) => {
  await linkKiosk(page);
  const localId = await orderTwoTeas(page);
  await page.getByRole('group', { name: 'Pay with' }).getByRole('button', { name: 'Card A' }).click();
  const modal = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText('Your order is being prepared');
  await expect(modal.getByText(/^Order #/)).toBeVisible();
  // Close returns to / at once (the guard's kiosk home).
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Touch to begin your order')).toBeVisible();
  await expect(page).toHaveURL(/\/kiosk$/);

  await expect.poll(() => serverOrder(page, 3, localId), { timeout: 30_000 }).not.toBeNull();
  const paid = (await serverOrder(page, 3, localId)) as (ServerOrder & { payments: ServerPayment[] }) | null;
  expect(paid).toMatchObject({ status: 3, grand_total: 6.18, dining_option: { name: 'Dine in' } });
  expect(paid?.payments).toHaveLength(1);
  expect(paid?.payments[0]).toMatchObject({
    amount: 6.18,
    payment_type: 'Card A',
    transaction_type: 'sale',
    card_lastfour: '1111',
  });
  // One charge on the device.
  const transactions = (await (await fetch(`${cardA.url}/__sim/transactions`)).json()) as {
    kind: string;
    approved: boolean;
  }[];
  expect(transactions.filter((transaction) => transaction.kind === 'sale' && transaction.approved)).toHaveLength(1);
});
