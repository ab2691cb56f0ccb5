import type { Category, Product } from '@opentill/contracts';
import { describe, expect, it } from 'vitest';
import { catalogFrom } from './catalog.ts';

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
