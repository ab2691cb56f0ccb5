import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, goToCheckout, PIN, routeLocalId, serverOrder, terminalToken } from '../support/selling.ts';
import { openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 17 §3 acceptance, on the demo's table-service terminal (store 1, terminal 2): a bill split by items into a new
 * order of the same table and evenly into 3 parts, each part paid in cash on its own; the server has each part with
 * the right totals. SCREENSHOTS=<folder> also writes the screens at three sizes.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

/** The id of a demo table by its name, as the back office answers (GET /api/tables/, the terminal's token). */
async function tableId(page: Page, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/tables/`, {
    headers: { authorization: `Token ${await terminalToken(page)}` },
  });
  const tables = ((await response.json()) as { results: { id: number; table_name: string }[] }).results;
  const found = tables.find((table) => table.table_name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found.id;
}

const shots = process.env.SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  for (const [width, height] of [
    [1024, 768],
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${String(width)}x${String(height)}.png` });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** Money as the demo store writes it ($1,234.56) in cents. */
const centsOf = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const cents = (value: number): number => Math.round(value * 100);

interface SplitServerOrder {
  local_id: string;
  status: number;
  table: number | null;
  grand_total: number;
  split_parts?: number | null;
  items: { name: string; void_status: number; sent_to_kitchen?: boolean | null }[];
  payments: { amount: number; payment_type: string }[];
}

const names = (order: SplitServerOrder | null) =>
  order?.items
    .filter((item) => item.void_status !== 1)
    .map((item) => item.name)
    .sort();

/** The table's orders of a status on the server (GET /api/orderlist, every page), but the one named. */
async function otherOrdersOfTable(page: Page, status: number, table: number, but: string): Promise<SplitServerOrder[]> {
  const token = await terminalToken(page);
  const found: SplitServerOrder[] = [];
  let next: string | null = `/api/orderlist?status=${String(status)}`;
  while (next) {
    const response = await fetch(`${server.url}${next}`, { headers: { Authorization: `Token ${token}` } });
    const body = (await response.json()) as { results: SplitServerOrder[]; next: string | null };
    found.push(...body.results.filter((order) => order.table === table && order.local_id !== but));
    next = body.next;
  }
  return found;
}

/** Pays in cash what checkout offers (the tendered amount, or the balance) and waits for the payment to settle. */
async function payCash(page: Page): Promise<void> {
  const cash = page.getByRole('button', { name: 'Cash', exact: true });
  await expect(cash).toHaveAttribute('aria-busy', 'false');
  await cash.click();
}

test('split a bill by items and evenly in 3, each part paid in cash, the server has each part with its totals', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await linkTerminal(page, server, '1/2');
  await press(page, 'PIN keypad', PIN.owner);
  await openShift(page, '10000');
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });
  const [m1, m2] = [await tableId(page, 'M1'), await tableId(page, 'M2')];

  // An order of three lines on M1, then checkout's Split bill.
  await page.getByRole('button', { name: 'Table M1', exact: true }).click();
  await addProductByTap(page, 'Croissant', 'Breakfast');
  const original = await routeLocalId(page);
  await addProductByTap(page, 'Pain au chocolat', 'Breakfast');
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await goToCheckout(page);
  await page.getByRole('button', { name: 'Split bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/tables/${String(m1)}/split/${original}$`));
  await expect(page.getByRole('heading', { name: /^Split bill/ })).toBeVisible();

  // By items: Cola goes to part 2; the preview shows both orders, their totals adding up to the bill.
  await page.getByRole('group', { name: 'Part for Cola' }).getByRole('button', { name: 'Part 2' }).click();
  const preview = page.getByRole('region', { name: 'The orders after the split' });
  await expect(preview.getByRole('listitem', { name: 'Part 2' })).toContainText('Cola');
  await expect(preview.getByRole('listitem', { name: 'Part 1' })).not.toContainText('Cola');
  const partTotals = [
    centsOf(await preview.getByLabel('Total of part 1').textContent()),
    centsOf(await preview.getByLabel('Total of part 2').textContent()),
  ];
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'split-by-items');
  await page.getByRole('button', { name: 'Split into 2 orders' }).click();

  // TableOrders of M1: two orders, each paid on its own from its column's Pay.
  await expect(page).toHaveURL(new RegExp(`/tables/${String(m1)}$`));
  const columns = page.getByRole('region', { name: /^Order #/ });
  await expect(columns).toHaveCount(2);
  for (let paid = 0; paid < 2; paid += 1) {
    await page
      .getByRole('region', { name: /^Order #/ })
      .first()
      .getByRole('button', { name: /^Pay / })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await payCash(page);
    const done = page.getByRole('dialog', { name: 'Sale completed' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'New Sale' }).click();
    await expect(page).toHaveURL(paid === 0 ? new RegExp(`/tables/${String(m1)}$`) : /\/tables$/);
  }
  await expect
    .poll(async () => {
      const first = await serverOrder<SplitServerOrder>(page, server.url, original, 3);
      const others = await otherOrdersOfTable(page, 3, m1, original);
      const second = others.length === 1 ? others[0]! : null;
      return [
        first?.table,
        names(first),
        first && cents(first.grand_total),
        second?.table,
        names(second),
        second && cents(second.grand_total),
        second?.payments.map((payment) => payment.payment_type),
      ];
    })
    .toEqual([m1, ['Croissant', 'Pain au chocolat'], partTotals[0], m1, ['Cola'], partTotals[1], ['Cash']]);

  // Evenly in 3 on M2: checkout offers part 1, 2 and 3 in turn; three cash payments add up to the bill.
  await page.getByRole('button', { name: 'Table M2', exact: true }).click();
  await addProductByTap(page, 'Croissant', 'Breakfast');
  const even = await routeLocalId(page);
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await goToCheckout(page);
  await page.getByRole('button', { name: 'Split bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/tables/${String(m2)}/split/${even}$`));
  await page.getByRole('tab', { name: 'Evenly' }).click();
  await page.getByRole('button', { name: 'More parts' }).click();
  await expect(page.getByRole('status', { name: 'Number of parts' })).toHaveText('3');
  const parts = page.getByRole('list', { name: 'Parts of the bill' }).getByRole('listitem');
  await expect(parts).toHaveCount(3);
  const amounts = (await parts.allTextContents()).map((text) => centsOf(text.replace(/^Part \d+/, '')));
  expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'split-evenly');
  await page.getByRole('button', { name: 'Split evenly into 3 parts' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (let part = 1; part <= 3; part += 1) {
    await expect(page.getByRole('status').filter({ hasText: `Split evenly: part ${String(part)} of 3` })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Amount tendered' })).toHaveText(
      new RegExp(`${(amounts[part - 1]! / 100).toFixed(2).replace('.', '\\.')}$`),
    );
    if (part === 1) await screenshot(page, 'split-checkout-part');
    await payCash(page);
  }
  await expect(page.getByRole('dialog', { name: 'Sale completed' })).toBeVisible();
  await expect
    .poll(async () => {
      const paid = await serverOrder<SplitServerOrder>(page, server.url, even, 3);
      return [
        paid?.table,
        paid?.split_parts,
        paid?.payments.map((payment) => cents(payment.amount)),
        paid && cents(paid.grand_total),
      ];
    })
    .toEqual([m2, 3, amounts, amounts.reduce((sum, amount) => sum + amount, 0)]);
});
