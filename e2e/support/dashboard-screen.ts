import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { layoutProblems, type Size } from './screens.ts';

/** Issue 16 acceptance: every dashboard screen fits these and is axe clean at each. */
export const DASHBOARD_SIZES: readonly Size[] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * A dashboard screen at 1280x800 and 390x844: the staff screens' layout test (nothing wider than the window, no
 * control off screen sideways or covered, no button label cut off; support/screens.ts), axe clean, and a full-page
 * screenshot into `shots` when it names a folder. The window is back at its size afterwards.
 */
export async function checkDashboardScreen(page: Page, name: string, shots = ''): Promise<void> {
  const before = page.viewportSize();
  for (const size of DASHBOARD_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // A resize settles over a few frames on a loaded machine: a real problem stays for the whole 3 s.
    let problems = await layoutProblems(page, []);
    for (const deadline = Date.now() + 3000; problems.length && Date.now() < deadline;) {
      await page.waitForTimeout(150);
      problems = await layoutProblems(page, []);
    }
    expect(
      problems.map((problem) => `${problem.element}: ${problem.what}`),
      `layout of ${name} at ${String(size.width)}x${String(size.height)}`,
    ).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({
        path: path.join(shots, `${name}-${String(size.width)}x${String(size.height)}.png`),
        fullPage: true,
      });
    }
  }
  if (before) await page.setViewportSize(before);
}
