import { expect, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { linkTerminalPatiently, signInAndOpenShift } from './checkout.ts';
import type { DemoServer } from './demo-server.ts';
import { layoutProblems, SCREENSHOT_TOLERANCE } from './screens.ts';
import { e2eTempDir } from './temp-dirs.ts';

/**
 * Steps of the customer display journeys (issue 20): the terminal pressing CONNECT in Settings, the display page
 * opened in a separate browser context (another device) and paired with what Settings shows, and the layout check of
 * the display's screens at its sizes.
 */

/** The terminal's Customer Display System section in Settings. */
export const displaySection = (page: Page) => page.getByRole('region', { name: 'Customer Display System' });

/** The display's connection state (bottom corner of every screen). */
export const displayState = (display: Page) => display.getByRole('status', { name: 'Customer display' });

/** Links terminal 1/1, signs in, opens Settings and presses CONNECT; returns the code and pairing key it shows. */
export async function terminalConnects(page: Page, server: DemoServer): Promise<{ code: string; pairingKey: string }> {
  await linkTerminalPatiently(page, server, '1/1');
  await signInAndOpenShift(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  const section = displaySection(page);
  await expect(section.getByRole('status')).toHaveText('Not connected');
  await section.getByRole('button', { name: 'CONNECT' }).click();
  const instructions = section.getByText(/and the pairing key \d{6}\./);
  await expect(instructions).toBeVisible({ timeout: 15_000 });
  const match = /connection code (\d+) and the pairing key (\d{6})/.exec((await instructions.textContent()) ?? '');
  return { code: match?.[1] ?? '', pairingKey: match?.[2] ?? '' };
}

/** Opens /display in a context of its own (1280x800) and connects with the code and key. */
export async function displayOpens(browser: Browser, server: DemoServer, code: string, pairingKey: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const display = await context.newPage();
  await display.goto(`${server.url}/display`);
  await expect(display.getByRole('heading', { name: 'Connect to a terminal' })).toBeVisible();
  await expect(display.getByRole('textbox', { name: 'Store address' })).toHaveValue(server.url);
  await display.getByRole('textbox', { name: 'Connection code' }).fill(code);
  await display.getByRole('textbox', { name: 'Pairing key' }).fill(pairingKey);
  await display.getByRole('button', { name: 'Connect', exact: true }).click();
  return display;
}

/** Issue 20 §2: the display's sizes, both orientations. */
export const DISPLAY_SIZES = [
  { width: 1024, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 600, height: 1024 },
];
const SHOTS = process.env.DISPLAY_SHOTS ?? e2eTempDir('opentill-display-shots-');

/** The screenshots' folder (DISPLAY_SHOTS, or a fresh temporary one). */
export const shotPath = (name: string) => path.join(SHOTS, `${name}.png`);

/**
 * The layout test of the display's screens (nothing off screen, covered or cut off) at every display size, and each
 * compared with its committed screenshot: what a customer sees changes only on purpose (issue 13 §6's visual checks,
 * for the customer's screen too).
 */
export async function fitsEverySize(display: Page, name: string, primary?: string): Promise<void> {
  for (const size of DISPLAY_SIZES) {
    await display.setViewportSize(size);
    await display.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await layoutProblems(display, primary ? [primary] : []), `${name} at ${size.width}x${size.height}`).toEqual(
      [],
    );
    await expect.soft(display).toHaveScreenshot(`${name}-${size.width}x${size.height}.png`, {
      animations: 'disabled',
      caret: 'hide',
      mask: [display.locator('time')],
      ...SCREENSHOT_TOLERANCE,
    });
    await display.screenshot({ path: shotPath(`${name}-${size.width}x${size.height}`) });
  }
  await display.setViewportSize(DISPLAY_SIZES[1]!);
}
