import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, goToCheckout, PIN, routeLocalId, serverOrder, terminalToken } from '../support/selling.ts';
import { openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';
import { startPrintHelper, type RunningPrintHelper } from '../../apps/print-helper/src/print-helper.ts';
import { startEscposPrinter, type RunningPrinter } from '../../tools/simulators/src/escpos-printer.ts';

/**
 * Issue 17 §3 acceptance, on the demo's table-service terminal (store 1, terminal 2): a bill split by items into a new
 * order of the same table and evenly into 3 parts, each part paid in cash on its own; the server has each part with
 * the right totals; a course held, then fired (issue 17 §5), reaches the kitchen printer (the ESC/POS simulator, through
 * the print helper) only after Fire. SCREENSHOTS=<folder> also writes the screens at three sizes.
 */
let server: DemoServer;
let printers: RunningPrinter;
let helper: RunningPrintHelper;
/** The pages the print helper answers: the demo server's, known once it runs. */
const origins: string[] = [];

test.beforeAll(async () => {
  // The demo's kitchen and bar printers on the simulator's ports, its terminals told the print helper's port.
  printers = await startEscposPrinter([0, 0]);
  helper = await startPrintHelper({
    host: '127.0.0.1',
    allowedOrigins: origins,
    allowedPrinterPorts: printers.ports,
    openSerial: () => Promise.reject(new Error('no scale')),
    printTimeoutMs: 5000,
  });
  const [kitchen, bar] = printers.ports;
  server = await startDemoServer({
    env: {
      PRINT_HELPER_PORT: String(helper.port),
      SIM_KITCHEN_PRINTER_PORT: String(kitchen),
      SIM_BAR_PRINTER_PORT: String(bar),
    },
  });
  origins.push(server.url);
});
test.afterAll(async () => {
  await server.stop();
  await helper.close();
  await printers.close();
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

  // By seat: no line has a seat, so nothing to split that way.
  await page.getByRole('tab', { name: 'By seat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No line has a seat yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'No seats to split by' })).toBeDisabled();
  await screenshot(page, 'split-by-seat');
  await page.getByRole('tab', { name: 'By items' }).click();

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
  await screenshot(page, 'split-table-orders');
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

/** Opens the line's actions and sets its course in the Seat and course dialog (seat left as it is). */
async function courseSet(page: Page, name: string, course: number): Promise<void> {
  const lines = page.getByRole('list', { name: 'Items' });
  await lines.getByRole('button', { name: new RegExp(name) }).click();
  await page
    .getByRole('group', { name: `Actions for ${name}` })
    .getByRole('button', { name: 'Seat and course' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Seat and course' });
  await dialog.getByRole('button', { name: 'Next seat' }).click();
  await dialog
    .getByRole('group', { name: 'Course' })
    .getByRole('button', { name: `Course ${String(course)}` })
    .click();
  if (course === 2) await screenshot(page, 'seat-course');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a course held is not sent to the kitchen; fired, it reaches the kitchen printer', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  // The second table-service terminal (Terminal #5 Floor 2): the first one's link code was used above.
  await linkTerminal(page, server, '1/7');
  await press(page, 'PIN keypad', PIN.owner);
  await openShift(page, '10000');
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });
  const [kitchen] = printers.ports as [number, number];
  const kitchenTexts = () => printers.jobsAt(kitchen).map((job) => job.text);

  await page.getByRole('button', { name: 'Table M3', exact: true }).click();
  await addProductByTap(page, 'Croissant', 'Breakfast');
  const localId = await routeLocalId(page);
  await addProductByTap(page, 'Pain au chocolat', 'Breakfast');
  await courseSet(page, 'Croissant', 1);
  await courseSet(page, 'Pain au chocolat', 2);

  // The panel groups the lines by course; course 2 is held.
  const lines = page.getByRole('list', { name: 'Items' });
  await expect(lines.getByRole('heading', { name: 'Course 1' })).toBeVisible();
  await expect(lines.getByText('Seat 1')).toHaveCount(2);
  await lines.getByRole('button', { name: 'Hold course 2' }).click();
  await expect(lines.getByText('Held', { exact: true })).toBeVisible();
  await expect(lines.getByRole('button', { name: 'Fire course 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'courses-held');

  // Kitchen print: course 1 goes to the kitchen printer, the held course 2 does not.
  await page.getByRole('button', { name: 'Kitchen print' }).click();
  await expect.poll(() => kitchenTexts().length, { timeout: 15_000 }).toBe(1);
  expect(kitchenTexts()[0]).toContain('Croissant');
  expect(kitchenTexts()[0]).not.toContain('Pain au chocolat');

  // Fire course 2: it is sent at once, and only it.
  await lines.getByRole('button', { name: 'Fire course 2' }).click();
  await expect.poll(() => kitchenTexts().length, { timeout: 15_000 }).toBe(2);
  expect(kitchenTexts()[1]).toContain('Pain au chocolat');
  expect(kitchenTexts()[1]).not.toContain('Croissant');
  await expect(lines.getByRole('button', { name: 'Hold course 2' })).toBeVisible();

  // The server has both lines sent, their courses, and no course held.
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hold order' }).click();
  await page.getByRole('dialog', { name: 'Hold order' }).getByRole('button', { name: 'Hold', exact: true }).click();
  await expect
    .poll(async () => {
      const held = await serverOrder<SplitServerOrder & { courses_held?: number[] | null }>(
        page,
        server.url,
        localId,
        2,
      );
      return [
        held?.courses_held ?? [],
        held?.items.map((item) => [item.name, (item as { course?: number }).course, item.sent_to_kitchen]),
      ];
    })
    .toEqual([
      [],
      [
        ['Croissant', 1, true],
        ['Pain au chocolat', 2, true],
      ],
    ]);
});
