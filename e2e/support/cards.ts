import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { tokenHash } from '../../apps/print-helper/src/pairing.ts';
import { startPrintHelper, type RunningPrintHelper } from '../../apps/print-helper/src/print-helper.ts';
import { startCardTerminalA, type RunningCardTerminalA } from '../../tools/simulators/src/card-terminal-a-server.ts';
import type { CardAScenario } from '../../tools/simulators/src/card-terminal-a-scenarios.ts';
import { cardTerminalB } from '../../tools/simulators/src/card-terminal-b.ts';
import { startHttpDevice, type RunningDevice } from '../../tools/simulators/src/http-device.ts';
import type { SimTransaction } from '../../tools/simulators/src/transactions.ts';
import type { Behaviour } from '../../tools/simulators/src/behaviour.ts';
import { startDemoServer, type DemoServer } from './demo-server.ts';
import { serverOrder } from './selling.ts';

/**
 * Steps of the card payment journeys (issue 8 §1): the card terminal A and B simulators started in this process on
 * free ports, a demo server whose Card A and Card B payment types point at them, what the devices recorded, and the
 * orders with their card payments as the back office answers them.
 */
export interface CardRig {
  server: DemoServer;
  cardA: RunningCardTerminalA;
  cardB: RunningDevice;
  helper: RunningPrintHelper;
  stop(): Promise<void>;
}

/**
 * Both simulators, the print helper that relays card A (the pinpad answers no CORS: the page reaches it only through
 * the helper), paired with the demo terminals by a token the demo seed writes into their print_helper_token setting,
 * then a fresh demo server pointed at them all (apps/server/src/demo CARD_A_URL / CARD_B_URL, demo-printers.ts).
 */
export async function startCardRig(): Promise<CardRig> {
  const cardA = await startCardTerminalA({ lateMs: 2_000 });
  const cardB = await startHttpDevice(cardTerminalB);
  const token = randomBytes(32).toString('base64url');
  // The helper listens first, on a port of its own choosing (a port picked free and bound later can be taken by a
  // journey running beside this one); the server's origin joins its allow-list once the server is up.
  const allowedOrigins: string[] = [];
  const helper = await startPrintHelper({
    port: 0,
    host: '127.0.0.1',
    allowedOrigins,
    openSerial: () => Promise.reject(new Error('no scale in the card journeys')),
    terminals: [{ name: 'demo', tokenSha256: tokenHash(token), devices: [`127.0.0.1:${String(cardA.port)}`] }],
  });
  const server = await startDemoServer({
    env: {
      CARD_A_URL: `${cardA.url}/card-a`,
      CARD_B_URL: `${cardB.url}/card-b`,
      PRINT_HELPER_PORT: String(helper.port),
      PRINT_HELPER_TOKEN: token,
    },
  });
  allowedOrigins.push(server.url);
  return {
    server,
    cardA,
    cardB,
    helper,
    stop: async () => {
      await server.stop();
      await Promise.all([cardA.close(), cardB.close(), helper.close()]);
    },
  };
}

/** Tells a device what to do with its next request(s); it approves when told nothing. */
export function deviceNext(device: RunningCardTerminalA, scenario: CardAScenario, times?: number): void;
export function deviceNext(device: RunningDevice, behaviour: Behaviour, times?: number): void;
export function deviceNext(
  device: RunningCardTerminalA | RunningDevice,
  behaviour: CardAScenario | Behaviour,
  times = 1,
): void {
  if ('scenarios' in device) device.scenarios.push(behaviour as CardAScenario, times);
  else device.behaviours.push(behaviour as Behaviour, times);
}

/** What the device recorded (its journal: kind, approved, amount in cents; a return's amount is negative). */
export const deviceRecord = (device: RunningCardTerminalA | RunningDevice): SimTransaction[] => device.journal.all();

/** The device's record reduced to [kind, approved, cents] rows, to compare whole. */
export const deviceCharges = (device: RunningCardTerminalA | RunningDevice): [string, boolean, number][] =>
  deviceRecord(device).map((transaction) => [transaction.kind, transaction.approved, transaction.amountCents]);

export interface ServerCardPayment {
  amount: number;
  amount_paid: number | null;
  change_amount: number | null;
  payment_type: string;
  transaction_type: string | null;
  card_lastfour: string | null;
  card_type: string | null;
  auth_code: string | null;
  reference_id: string | null;
  processor_response: string | null;
}
export interface ServerCardOrder {
  id: number;
  local_id: string;
  status: number;
  subtotal: number;
  tax_total: number;
  grand_total: number;
  total_sum: number;
  surcharge_value: number | null;
  allow_surcharge: boolean | null;
  reference_order: number | string | null;
  items: { name: string; quantity: number; void_status: number | null }[];
  payments: ServerCardPayment[];
}

