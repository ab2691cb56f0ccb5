import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and targets when axe finds a serious or critical violation on the page; `soft` lets a
 * screen tour go on and list every screen's violations in one run.
 *
 * axe-core runs in the page directly (decisions §68): @axe-core/playwright injected its 500 kB source twice per check
 * and opened a blank page to merge frames' results (our screens have no frames); that was most of a screen tour's
 * time. The source is injected once per document, and only violations are collected (passes are never read).
 */
export async function expectNoSeriousA11yViolations(page: Page, soft = false): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((n) => n.target) }));
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.map((target) => target.join(' ')).join(', ')}`);
  if (soft) expect.soft(serious, `axe on ${page.url()}`).toEqual([]);
  else expect(serious).toEqual([]);
}
