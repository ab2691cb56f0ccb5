/**
 * Product search and barcodes (seed 001 §5 Search, barcode types).
 */
import { cents, type Cents } from './money.ts';
import { GIFT_CARD_PRODUCT_ID } from './order-input.ts';

/** The product fields search reads (seed 001 §3 Product). */
export interface SearchProduct {
  readonly id: number;
  readonly name: string;
  /** One barcode or a comma-separated list. */
  readonly barcode?: string | null;
}

/** seed 001 §5: results list only when the input is longer than 3 characters. */
export const SEARCH_MIN_LENGTH = 4;

/** The barcodes of a product: split on commas, trimmed, empty ones dropped. */
export function productBarcodes(product: Pick<SearchProduct, 'barcode'>): string[] {
  if (product.barcode === null || product.barcode === undefined) return [];
  const codes: string[] = [];
  for (const part of product.barcode.split(',')) {
    const code = part.trim();
    if (code !== '') codes.push(code);
  }
  return codes;
}

/**
 * seed 001 §5: products whose name contains the trimmed input (case-insensitive) or whose barcode
 * list holds it exactly; the gift card product is excluded; nothing for 3 characters or fewer.
 */
export function productSearch<T extends SearchProduct>(products: readonly T[], input: string): T[] {
  const query = input.trim();
  if (query.length < SEARCH_MIN_LENGTH) return [];
  const lower = query.toLowerCase();
  return products.filter(
    (product) =>
      product.id !== GIFT_CARD_PRODUCT_ID &&
      (product.name.toLowerCase().includes(lower) || productBarcodes(product).includes(query)),
  );
}

/** A price-embedded barcode read (seed 001 §5). */
export interface PriceEmbeddedCode {
  /** Characters 3 to 7. */
  readonly productCode: string;
  /** The next 4 (12-digit) or 5 (13-digit) digits, in cents. */
  readonly price: Cents;
}

/**
 * seed 001 §5: 12 or 13 digits starting with 20 or 02; characters 3 to 7 are the product code and the
 * next 4 (12-digit) or 5 (13-digit) digits the price in cents. Null for anything else.
 */
export function priceEmbeddedBarcode(code: string): PriceEmbeddedCode | null {
  if (!/^\d{12,13}$/.test(code) || !(code.startsWith('20') || code.startsWith('02'))) return null;
  const priceDigits = code.length === 12 ? 4 : 5;
  return { productCode: code.slice(2, 7), price: cents(Number.parseInt(code.slice(7, 7 + priceDigits), 10)) };
}

/** What a scan finds. */
export type ScanResult<T> =
  | { readonly kind: 'product'; readonly product: T }
  | { readonly kind: 'priced'; readonly product: T; readonly price: Cents }
  | { readonly kind: 'not_found' };

/**
 * A scanned or typed code (seed 001 §5): an exact barcode first; if none, a price-embedded code whose
 * product code is a product's barcode (decided; leading zeros kept); otherwise not found (the not-found
 * sound and the Product not found modal).
 */
export function productScan<T extends SearchProduct>(products: readonly T[], code: string): ScanResult<T> {
  const trimmed = code.trim();
  const exact = products.find(
    (product) => product.id !== GIFT_CARD_PRODUCT_ID && productBarcodes(product).includes(trimmed),
  );
  if (exact !== undefined) return { kind: 'product', product: exact };
  const embedded = priceEmbeddedBarcode(trimmed);
  if (embedded !== null) {
    const product = products.find(
      (candidate) => candidate.id !== GIFT_CARD_PRODUCT_ID && productBarcodes(candidate).includes(embedded.productCode),
    );
    if (product !== undefined) return { kind: 'priced', product, price: embedded.price };
  }
  return { kind: 'not_found' };
}

/**
 * EAN check digit for 7 (EAN-8) or 12 (EAN-13) data digits (seed 001 §5: "EAN13 needs 12 digits,
 * EAN8 needs 7"): weights 3 and 1 from the right, then (10 − sum mod 10) mod 10. Null for other input.
 */
export function eanCheckDigit(data: string): number | null {
  if (!/^\d+$/.test(data) || (data.length !== 7 && data.length !== 12)) return null;
  let sum = 0;
  for (let index = 0; index < data.length; index += 1) {
    const digit = Number(data[data.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A full EAN-8 or EAN-13 code with the data digits completed by their check digit. */
export function eanWithCheckDigit(data: string): string | null {
  const check = eanCheckDigit(data);
  return check === null ? null : `${data}${String(check)}`;
}

/** True for an 8- or 13-digit code whose last digit is its check digit. */
export function eanIsValid(code: string): boolean {
  if (code.length !== 8 && code.length !== 13) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.slice(-1)) && /^\d$/.test(code.slice(-1));
}
