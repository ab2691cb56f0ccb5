import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { checkDashboardScreen } from '../support/dashboard-screen.ts';
import { startWithSetupLink, type SetupLinkServer } from '../support/setup-server.ts';

/**
 * Issue 16 §2, §3: the dashboard's account screens in Chromium. From an empty database, the set-up link printed at
 * start creates the owner and the first store and opens the dashboard signed in; sign-out goes back to Sign in; a
 * wrong password says so (and is in the audit log); the right one opens the store again. Axe on every screen; Set-up,
 * Store, Managers and Audit log also laid out at 1280x800 and 390x844 (support/dashboard-screen.ts), the rest on a
 * phone with the drawer nav. DASHBOARD_SCREENSHOTS=<dir> saves what it sees.
 */

const SHOTS = process.env.DASHBOARD_SCREENSHOTS ?? '';
const EMAIL = 'owner@corner-cafe.test';
const PASSWORD = 'a long enough password';

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(SHOTS, `${name}-${String(size?.width)}x${String(size?.height)}.png`) });
}

/** Nothing cut off sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

let server: SetupLinkServer;

test.beforeAll(async () => {
  server = await startWithSetupLink('dashboard');
});

test.afterAll(async () => {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    // A page left open (a failed test) keeps the live stream's connection: do not wait for it forever.
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('set-up link → owner and store; sign out; a wrong password is refused; sign in again (1280x800)', async ({
  browser,
}) => {
  // Four screens are laid out and axe-checked at two sizes each: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  const page = await context.newPage();

  await page.goto(server.setupPath);
  await expect(page.getByRole('heading', { name: 'Set up OpenTill' })).toBeVisible();
  await checkDashboardScreen(page, 'setup', SHOTS);

  // The contract's rules are checked before anything is sent.
  await page.getByRole('button', { name: 'Create the store' }).click();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/Required/);

  await page.getByLabel('Your name').fill('Ada Owner');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Store name').fill('Corner Café');
  await page.getByLabel('Address').fill('1 Main Street');
  await page.getByLabel('Country').selectOption('DE');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Prices').selectOption('inclusive');
  await page.getByLabel('Receipt footer').fill('Danke!');
  await page.getByRole('button', { name: 'Create the store' }).click();

  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/stores\/\d+\/overview$/);
  await expect(page.getByRole('combobox', { name: 'Store' })).toHaveText(/Corner Café/);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'overview');

  // The link is single use: opened again, it says so.
  const again = await context.newPage();
  await again.goto(server.setupPath);
  await expect(again.getByRole('alert')).toHaveText(/used already or has expired/);
  await again.close();

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByText('This browser')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'account');

  await nav.getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Store', exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByLabel('Receipt footer')).toHaveValue('Danke!');
  await details.getByLabel('Phone').fill('+49 30 1234567');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText('Saved');
  await checkDashboardScreen(page, 'store', SHOTS);

  await nav.getByRole('link', { name: 'Managers' }).click();
  await expect(page.getByRole('heading', { name: 'Managers' })).toBeVisible();
  await expect(page.getByText(EMAIL)).toBeVisible();
  await checkDashboardScreen(page, 'managers', SHOTS);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/);
  await expectNoSeriousA11yViolations(page);

  // Signed out means signed out: a dashboard address asks to sign in again.
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or the password is wrong.');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'sign-in-wrong');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where sign-in was asked for.
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText('Sign-in · failed')).toBeVisible();
  await expect(log.getByText('Set-up', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/dashboard/audit?format=csv',
  );
  // The signed-in browser's file: the failed sign-in is in it.
  const csv = await page.request.get('/api/dashboard/audit?format=csv');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(',sign-in.failed,');
  await checkDashboardScreen(page, 'audit', SHOTS);
  await context.close();
});

test('on a phone (390x844): sign in, the menu opens the nav as a drawer, nothing is cut off', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'sign-in');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, 'overview');

  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'menu');
  await drawer.getByRole('link', { name: 'Account' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'account');

  // The interface language: German, <html lang> follows.
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Konto', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});
