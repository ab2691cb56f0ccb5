import { PRODUCTS_PAGE_SIZE, type ConfigResponse, type CountriesResponse, type ProductsResponse, type StatesResponse } from '@opentill/contracts';
import { apiRequest, type ApiDeps } from '../api.ts';
import { saveTerminal } from '../connection.ts';
import { db as defaultDb, OpenTillDb, type DbRecord, type StoreName } from '../db.ts';
import { catalogInvalidate, WITHDRAWN_FIELD } from '../catalog/catalog.ts';
import { catalogRevisionBump } from '../catalog/revision.ts';
import { replaceRecords, saveRecords } from '../save.ts';

/** seed 000 §7 / issue 5 §5: the first synchronisation, in this order. */
export const FIRST_SYNC_STEPS = ['config', 'sections', 'tables', 'categories', 'employees', 'discounts', 'products', 'countries', 'states', 'shift'] as const;
export type FirstSyncStep = (typeof FIRST_SYNC_STEPS)[number];

/**
 * Where a first sync stands. It is updated as each step commits, so a retry after a failure resumes at the
 * failed step (and, for products, at the failed page) instead of starting over (issue 5 §5).
 */
export interface FirstSyncCursor {
  done: FirstSyncStep[];
  /** The next products page to fetch; null before the first page. */
  productsNext: string | null;
  /** Pages of products stored so far. */
  productPages: number;
  /** Ids of the products received so far: once the last page is in, the stored products not among them are gone. */
  productsSeen: Set<number>;
}

export const firstSyncCursorNew = (): FirstSyncCursor => ({ done: [], productsNext: null, productPages: 0, productsSeen: new Set() });

export interface FirstSyncProgress {
  step: FirstSyncStep;
  productPages: number;
}

/** Countries and states have no store among the seeds' 16; they go to the caller (the persisted app state). */
export interface FirstSyncSink {
  reference: (countries: CountriesResponse, states: StatesResponse) => void;
}

export interface FirstSyncOptions {
  cursor: FirstSyncCursor;
  onProgress?: (progress: FirstSyncProgress) => void;
  sink: FirstSyncSink;
  deps?: ApiDeps;
  database?: OpenTillDb;
}

type Results = { results: DbRecord[] };

/** Lists answered as {results}, each replacing its store (seed 000 §7). */
const LISTS: Partial<Record<FirstSyncStep, { path: string; store: StoreName }>> = {
  sections: { path: '/sections/', store: 'sections' },
  tables: { path: '/tables/', store: 'tables' },
  categories: { path: '/categories/', store: 'categories' },
  employees: { path: '/employees/', store: 'employee' },
  discounts: { path: '/discounts/', store: 'discounts' },
};

/** Runs (or resumes) the first synchronisation of seed 000 §7 into IndexedDB. Throws on the first failure. */
export async function firstSync({ cursor, onProgress, sink, deps = {}, database = defaultDb() }: FirstSyncOptions): Promise<void> {
  const reference = { countries: null as CountriesResponse | null };
  for (const step of FIRST_SYNC_STEPS) {
    if (cursor.done.includes(step)) continue;
    onProgress?.({ step, productPages: cursor.productPages });
    await syncStep(step, { cursor, onProgress, sink, deps, database }, reference);
    cursor.done.push(step);
  }
}

/**
 * Runs one step of the first sync: also how a terminal refetches one part of its data when the dashboard changed it
 * (issue 16 §9, sync/config-refresh.ts). Every step replaces its data whole, except products (written over page by
 * page, see syncProducts).
 */
export async function syncStep(
  step: FirstSyncStep,
  { cursor, onProgress, sink, deps = {}, database = defaultDb() }: FirstSyncOptions,
  reference: { countries: CountriesResponse | null } = { countries: null },
): Promise<void> {
  const list = LISTS[step];
  if (list) {
    const answer = await apiRequest<Results>(list.path, {}, deps);
    await replaceRecords(list.store, answer.results, database);
    // issue 5 §2: a category change is a catalog change for the screens showing it.
    if (list.store === 'categories') catalogInvalidate();
  } else if (step === 'config') {
    const config = await apiRequest<ConfigResponse>('/config/', {}, deps);
    await replaceRecords('store', [config.store], database);
    await replaceRecords('currency', [config.currency], database);
    await replaceRecords('tax', config.tax, database);
    saveTerminal({ ...config.terminal, store_terminals: config.store_terminals }, deps.storage);
  } else if (step === 'products') {
    await syncProducts(cursor, database, deps, onProgress);
  } else if (step === 'countries') {
    reference.countries = await apiRequest<CountriesResponse>('/countries', {}, deps);
    sink.reference(reference.countries, []);
  } else if (step === 'states') {
    const states = await apiRequest<StatesResponse>('/states', {}, deps);
    sink.reference(reference.countries ?? {}, states);
  } else {
    // seed 000 §7 GET /shifts/sync/: the terminal's current shift, or null when none is open.
    const shift = await apiRequest<DbRecord | null>('/shifts/sync/', {}, deps);
    if (shift && typeof shift === 'object' && 'id' in shift) await saveRecords('shift', [shift], database);
  }
}