/** The order with this local id among the server's orders of a status (all pages, terminal token), or null. */
export const serverCardOrder = (page: Page, server: Pick<DemoServer, 'url'>, status: number, localId: string) =>
  serverOrder<ServerCardOrder>(page, server.url, localId, status);

/** Waits until the sync has put the order on the server with that status and `payments` payments, and returns it. */
export async function serverCardOrderSynced(
  page: Page,
  server: Pick<DemoServer, 'url'>,
  status: number,
  localId: string,
  payments: number,
): Promise<ServerCardOrder> {
  await expect
    .poll(async () => (await serverCardOrder(page, server, status, localId))?.payments.length ?? -1, {
      timeout: 30_000,
    })
    .toBe(payments);
  return (await serverCardOrder(page, server, status, localId)) as ServerCardOrder;
}

/** Opens the totals behind 'View details' (seed 001 §2 left sidebar); done before paying, as the completed modal makes the sidebar inert. */
export async function checkoutDetailsOpen(page: Page): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Order items' });
  await sidebar.getByRole('button', { name: 'View details' }).click();
  await expect(sidebar.getByRole('button', { name: 'Close details' })).toBeVisible();
}

/** The open totals by their terms: e.g. { Subtotal: '$5.20', Tax: '$0.98', Total: '$6.18' }; Surcharge only when one applies. */
export async function checkoutFigures(page: Page): Promise<Record<string, string>> {
  const totals = page.getByRole('complementary', { name: 'Order items' }).locator('dl');
  await expect(totals).toBeVisible();
  const terms = await totals.locator('dt').allInnerTexts();
  const values = await totals.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
}

/** The payments the checkout sidebar lists, as [type, amount] rows. */
export async function checkoutPayments(page: Page): Promise<string[][]> {
  const list = page.getByRole('complementary', { name: 'Order items' }).getByRole('list', { name: 'Payments' });
  const rows = await list.getByRole('listitem').all();
  return Promise.all(
    rows.map(async (row) => (await row.locator('span > span').allInnerTexts()).map((text) => text.trim())),
  );
}

/** The payment type buttons of the checkout (seed 001 §2 Pay with). */
export const payWith = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * The refund screen (issue 15 §3) of the three-item sale: everything is chosen at first (`everything`: $9.51, or what
 * a same-day void of a card gives back); Return none, then one English breakfast added: -$3.09 (2.60 and its 0.49
 * tax), refunded on the original payment.
 */
export async function refundTheEnglishBreakfast(page: Page, everything = '$9.51'): Promise<void> {
  const items = page.getByRole('list', { name: 'Items to return' });
  await expect(items.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  const summary = page.getByRole('complementary', { name: 'Refund' });
  await expect(page.getByRole('button', { name: `Refund ${everything}` })).toBeEnabled();
  await page.getByRole('button', { name: 'Return none' }).click();
  await page.getByRole('button', { name: 'One more English breakfast' }).click();
  await expect(page.getByRole('status', { name: 'Quantity of English breakfast to return' })).toHaveText('1');
  await expect(summary.getByText('1 item to return')).toBeVisible();
  await expect(summary.getByRole('radio', { name: /Original payment/ })).toBeChecked();
  await page.getByRole('button', { name: 'Refund $3.09' }).click();
  await expect(page.getByText('Order has been refunded')).toBeVisible({ timeout: 30_000 });
}

/** The sale: Filter coffee 2.80, English breakfast 2.60, Earl grey 2.60 with 19 % tax (exclusive): total 9.51; returns its local id. */
export async function sellThreeItems(page: Page): Promise<string> {
  const products = page.getByRole('group', { name: 'Products' });
  const categories = page.getByRole('group', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Coffee', exact: true }).click({ timeout: 30_000 });
  await products.getByRole('button', { name: /^Filter coffee/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+_\d+$/);
  await categories.getByRole('button', { name: 'Tea', exact: true }).click();
  await products.getByRole('button', { name: /^English breakfast/ }).click();
  await products.getByRole('button', { name: /^Earl grey/ }).click();
  await expect(page.locator('output[aria-label="Total"]')).toHaveText('$9.51');
  return decodeURIComponent(/\/orders\/([^/?]+)$/.exec(page.url())?.[1] ?? '');
}
