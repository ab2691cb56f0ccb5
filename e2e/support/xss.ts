import { expect, type Page } from '@playwright/test';

/**
 * Issue 16 security acceptance: a product named as an XSS attempt is harmless on every screen. Shown as text it is
 * this very string; run as markup it would make an <img src="x"> whose error handler opens an alert.
 */
export const XSS_NAME = '<img src=x onerror=alert(1)>';

/** Records every dialog (an alert the name managed to run) a page opens, and dismisses it. */
export function watchForScripts(page: Page, alerts: string[]): void {
  page.on('dialog', (dialog) => {
    alerts.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** The name was not read as markup: no element it would have made is on the page. */
export async function expectNoInjectedMarkup(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}
