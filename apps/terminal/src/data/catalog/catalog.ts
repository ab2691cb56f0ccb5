import type { Category, Product } from '@opentill/contracts';
import { GIFT_CARD_PRODUCT_ID, productBarcodes, productSearch, productScan, type ScanResult } from '@opentill/domain';
import { db, type OpenTillDb } from '../db.ts';

/**
 * The catalog as the order editor reads it: every product in memory with exact maps by id and by barcode, so a
 * scan or a tap never waits on IndexedDB (issue 5 §2). The products store stays the source; the catalog is rebuilt
 * whenever products change (catalogInvalidate after a sync).
 */
export interface Catalog {
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly byId: ReadonlyMap<number, Product>;
  readonly byBarcode: ReadonlyMap<string, Product>;
  /** Products of a category in the seeds' sorting order (the product grid). */
  productsOfCategory(categoryId: number): readonly Product[];
  /** seed 001 §5 search: name contains (case-insensitive, trimmed) or exact barcode; gift card product excluded. */
  search(input: string): readonly Product[];
  /** seed 001 §5: exact barcode, then a price-embedded code, else not found. */
  scan(code: string): ScanResult<Product>;
}

const bySorting = (a: { sorting: number; name: string }, b: { sorting: number; name: string }) => a.sorting - b.sorting || a.name.localeCompare(b.name);

/** Builds the in-memory catalog from plain product and category lists. */
export function catalogFrom(products: readonly Product[], categories: readonly Category[]): Catalog {
  const sorted = [...products].sort(bySorting);
  const byId = new Map<number, Product>();
  const byBarcode = new Map<string, Product>();
  const byCategory = new Map<number, Product[]>();
  for (const product of sorted) {
    byId.set(product.id, product);
    if (product.id === GIFT_CARD_PRODUCT_ID) continue;
    for (const code of productBarcodes(product)) if (!byBarcode.has(code)) byBarcode.set(code, product);
    for (const category of product.categories) {
      const list = byCategory.get(category);
      if (list) list.push(product);
      else byCategory.set(category, [product]);
    }
  }
  return {
    products: sorted,
    categories: [...categories].sort(bySorting),
    byId,
    byBarcode,
    productsOfCategory: (categoryId) => byCategory.get(categoryId) ?? [],
    search: (input) => productSearch(sorted, input),
    scan: (code) => {
      const exact = byBarcode.get(code.trim());
      return exact ? { kind: 'product', product: exact } : productScan(sorted, code);
    },
  };
}

let cached: Promise<Catalog> | null = null;

/** The catalog of this device, read from IndexedDB once and kept until products change. */
export function catalogLoad(database: OpenTillDb = db()): Promise<Catalog> {
  cached ??= Promise.all([database.products.toArray(), database.categories.toArray()]).then(([products, categories]) =>
    catalogFrom(products as unknown as Product[], categories as unknown as Category[]),
  );
  return cached;
}

/** Called after products or categories were written (a sync), so the next read rebuilds the catalog. */
export function catalogInvalidate(): void {
  cached = null;
}
