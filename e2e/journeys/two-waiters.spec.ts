import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, PIN } from '../support/selling.ts';
import { openShift } from '../support/shift.ts';
import { linkTerminal, press } from '../support/terminal.ts';

/**
 * Issue 17 §4 acceptance: two table-service terminals of the demo store (Terminal #2 Floor and Terminal #5 Floor 2),
 * each in its own browser context. A table seated on the first is occupied on the second within 2 s; the order the
 * first holds is refused on the second with the seeds' message; both offline add lines to the same order, both sync:
 * every line exists once on the server and on both screens.
 */
let server: DemoServer;

test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server.stop();
});

interface ServerItem {
  local_id: string;
  name: string;
}
interface ServerOrderRow {
  local_id: string;
  table: number | null;
  locked_by?: number | null;
  items: ServerItem[];
}

/** The store's open orders as the back office answers POST /api/orders/ (the terminal's own token). */
async function serverOpenOrders(page: Page): Promise<ServerOrderRow[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${server.url}/api/orders/`, {
    method: 'POST',
    headers: { authorization: `Token ${token ?? ''}`, 'content-type': 'application/json' },
    body: '[]',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: ServerOrderRow[] }).results;
}

/** A fresh context linked as `storeTerminal`, signed in and with its shift open, on Tables. */
async function waiter(
  browser: Browser,
  storeTerminal: string,
  pin: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await linkTerminal(page, server, storeTerminal);
  await press(page, 'PIN keypad', pin);
  // The store's shift may be open already (the first waiter opened it): then the terminal goes straight to Tables.
  const shift = page.getByRole('heading', { name: 'Open Shift' });
  await expect(shift.or(mainRoom(page))).toBeVisible({ timeout: 30_000 });
  if (await shift.isVisible()) await openShift(page, '10000');
  await expect(page).toHaveURL(/\/tables$/, { timeout: 30_000 });
  return { context, page };
}

/** SCREENSHOTS=<folder> writes the screen at the three sizes of the brief (then back to 1024x768). */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  for (const [width, height] of [
    [1024, 768],
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${folder}/${name}-${String(width)}x${String(height)}.png` });
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

const tablesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tables' });
const mainRoom = (page: Page) => page.getByRole('region', { name: 'Main room' });
const tableM2 = (page: Page) => mainRoom(page).getByRole('button', { name: 'Table M2', exact: true });
const itemNames = async (page: Page): Promise<string[]> =>
  (
    await page
      .getByRole('region', { name: 'Order' })
      .getByRole('list', { name: 'Items' })
      .getByRole('listitem')
      .allInnerTexts()
  ).map((text) => text.replace(/\s+/g, ' '));

test('two waiters on one floor: seating seen within 2 s, the lock refused elsewhere, offline lines merged', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Terminal #5 Floor 2 is the demo's last terminal of store 1 (appended, so the other ids stay).
  const second = [...server.codes.keys()]
    .filter((key) => key.startsWith('1/'))
    .sort((x, y) => Number(y.slice(2)) - Number(x.slice(2)))[0];
  expect(second).toBeDefined();
  const a = await waiter(browser, '1/2', PIN.owner);
  const b = await waiter(browser, second ?? '', PIN.owner);
  await expect(mainRoom(b.page).getByText('0 occupied')).toBeVisible();

  // Seat M2 on the first terminal; the second sees it occupied within 2 s of the server having it.
  await tableM2(a.page).click();
  await addProductByTap(a.page, 'Croissant', 'Breakfast');
  await tablesLink(a.page).click();
  await expect.poll(async () => (await serverOpenOrders(a.page)).length, { timeout: 15_000 }).toBe(1);
  await expect(mainRoom(b.page).getByText('1 occupied')).toBeVisible({ timeout: 2_000 });
  const [seated] = await serverOpenOrders(a.page);
  const localId = seated?.local_id ?? '';

  // The first opens the order again and holds it: the second is refused with the seeds' message and the name.
  await tableM2(a.page).click();
  await expect(a.page.getByRole('region', { name: 'Order' }).getByText('Croissant')).toBeVisible();
  await expect.poll(async () => (await serverOpenOrders(a.page))[0]?.locked_by).toBe(2);
  await tableM2(b.page).click();
  const refusal = b.page.getByRole('alertdialog', { name: 'Restricted Access' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Order is being edited on another terminal: Terminal #2 Terminal #2 Floor');
  await screenshot(b.page, 'lock-refused');
  await refusal.getByRole('button', { name: 'Close' }).click();
  await tablesLink(b.page).click();

  // Leaving releases it: the second may open it now, and leaves it again.
  await tablesLink(a.page).click();
  await expect.poll(async () => (await serverOpenOrders(a.page))[0]?.locked_by ?? null).toBeNull();
  await tableM2(b.page).click();
  await expect(b.page.getByRole('region', { name: 'Order' }).getByText('Croissant')).toBeVisible();
  await tablesLink(b.page).click();
  await expect.poll(async () => (await serverOpenOrders(a.page))[0]?.locked_by ?? null).toBeNull();

  // Both offline, each adds a line to the same order, then goes back to the floor: leaving writes the order down and
  // asks for a sync (seed 000 §4), which waits for the network.
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await tableM2(a.page).click();
  await addProductByTap(a.page, 'Filter coffee', 'Coffee');
  await tableM2(b.page).click();
  await addProductByTap(b.page, 'Cola', 'Cold drinks');
  await expect.poll(() => itemNames(a.page)).toHaveLength(2);
  await expect.poll(() => itemNames(b.page)).toHaveLength(2);
  await tablesLink(a.page).click();
  await tablesLink(b.page).click();
  await expect(mainRoom(a.page)).toBeVisible();
  await expect(mainRoom(b.page)).toBeVisible();

  // Both online again: both sync; every line once on the server and on both screens.
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  const serverLines = async () =>
    (await serverOpenOrders(a.page))
      .find((order) => order.local_id === localId)
      ?.items.map((item) => item.name)
      .sort();
  await expect.poll(serverLines, { timeout: 20_000 }).toEqual(['Cola', 'Croissant', 'Filter coffee']);
  // One waiter at a time opens the order (the lock), sees the merged lines once each, and leaves it.
  for (const page of [a.page, b.page]) {
    await expect.poll(async () => (await serverOpenOrders(a.page))[0]?.locked_by ?? null).toBeNull();
    await tableM2(page).click();
    await expect.poll(async () => (await itemNames(page)).length, { timeout: 15_000 }).toBe(3);
    const names = (await itemNames(page)).join(' | ');
    for (const name of ['Croissant', 'Filter coffee', 'Cola']) expect(names.split(name).length - 1).toBe(1);
    await tablesLink(page).click();
    await expect(mainRoom(page)).toBeVisible();
  }
  expect(await serverLines()).toEqual(['Cola', 'Croissant', 'Filter coffee']);
  await a.context.close();
  await b.context.close();
});
