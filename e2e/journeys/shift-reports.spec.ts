import { expect, test } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { closeReport, closeShift, openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 6 acceptance "open a shift with 100.00 ... close the shift with a counted amount and see over/short", and
 * issue 6 §7: the X report of the open shift and the Z report of the closed one are shown on screen and sent to the
 * printer when one is configured (the demo terminal has a receipt printer at 127.0.0.1, which nothing answers here,
 * so the figures stay on screen with 'Printing failed').
 */
const SENT = /^(Printing failed|Sent to the printer)$/;
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('open a shift with 100.00, see its X report, close it with a counted 95.50 and read the Z report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await linkTerminal(page, server);
  await press(page, 'PIN keypad', server.pins.get('Oliver') ?? '');
  await expect(page).toHaveURL(/\/shift$/);

  await openShift(page, '10000');
  // seed 000 §4: terminal 1/1 is quick service, so opening goes to a new order.
  await expect(page).toHaveURL(/\/orders\/new$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shift' }).click();
  await expect(page.getByRole('heading', { name: 'Current Shift' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$100.00' })).toBeVisible();

  // X report of the open shift: opening amount, no closing figures.
  await page.getByRole('button', { name: 'X Report' }).click();
  const x = page.getByRole('dialog', { name: 'X Report' });
  await expect(x).toContainText(/Opening Amount\s+\$100\.00/);
  await expect(x).not.toContainText('Closing Amount');
  await expect(x.getByRole('status')).toHaveText(SENT);
  await closeReport(x);

  // Close with a counted 95.50: over/short = 95.50 − (100.00 + 0.00 net sales) = −4.50 (seed 000 §4).
  const z = await closeShift(page, '9550');
  await expect(z.getByRole('heading', { name: 'Z Report' })).toBeVisible();
  await expect(z).toContainText(/Opening Amount\s+\$100\.00/);
  await expect(z).toContainText(/Closing Amount\s+\$95\.50/);
  await expect(z).toContainText(/Over\/Short\s+-\$4\.50/);
  await expect(z).toContainText(/Closed by\s+Oliver/);
  await expect(z).toContainText(/Transactions\s+0/);
  await expect(z.getByRole('status')).toHaveText(SENT);
  await closeReport(z);

  // Open shift is offered again, with the over/short of the closed one; the Z report can be shown again.
  await expect(page.getByRole('heading', { name: 'Open Shift' })).toBeVisible();
  await expect(page.getByText('Shift closed. Over/short: -$4.50')).toBeVisible();
  await page.getByRole('button', { name: 'Z Report' }).click();
  const again = page.getByRole('dialog', { name: 'Z Report' });
  await expect(again).toContainText(/Closing Amount\s+\$95\.50/);
  await closeReport(again);
});
