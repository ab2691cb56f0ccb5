import { describe, expect, it } from 'vitest';
import {
  eanCheckDigit,
  eanIsValid,
  eanWithCheckDigit,
  priceEmbeddedBarcode,
  productBarcodes,
  productScan,
  productSearch,
  SEARCH_MIN_LENGTH,
} from './search.ts';

const products = [
  { id: 1, name: 'Cheeseburger', barcode: '4006381333931' },
  { id: 2, name: 'Cheese Fries', barcode: ' 12345670 , 96385074 ' },
  { id: 3, name: 'Ham', barcode: '01234' },
  { id: -2, name: 'Gift Card cheese', barcode: '5555' },
  { id: 4, name: 'Tea', barcode: null },
];
const ids = (list: { id: number }[]) => list.map((product) => product.id);

describe('productSearch (seed 001 §5)', () => {
  it('needs more than 3 characters', () => {
    expect(SEARCH_MIN_LENGTH).toBe(4);
    expect(productSearch(products, 'Che')).toEqual([]);
    expect(productSearch(products, '  Che  ')).toEqual([]);
    expect(ids(productSearch(products, 'Chee'))).toEqual([1, 2]);
  });
  it('matches names trimmed and case-insensitively, never the gift card product', () => {
    expect(ids(productSearch(products, '  CHEESE '))).toEqual([1, 2]);
    expect(ids(productSearch(products, 'fries'))).toEqual([2]);
  });
  it('matches barcodes exactly, also inside comma lists', () => {
    expect(ids(productSearch(products, '96385074'))).toEqual([2]);
    expect(ids(productSearch(products, '9638507'))).toEqual([]);
    expect(ids(productSearch(products, '5555'))).toEqual([]);
  });
  it('splits barcode lists', () => {
    expect(productBarcodes({ barcode: ' 1, ,2 ' })).toEqual(['1', '2']);
    expect(productBarcodes({ barcode: null })).toEqual([]);
    expect(productBarcodes({})).toEqual([]);
  });
});

describe('price-embedded barcodes (seed 001 §5)', () => {
  it.each<[string, object | null]>([
    ['200123419950', { productCode: '01234', price: 1995 }], // 20 | 01234 | 1995 | 0
    ['2001234019950', { productCode: '01234', price: 1995 }],
    ['0201234012345', { productCode: '01234', price: 1234 }],
    ['020123400050', { productCode: '01234', price: 5 }],
    ['210123401995', null],
    ['20012340199', null],
    ['20012340199501', null],
    ['2001234O1995', null],
  ])('%s -> %j', (code, result) => {
    expect(priceEmbeddedBarcode(code)).toEqual(result);
  });
  it('scan: exact barcode, then price-embedded, then not found', () => {
    expect(productScan(products, ' 4006381333931 ')).toEqual({ kind: 'product', product: products[0] });
    expect(productScan(products, '2001234019950')).toEqual({ kind: 'priced', product: products[2], price: 1995 });
    expect(productScan(products, '2099999019950')).toEqual({ kind: 'not_found' });
    expect(productScan(products, '5555')).toEqual({ kind: 'not_found' });
    expect(productScan(products, 'nothing')).toEqual({ kind: 'not_found' });
  });
});

describe('EAN check digits (seed 001 §5)', () => {
  // Known codes: 4006381333931 (EAN-13), 96385074 and 12345670 (EAN-8), 5901234123457.
  it.each<[string, number]>([
    ['400638133393', 1],
    ['590123412345', 7],
    ['9638507', 4],
    ['1234567', 0],
    ['0000000', 0],
  ])('check digit of %s is %i', (data, digit) => {
    expect(eanCheckDigit(data)).toBe(digit);
    expect(eanWithCheckDigit(data)).toBe(`${data}${String(digit)}`);
  });
  it.each(['123456', '12345678', '12345678901', '1234567890123', '123456a'])('refuses %s', (data) => {
    expect(eanCheckDigit(data)).toBeNull();
    expect(eanWithCheckDigit(data)).toBeNull();
  });
  it.each<[string, boolean]>([
    ['4006381333931', true],
    ['4006381333932', false],
    ['96385074', true],
    ['96385075', false],
    ['9638507', false],
    ['963850a4', false],
    ['400638133393a', false],
  ])('valid %s -> %s', (code, valid) => {
    expect(eanIsValid(code)).toBe(valid);
  });
});

describe('search edges', () => {
  it('never prices the gift card product from an embedded code', () => {
    expect(productScan([{ id: -2, name: 'Gift', barcode: '01234' }], '2001234019950')).toEqual({ kind: 'not_found' });
  });
  it('needs digits from the first character', () => {
    expect(eanCheckDigit('a123456')).toBeNull();
  });
});
