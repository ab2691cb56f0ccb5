import type { Category, Product } from '@opentill/contracts';
import { productScan, productSearch } from '@opentill/domain';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { catalogForget, catalogFrom, catalogInvalidate, catalogLoad, catalogOnChange, productUnavailable } from './catalog.ts';
import { catalogRevision } from './revision.ts';
import { productsReadChunked, snapshotDelete, snapshotRead, SOURCE_PAGE } from './snapshot.ts';

const product = (id: number, name: string, extra: Partial<Product> = {}): Product =>
  ({ id, name, description: '', image: null, color: null, price: 1, cost: 0, barcode: '', categories: [1], sorting: 0, tax_rates: [], tax_rate_value: 0, modifier_groups: [], printers: [], price_adjust: false, qty_adjust: false, order_kiosk: true, special_prices_items: [], inventory: null, ...extra });
const categories: Category[] = [{ id: 1, name: 'Drinks', color: null, image: null, sorting: 0 }];

describe('catalog', () => {
  const catalog = catalogFrom(
    [product(2, 'Tea', { barcode: '111,222', sorting: 2 }), product(1, 'Coffee', { sorting: 1, barcode: '12345' }), product(-2, 'Gift card', { barcode: '999' })],
    categories,
  );

  it('finds products by id and by each of their barcodes, never the gift card by barcode', () => {
    expect(catalog.byId.get(2)?.name).toBe('Tea');
    expect(catalog.byBarcode.get('222')?.name).toBe('Tea');
    expect(catalog.byBarcode.get('999')).toBeUndefined();
  });

  it('lists a category in sorting order', () => {
    expect(catalog.productsOfCategory(1).map((p) => p.name)).toEqual(['Coffee', 'Tea']);
    expect(catalog.productsOfCategory(5)).toEqual([]);
  });

  it('scans an exact barcode, then a price-embedded code (seed 001 §5)', () => {
    expect(catalog.scan('111')).toMatchObject({ kind: 'product', product: { id: 2 } });
    expect(catalog.scan('2012345012507')).toMatchObject({ kind: 'priced', product: { id: 1 }, price: 1250 });
    expect(catalog.scan('000')).toEqual({ kind: 'not_found' });
  });

  it('searches by name longer than 3 characters', () => {
    expect(catalog.search('coff').map((p) => p.name)).toEqual(['Coffee']);
  });
});

