import { expect, test, type Page } from '@playwright/test';
import { refundTheEnglishBreakfast, sellThreeItems } from '../support/cards.ts';
import { linkTerminalPatiently, paymentSettled, signInAndOpenShift, sellTwoTeas } from '../support/checkout.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { terminalToken } from '../support/selling.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 8 acceptance (gift cards), on demo store 1 terminal 1 (quick service) with the Owner PIN: a card with
 * insufficient balance, topped up on an order paid in cash (credited on completion), then paying another order; a
 * partial refund of 1 of 3 items paid by gift card reimburses the card; offline the gift card payment shows the
 * unavailable modal while cash still works.
 * The demo has no gift card: each journey creates its own through the API with the terminal's token.
 */
let server: DemoServer;

// Link codes are single use: each journey links terminal 1/1 on a fresh demo server.
test.beforeEach(async () => {
  server = await startDemoServer();
});
test.afterEach(async () => {
  await server.stop();
});

interface ServerCard {
  gift_card_number: string;
  credit: number;
  payments: { amount_paid: number; transaction_type: number; order_id: number | null }[];
}
interface ServerOrder {
  id: number;
  local_id: string;
  status: number;
  grand_total: number;
  tax_total: number;
  reference_order: number | string | null;
  payments: { amount: number; payment_type: string; transaction_type: string | null; gift_card?: string | null }[];
}

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await terminalToken(page);
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(200);
  return (await response.json()) as T;
}

const cardCreate = (page: Page, number: string, credit: number) =>
  api<ServerCard>(page, '/api/gift-card/', {
    method: 'POST',
    body: { gift_card_number: number, credit, local_id: `e2e-${number}` },
  });
const cardOnServer = (page: Page, number: string) =>
  api<ServerCard>(page, `/api/gift-card/?gift_card_number=${number}`);

async function serverOrder(page: Page, status: number, localId: string): Promise<ServerOrder | null> {
  let next: string | null = `/api/orderlist?status=${String(status)}`;
  while (next) {
    const body: { results: ServerOrder[]; next: string | null } = await api(page, next);
    const found = body.results.find((order) => order.local_id === localId);
    if (found) return found;
    next = body.next;
  }
  return null;
}

