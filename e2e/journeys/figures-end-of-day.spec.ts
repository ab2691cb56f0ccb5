import { expect, test, type Locator, type Page } from '@playwright/test';
import { payWith, serverCardOrder, serverCardOrderSynced, startCardRig, type CardRig } from '../support/cards.ts';
import { linkTerminalPatiently, paymentSettled, signInAndOpenShift } from '../support/checkout.ts';
import { closeReport, closeShift } from '../support/shift.ts';
import { addProductByTap, orderTotal, routeLocalId } from '../support/selling.ts';
import { press } from '../support/terminal.ts';

/**
 * Issue 15 acceptance (end of day): sell three items with modifiers and an order discount, pay part by card (Card A,
 * its simulator started here) and part in cash, refund one item by choosing it, close the shift counting the exact cash: over/short
 * $0.00, and every figure of the Z report equals the server's day summary (the Day Summary of the Shift screen is GET
 * /api/daysummary/, computed on the server from the orders it stored).
 */
let rig: CardRig;

test.describe.configure({ timeout: 180_000 });
test.beforeEach(async () => {
  rig = await startCardRig();
});
test.afterEach(async () => {
  await rig.stop();
});

/** Taps a product and, in its modifiers panel, the named modifiers ("Group/Modifier": the group's tab first). */
async function addWithModifiers(page: Page, product: string, category: string, choices: string[]): Promise<void> {
  await addProductByTap(page, product, category);
  const panel = page.getByRole('dialog', { name: 'Modifiers' });
  await expect(panel).toBeVisible();
  for (const choice of choices) {
    const [tab, name] = choice.includes('/') ? choice.split('/') : [null, choice];
    if (tab) await panel.getByRole('tab', { name: tab }).click();
    await panel.getByRole('button', { name: new RegExp(`^${name ?? ''}`) }).click();
  }
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
}

/** The report's text lines from "Transactions" on: the figures (the drawer block and the header differ by kind). */
async function figureLines(report: Locator, name: string): Promise<string[]> {
  const lines = ((await report.getByLabel(name).textContent()) ?? '').split('\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('Transactions')));
}

const amountOf = (lines: string[], label: string): string =>
  lines
    .find((line) => line.startsWith(label))
    ?.replace(label, '')
    .trim() ?? '';

interface Paid {
  grand_total: number;
  tax_total: number;
  payments: { amount: number; payment_type: string }[];
}

test('a day of one sale and one refund closes at $0.00 over/short and its Z report equals the day summary', async ({
  page,
}) => {
  await linkTerminalPatiently(page, rig.server, '1/1');
  // Opens the shift with 100.00 (Owner PIN, quick service).
  await signInAndOpenShift(page);

  // Three items with modifiers: Latte with oat milk, Cappuccino with whole milk and an extra shot, Espresso with an
  // extra shot; then a 1.00 order discount.
  await addWithModifiers(page, 'Latte', 'Coffee', ['Milk choice/Oat milk']);
  await addWithModifiers(page, 'Cappuccino', 'Coffee', ['Milk choice/Whole milk', 'Extra shots/Extra shot']);
  await addWithModifiers(page, 'Espresso', 'Coffee', ['Extra shots/Extra shot']);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Order discount' }).click();
  const discount = page.getByRole('dialog', { name: 'Order discount' });
  await discount.getByRole('button', { name: 'Amount $' }).click();
  await press(discount, 'Discount keypad', '100');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount).toBeHidden();
  const saleId = await routeLocalId(page);
  const total = (await orderTotal(page).textContent()) ?? '';

  // Part in cash (5.00), the rest by Card A.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(total);
  await press(page, 'Amount keypad', '500');
  await payWith(page, 'Cash').click();
  // The cash payment's busy state comes with its result: wait for the balance to change first (paymentSettled).
  await expect(page.getByRole('status', { name: 'Balance' })).not.toHaveText(total);
  await paymentSettled(page);
  await payWith(page, 'Card A').click();
  const completed = page.getByRole('dialog', { name: 'Sale completed' });
  await expect(completed).toBeVisible({ timeout: 30_000 });
  const sold = await serverCardOrderSynced(page, rig.server, 3, saleId, 2);
  await completed.getByRole('button', { name: 'New Sale' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // Refund the Espresso by choosing it: the order list, the sale, Refund.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const completedTab = page.getByRole('tab', { name: 'Completed' });
  await completedTab.click();
  // The list names an order by its short number (issue 15 §4) or, before it has one, its server id.
  const number = (sold as { short_number?: string | null }).short_number ?? String(sold.id);
  await page.getByRole('button', { name: `View order #${number}` }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+\?refund=1$/);
  const refundId = decodeURIComponent(/\/orders\/([^/?]+)\?refund=1$/.exec(page.url())?.[1] ?? '');
  // The refund screen (issue 15 §3): none, then the Espresso alone, to the original payments; one confirmation.
  const items = page.getByRole('list', { name: 'Items to return' });
  await expect(items.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Return none' }).click();
  await page.getByRole('button', { name: 'One more Espresso' }).click();
  await expect(page.getByRole('status', { name: 'Quantity of Espresso to return' })).toHaveText('1');
  const summary = page.getByRole('complementary', { name: 'Refund' });
  await expect(summary.getByText('1 item to return')).toBeVisible();
  await expect(summary.getByRole('radio', { name: /Original payment/ })).toBeChecked();
  await page.getByRole('button', { name: /^Refund \$/ }).click();
  const refunded = page.getByRole('alertdialog', { name: 'Order has been refunded' });
  await expect(refunded).toBeVisible({ timeout: 30_000 });
  await refunded.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(async () => (await serverCardOrder(page, rig.server, 5, refundId))?.payments.length ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const refund: Paid = (await serverCardOrder(page, rig.server, 5, refundId)) as Paid;

  // The drawer should hold the opening, the cash taken and less the cash given back.
  const cash = (order: Paid) =>
    order.payments
      .filter((payment) => payment.payment_type === 'Cash')
      .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  const expectedCents = 10_000 + cash(sold) + cash(refund);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shift' }).click();
  await expect(page.getByRole('heading', { name: 'Current Shift' })).toBeVisible();
  const z = await closeShift(page, String(expectedCents));
  await expect(z).toContainText(/Over\/Short\s+\$0\.00/);
  const zFigures = await figureLines(z, 'Z Report');
  await closeReport(z);
  await expect(page.getByText('Shift closed. Over/short: $0.00')).toBeVisible();

  // Net sales without tax: the sale's and the refund's totals less their taxes.
  const net = Math.round((sold.grand_total - sold.tax_total + refund.grand_total - refund.tax_total) * 100);
  expect(amountOf(zFigures, 'Net Sales')).toBe(`$${(net / 100).toFixed(2)}`);
  expect(amountOf(zFigures, 'Tax')).toBe(`$${(sold.tax_total + refund.tax_total).toFixed(2)}`);
  expect(amountOf(zFigures, 'Transactions')).toBe('1');

  // The server's day summary: the same figures, line for line.
  await page.getByRole('button', { name: 'Day Summary' }).click();
  const day = page.getByRole('dialog', { name: 'Day Summary' });
  await expect(day).toBeVisible({ timeout: 30_000 });
  expect(await figureLines(day, 'Day Summary')).toEqual(zFigures);
  await closeReport(day);
});