describe('products not offered (issue 16 §4, §9)', () => {
  it('an 86 counts until unavailable_until, the end of the business day', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const until = (value: unknown) => ({ ...product(1, 'Tea'), unavailable_until: value }) as Product;
    expect(productUnavailable(until('2026-03-02T04:00:00Z'), now)).toBe(true);
    expect(productUnavailable(until('2026-03-01T11:59:59Z'), now)).toBe(false);
    expect(productUnavailable(until(null), now)).toBe(false);
    expect(productUnavailable(until('not a date'), now)).toBe(false);
    expect(productUnavailable(product(1, 'Tea'), now)).toBe(false);
  });

  it('a withdrawn product is found by id (an order names it) but not in its category, search or scan', () => {
    const gone = { ...product(3, 'Scone', { barcode: '333' }), withdrawn: true } as Product;
    const catalog = catalogFrom([product(1, 'Scotch egg'), gone], categories);
    expect(catalog.byId.get(3)).toBe(gone);
    expect(catalog.productsOfCategory(1).map((p) => p.id)).toEqual([1]);
    expect(catalog.search('scone')).toEqual([]);
    expect(catalog.scan('333')).toEqual({ kind: 'not_found' });
  });

  it('tells its listeners when the products changed, so screens load the catalog again', () => {
    const listener = vi.fn();
    const stop = catalogOnChange(listener);
    catalogInvalidate();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    catalogInvalidate();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('catalog search index (issue 5 §2)', () => {
  it('answers exactly like domain productSearch and productScan on a varied catalog', () => {
    const words = ['Coffee', 'Latte', 'Tea', 'Espresso', 'Milk', 'Cake', 'Gift card'];
    const products = Array.from({ length: 400 }, (_, index) =>
      product(index === 0 ? -2 : index, `${words[index % words.length] ?? ''} ${String(index % 13)}`, {
        sorting: index % 5,
        barcode: index % 3 === 0 ? `${String(10000 + (index % 40))},77${String(index)}` : '',
      }),
    );
    const catalog = catalogFrom(products, []);
    for (const input of ['coff', ' LATTE ', 'tea 1', 'cake 12', '10005', '10039', '771', 'zzzz', 'gift', 'ake']) {
      expect(catalog.search(input)).toEqual(productSearch(catalog.products, input));
    }
    for (const code of ['10005', '7712', '2010005012345', '201000', 'nothing']) {
      expect(catalog.scan(code)).toEqual(productScan(catalog.products, code));
    }
  });
});

describe('catalog search with a limit (issue 7: the editor shows the first 50 results)', () => {
  const words = ['Coffee', 'Latte', 'Tea', 'Espresso', 'Milk', 'Cake', 'Gift card', 'Ünïcode İstanbul', 'tea\nbag'];

  it('gives the first results of the full search, barcode holders in their catalog place', () => {
    const products = Array.from({ length: 300 }, (_, index) =>
      product(index === 0 ? -2 : index, `${words[index % words.length] ?? ''} ${String(index % 17)}`, {
        sorting: index % 4,
        barcode: index % 5 === 0 ? `${String(20000 + (index % 30))}` : '',
      }),
    );
    const catalog = catalogFrom(products, []);
    for (const input of ['coff', 'tea ', 'cake 1', '20005', 'gift', 'istanbul', 'zzzz', 'bag 1']) {
      for (const limit of [1, 3, 50, 1000]) expect(catalog.search(input, limit)).toEqual(productSearch(catalog.products, input).slice(0, limit));
    }
  });

  it('agrees with productSearch on random names, queries and limits', () => {
    const letters = fc.constantFrom('a', 'b', 'A', 'é', ' ', '1', '\n');
    const name = fc.array(letters, { maxLength: 8 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.record({ name, sorting: fc.integer({ min: 0, max: 3 }), code: fc.constantFrom('', '1111', 'ab1a') }), { maxLength: 40 }),
        fc.array(letters, { minLength: 4, maxLength: 6 }).map((chars) => chars.join('')),
        fc.integer({ min: 1, max: 10 }),
        (rows, query, limit) => {
          const catalog = catalogFrom(rows.map((row, index) => product(index + 1, row.name, { sorting: row.sorting, barcode: row.code })), []);
          expect(catalog.search(query, limit)).toEqual(productSearch(catalog.products, query).slice(0, limit));
          expect(catalog.search(query)).toEqual(productSearch(catalog.products, query));
        },
      ),
    );
  });
});

describe('catalogLoad and its snapshot (issue 5 §2)', () => {
  let database: OpenTillDb;
  beforeEach(() => {
    localStorage.clear();
    database = new OpenTillDb(`catalog-${Math.random()}`);
  });
  afterEach(async () => {
    await snapshotDelete(database);
    await database.delete();
  });

  // The snapshot is written in the background after a load from the source.
  const snapshotReady = () => vi.waitFor(async () => expect(await snapshotRead(database, catalogRevision() ?? '')).not.toBeNull());

  it('loads from the products store, then serves the next start from the snapshot of the same revision', async () => {
    await saveRecords('products', [product(1, 'Coffee', { barcode: '12345' }), product(2, 'Tea')], database);
    await saveRecords('categories', categories, database);
    const first = await catalogLoad(database);
    expect(first.byBarcode.get('12345')?.name).toBe('Coffee');
    await snapshotReady();
    expect(await catalogLoad(database)).toBe(first);

    // A new start (module memory gone): the snapshot alone must give the same catalog, even with the source empty.
    await database.products.clear();
    catalogForget();
    const reopened = await catalogLoad(database);
    expect(reopened.products.map((p) => p.name)).toEqual(['Coffee', 'Tea']);
    expect(reopened.categories.map((c) => c.name)).toEqual(['Drinks']);
  });

  it('rebuilds when products are written, and a stale snapshot is never read', async () => {
    await saveRecords('products', [product(1, 'Coffee')], database);
    const before = await catalogLoad(database);
    await snapshotReady();
    const staleRevision = catalogRevision() ?? '';
    await saveRecords('products', [product(1, 'Flat white'), product(3, 'Scone')], database);
    expect(catalogRevision()).not.toBe(staleRevision);
    expect(await snapshotRead(database, catalogRevision() ?? '')).toBeNull();
    const after = await catalogLoad(database);
    expect(after).not.toBe(before);
    expect(after.byId.get(1)?.name).toBe('Flat white');
    expect(after.byId.get(3)?.name).toBe('Scone');
  });

  it('catalogInvalidate makes the next load read the source again', async () => {
    await saveRecords('products', [product(1, 'Coffee')], database);
    const before = await catalogLoad(database);
    await database.products.put({ ...product(1, 'Mocha') });
    catalogInvalidate();
    const after = await catalogLoad(database);
    expect(after).not.toBe(before);
    expect(after.byId.get(1)?.name).toBe('Mocha');
  });

  it('reads a large products store in pages by key', async () => {
    const many = Array.from({ length: SOURCE_PAGE * 2 + 7 }, (_, index) => product(index - 2, `P${String(index)}`));
    await saveRecords('products', many, database);
    const read = await productsReadChunked(database);
    expect(read).toHaveLength(many.length);
    expect(new Set(read.map((p) => p.id)).size).toBe(many.length);
  });
});
