import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const baseUrl = () => {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is set by the global setup');
  return url;
};

test('a fresh browser opening / lands on /auth with the verification prompt', async ({ page }) => {
  await page.goto(`${baseUrl()}/`);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
});

test('the page runs under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${baseUrl()}/auth`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the Auth screen has no serious or critical accessibility violation (axe)', async ({ page }) => {
  await page.goto(`${baseUrl()}/auth`);
  await expect(page.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
