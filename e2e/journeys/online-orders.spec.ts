import { expect, test, type Page } from '@playwright/test';
import { startPrintHelper, type RunningPrintHelper } from '../../apps/print-helper/src/print-helper.ts';
import { startEscposPrinter, type RunningPrinter } from '../../tools/simulators/src/escpos-printer.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { layoutProblems } from '../support/screens.ts';
import { PIN, signIn, terminalToken } from '../support/selling.ts';
import { freePort } from '../support/server.ts';
import { linkTerminal } from '../support/terminal.ts';

/**
 * Issue 18 §1 in the browser: an order posted to the public intake shows under Pending (the popup's Yes opens the
 * screen); Approve prints its kitchen ticket on the simulated kitchen printer (through the real print helper) and
 * the server has it open; another order rejected ends cancelled; a paid one rejected ends refunded (the refund call).
 * The screen fits 1024x768, 1366x768 and 390x844 and passes axe.
 */
let server: DemoServer;
let printers: RunningPrinter;
let helper: RunningPrintHelper;
let kitchenPort: number;

test.beforeAll(async () => {
  printers = await startEscposPrinter([0, 0]);
  [kitchenPort] = printers.ports as [number, number];
  const helperPort = await freePort();
  server = await startDemoServer({
    env: {
      SIM_KITCHEN_PRINTER_PORT: String(kitchenPort),
      SIM_BAR_PRINTER_PORT: String(printers.ports[1]),
      PRINT_HELPER_PORT: String(helperPort),
    },
  });
  helper = await startPrintHelper({
    host: '127.0.0.1',
    port: helperPort,
    allowedOrigins: [server.url],
    allowedPrinterPorts: printers.ports,
    openSerial: () => Promise.reject(new Error('no scale')),
    printTimeoutMs: 2000,
  });
});
test.afterAll(async () => {
  await server.stop();
  await helper.close();
  await printers.close();
});

const kitchenTexts = () => printers.jobsAt(kitchenPort).map((job) => job.text);

/** The demo catalog's product id by name, and the Take out dining option's id, as the terminal stored them. */
async function catalogIds(page: Page, product: string): Promise<{ product: number; takeOut: number }> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const all = await new Promise<{ id: number; name: string }[]>((resolve) => {
      const request = database.transaction('products').objectStore('products').getAll();
      request.onsuccess = () => resolve(request.result as { id: number; name: string }[]);
    });
    database.close();
    const terminal = JSON.parse(localStorage.getItem('terminal') ?? '{}') as {
      dining_options?: { id: number; name: string }[];
    };
    return {
      product: all.find((row) => row.name === name)?.id ?? 0,
      takeOut: terminal.dining_options?.find((option) => option.name === 'Take out')?.id ?? 0,
    };
  }, product);
}

/** A customer's order through the public intake (pay at pickup: pending, unpaid). */
async function orderOnline(
  ids: { product: number; takeOut: number },
  name: string,
): Promise<{ id: number; local_id: string }> {
  const response = await fetch(`${server.url}/api/online/1/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      local_id: `${name}-${String(Date.now())}`,
      customer: { first_name: name, phone: '5550100' },
      dining_option_type: ids.takeOut,
      items: [{ product: ids.product, quantity: 1 }],
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; local_id: string };
}

/** The server's status of an online order (GET /api/online/orderlist?status=, the terminal's token). */
async function serverStatusHas(page: Page, status: number, id: number): Promise<boolean> {
  const token = await terminalToken(page);
  const response = await fetch(`${server.url}/api/online/orderlist?status=${String(status)}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results.some((order) => order.id === id);
}

/** A pending online order already paid online: uploaded as a terminal would (POST /api/orders/sync/). */
async function orderPaidOnline(page: Page, ids: { product: number; takeOut: number }, name: string): Promise<string> {
  const token = await terminalToken(page);
  const localId = `online_paid_${name}_${String(Date.now())}`;
  const now = new Date().toISOString();
  const response = await fetch(`${server.url}/api/orders/sync/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify([
      {
        local_id: localId,
        type: 1,
        status: 0,
        open_date: now,
        dining_option_type: ids.takeOut,
        customer: { first_name: name, phone: '5550199' },
        items: [{ local_id: `${localId}_0`, product: ids.product, name: 'Fish and chips', quantity: 1, price: 10 }],
        subtotal: 10,
        tax_total: 0,
        grand_total: 10,
        total_sum: 10,
        balance_remaining: 0,
        payments: [
          { local_id: `${localId}_p`, payment_type: 'Cash', amount: 10, payment_date: now, transaction_type: 'sale' },
        ],
      },
    ]),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return localId;
}

/** The server id the terminal holds for an order (merged from the server's online order list). */
function localOrderId(page: Page, localId: string): Promise<number> {
  return page.evaluate(
    async (id) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('OpenTill');
        open.onsuccess = () => {
          const request = open.result.transaction('orders').objectStore('orders').get(id);
          request.onsuccess = () => resolve((request.result as { id: number }).id);
        };
      }),
    localId,
  );
}

const shots = process.env.SCREENSHOTS;
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The screen fits each size (support/screens.ts layoutProblems) and passes axe; SCREENSHOTS=<folder> keeps pictures. */
async function screenFits(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    let problems = await layoutProblems(page, []);
    for (const deadline = Date.now() + 3000; problems.length && Date.now() < deadline;) {
      await page.waitForTimeout(150);
      problems = await layoutProblems(page, []);
    }
    expect
      .soft(
        problems.map((problem) => `${problem.element}: ${problem.what}`),
        `${name} at ${String(size.width)}`,
      )
      .toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${String(size.width)}x${String(size.height)}.png` });
    await expectNoSeriousA11yViolations(page, true);
  }
  await page.setViewportSize(SIZES[0]);
}

