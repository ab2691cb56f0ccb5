import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, PIN } from '../support/selling.ts';
import { openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 17 §1 acceptance, on the demo's table-service terminal (store 1, terminal 2): the floor with its occupied
 * and vacant counts; a table dragged in edit mode, Save, reload: the position stayed and the server has it; a tap on
 * a free table opens a new order carrying the table. SCREENSHOTS=<folder> also writes the screen at three sizes.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface ServerTable {
  id: number;
  table_name: string;
  x_value: number;
  y_value: number;
}

/** The store's tables as the back office answers them, with this terminal's own token. */
async function serverTables(page: Page): Promise<ServerTable[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/tables/`, { headers: { authorization: `Token ${token ?? ''}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: ServerTable[] }).results;
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

test('the floor: counts, drag in edit mode and Save survive a reload and reach the server; a free table opens a new order on it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await linkTerminal(page, server, '1/2');
  await press(page, 'PIN keypad', PIN.owner);
  await openShift(page, '10000');
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });

  // The demo floor: three sections, every table vacant.
  const main = page.getByRole('region', { name: 'Main room' });
  await expect(main.getByText('0 occupied')).toBeVisible();
  await expect(main.getByText('8 vacant')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terrace' }).getByText('7 vacant')).toBeAttached();
  const m1 = main.getByRole('button', { name: 'Table M1', exact: true });
  await expect(m1).toHaveAccessibleDescription('Available');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'tables');

  // Edit mode: a tap does nothing; a drag moves M1; Save leaves edit mode. On a PC screen the plan is not scaled
  // down, so the drag's pixels are the plan's.
  await page.setViewportSize({ width: 1366, height: 768 });
  const before = (await serverTables(page)).find((table) => table.table_name === 'M1');
  expect(before).toBeDefined();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await m1.click();
  await expect(page).toHaveURL(/\/tables$/);
  const box = await m1.boundingBox();
  if (!box) throw new Error('M1 has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Several steps, as a finger moves: the drag starts past the library's activation distance.
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 70, { steps: 10 });
  if (shots) await page.screenshot({ path: `${shots}/tables-dragging-1366x768.png` });
  await page.mouse.up();
  await screenshot(page, 'tables-editing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const moved = { x: (before?.x_value ?? 0) + 150, y: (before?.y_value ?? 0) + 70 };
  // The server has the new position (uploaded on release).
  await expect
    .poll(async () => {
      const table = (await serverTables(page)).find((one) => one.table_name === 'M1');
      return table && [table.x_value, table.y_value];
    })
    .toEqual([moved.x, moved.y]);

  // After a reload the card stands where it was dropped.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(m1).toBeVisible({ timeout: 30_000 });
  await expect(m1).toHaveCSS('left', `${String(moved.x)}px`);
  await expect(m1).toHaveCSS('top', `${String(moved.y)}px`);

  // The list view names the same tables.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(main.getByRole('list', { name: 'Tables of Main room' })).toBeVisible();
  await screenshot(page, 'tables-list');
  await page.getByRole('button', { name: 'Floor plan', exact: true }).click();

  // A tap on a free table opens a new order on it.
  const m2 = (await serverTables(page)).find((table) => table.table_name === 'M2');
  await main.getByRole('button', { name: 'Table M2', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new\\?tableID=${String(m2?.id)}$`));

  // The order taken there seats the table: back on Tables, M2 is occupied and its card names the order.
  await addProductByTap(page, 'Croissant', 'Breakfast');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tables' }).click();
  await expect(main.getByText('1 occupied')).toBeVisible();
  await expect(main.getByText('7 vacant')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Table M2', exact: true })).toHaveAccessibleDescription(
    /^Order #\d+-\d{3} Open for 0:0\d Oliver$/,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'tables-occupied');
});
