import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, PIN, routeLocalId, serverOrder, terminalToken } from '../support/selling.ts';
import { openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 17 §2 acceptance, on the demo's table-service terminal (store 1, terminal 2): a second order opened on a table;
 * TableOrders shows both with Pay and the balance; an item moved between them; an order moved to another table; the
 * server has both orders right after the sync. SCREENSHOTS=<folder> also writes the screens at three sizes.
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

/** Holds the order in the editor (More options, Hold order, Hold). */
async function hold(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hold order' }).click();
  await page.getByRole('dialog', { name: 'Hold order' }).getByRole('button', { name: 'Hold', exact: true }).click();
}

interface TableServerOrder {
  local_id: string;
  status: number;
  table: number | null;
  grand_total: number;
  items: { name: string; quantity: number; void_status: number }[];
}

const activeNames = (order: TableServerOrder | null) =>
  order?.items
    .filter((item) => item.void_status !== 1)
    .map((item) => item.name)
    .sort();

test('two orders on a table: TableOrders with Pay and the balance, an item moved between them, an order moved to another table, both on the server', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await linkTerminal(page, server, '1/2');
  await press(page, 'PIN keypad', PIN.owner);
  await openShift(page, '10000');
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });
  const [m1, m2] = [await tableId(page, 'M1'), await tableId(page, 'M2')];

  // A tap on a free table opens a new order on it (Order route with tableID); held, the table has no other order: Tables.
  await page.getByRole('button', { name: 'Table M1', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new\\?tableID=${String(m1)}$`));
  await addProductByTap(page, 'Croissant', 'Breakfast');
  const first = await routeLocalId(page);
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await hold(page);
  await expect(page).toHaveURL(/\/tables$/);

  // TableOrders of M1: its order and the add-order tile, which opens a second order on the table.
  await page.goto(`${server.url}/tables/${String(m1)}`);
  await expect(page.getByRole('heading', { name: 'Table M1' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New order', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new\\?tableID=${String(m1)}$`));
  await addProductByTap(page, 'Pain au chocolat', 'Breakfast');
  const second = await routeLocalId(page);
  // Held while the table keeps another order: back to the table's orders (seed 001 §4 Hold).
  await hold(page);
  await expect(page).toHaveURL(new RegExp(`/tables/${String(m1)}$`));

  // One column per order, each with Pay showing its balance; the strip of totals names both.
  const columns = page.getByRole('region', { name: /^Order #/ });
  await expect(columns).toHaveCount(2);
  const [one, two] = [columns.nth(0), columns.nth(1)];
  await expect(page.getByRole('navigation', { name: 'Order totals' }).getByRole('button')).toHaveCount(2);
  for (const column of [one, two]) {
    const pay = column.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeEnabled();
    const total = (await column.getByRole('definition').last().textContent()) ?? '';
    await expect(pay).toHaveText(`Pay ${total}`);
  }
  await expect(one.getByRole('button', { name: /Cola/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'table-orders');

  // Move: Cola, selected on the first order, goes to the second; both orders are recomputed.
  const secondTotalBefore = (await two.getByRole('definition').last().textContent()) ?? '';
  await one.getByRole('button', { name: /Cola/ }).click();
  await expect(one.getByRole('button', { name: /Cola/ })).toHaveAttribute('aria-pressed', 'true');
  await one.getByRole('button', { name: /^Move item/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Move item' });
  await screenshot(page, 'table-orders-move-item');
  await dialog.getByRole('button', { name: /^Order #/ }).click();
  await expect(two.getByRole('button', { name: /Cola/ })).toBeVisible();
  await expect(one.getByRole('button', { name: /Cola/ })).toHaveCount(0);
  await expect(two.getByRole('definition').last()).not.toHaveText(secondTotalBefore);

  // Move an order to another table: the second order, from its editor (More options, Move), onto M2.
  await two.getByRole('button', { name: /^Edit order/ }).click();
  await expect(page.getByRole('group', { name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tables/moveorder/[^/]+/from/${String(m1)}$`));
  await expect(page.getByRole('heading', { name: /^Move Order #.* to another table$/ })).toBeVisible();
  await screenshot(page, 'tables-move-order');
  await page.getByRole('button', { name: 'Table M2', exact: true }).click();
  await expect(page).toHaveURL(/\/tables$/);

  // The server has both orders as the terminal left them (held on M1 / open again on M2), right after the sync.
  await expect
    .poll(async () => {
      const [held, moved] = [
        await serverOrder<TableServerOrder>(page, server.url, first, 2),
        await serverOrder<TableServerOrder>(page, server.url, second, 1),
      ];
      return [held?.table, activeNames(held), moved?.table, activeNames(moved)];
    })
    .toEqual([m1, ['Croissant'], m2, ['Cola', 'Pain au chocolat']]);
});
