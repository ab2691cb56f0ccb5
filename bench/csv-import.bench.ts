// CSV import of 100,000 products through the dashboard's import (POST /api/dashboard/stores/:store/catalog/import:
// papaparse, every row checked, categories created, products and their category and tax links written in batches, the
// audit entry and config-changed) against a raw batched insert of the same rows into the same database, in the same
// run: on file-backed PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or a throw-away cluster from
// scripts/lib/postgres-cluster.mjs) is available. Budget (issue 16): the import reaches at least 50 % of the raw
// insert's rate. The import runs in-process through app.inject, so both sides skip the network.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database, DatabaseOptions } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema.ts';
import { dashboardHeaders, dashboardSignIn } from '../apps/server/test/dashboard-fixtures.ts';
import { writeResult } from './lib/index.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CATEGORIES = Array.from({ length: 20 }, (_, index) => `Category ${String(index + 1)}`);
const BATCH = 1000;

interface Row {
  sku: string;
  name: string;
  cents: number;
  costCents: number;
  barcode: string;
  category: string;
}

const rows: Row[] = Array.from({ length: PRODUCTS }, (_, index) => ({
  sku: `SKU-${String(index + 1).padStart(6, '0')}`,
  name: `Product ${String(index + 1)}`,
  cents: 100 + (index % 2000),
  costCents: 40 + (index % 800),
  barcode: String(4_000_000_000_000 + index),
  category: CATEGORIES[index % CATEGORIES.length] ?? 'Category 1',
}));

const money = (cents: number) => `${String(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
const csv = [
  'sku,name,price,cost,barcodes,categories,taxes',
  ...rows.map((row) =>
    [row.sku, row.name, money(row.cents), money(row.costCents), row.barcode, row.category, 'Sales tax'].join(','),
  ),
].join('\n');

/** The same rows written straight into the tables, in batches of the same size, in one transaction: the baseline. */
async function rawInsert(db: Database, storeId: number, taxId: number): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(t.categories)
      .values(CATEGORIES.map((name) => ({ storeId, name })))
      .returning({ id: t.categories.id, name: t.categories.name });
    const categoryId = new Map(categories.map((row) => [row.name, row.id]));
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const inserted = await tx
        .insert(t.products)
        .values(
          batch.map((row) => ({
            storeId,
            sku: row.sku,
            name: row.name,
            priceCents: row.cents,
            costCents: row.costCents,
            barcode: row.barcode,
          })),
        )
        .returning({ id: t.products.id });
      await tx.insert(t.productCategories).values(
        batch.map((row, index) => ({
          productId: inserted[index]?.id ?? 0,
          categoryId: categoryId.get(row.category) ?? 0,
        })),
      );
      await tx.insert(t.productTaxes).values(inserted.map((product) => ({ productId: product.id, taxId })));
    }
  });
  return performance.now() - started;
}

async function measure(label: string, options: DatabaseOptions): Promise<Record<string, number | string>> {
  const built = await buildApp({ ...options, logger: false, demoMode: false });
  const { app, database } = built;
  const session = await dashboardSignIn(built);
  const raw = await dashboardSignIn(built, { business: session.business });
  for (const storeId of [session.storeId, raw.storeId])
    await database.db.insert(t.taxes).values({ storeId, name: 'Sales tax', rate: '8.000' });
  const [rawTax] = await database.db.select().from(t.taxes).where(eq(t.taxes.storeId, raw.storeId));

  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: `/api/dashboard/stores/${String(session.storeId)}/catalog/import`,
    headers: { ...dashboardHeaders(session), 'content-type': 'text/csv' },
    payload: csv,
  });
  const importMs = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  const result = answer.json<{ created: number }>();
  if (result.created !== PRODUCTS) throw new Error(`import created ${String(result.created)} of ${String(PRODUCTS)}`);

  const rawMs = await rawInsert(database.db, raw.storeId, rawTax?.id ?? 0);
  await app.close();
  return {
    [`${label}_import_ms`]: Math.round(importMs),
    [`${label}_raw_ms`]: Math.round(rawMs),
    [`${label}_import_rows_per_s`]: Math.round((PRODUCTS / importMs) * 1000),
    [`${label}_ratio`]: Number((rawMs / importMs).toFixed(3)),
  };
}

const details: Record<string, number | string> = { products: PRODUCTS, csv_bytes: Buffer.byteLength(csv) };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-csv-'));
Object.assign(details, await measure('pglite', { dataDir }));
fs.rmSync(dataDir, { recursive: true, force: true });

let cluster: { url: string; stop(): void } | undefined;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  try {
    const { startPostgresCluster } = await import('../scripts/lib/postgres-cluster.mjs');
    cluster = await startPostgresCluster();
    databaseUrl = cluster.url;
  } catch (error) {
    details.postgres = `skipped: ${error instanceof Error ? error.message : String(error)}`;
  }
}
if (databaseUrl) {
  try {
    Object.assign(details, await measure('postgres', { databaseUrl }));
  } finally {
    cluster?.stop();
  }
}

const ratios = [details.pglite_ratio, details.postgres_ratio].filter(
  (value): value is number => typeof value === 'number',
);
writeResult({
  name: 'csv-import',
  figure: Math.min(...ratios),
  unit: 'lowest ratio of the CSV import to a raw batched insert of the same 100,000 products (PGlite file, PostgreSQL)',
  budget: { value: 0.5, better: 'higher' },
  details,
});
