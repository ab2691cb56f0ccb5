import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startWithSetupLink, type SetupLinkServer } from '../support/setup-server.ts';

/**
 * Issue 16 §5-7 in Chromium: the owner's People, Devices and Floor screens. From an empty database (the set-up link's
 * code, through the API to save time; the set-up screen is dashboard-account's), the owner adds employees (a PIN
 * already taken is refused under the field), adds a quick-service terminal and links a second browser as it with the
 * code shown large (and as a QR code); the terminal reports in and shows as online; a setting and a card payment type
 * (its address required) are saved; a printer; a section with a table placed by the keyboard. Axe on every screen at
 * 1280x800 and 390x844, no sideways scrolling. DASHBOARD_SCREENSHOTS=<dir> saves what it sees.
 */

const SHOTS = process.env.DASHBOARD_SCREENSHOTS ?? '';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(SHOTS, `${name}-${String(size?.width)}x${String(size?.height)}.png`),
    fullPage: true,
  });
}

/** Axe clean and nothing cut off sideways, at both sizes; the screen is back at 1280x800 afterwards. */
async function checkScreen(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSeriousA11yViolations(page);
    // Sideways scrolling only where a screen means it (a wide table, the floor plan: data-scroll-x), not the page's
    // or the shell's.
    const scrolling = await page.evaluate(() => {
      const found = [...document.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        const scrolls =
          element === document.documentElement || style.overflowX === 'auto' || style.overflowX === 'scroll';
        return scrolls && !element.hasAttribute('data-scroll-x') && element.scrollWidth > element.clientWidth + 1;
      });
      return found.map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`);
    });
    expect(scrolling, `${name} at ${size.width}x${size.height} scrolls sideways`).toEqual([]);
    await shot(page, name);
  }
  await page.setViewportSize(SIZES[0]);
}

let server: SetupLinkServer;

test.beforeAll(async () => {
  server = await startWithSetupLink('devices');
});

test.afterAll(async () => {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test('people, devices and floor: employees, a terminal linked with its code, settings, payment types, printers, tables', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: SIZES[0], baseURL: server.url });
  const page = await context.newPage();
  const setup = await context.request.post('/api/dashboard/setup', {
    headers: { origin: server.url },
    data: {
      code: server.setupCode,
      owner: { email: 'owner@devices.test', password: 'a long enough password', name: 'Dana Owner' },
      store: { name: 'Harbour Bistro', country: 'US', currency_code: 'USD' },
    },
  });
  expect(setup.status()).toBeLessThan(300);
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  // People: two employees; a PIN already taken is refused under the PIN field.
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  const addEmployee = async (name: string, role: string, pin: string) => {
    await page.getByRole('button', { name: 'Add employee' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').selectOption({ label: role });
    await dialog.getByLabel('PIN').fill(pin);
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    return dialog;
  };
  await expect(await addEmployee('Lena', 'Cashier', '4821')).toBeHidden();
  const clash = await addEmployee('Omar', 'Manager', '4821');
  await expect(clash.getByLabel('PIN')).toHaveAccessibleDescription(
    /Another employee of this store already has this PIN/,
  );
  await clash.getByLabel('PIN').fill('7305');
  await clash.getByRole('button', { name: 'Add employee' }).click();
  await expect(clash).toBeHidden();
  const employees = page.getByRole('table', { name: 'Employees' });
  await expect(employees.getByRole('row', { name: /Lena Cashier/ })).toBeVisible();
  await expect(employees.getByRole('row', { name: /Omar Manager/ })).toBeVisible();
  await checkScreen(page, 'people', () => expect(employees).toBeVisible());

  await page.getByRole('button', { name: 'Reset the PIN of Lena' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'New PIN for Lena' });
  await pinDialog.getByLabel('New PIN').fill('12');
  await pinDialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(pinDialog.getByLabel('New PIN')).toHaveAccessibleDescription(/Enter exactly 4 digits/);
  await pinDialog.getByLabel('New PIN').fill('5190');
  await pinDialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(pinDialog).toBeHidden();

  await page.getByRole('link', { name: 'Time clock' }).click();
  await expect(page.getByRole('heading', { name: 'Time clock' })).toBeVisible();
  await checkScreen(page, 'timeclock', () =>
    expect(page.getByText('No time clock entries on these days.')).toBeVisible(),
  );

  // Devices: a new quick-service terminal and its link code, shown large and as a QR code.
  await nav.getByRole('link', { name: 'Devices' }).click();
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add terminal' }).click();
  const adding = page.getByRole('dialog', { name: 'Add terminal' });
  await adding.getByLabel('Name').fill('Patio Counter');
  await adding.getByLabel('Mode').selectOption({ label: 'Quick service' });
  await adding.getByRole('button', { name: 'Add terminal' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link a device as Patio Counter' });
  const codeText = linkDialog.getByLabel(/^Link code \d( \d){5}$/);
  await expect(codeText).toBeVisible();
  await expect(linkDialog.getByRole('img', { name: `QR code of the address ${server.url}` })).toBeVisible();
  const code = (await codeText.textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await checkScreen(page, 'link-code', () => expect(codeText).toBeVisible());
  await linkDialog.getByRole('button', { name: 'Close' }).click();

  // A second browser links itself as the terminal with that code.
  const device = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  const terminal = await device.newPage();
  await terminal.goto('/');
  await expect(terminal.getByRole('heading', { name: 'Please, enter terminal verification code:' })).toBeVisible();
  await terminal.keyboard.type(code);
  await expect(terminal.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible({ timeout: 30_000 });
  await expect(terminal.getByText(/Patio Counter/)).toBeVisible();
  // The terminal reports when it starts and each minute after (or after a sync): a reload is a start.
  await terminal.reload();
  await expect(terminal.getByRole('heading', { name: 'Enter pin to login' })).toBeVisible();

  // It shows as linked, and once it has reported in, as online with a last-seen time.
  const card = page.getByRole('article', { name: 'Patio Counter' });
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Linked', { exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(card.getByText('Online', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText('Never')).toBeHidden();
  await checkScreen(page, 'terminals', () => expect(card).toBeVisible());

  // Its settings: a switch explained in plain words, and a card payment type that needs its address.
  await card.getByRole('link', { name: 'Settings of Patio Counter' }).click();
  await expect(page.getByRole('heading', { name: 'Patio Counter', level: 1 })).toBeVisible();
  const cashDiscount = page.getByRole('switch', { name: 'Cash discount' });
  await expect(cashDiscount).toHaveAccessibleDescription(/card prices are 4 % above cash prices/);
  await expect(cashDiscount).not.toBeChecked();
  await cashDiscount.check();
  await page.getByLabel('Scale port').fill('COM3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Add payment type' }).click();
  const payment = page.getByRole('dialog', { name: 'Add payment type' });
  await payment.getByLabel('Name').fill('Visa');
  await payment.getByLabel('Behaviour').selectOption({ label: 'Card terminal A' });
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment.getByLabel('Card terminal address')).toHaveAccessibleDescription(
    /needs the card terminal's address/,
  );
  await payment.getByLabel('Card terminal address').fill('http://192.168.1.40:8080');
  await payment.getByLabel('Surcharge (%)').fill('2.5');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment).toBeHidden();
  const types = page.getByRole('table', { name: 'Payment types' });
  await expect(types.getByRole('row', { name: /Visa Card terminal A 2.5 %/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Cash discount' })).toBeChecked();
  await expect(page.getByLabel('Scale port')).toHaveValue('COM3');
  await checkScreen(page, 'terminal-settings', () => expect(types).toBeVisible());

  // Printers.
  await page.getByRole('link', { name: 'All terminals' }).click();
  await page.getByRole('link', { name: 'Printers' }).click();
  await page.getByRole('button', { name: 'Add printer' }).click();
  const printer = page.getByRole('dialog', { name: 'Add printer' });
  await printer.getByLabel('Name').fill('Grill');
  await printer.getByLabel('Network address').fill('http://not-an-address/');
  await printer.getByRole('button', { name: 'Save' }).click();
  await expect(printer.getByLabel('Network address')).toHaveAccessibleDescription(/Enter a host name or IP address/);
  await printer.getByLabel('Network address').fill('192.168.1.60');
  await printer.getByRole('switch', { name: 'One ticket per item' }).check();
  await printer.getByRole('button', { name: 'Save' }).click();
  await expect(printer).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Printers' }).getByRole('row', { name: /Grill Kitchen printer/ }),
  ).toBeVisible();
  await checkScreen(page, 'printers', () => expect(page.getByRole('table', { name: 'Printers' })).toBeVisible());

  // Floor: a section and a table, placed with the arrow keys and saved.
  await nav.getByRole('link', { name: 'Floor' }).click();
  await expect(page.getByRole('heading', { name: 'Floor', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add section' }).click();
  const section = page.getByRole('dialog', { name: 'Add section' });
  await section.getByLabel('Section name').fill('Terrace');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Section', { exact: true })).toHaveText(/Terrace/);
  await page.getByRole('button', { name: 'Add table' }).click();
  const table = page.getByRole('dialog', { name: 'Add table' });
  await table.getByLabel('Table name').fill('T1');
  await table.getByLabel('Shape').selectOption({ label: 'Round' });
  await table.getByRole('button', { name: 'Add table' }).click();
  const plan = page.getByRole('group', { name: 'Floor plan of Terrace' });
  const t1 = plan.getByRole('button', { name: 'Table T1, at 40, 40' });
  await t1.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(plan.getByRole('button', { name: 'Table T1, at 50, 90' })).toBeVisible();
  await expect(page.getByText('1 table moved, not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('1 table moved, not saved yet')).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Floor plan of Terrace' }).getByRole('button', { name: 'Table T1, at 50, 90' }),
  ).toBeVisible();
  await checkScreen(page, 'floor', () =>
    expect(page.getByRole('group', { name: 'Floor plan of Terrace' })).toBeVisible(),
  );

  await device.close();
  await context.close();
});