test('online orders: Approve prints the kitchen ticket and opens or completes the order; rejects end cancelled or refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SIZES[0]);
  await linkTerminal(page, server, '1/1');
  await signIn(page, PIN.owner);
  const ids = await catalogIds(page, 'Fish and chips');
  expect(ids.product).toBeGreaterThan(0);
  expect(ids.takeOut).toBeGreaterThan(0);

  // A customer orders online; the popup's Yes opens Online Orders on Pending, the order listed.
  const first = await orderOnline(ids, 'Ada');
  const popup = page.getByRole('dialog', { name: 'New Order Received' });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/online-orders$/);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('list', { name: 'Online orders' });
  const firstEntry = list.getByRole('listitem').filter({ hasText: 'Ada' });
  await expect(firstEntry).toContainText('Take out');
  await expect(firstEntry).toContainText('Unpaid');
  await expect(firstEntry).toContainText('Now');
  await expect(page.getByRole('tab', { name: 'Pending 1 pending today' })).toBeVisible();
  await screenFits(page, 'online-orders-list');
  await firstEntry.getByRole('button', { name: /^View online order/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'Online order details' });
  await expect(sidebar).toContainText('1 × Fish and chips');
  await screenFits(page, 'online-orders-pending');

  // Approve: the kitchen ticket on the kitchen printer, the order open (payment pending) on the server.
  await page.getByRole('button', { name: /^Approve order/ }).click();
  await expect.poll(kitchenTexts, { timeout: 20_000 }).toHaveLength(1);
  expect(kitchenTexts()[0]).toContain('1 x Fish and chips');
  await expect.poll(() => serverStatusHas(page, 1, first.id), { timeout: 30_000 }).toBe(true);
  await expect(list.getByRole('listitem').filter({ hasText: 'Ada' })).toBeHidden();
  await page.getByRole('tab', { name: 'Payment Pending' }).click();
  const approved = list.getByRole('listitem').filter({ hasText: 'Ada' });
  await approved.getByRole('button', { name: /^View online order/ }).click();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await screenFits(page, 'online-orders-payment-pending');

  // Another order is rejected: a confirmation, then cancelled on the server; no ticket.
  const second = await orderOnline(ids, 'Bob');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const secondEntry = list.getByRole('listitem').filter({ hasText: 'Bob' });
  await expect(secondEntry).toBeVisible({ timeout: 20_000 });
  await secondEntry.getByRole('button', { name: /^View online order/ }).click();
  await page.getByRole('button', { name: /^Reject order/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject this order?' });
  await expect(confirm).toContainText('Are you sure you want to reject this order?');
  await screenFits(page, 'online-orders-reject');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => serverStatusHas(page, 4, second.id), { timeout: 30_000 }).toBe(true);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Bob' })).toBeVisible();

  // A paid pending order rejected: refunded on the server (the refund call, then the sync).
  const paidLocalId = await orderPaidOnline(page, ids, 'Grace');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const paidEntry = list.getByRole('listitem').filter({ hasText: 'Grace' });
  await expect(paidEntry).toContainText('Paid', { timeout: 20_000 });
  await expect(paidEntry).not.toContainText('Unpaid');
  await paidEntry.getByRole('button', { name: /^View online order/ }).click();
  await expect(sidebar).toContainText('Paid · Cash');
  await page.getByRole('button', { name: /^Reject order/ }).click();
  await page.getByRole('alertdialog', { name: 'Reject this order?' }).getByRole('button', { name: 'Yes' }).click();
  const paidId = await localOrderId(page, paidLocalId);
  await expect.poll(() => serverStatusHas(page, 5, paidId), { timeout: 30_000 }).toBe(true);
  await page.getByRole('tab', { name: 'Refunded' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Grace' })).toBeVisible();
  // Neither reject printed anything.
  expect(kitchenTexts()).toHaveLength(1);

  // A paid order approved: completed on the server, and its kitchen ticket.
  const approvedLocalId = await orderPaidOnline(page, ids, 'Linus');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const linus = list.getByRole('listitem').filter({ hasText: 'Linus' });
  await expect(linus).toBeVisible({ timeout: 20_000 });
  await linus.getByRole('button', { name: /^View online order/ }).click();
  await page.getByRole('button', { name: /^Approve order/ }).click();
  await expect.poll(kitchenTexts, { timeout: 20_000 }).toHaveLength(2);
  const approvedId = await localOrderId(page, approvedLocalId);
  await expect.poll(() => serverStatusHas(page, 3, approvedId), { timeout: 30_000 }).toBe(true);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Linus' })).toBeVisible();
});
