import { expect, test, type Page } from '@playwright/test';
import { refundTheEnglishBreakfast, sellThreeItems } from '../support/cards.ts';
import { signInAndOpenShift } from '../support/checkout.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { serverOrder as serverOrderOf } from '../support/selling.ts';
import { linkTerminal } from '../support/terminal.ts';

/**
 * Issue 7 acceptance (refunds, items 6 and 7): a partial refund of 1 of 3 items paid in cash. The sale, on demo store 1
 * terminal 1 (quick service) with the Owner PIN: Filter coffee 2.80, English breakfast 2.60 and Earl grey 2.60, all
 * with the 19 % sales tax (exclusive): subtotal 8.00, tax 0.53 + 0.49 + 0.49 = 1.51, total 9.51, paid in cash. The
 * refund, from the order list, returns the English breakfast by choosing it on the refund screen (issue 15 §3):
 * -2.60 and tax -0.49, total -3.09, one cash return.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface ServerOrder {
  id: number;
  short_number?: string | null;
  local_id: string;
  status: number;
  grand_total: number;
  total_sum: number;
  tax_total: number;
  reference_order: number | string | null;
  items: { name: string; quantity: number; order_refund_item: string | null; void_status: number | null }[];
  payments: { amount: number; payment_type: string; transaction_type: string | null }[];
}

/** The order on the server with this local id among those of `status`, or null. */
const serverOrder = (page: Page, status: number, localId: string) =>
  serverOrderOf<ServerOrder>(page, server.url, localId, status);

test('a partial refund of 1 of 3 items paid in cash: totals on screen, both orders on the server after sync', async ({
  page,
}) => {
  await linkTerminal(page, server, '1/1');
  await signInAndOpenShift(page);

  // The sale: three items, paid in cash (a zero tendered amount pays the whole balance).
  const saleId = await sellThreeItems(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('$9.51');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible();
  await expect.poll(() => serverOrder(page, 3, saleId), { timeout: 30_000 }).not.toBeNull();
  const sold = (await serverOrder(page, 3, saleId))!;
  expect(sold).toMatchObject({ grand_total: 9.51, tax_total: 1.51 });
  await completed.getByRole('button', { name: 'New Sale' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // The order list: the sale under Completed, its details in the sidebar, then Refund.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  // The list names an order by its short number (issue 15 §4).
  await page.getByRole('button', { name: `View order #${sold.short_number ?? String(sold.id)}` }).click();
  const sidebar = page.getByRole('complementary', { name: 'Order details' });
  await expect(sidebar.getByText('Paid · Cash')).toBeVisible();
  const refund = page.getByRole('button', { name: 'Refund', exact: true });
  await expect(refund).toBeEnabled();
  await refund.click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+\?refund=1$/);
  const refundId = decodeURIComponent(/\/orders\/([^/?]+)\?refund=1$/.exec(page.url())?.[1] ?? '');

  // The refund screen: all three items chosen; none, then the English breakfast alone; one confirmation.
  await refundTheEnglishBreakfast(page);
  await page
    .getByRole('alertdialog', { name: 'Order has been refunded' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page).toHaveURL(/\/orders$/);

  // On the server after sync: the refund order (status 5, a cash return of -3.09) and the original, now status 5.
  await expect.poll(() => serverOrder(page, 5, refundId), { timeout: 30_000 }).not.toBeNull();
  const returned = (await serverOrder(page, 5, refundId))!;
  expect(returned).toMatchObject({ grand_total: -3.09, tax_total: -0.49, reference_order: sold.id });
  // Only the line chosen is on the refund order.
  expect(returned.items.map((item) => [item.name, item.quantity, item.order_refund_item !== null])).toEqual([
    ['English breakfast', -1, true],
  ]);
  expect(returned.payments).toEqual([
    expect.objectContaining({ amount: -3.09, payment_type: 'Cash', transaction_type: 'return' }),
  ]);
  await expect.poll(async () => (await serverOrder(page, 5, saleId))?.status ?? null, { timeout: 30_000 }).toBe(5);
  expect(await serverOrder(page, 3, saleId)).toBeNull();
});
