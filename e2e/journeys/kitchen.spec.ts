import { expect, test, type Page } from '@playwright/test';
import { startPrintHelper, type RunningPrintHelper } from '../../apps/print-helper/src/print-helper.ts';
import { startEscposPrinter, type RunningPrinter } from '../../tools/simulators/src/escpos-printer.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, PIN, signIn } from '../support/selling.ts';
import { freePort } from '../support/server.ts';
import { linkTerminal } from '../support/terminal.ts';

/**
 * Issue 17 §6, §7 in the browser: the demo's food goes to its kitchen printer and drinks to its bar printer (one
 * ESC/POS simulator listening on a port per printer, through the real print helper), and nowhere else; removing a
 * sent item prints ITEM CANCELED on the kitchen printer at once.
 */
let server: DemoServer;
let printers: RunningPrinter;
let helper: RunningPrintHelper;
let kitchenPort: number;
let barPort: number;

test.beforeAll(async () => {
  printers = await startEscposPrinter([0, 0]);
  [kitchenPort, barPort] = printers.ports as [number, number];
  const helperPort = await freePort();
  server = await startDemoServer({
    env: {
      SIM_KITCHEN_PRINTER_PORT: String(kitchenPort),
      SIM_BAR_PRINTER_PORT: String(barPort),
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

const shots = process.env.SCREENSHOTS;
/** SCREENSHOTS=<folder> writes the editor at the three sizes (the Kitchen print button offered). */
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

const texts = (port: number) => printers.jobsAt(port).map((job) => job.text);

async function kitchenPrint(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Kitchen print' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeDisabled();
}

test('food on the kitchen printer, drinks on the bar printer, and a removed sent item prints ITEM CANCELED', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await linkTerminal(page, server, '1/1');
  await signIn(page, PIN.owner);

  await addProductByTap(page, 'Fish and chips', 'Mains');
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await addProductByTap(page, 'Cola', 'Cold drinks');
  await screenshot(page, 'kitchen-print-offered');
  await kitchenPrint(page);
  await expect.poll(() => texts(kitchenPort).length).toBe(1);
  await expect.poll(() => texts(barPort).length).toBe(1);
  expect(texts(kitchenPort)[0]).toContain('1 x Fish and chips');
  expect(texts(kitchenPort)[0]).not.toContain('Cola');
  expect(texts(barPort)[0]).toContain('2 x Cola');
  expect(texts(barPort)[0]).not.toContain('Fish');

  const items = page.getByRole('list', { name: 'Items' });
  await items.getByRole('button', { name: /Fish and chips/ }).click();
  await page
    .getByRole('group', { name: 'Actions for Fish and chips' })
    .getByRole('button', { name: 'Remove item' })
    .click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to remove this item' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(items.getByRole('button', { name: /Fish and chips/ })).toBeHidden();
  await expect.poll(() => texts(kitchenPort).length).toBe(2);
  expect(texts(kitchenPort)[1]).toMatch(/\*\*\* ITEM CANCELED \*\*\*/);
  expect(texts(kitchenPort)[1]).toContain('1 x Fish and chips');
  expect(texts(barPort)).toHaveLength(1);
  // Nothing is left for the kitchen: the button is greyed out again.
  await expect(page.getByRole('button', { name: 'Kitchen print' })).toBeDisabled();
});