/**
 * Products per IndexedDB write during the first sync: one page. Measured (bench/catalog-download): writing 500 at
 * once was no faster (the cost is per product, not per transaction) and made main-thread tasks of 100-200 ms,
 * because the values are serialised on the main thread inside put().
 */
export const PRODUCTS_WRITE_BATCH = PRODUCTS_PAGE_SIZE;

/**
 * Products page by page following `next` (seed 000 §7); each page commits before the cursor moves on, so a retry
 * resumes after the last saved page. The next page is already being fetched while this one is written (the
 * download of 50,000 products stays within 3x of fetching alone, issue 5 acceptance); each task is one page of
 * 100, so the main thread is never held long.
 */
async function syncProducts(cursor: FirstSyncCursor, database: OpenTillDb, deps: ApiDeps, onProgress?: (progress: FirstSyncProgress) => void): Promise<void> {
  // The stored products are not cleared first: pages are written over them, and those the server no longer lists are
  // removed once the last page is in (productsPrune). A terminal selling while its catalog is fetched again (a manual
  // sync, a dashboard change) never sees an empty grid, and an order's products are never taken from under it.
  const ask = (path: string | null): Promise<ProductsResponse> | null => {
    if (!path) return null;
    const request = apiRequest<ProductsResponse>(path, {}, deps);
    // Awaited on the next turn; until then a failure must not count as unhandled.
    request.catch(() => undefined);
    return request;
  };
  // Pages are written PRODUCTS_WRITE_BATCH products at a time; received pages are written before a failure is
  // reported, so Retry resumes there.
  let buffer: DbRecord[] = [];
  let bufferedPages = 0;
  let bufferedNext: string | null = null;
  // Products can be downloaded again, so their writes need not wait for the disk (a second, relaxed connection).
  const writer = new OpenTillDb(database.name, { relaxed: true });
  const flush = async () => {
    if (bufferedPages === 0) return;
    await saveRecords('products', buffer, writer);
    cursor.productPages += bufferedPages;
    cursor.productsNext = bufferedNext;
    buffer = [];
    bufferedPages = 0;
  };
  try {
    let pending = ask(cursor.productsNext ?? '/products/');
    while (pending) {
      let page: ProductsResponse;
      try {
        page = await pending;
      } catch (error) {
        await flush();
        throw error;
      }
      pending = ask(page.next);
      for (const product of page.results) {
        buffer.push(product);
        cursor.productsSeen.add(product.id);
      }
      bufferedPages += 1;
      bufferedNext = page.next;
      if (buffer.length >= PRODUCTS_WRITE_BATCH || !page.next) await flush();
      onProgress?.({ step: 'products', productPages: cursor.productPages + bufferedPages });
    }
  } finally {
    writer.close();
  }
  await productsPrune(database, cursor.productsSeen);
  // issue 5 §2: the catalog (and its snapshot) is rebuilt from the new products on its next load.
  catalogInvalidate();
}

/** The product ids the device's orders name (any status: a refund or a reprint may still read the product). */
async function productsNamedByOrders(database: OpenTillDb): Promise<Set<number>> {
  const named = new Set<number>();
  await database.orders.each((order) => {
    const items = Array.isArray(order.items) ? (order.items as { product?: unknown }[]) : [];
    for (const item of items) if (typeof item.product === 'number') named.add(item.product);
  });
  return named;
}

/**
 * Removes the stored products the server's catalog did not list (`seen` holds those it did). One an order on this
 * device still names is kept, marked withdrawn: offered nowhere, but its order's kitchen ticket, modifiers and
 * price rules still find it (issue 16 §9). Returns how many were removed and kept.
 */
export async function productsPrune(database: OpenTillDb, seen: ReadonlySet<number>): Promise<{ removed: number; withdrawn: number }> {
  const stored = await database.products.toCollection().primaryKeys();
  const gone = stored.filter((id) => !seen.has(id));
  if (gone.length === 0) return { removed: 0, withdrawn: 0 };
  const named = await productsNamedByOrders(database);
  const keep = gone.filter((id) => named.has(id));
  const drop = gone.filter((id) => !named.has(id));
  await database.transaction('rw', database.products, async () => {
    await database.products.bulkDelete(drop);
    const kept = (await database.products.bulkGet(keep)).filter((record): record is DbRecord => record !== undefined);
    await database.products.bulkPut(kept.map((record) => ({ ...record, [WITHDRAWN_FIELD]: true })));
  });
  catalogRevisionBump();
  return { removed: drop.length, withdrawn: keep.length };
}