/** Opens the gift card modal's card step for `number` (step 1: type, Next). */
async function enterCard(page: Page, number: string) {
  const modal = page.getByRole('dialog', { name: 'Gift Card' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Gift card number' }).fill(number);
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByLabel('Balance', { exact: true })).toBeVisible({ timeout: 15_000 });
  return modal;
}

const totalOnScreen = (page: Page) => page.locator('output[aria-label="Total"]');

test('a gift card with insufficient balance, topped up on an order paid in cash, then pays another order', async ({
  page,
}) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  await cardCreate(page, '4321-0001', 0);

  // The top-up is sold on an order (docs/decisions.md §25): Gift Card in the editor's action bar, Add Funds 20.00
  // adds a "Gift card 4321-0001" line (product -2, untaxed) and credits nothing yet.
  await page.getByRole('button', { name: 'Gift Card', exact: true }).click();
  let modal = await enterCard(page, '4321-0001');
  await expect(modal.getByLabel('Balance', { exact: true })).toHaveText('$0.00');
  await expect(modal.getByText('there is no payment history for this gift card')).toBeVisible();
  await press(modal, 'Add funds keypad', '2000');
  await modal.getByRole('button', { name: 'Add Funds' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+$/);
  await expect(page.getByText('Gift card 4321-0001')).toBeVisible();
  await expect(totalOnScreen(page)).toHaveText('$20.00');
  const topUpId = decodeURIComponent(/\/orders\/([^/?]+)$/.exec(page.url())?.[1] ?? '');
  expect((await cardOnServer(page, '4321-0001')).credit).toBe(0);

  // At checkout the card itself cannot pay yet: INSUFFICIENT BALANCE, Pay $0.00 disabled. Cash pays the top-up.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$20.00');
  await page.getByRole('button', { name: 'Gift Card', exact: true }).click();
  modal = await enterCard(page, '4321-0001');
  await expect(modal.getByText('INSUFFICIENT BALANCE')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Pay $0.00' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await paymentSettled(page);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  let completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible();
  // Paid in full: the card is credited once (local_id from the line's local_id).
  await expect.poll(async () => (await cardOnServer(page, '4321-0001')).credit, { timeout: 30_000 }).toBe(20);
  await expect.poll(() => serverOrder(page, 3, topUpId), { timeout: 30_000 }).not.toBeNull();
  const topUp = (await serverOrder(page, 3, topUpId))!;
  expect([topUp.grand_total, topUp.tax_total]).toEqual([20, 0]);
  expect(topUp.payments).toEqual([expect.objectContaining({ amount: 20, payment_type: 'Cash' })]);
  await completed.getByRole('button', { name: 'New Sale' }).click();

  // Another order: the card pays the 6.18.
  const localId = await sellTwoTeas(page);
  await page.getByRole('button', { name: 'Gift Card', exact: true }).click();
  modal = await enterCard(page, '4321-0001');
  await expect(modal.getByLabel('Balance', { exact: true })).toHaveText('$20.00');
  await expect(modal.getByText('INSUFFICIENT BALANCE')).toBeHidden();
  await modal.getByRole('button', { name: 'Pay $6.18' }).click();
  completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible();

  await expect.poll(() => serverOrder(page, 3, localId), { timeout: 30_000 }).not.toBeNull();
  const order = (await serverOrder(page, 3, localId))!;
  expect(order.grand_total).toBe(6.18);
  expect(order.payments).toEqual([
    expect.objectContaining({ amount: 6.18, payment_type: 'Gift Card', gift_card: '4321-0001' }),
  ]);
  const card = await cardOnServer(page, '4321-0001');
  expect(card.credit).toBe(13.82);
  expect(card.payments.map((payment) => [payment.transaction_type, payment.amount_paid])).toEqual([
    [2, 6.18],
    [1, 20],
  ]);
});

test('a partial refund of 1 of 3 items paid by gift card reimburses the card', async ({ page }) => {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  await cardCreate(page, '4321-0002', 50);

  // The sale: Filter coffee 2.80, English breakfast 2.60, Earl grey 2.60 with 19 % tax: total 9.51.
  const saleId = await sellThreeItems(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$9.51');
  await page.getByRole('button', { name: 'Gift Card', exact: true }).click();
  const modal = await enterCard(page, '4321-0002');
  await modal.getByRole('button', { name: 'Pay $9.51' }).click();
  const completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible();
  await expect.poll(() => serverOrder(page, 3, saleId), { timeout: 30_000 }).not.toBeNull();
  const sold = (await serverOrder(page, 3, saleId))!;
  expect((await cardOnServer(page, '4321-0002')).credit).toBe(40.49);
  await completed.getByRole('button', { name: 'New Sale' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // The order list: Refund, keep only the English breakfast (-3.09).
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  // The list names an order by its short number (issue 15 §4), never its local id.
  const shortNumber = (sold as { short_number?: string | null }).short_number ?? '';
  await page.getByRole('button', { name: `View order #${shortNumber}` }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+\?refund=1$/);
  const refundId = decodeURIComponent(/\/orders\/([^/?]+)\?refund=1$/.exec(page.url())?.[1] ?? '');
  await refundTheEnglishBreakfast(page);

  // The card got the 3.09 back (a RETURN credit); the refund order carries a gift card return payment.
  const card = await cardOnServer(page, '4321-0002');
  expect(card.credit).toBe(43.58);
  expect(card.payments[0]).toMatchObject({ transaction_type: 1, amount_paid: 3.09 });
  await expect.poll(() => serverOrder(page, 5, refundId), { timeout: 30_000 }).not.toBeNull();
  const returned = (await serverOrder(page, 5, refundId))!;
  expect(returned).toMatchObject({ grand_total: -3.09, reference_order: sold.id });
  expect(returned.payments).toEqual([
    expect.objectContaining({
      amount: -3.09,
      payment_type: 'Gift Card',
      transaction_type: 'return',
      gift_card: '4321-0002',
    }),
  ]);
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the gift card payment shows the unavailable modal while cash still works', async ({ page, context }) => {
    await linkTerminalPatiently(page, server, '1/1');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await signInAndOpenShift(page);
    await sellTwoTeas(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Gift Card', exact: true }).click();
    const unavailable = page
      .getByRole('alertdialog', { name: 'Gift card unavailable' })
      .or(page.getByRole('dialog', { name: 'Gift card unavailable' }));
    await expect(unavailable).toBeVisible();
    await unavailable.getByRole('button', { name: 'Close' }).click();
    await expect(unavailable).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Gift Card' })).toBeHidden();
    await paymentSettled(page);
    await page.getByRole('button', { name: 'Cash', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
    await context.setOffline(false);
  });
});
