import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startWithSetupLink, type SetupLinkServer } from '../support/setup-server.ts';

/**
 * Issue 16 §4 in Chromium: an owner set up from the printed link builds the catalog on screen (a category with a
 * seed colour, a tax, a required modifier group, a product with them), finds it in the products table, marks it 86
 * (the terminal's catalog leaves it out at once), imports a CSV (a file with errors is refused row by row, a good
 * one is imported) and exports it; axe clean on every screen, which fit 1280x800 and 390x844.
 */

const SHOTS = process.env.CATALOG_SCREENSHOTS ?? '';

let server: SetupLinkServer;
let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let csrf = '';
let storeId = 0;
let token = '';
const pageErrors: string[] = [];

/** Screenshots at the sizes when CATALOG_SCREENSHOTS names a folder; the page must not scroll sideways. */
async function shoot(name: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${String(width)}px scrolls sideways`).toBeLessThanOrEqual(0);
    if (!SHOTS) continue;
    await page.screenshot({ path: path.join(SHOTS, `${name}-${String(width)}.png`), fullPage: true });
    // The shell scrolls its content pane, not the page: the end of a long screen is shot scrolled down.
    const scrolled = await page.evaluate(() => {
      const pane = [...document.querySelectorAll('main, [data-scroll], div')].find(
        (element) =>
          element.scrollHeight > element.clientHeight + 40 && getComputedStyle(element).overflowY !== 'visible',
      );
      if (!pane) return false;
      pane.scrollTop = pane.scrollHeight;
      return true;
    });
    if (!scrolled) continue;
    await page.screenshot({ path: path.join(SHOTS, `${name}-${String(width)}-end.png`) });
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('main, div')) element.scrollTop = 0;
    });
  }
}

/** The names of the products the terminal downloads (GET /api/products/, page by page). */
async function terminalProductNames(): Promise<string[]> {
  const names: string[] = [];
  let next: string | null = '/api/products/';
  while (next) {
    const answer = await api.get(`${server.url}${next}`, { headers: { authorization: `Token ${token}` } });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { results: { name: string }[]; next: string | null };
    names.push(...body.results.map((row) => row.name));
    next = body.next;
  }
  return names;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  server = await startWithSetupLink('catalog');
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  api = context.request;
  const setup = await api.post(`${server.url}/api/dashboard/setup`, {
    headers: { origin: server.url },
    data: {
      code: server.setupCode,
      owner: { email: 'owner@example.com', password: 'a long enough password', name: 'Olive Owner' },
      store: { name: 'Corner Café', country: 'US', currency_code: 'USD' },
    },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  csrf = ((await setup.json()) as { csrf_token: string }).csrf_token;
  const stores = (await (await api.get(`${server.url}/api/dashboard/stores`)).json()) as { stores: { id: number }[] };
  storeId = stores.stores[0]?.id ?? 0;
  const terminals = (await (await api.get(`${server.url}/api/dashboard/stores/${storeId}/terminals`)).json()) as {
    results: { id: number }[];
  };
  const code = await api.post(
    `${server.url}/api/dashboard/stores/${storeId}/terminals/${terminals.results[0]?.id ?? 0}/link-code`,
    { headers: { origin: server.url, 'x-csrf-token': csrf } },
  );
  expect(code.status(), await code.text()).toBe(200);
  const linked = await api.post(`${server.url}/api/terminal/verify/`, {
    data: { verification_code: ((await code.json()) as { code: string }).code },
  });
  token = ((await linked.json()) as { api_token: string }).api_token;
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  server?.child.kill('SIGTERM');
});

test('the small lists: a category with a seed colour, a tax and a required modifier group', async () => {
  await page.goto(`${server.url}/dashboard/stores/${storeId}/catalog/categories`);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Hot drinks');
  await dialog.getByLabel('Colour').selectOption({ label: 'Maroon' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hot drinks' })).toContainText('Maroon · 0 products');
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-categories');

  await page.getByRole('link', { name: 'Taxes' }).click();
  await page.getByRole('button', { name: 'Add tax' }).click();
  const tax = page.getByRole('dialog', { name: 'Add tax' });
  await tax.getByLabel('Name').fill('Sales tax');
  await tax.getByLabel('Rate (%)').fill('101');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(tax.getByText('Enter a percent from 0 to 100')).toBeVisible();
  await tax.getByLabel('Rate (%)').fill('8.875');
  await tax.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Sales tax' })).toContainText('8.875 %');
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-taxes');
  // On a phone the sections' row scrolls sideways: the current one is scrolled into sight.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const sections = page.getByRole('navigation', { name: 'Catalog sections' });
  await expect(sections.getByRole('link', { name: 'Taxes' })).toHaveAttribute('aria-current', 'page');
  await expect(sections.getByRole('link', { name: 'Taxes' })).toBeInViewport({ ratio: 0.9 });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Modifier groups' }).click();
  await page.getByRole('button', { name: 'Add modifier group' }).click();
  const group = page.getByRole('dialog', { name: 'Add modifier group' });
  await group.getByLabel('Name', { exact: true }).first().fill('Milk');
  await group.getByLabel('Minimum').fill('1');
  await group.getByLabel('Maximum').fill('1');
  await group.getByRole('textbox', { name: 'Name' }).nth(1).fill('Oat');
  await group.getByLabel('Extra price').first().fill('0.50');
  await group.getByRole('button', { name: 'Add a modifier' }).click();
  await group.getByRole('textbox', { name: 'Name' }).nth(2).fill('Whole');
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group).toBeHidden();
  const milk = page.getByRole('region', { name: 'Milk' }).or(page.locator('section', { hasText: 'Milk' }));
  await expect(milk.first()).toContainText('Pick exactly 1');
  await expect(milk.first()).toContainText('$0.50');
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-modifier-groups');

  await page.getByRole('link', { name: 'Discounts' }).click();
  await page.getByRole('button', { name: 'Add discount' }).click();
  const discount = page.getByRole('dialog', { name: 'Add discount' });
  await discount.getByLabel('Name').fill('Staff');
  await discount.getByLabel('Value').fill('12.5');
  await expectNoSeriousA11yViolations(page);
  await discount.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Staff' })).toContainText('12.5 %');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Dining options' }).click();
  await expect(page.getByRole('heading', { name: 'Dining options', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add dining option' }).click();
  const dining = page.getByRole('dialog', { name: 'Add dining option' });
  await dining.getByLabel('Name').fill('Curbside');
  await dining.getByLabel('Offered for online ordering').check();
  await dining.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Curbside' })).toContainText('Online ordering');
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-dining-options');
});

test('a product with every field reaches the terminal; the table finds it; 86 takes it off the terminal', async () => {
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByText('No products yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Flat white');
  await page.getByLabel('SKU').fill('FW-1');
  await page.getByLabel('Price ($)', { exact: true }).fill('4.5x');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Enter an amount such as 4.50')).toBeVisible();
  await page.getByLabel('Price ($)', { exact: true }).fill('4.50');
  await page.getByLabel('Cost ($)').fill('1.20');
  await page.getByLabel('Barcodes').fill('4006381333931, 123');
  await page.getByLabel('Tile colour').selectOption({ label: 'Brown' });
  await page.getByRole('checkbox', { name: 'Hot drinks' }).check();
  await page.getByRole('checkbox', { name: /Sales tax/ }).check();
  await page.getByRole('checkbox', { name: /Milk \(required/ }).check();
  await page.getByRole('button', { name: 'Add a special price' }).click();
  await page.getByLabel('Price group').fill('Happy hour');
  await page.getByLabel('Price ($)').nth(1).fill('3.99');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('heading', { name: 'Flat white', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await shoot('catalog-product');
  expect(await terminalProductNames()).toContain('Flat white');

  // A second product through the API, with markup for a name: the table shows it as text.
  const xss = await api.post(`${server.url}/api/dashboard/stores/${storeId}/catalog/products`, {
    headers: { origin: server.url, 'x-csrf-token': csrf },
    data: { name: '<img src=x onerror=alert(1)>', price_cents: 100 },
  });
  expect(xss.status()).toBe(201);

  await page.getByRole('link', { name: 'Products' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
  await page.getByLabel('Search').fill('flat');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: '1 product' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Flat white/ })).toContainText('$4.50');
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-products');

  await table.getByRole('button', { name: 'Mark Flat white unavailable today (86)' }).click();
  await expect(table.getByRole('button', { name: 'Offer Flat white again' })).toContainText('86 until');
  expect(await terminalProductNames()).not.toContain('Flat white');
  await table.getByRole('button', { name: 'Offer Flat white again' }).click();
  await expect(table.getByRole('button', { name: 'Mark Flat white unavailable today (86)' })).toBeVisible();
  expect(await terminalProductNames()).toContain('Flat white');
});

test('CSV: a file with errors is refused row by row; a good file is imported; the export reads back', async () => {
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const chooser = page.getByLabel('Choose a CSV file');
  await chooser.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,name,price\nB1,Bagel,2.5.0\nB2,,1.00\n'),
  });
  const errors = page.getByRole('table', { name: 'Errors by row' });
  await expect(errors.getByRole('row', { name: /2 price/ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /3 name/ })).toContainText('Required');
  await expect(errors.getByRole('row', { name: /2 price/ })).toContainText('at most 2 decimals');
  await expect(page.getByRole('button', { name: /^Import \d+ product/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot('catalog-import-errors');

  const rows = ['sku,name,price,categories,taxes', 'FW-1,Flat white,4.80,Hot drinks,Sales tax'];
  for (let index = 1; index <= 300; index += 1) rows.push(`C${String(index)},Cookie ${String(index)},1.25,Bakery,`);
  await chooser.setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await expect(page.getByText('300 products will be added')).toBeVisible();
  await expect(page.getByText('1 product will be updated')).toBeVisible();
  await expect(page.getByText('1 new category: Bakery')).toBeVisible();
  await shoot('catalog-import-preview');
  await page.getByRole('button', { name: 'Import 301 products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added: 300. Updated: 1.' })).toBeVisible();
  expect((await terminalProductNames()).length).toBe(302);

  await page.getByRole('link', { name: 'Go to the products' }).click();
  await expect(page.getByRole('status').filter({ hasText: '302 products' })).toBeVisible();
  // Sorted by price, highest first: the updated Flat white leads.
  await page.getByRole('button', { name: /^Price/ }).click();
  await page.getByRole('button', { name: /^Price/ }).click();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').nth(1)).toContainText('Flat white');
  await expect(table.getByRole('row').nth(1)).toContainText('$4.80');
  // Scrolling the table loads the next pages.
  await table.locator('..').evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(table.getByRole('row', { name: /Cookie/ }).last()).toBeVisible();

  const exported = await api.get(`${server.url}/api/dashboard/stores/${storeId}/catalog/products.csv`);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await exported.text()).trim().split('\r\n');
  expect(lines).toHaveLength(303);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /products\.csv$/);
});
