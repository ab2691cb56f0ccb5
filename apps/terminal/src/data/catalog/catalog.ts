import type { Category, Product } from '@opentill/contracts';
import { GIFT_CARD_PRODUCT_ID, priceEmbeddedBarcode, productBarcodes, SEARCH_MIN_LENGTH, type ScanResult } from '@opentill/domain';
import { db, type OpenTillDb } from '../db.ts';
import { nameIndex } from './name-index.ts';
import { catalogRevision, catalogRevisionBump } from './revision.ts';
import { productsReadChunked, snapshotRead, snapshotWrite } from './snapshot.ts';

/**
 * The catalog as the order editor reads it: every product in memory with exact maps by id and by barcode, so a
 * scan or a tap never waits on IndexedDB (issue 5 §2). The products store stays the source; a derived snapshot
 * (snapshot.ts) serves start-up, and both are rebuilt whenever products change (revision.ts).
 */
export interface Catalog {
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly byId: ReadonlyMap<number, Product>;
  readonly byBarcode: ReadonlyMap<string, Product>;
  /** Products of a category in the seeds' sorting order (the product grid). */
  productsOfCategory(categoryId: number): readonly Product[];
  /**
   * seed 001 §5 search: name contains (case-insensitive, trimmed) or exact barcode; gift card product excluded. In
   * catalog order; with `limit`, the first `limit` of them (the editor shows 50 and stops looking there).
   */
  search(input: string, limit?: number): readonly Product[];
  /** seed 001 §5: exact barcode, then a price-embedded code, else not found. */
  scan(code: string): ScanResult<Product>;
}

/**
 * A product the store no longer offers but an order on this device still names (the server's catalog left it out:
 * removed, or 86'd if the server leaves those out). It is kept so the order's kitchen ticket, modifiers and price
 * rules still find it (issue 16 §9: an open order keeps its items), and offered nowhere: no grid, search or scan.
 */
export const WITHDRAWN_FIELD = 'withdrawn';

/** issue 16 §4 "86 an item": unavailable_until, the end of the store's business day, when the product is 86'd. */
export function productUnavailable(product: Product, now: Date = new Date()): boolean {
  const until = (product as Product & { unavailable_until?: unknown }).unavailable_until;
  if (typeof until !== 'string' || until === '') return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > now.getTime();
}

const withdrawn = (product: Product): boolean => (product as Product & Record<string, unknown>)[WITHDRAWN_FIELD] === true;

/** The performance mark set each time a catalog load finishes (the reopen benchmark waits for it). */
export const CATALOG_READY_MARK = 'opentill:catalog-ready';

// A collator compares like localeCompare but is many times faster on 50,000 names.
const collator = new Intl.Collator();
const bySorting = (a: { sorting: number; name: string }, b: { sorting: number; name: string }) => a.sorting - b.sorting || collator.compare(a.name, b.name);

