/**
 * The products table of the dashboard over 100,000 products (issue 16 §4): search, sort and keyset paging on the
 * indexes (store, lower(name), id), (store, price_cents, id), (store, sku) and (store, id). A page reads `limit + 1`
 * rows after the cursor, never an OFFSET, so the thousandth page costs what the first does.
 */
import type { CatalogProductsPage, catalogProductsQuery } from '@opentill/contracts';
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { categoriesOf, productRowWire } from './dashboard-catalog.ts';

type Query = z.output<typeof catalogProductsQuery>;

/** The sort key of each sort: the expression the index holds (lower(name) for name). */
function sortKey(sort: Query['sort']): SQL {
  switch (sort) {
    case 'name':
      return sql`lower(${t.products.name})`;
    case 'price':
      return sql`${t.products.priceCents}`;
    case 'sku':
      return sql`${t.products.sku}`;
    case 'id':
      return sql`${t.products.id}`;
  }
}

/** The cursor: base64url of [sort key value, id] of the last row shown. */
export function cursorEncode(value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function cursorDecode(cursor: string, sort: Query['sort']): [string | number, number] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const valueOk = (value: unknown) =>
    sort === 'name' || sort === 'sku' ? typeof value === 'string' : Number.isSafeInteger(value);
  if (!Array.isArray(decoded) || decoded.length !== 2 || !valueOk(decoded[0]) || !Number.isSafeInteger(decoded[1]))
    throw new HttpError(400, 'invalid', 'query: cursor: not a cursor of this sort', 'cursor');
  return [decoded[0] as string | number, decoded[1] as number];
}

/** LIKE pattern of a search text, its wildcards escaped. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search: name contains it (case-insensitive), or the SKU or one barcode is it. */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return sql`(lower(${t.products.name}) like ${containsPattern(text)} or ${t.products.sku} = ${text} or (',' || ${t.products.barcode} || ',') like ${`%,${text.replace(/[\\%_]/g, (c) => `\\${c}`)},%`})`;
}

export async function productsList(
  db: Database,
  storeId: number,
  query: Query,
  now = new Date(),
): Promise<CatalogProductsPage> {
  const key = sortKey(query.sort);
  const filters: SQL[] = [eq(t.products.storeId, storeId)];
  const search = searchCondition(query.q);
  if (search) filters.push(search);
  if (query.category !== undefined)
    filters.push(
      sql`exists (select 1 from ${t.productCategories} where ${t.productCategories.productId} = ${t.products.id} and ${t.productCategories.categoryId} = ${query.category})`,
    );
  const where = and(...filters);
  const desc = query.dir === 'desc';
  const paged = [...filters];
  if (query.cursor) {
    const [value, id] = cursorDecode(query.cursor, query.sort);
    // A row comparison walks the (store, key, id) index from the cursor on.
    paged.push(
      desc ? sql`(${key}, ${t.products.id}) < (${value}, ${id})` : sql`(${key}, ${t.products.id}) > (${value}, ${id})`,
    );
  }
  const order = desc ? [sql`${key} desc`, sql`${t.products.id} desc`] : [sql`${key} asc`, sql`${t.products.id} asc`];
  const [rows, totals] = await Promise.all([
    db
      .select({ ...getTableColumns(t.products), sortValue: sql<string | number>`${key}` })
      .from(t.products)
      .where(and(...paged))
      .orderBy(...order)
      .limit(query.limit + 1),
    // The count costs a pass over the matches: the first page says it, the next ones need not repeat it.
    query.cursor ? Promise.resolve(null) : db.select({ n: count() }).from(t.products).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const categories = await categoriesOf(
    db,
    page.map((row) => row.id),
  );
  return {
    results: page.map((row) => productRowWire(row, categories.get(row.id) ?? [], now)),
    total: totals ? (totals[0]?.n ?? 0) : null,
    next_cursor:
      rows.length > query.limit && last
        ? cursorEncode(
            query.sort === 'name' || query.sort === 'sku' ? String(last.sortValue) : Number(last.sortValue),
            last.id,
          )
        : null,
  };
}
