import { expect, test, type Page } from '@playwright/test';
import { startPrintHelper, type RunningPrintHelper } from '../../apps/print-helper/src/print-helper.ts';
import { simulatedScale } from '../../tools/simulators/src/scale.ts';
import { startDemoServer, type DemoServer } from '../support/demo-server.ts';
import { addProductByTap, PIN, signIn } from '../support/selling.ts';
import { freePort } from '../support/server.ts';
import { linkTerminal } from '../support/terminal.ts';

/**
 * Issue 19 §6, seed 001 §2 in the browser: the demo's counter terminal has a scale (COM1) on its print helper; the
 * quantity modal's Get Weight reads the NCI scale simulator (a byte at a time) and the weighed item is priced by the
 * weight; a scale in motion is refused with 'Scales error'.
 */
let server: DemoServer;
let helper: RunningPrintHelper;
const scale = simulatedScale({ weight: '1.250', chunkSize: 1, framing: '8N1' });

test.beforeAll(async () => {
  const helperPort = await freePort();
  server = await startDemoServer({ env: { PRINT_HELPER_PORT: String(helperPort) } });
  helper = await startPrintHelper({
    host: '127.0.0.1',
    port: helperPort,
    allowedOrigins: [server.url],
    openSerial: scale.open,
  });
});
test.afterAll(async () => {
  await server.stop();
  await helper.close();
});

const shots = process.env.SCREENSHOTS;
/** SCREENSHOTS=<folder> writes the quantity modal at the three sizes. */
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

test('Get Weight puts the scale weight in lb as the quantity and prices the item by it; motion is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await linkTerminal(page, server, '1/1');
  await signIn(page, PIN.owner);
  await addProductByTap(page, 'Salad bar', 'Deli by weight');
  const panel = page.getByRole('region', { name: 'Order' });
  await panel.getByRole('button', { name: /Salad bar/ }).click();
  await panel
    .getByRole('group', { name: 'Actions for Salad bar (per kg)' })
    .getByRole('button', { name: 'Quantity' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quantity' });

  scale.state.motion = true;
  await dialog.getByRole('button', { name: 'Get Weight' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Scales error: The scale is in motion, wait until the weight is steady',
  );
  await screenshot(page, 'quantity-scale-motion');

  scale.state.motion = false;
  await dialog.getByRole('button', { name: 'Get Weight' }).click();
  await expect(dialog.getByLabel('Quantity entered')).toHaveText('1.250');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'quantity-scale-weight');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // 1.250 x 19.90 = 24.875, rounded to 24.88 by packages/domain.
  await expect(panel.getByRole('button', { name: /Salad bar/ })).toContainText('24.88');
  await expect(panel.getByLabel('Quantity 1.25')).toBeVisible();
});