/** Builds the in-memory catalog from plain product and category lists. */
export function catalogFrom(products: readonly Product[], categories: readonly Category[]): Catalog {
  const sorted = [...products].sort(bySorting);
  const byId = new Map<number, Product>();
  const byBarcode = new Map<string, Product>();
  const byCategory = new Map<number, Product[]>();
  // The search index: lower-cased names by position (the gift card product's left empty, so it never matches);
  // byBarcode holds the first product of each code and `sharedCodes` the others (rare), since search lists every
  // product holding the code.
  const names: string[] = new Array<string>(sorted.length).fill('');
  const sharedCodes = new Map<string, Product[]>();
  sorted.forEach((product, index) => {
    byId.set(product.id, product);
    if (product.id === GIFT_CARD_PRODUCT_ID || withdrawn(product)) return;
    names[index] = product.name.toLowerCase();
    for (const code of productBarcodes(product)) {
      const first = byBarcode.get(code);
      if (!first) byBarcode.set(code, product);
      else if (first !== product) {
        const others = sharedCodes.get(code);
        if (others) others.push(product);
        else sharedCodes.set(code, [product]);
      }
    }
    for (const category of product.categories) {
      const list = byCategory.get(category);
      if (list) list.push(product);
      else byCategory.set(category, [product]);
    }
  });
  const nameSearch = nameIndex(names);

  return {
    products: sorted,
    categories: [...categories].sort(bySorting),
    byId,
    byBarcode,
    productsOfCategory: (categoryId) => byCategory.get(categoryId) ?? [],
    // Same answer as domain productSearch (seed 001 §5), without splitting every barcode on every keystroke.
    search: (input, limit = Number.POSITIVE_INFINITY) => {
      const query = input.trim();
      if (query.length < SEARCH_MIN_LENGTH) return [];
      const byName = nameSearch(query.toLowerCase(), limit);
      const first = byBarcode.get(query);
      // A barcode is held by one product, rarely a few: finding their places is cheaper than keeping a map of all.
      const coded = first ? [first, ...(sharedCodes.get(query) ?? [])].map((product) => sorted.indexOf(product)) : [];
      const all = coded.length === 0 ? byName : [...new Set([...byName, ...coded])].sort((a, b) => a - b);
      return all.slice(0, limit).map((index) => sorted[index]!);
    },
    // Same answer as domain productScan: the first product (in sorting order) holding the code, exact then embedded.
    scan: (code) => {
      const trimmed = code.trim();
      const exact = byBarcode.get(trimmed);
      if (exact) return { kind: 'product', product: exact };
      const embedded = priceEmbeddedBarcode(trimmed);
      const product = embedded ? byBarcode.get(embedded.productCode) : undefined;
      return embedded && product ? { kind: 'priced', product, price: embedded.price } : { kind: 'not_found' };
    },
  };
}

async function catalogBuild(database: OpenTillDb, revision: string): Promise<Catalog> {
  const started = performance.now();
  const snapshot = await snapshotRead(database, revision).catch(() => null);
  let catalog: Catalog;
  let read: number;
  if (snapshot) {
    read = performance.now();
    catalog = catalogFrom(snapshot.products, snapshot.categories);
  } else {
    const [products, categories] = await Promise.all([productsReadChunked(database), database.categories.toArray()]);
    read = performance.now();
    catalog = catalogFrom(products, categories as unknown as Category[]);
    // Rebuilt in the background: a failure only means the next start reads the source again.
    void snapshotWrite(database, revision, catalog.products, catalog.categories).catch(() => undefined);
  }
  // The timings go with the mark so a benchmark can tell reading from building (bench/catalog-reopen).
  const detail = { products: catalog.products.length, source: snapshot ? 'snapshot' : 'products', read_ms: Math.round(read - started), build_ms: Math.round(performance.now() - read) };
  if (typeof performance.mark === 'function') performance.mark(CATALOG_READY_MARK, { detail });
  return catalog;
}

let cached: { revision: string; database: OpenTillDb; catalog: Promise<Catalog> } | null = null;

/**
 * The catalog of this device, kept in memory until products change: any write to products or categories (this tab
 * or another) changes the revision, and the next call rebuilds.
 */
export function catalogLoad(database: OpenTillDb = db()): Promise<Catalog> {
  const revision = catalogRevision() ?? catalogRevisionBump();
  if (cached?.revision === revision && cached.database === database) return cached.catalog;
  const catalog = catalogBuild(database, revision);
  const entry = { revision, database, catalog };
  cached = entry;
  catalog.catch(() => {
    if (cached === entry) cached = null;
  });
  return catalog;
}

const listeners = new Set<() => void>();

/**
 * Calls the listener after each catalogInvalidate (a sync or a dashboard change wrote products or categories), so a
 * screen showing the catalog loads it again (issue 16 §9). Returns the unsubscribe.
 */
export function catalogOnChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after products or categories were written (a sync), so the next read rebuilds catalog and snapshot. */
export function catalogInvalidate(): void {
  catalogRevisionBump();
  cached = null;
  for (const listener of [...listeners]) listener();
}

/** Forgets the in-memory catalog (Reset; tests use it as a new start of the app). */
export function catalogForget(): void {
  cached = null;
}
