/**
 * Products as CSV (issue 16 §4): export, and import with a preview and errors per row. The file is read by
 * papaparse (never a hand-written parser); every row is checked before anything is written, and the import writes
 * the whole file in one transaction with batched statements (100,000 rows: bench/csv-import.bench.ts).
 *
 * Columns: CATALOG_CSV_COLUMNS (contracts). Lists are separated by `|`. A row's sku matches an existing product of the
 * store (update); without a sku, a product with exactly that name is updated; else a product is created. A column
 * the file does not have leaves that field of an updated product as it is (a new product gets the default).
 * Categories named but missing are created; taxes and modifier groups must exist (a tax needs a rate).
 */
import {
  CATALOG_CSV_COLUMNS,
  CATEGORY_COLORS,
  CSV_IMPORT_MAX_ROWS,
  type CatalogCsvColumn,
  type CatalogImportError,
  type CatalogImportErrorCode,
  type CatalogImportPreview,
  type CatalogImportResult,
} from '@opentill/contracts';
import { cents, centsFromDecimal, centsToString } from '@opentill/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { barcodesOf } from './dashboard-catalog.ts';

/** A row checked and ready to write: only the columns the file has are set. */
export interface CsvProduct {
  row: number;
  /** The product it updates, or null to create one. */
  id: number | null;
  sku: string;
  name: string;
  priceCents?: number;
  costCents?: number;
  barcode?: string;
  categories?: string[];
  taxIds?: number[];
  groupIds?: number[];
  description?: string;
  color?: string | null;
  orderKiosk?: boolean;
  priceAdjust?: boolean;
  qtyAdjust?: boolean;
  sorting?: number;
  inventory?: string | null;
}

export interface CsvCheck {
  products: CsvProduct[];
  errors: CatalogImportError[];
  columns: Set<CatalogCsvColumn>;
  ignored: string[];
  newCategories: string[];
}

const MAX_LISTED_ERRORS = 500;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAK = /(?![\n\r])\p{Cc}/u;
const BARCODE = /^[A-Za-z0-9./-]{1,64}$/;
const DECIMAL = /^-?\d{1,12}(\.\d+)?$/;

const listOf = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(value)) return true;
  if (['0', 'false', 'no', 'n'].includes(value)) return false;
  return null;
}

