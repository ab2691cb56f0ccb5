import { expect, test } from '@playwright/test';

// The service worker caches the app shell, so a terminal reloaded without network still opens (ARCHITECTURE.md:
// nothing a user does waits for the network).
test.use({ serviceWorkers: 'allow' });

test('the app shell is installed by the service worker and reloads offline', async ({ page, context }) => {
  const baseUrl = process.env.BASE_URL ?? '';
  await page.goto(`${baseUrl}/auth`);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseUrl}/`);
  // The first visit is not yet controlled; wait until the worker has precached and taken this page over.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  await context.setOffline(false);
});
