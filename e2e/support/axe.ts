import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and targets when axe finds a serious or critical violation on the page; `soft` lets a
 * screen tour go on and list every screen's violations in one run.
 */
export async function expectNoSeriousA11yViolations(page: Page, soft = false): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  if (soft) expect.soft(serious, `axe on ${page.url()}`).toEqual([]);
  else expect(serious).toEqual([]);
}