/** Reads the file's records (header row first); a file that is no CSV with a name and price column is refused. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const header = parsed.meta.fields ?? [];
  for (const required of ['name', 'price'])
    if (!header.includes(required))
      throw new HttpError(400, 'csv_invalid', `The file has no "${required}" column`, 'header');
  if (parsed.data.length > CSV_IMPORT_MAX_ROWS)
    throw new HttpError(400, 'csv_invalid', `The file has more than ${String(CSV_IMPORT_MAX_ROWS)} rows`, 'rows');
  return { header, records: parsed.data };
}

/** Checks every row against the store's catalog; nothing is written. */
export async function csvCheck(db: Database, storeId: number, text: string): Promise<CsvCheck> {
  const { header, records } = csvRecords(text);
  const known = new Set<string>(CATALOG_CSV_COLUMNS);
  const columns = new Set(header.filter((column): column is CatalogCsvColumn => known.has(column)));
  const ignored = header.filter((column) => !known.has(column));

  // One query after the other: inside the import's transaction they share one connection.
  const existing = await db
    .select({ id: t.products.id, sku: t.products.sku, name: t.products.name })
    .from(t.products)
    .where(eq(t.products.storeId, storeId));
  const categories = await db
    .select({ name: t.categories.name })
    .from(t.categories)
    .where(eq(t.categories.storeId, storeId));
  const taxes = await db
    .select({ id: t.taxes.id, name: t.taxes.name })
    .from(t.taxes)
    .where(eq(t.taxes.storeId, storeId));
  const groups = await db
    .select({ id: t.modifierGroups.id, name: t.modifierGroups.name })
    .from(t.modifierGroups)
    .where(eq(t.modifierGroups.storeId, storeId));
  const bySku = new Map<string, number>();
  const byName = new Map<string, number | null>();
  for (const product of existing) {
    if (product.sku) bySku.set(product.sku, product.id);
    byName.set(product.name, byName.has(product.name) ? null : product.id);
  }
  const categoryNames = new Set(categories.map((category) => category.name.toLowerCase()));
  const taxByName = new Map(taxes.map((tax) => [tax.name.toLowerCase(), tax.id]));
  const groupByName = new Map(groups.map((group) => [group.name.toLowerCase(), group.id]));
  const newCategories = new Map<string, string>();

  const errors: CatalogImportError[] = [];
  const products: CsvProduct[] = [];
  const skusSeen = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const row = index + 2;
    const rowErrors: CatalogImportError[] = [];
    const fail = (field: string, message: string, code: CatalogImportErrorCode, values: Record<string, string> = {}) =>
      rowErrors.push({ row, field, message, code, values });
    // An apostrophe before = + - @ is the export's guard against spreadsheet formulas (safeCell): read without it.
    const cell = (column: CatalogCsvColumn) => (record[column] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
    const line = (column: CatalogCsvColumn, max: number): string => {
      const value = cell(column);
      if (value.length > max)
        fail(column, `must be at most ${String(max)} characters`, 'too_long', { max: String(max) });
      if (CONTROL.test(value)) fail(column, 'must not contain control characters', 'control');
      return value;
    };
    const money = (column: 'price' | 'cost', required: boolean): number | undefined => {
      const value = cell(column);
      if (!value) {
        if (required) fail(column, 'is required', 'required');
        return undefined;
      }
      if (!DECIMAL.test(value) || (value.split('.')[1]?.length ?? 0) > 2) {
        fail(column, 'must be a number with at most 2 decimals, e.g. 4.50', 'amount');
        return undefined;
      }
      const amount = centsFromDecimal(value);
      if (amount < 0) fail(column, 'must not be negative', 'negative');
      if (amount > 100_000_000_000) fail(column, 'is too large', 'too_large');
      return amount;
    };

    const sku = columns.has('sku') ? line('sku', 64) : '';
    const name = line('name', 200);
    if (!name) fail('name', 'is required', 'required');
    const product: CsvProduct = { row, id: null, sku, name };
    product.priceCents = money('price', true);
    if (columns.has('cost')) product.costCents = money('cost', false) ?? 0;
    if (columns.has('barcodes')) {
      const codes = listOf(cell('barcodes'));
      const bad = codes.find((code) => !BARCODE.test(code));
      if (bad !== undefined)
        fail('barcodes', `"${bad.slice(0, 40)}" may hold only letters, digits and - . /`, 'barcode', {
          code: bad.slice(0, 40),
        });
      product.barcode = [...new Set(codes)].join(',');
    }
    if (columns.has('categories')) {
      const names = listOf(line('categories', 2000));
      if (names.some((category) => category.length > 200))
        fail('categories', 'a name must be at most 200 characters', 'too_long', { max: '200' });
      for (const category of names)
        if (!categoryNames.has(category.toLowerCase())) newCategories.set(category.toLowerCase(), category);
      product.categories = names;
    }
    if (columns.has('taxes')) {
      product.taxIds = [];
      for (const tax of listOf(cell('taxes'))) {
        const taxId = taxByName.get(tax.toLowerCase());
        if (taxId === undefined)
          fail('taxes', `no tax named "${tax.slice(0, 60)}": add it under Taxes first`, 'no_tax', {
            name: tax.slice(0, 60),
          });
        else product.taxIds.push(taxId);
      }
    }
    if (columns.has('modifier_groups')) {
      product.groupIds = [];
      for (const group of listOf(cell('modifier_groups'))) {
        const groupId = groupByName.get(group.toLowerCase());
        if (groupId === undefined)
          fail('modifier_groups', `no modifier group named "${group.slice(0, 60)}"`, 'no_group', {
            name: group.slice(0, 60),
          });
        else product.groupIds.push(groupId);
      }
    }
    if (columns.has('description')) {
      const value = record.description ?? '';
      if (value.length > 2000) fail('description', 'must be at most 2000 characters', 'too_long', { max: '2000' });
      if (CONTROL_BUT_LINE_BREAK.test(value)) fail('description', 'must not contain control characters', 'control');
      product.description = value;
    }
    if (columns.has('color')) {
      const value = cell('color').toLowerCase();
      if (value && !(CATEGORY_COLORS as readonly string[]).includes(value))
        fail('color', `must be one of ${CATEGORY_COLORS.join(', ')} or empty`, 'color');
      product.color = value || null;
    }
    for (const [column, key] of [
      ['order_kiosk', 'orderKiosk'],
      ['price_adjust', 'priceAdjust'],
      ['qty_adjust', 'qtyAdjust'],
    ] as const) {
      if (!columns.has(column)) continue;
      const value = cell(column);
      const parsed = value === '' ? column === 'order_kiosk' : parseBoolean(value);
      if (parsed === null) fail(column, 'must be true or false', 'boolean');
      else product[key] = parsed;
    }
    if (columns.has('sorting')) {
      const value = cell('sorting');
      const number = value === '' ? 0 : Number(value);
      if (!Number.isSafeInteger(number) || Math.abs(number) > 1_000_000)
        fail('sorting', 'must be a whole number', 'whole_number');
      else product.sorting = number;
    }
    if (columns.has('inventory')) {
      const value = cell('inventory');
      if (value === '') product.inventory = null;
      else if (!DECIMAL.test(value) || (value.split('.')[1]?.length ?? 0) > 3 || Math.abs(Number(value)) > 1_000_000)
        fail('inventory', 'must be a number with at most 3 decimals, or empty when not tracked', 'inventory');
      else product.inventory = Number(value).toFixed(3);
    }

    if (sku) {
      const first = skusSeen.get(sku);
      if (first !== undefined)
        fail('sku', `the same sku as row ${String(first)}`, 'duplicate_sku', { row: String(first) });
      else skusSeen.set(sku, row);
      product.id = bySku.get(sku) ?? null;
    } else {
      product.id = byName.get(name) ?? null;
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else products.push(product);
  }
  return { products, errors, columns, ignored, newCategories: [...newCategories.values()] };
}

export async function csvPreview(db: Database, storeId: number, text: string): Promise<CatalogImportPreview> {
  const check = await csvCheck(db, storeId, text);
  return {
    creates: check.products.filter((product) => product.id === null).length,
    updates: check.products.filter((product) => product.id !== null).length,
    errors: check.errors.slice(0, MAX_LISTED_ERRORS),
    errors_more: Math.max(0, check.errors.length - MAX_LISTED_ERRORS),
    new_categories: check.newCategories.slice(0, 200),
    sample: check.products.slice(0, 20).map((product) => ({
      row: product.row,
      action: product.id === null ? ('create' as const) : ('update' as const),
      sku: product.sku,
      name: product.name,
      price_cents: product.priceCents ?? 0,
    })),
    ignored_columns: check.ignored,
  };
}

const BATCH = 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * Writes a checked file (call inside a transaction). Refused with 400 csv_invalid while any row has an error: an
 * import is all or nothing, so a fixed file can be imported again without doubles.
 */
export async function csvImport(db: Database, storeId: number, text: string): Promise<CatalogImportResult> {
  const check = await csvCheck(db, storeId, text);
  if (check.errors.length) {
    const first = check.errors[0];
    throw new HttpError(
      400,
      'csv_invalid',
      `${String(check.errors.length)} row(s) have errors; the first: row ${String(first?.row)}, ${first?.field ?? ''}: ${first?.message ?? ''}`,
      first?.field,
    );
  }
  const { products, columns } = check;

  // Categories the file names that the store lacks.
  if (check.newCategories.length)
    for (const batch of chunks(check.newCategories))
      await db.insert(t.categories).values(batch.map((name) => ({ storeId, name })));
  const categoryRows = await db
    .select({ id: t.categories.id, name: t.categories.name })
    .from(t.categories)
    .where(eq(t.categories.storeId, storeId))
    .orderBy(asc(t.categories.id));
  const categoryId = new Map<string, number>();
  for (const row of categoryRows)
    if (!categoryId.has(row.name.toLowerCase())) categoryId.set(row.name.toLowerCase(), row.id);

  const creates = products.filter((product) => product.id === null);
  const updates = products.filter((product) => product.id !== null);

  for (const batch of chunks(creates)) {
    const rows = await db
      .insert(t.products)
      .values(
        batch.map((product) => ({
          storeId,
          name: product.name,
          sku: product.sku,
          priceCents: product.priceCents ?? 0,
          costCents: product.costCents ?? 0,
          barcode: product.barcode ?? '',
          description: product.description ?? '',
          color: product.color ?? null,
          orderKiosk: product.orderKiosk ?? true,
          priceAdjust: product.priceAdjust ?? false,
          qtyAdjust: product.qtyAdjust ?? false,
          sorting: product.sorting ?? 0,
          inventory: product.inventory ?? null,
        })),
      )
      .returning({ id: t.products.id });
    batch.forEach((product, index) => (product.id = rows[index]?.id ?? null));
  }

  for (const batch of chunks(updates)) await updateBatch(db, storeId, batch, columns);

  // Links: an updated product's links of the file's columns are replaced; a created product has none yet.
  const linkSets: [CatalogCsvColumn, 'categories' | 'taxIds' | 'groupIds'][] = [
    ['categories', 'categories'],
    ['taxes', 'taxIds'],
    ['modifier_groups', 'groupIds'],
  ];
  for (const [column, key] of linkSets) {
    if (!columns.has(column)) continue;
    for (const batch of chunks(updates)) {
      const ids = batch.map((product) => product.id ?? 0);
      if (column === 'categories')
        await db.delete(t.productCategories).where(inArray(t.productCategories.productId, ids));
      if (column === 'taxes') await db.delete(t.productTaxes).where(inArray(t.productTaxes.productId, ids));
      if (column === 'modifier_groups')
        await db.delete(t.productModifierGroups).where(inArray(t.productModifierGroups.productId, ids));
    }
    const links = products.flatMap((product) => {
      const productId = product.id ?? 0;
      if (key === 'categories')
        return [...new Set((product.categories ?? []).map((name) => categoryId.get(name.toLowerCase()) ?? 0))].map(
          (id) => ({ productId, id }),
        );
      return [...new Set(product[key] ?? [])].map((id) => ({ productId, id }));
    });
    for (const batch of chunks(links, 5000)) {
      if (column === 'categories')
        await db
          .insert(t.productCategories)
          .values(batch.map((link) => ({ productId: link.productId, categoryId: link.id })));
      if (column === 'taxes')
        await db.insert(t.productTaxes).values(batch.map((link) => ({ productId: link.productId, taxId: link.id })));
      if (column === 'modifier_groups')
        await db
          .insert(t.productModifierGroups)
          .values(batch.map((link) => ({ productId: link.productId, groupId: link.id })));
    }
  }
  return {
    created: creates.length,
    updated: updates.length,
    new_categories: check.newCategories.length,
  };
}

/** One UPDATE ... FROM (VALUES ...) for a batch, setting only the file's columns. */
async function updateBatch(db: Database, storeId: number, batch: CsvProduct[], columns: Set<CatalogCsvColumn>) {
  const sets: [string, (product: CsvProduct) => unknown, string][] = [
    ['name', (p) => p.name, 'text'],
    ['price_cents', (p) => p.priceCents ?? 0, 'bigint'],
  ];
  if (columns.has('sku')) sets.push(['sku', (p) => p.sku, 'text']);
  if (columns.has('cost')) sets.push(['cost_cents', (p) => p.costCents ?? 0, 'bigint']);
  if (columns.has('barcodes')) sets.push(['barcode', (p) => p.barcode ?? '', 'text']);
  if (columns.has('description')) sets.push(['description', (p) => p.description ?? '', 'text']);
  if (columns.has('color')) sets.push(['color', (p) => p.color ?? null, 'text']);
  if (columns.has('order_kiosk')) sets.push(['order_kiosk', (p) => p.orderKiosk ?? true, 'boolean']);
  if (columns.has('price_adjust')) sets.push(['price_adjust', (p) => p.priceAdjust ?? false, 'boolean']);
  if (columns.has('qty_adjust')) sets.push(['qty_adjust', (p) => p.qtyAdjust ?? false, 'boolean']);
  if (columns.has('sorting')) sets.push(['sorting', (p) => p.sorting ?? 0, 'integer']);
  if (columns.has('inventory')) sets.push(['inventory', (p) => p.inventory ?? null, 'numeric']);
  const values = sql.join(
    batch.map(
      (product) =>
        sql`(${sql.join(
          [sql`${product.id}::integer`, ...sets.map(([, get, type]) => sql`${get(product)}::${sql.raw(type)}`)],
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = sql.raw(['id', ...sets.map(([column]) => column)].join(', '));
  const assignments = sql.raw(sets.map(([column]) => `${column} = v.${column}`).join(', '));
  await db.execute(
    sql`update ${t.products} as p set ${assignments} from (values ${values}) as v(${names}) where p.id = v.id and p.store_id = ${storeId}`,
  );
}

/** A CSV cell that a spreadsheet would run as a formula (=, +, -, @) is written with a leading apostrophe. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The store's products as CSV text, written page by page (keyset on id) so 100,000 products never sit in memory
 * as rows at once: yields chunks of text.
 */
export async function* csvExport(db: Database, storeId: number): AsyncGenerator<string> {
  yield `${Papa.unparse([[...CATALOG_CSV_COLUMNS]])}\r\n`;
  const [taxes, groups, categories] = await Promise.all([
    db.select({ id: t.taxes.id, name: t.taxes.name }).from(t.taxes).where(eq(t.taxes.storeId, storeId)),
    db
      .select({ id: t.modifierGroups.id, name: t.modifierGroups.name })
      .from(t.modifierGroups)
      .where(eq(t.modifierGroups.storeId, storeId)),
    db
      .select({ id: t.categories.id, name: t.categories.name })
      .from(t.categories)
      .where(eq(t.categories.storeId, storeId)),
  ]);
  const taxName = new Map(taxes.map((row) => [row.id, row.name]));
  const groupName = new Map(groups.map((row) => [row.id, row.name]));
  const categoryName = new Map(categories.map((row) => [row.id, row.name]));
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.storeId, storeId), gt(t.products.id, after)))
      .orderBy(asc(t.products.id))
      .limit(2000);
    if (rows.length === 0) return;
    after = rows.at(-1)?.id ?? after;
    const ids = rows.map((row) => row.id);
    const [categoryLinks, taxLinks, groupLinks] = await Promise.all([
      db.select().from(t.productCategories).where(inArray(t.productCategories.productId, ids)),
      db.select().from(t.productTaxes).where(inArray(t.productTaxes.productId, ids)),
      db.select().from(t.productModifierGroups).where(inArray(t.productModifierGroups.productId, ids)),
    ]);
    const names = <L extends { productId: number }>(
      links: L[],
      idOf: (link: L) => number,
      map: Map<number, string>,
    ) => {
      const byProduct = new Map<number, string[]>();
      for (const link of links)
        byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), map.get(idOf(link)) ?? '']);
      return byProduct;
    };
    const categoriesBy = names(categoryLinks, (link) => link.categoryId, categoryName);
    const taxesBy = names(taxLinks, (link) => link.taxId, taxName);
    const groupsBy = names(groupLinks, (link) => link.groupId, groupName);
    const table = rows.map((row) =>
      [
        row.sku,
        row.name,
        centsToString(cents(row.priceCents)),
        centsToString(cents(row.costCents)),
        barcodesOf(row.barcode).join('|'),
        (categoriesBy.get(row.id) ?? []).join('|'),
        (taxesBy.get(row.id) ?? []).join('|'),
        (groupsBy.get(row.id) ?? []).join('|'),
        row.description,
        row.color ?? '',
        String(row.orderKiosk),
        String(row.priceAdjust),
        String(row.qtyAdjust),
        String(row.sorting),
        row.inventory ?? '',
      ].map(safeCell),
    );
    yield `${Papa.unparse(table, { newline: '\r\n' })}\r\n`;
  }
}
