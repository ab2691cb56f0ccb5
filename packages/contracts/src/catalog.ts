import { z } from 'zod';
import { amount, id, lineText, pageOf, percent, resultsOf, shortText, longText } from './wire.ts';

/** Category (seed 001 §3): id, name, color, image. */
export const category = z.object({
  id: id,
  name: shortText,
  color: z.string().max(20).nullable(),
  image: z.string().max(500).nullable(),
  sorting: z.number().int(),
});
export type Category = z.infer<typeof category>;

/** A tax rate as carried by a product and an item (seed 001 §3): id, rate in percent, name. */
export const taxRate = z.object({ id: id, rate: percent, name: shortText });
export type TaxRate = z.infer<typeof taxRate>;

/** A modifier of a group (seed 001 §3): id, name, price, cost, active, sorting. */
export const modifier = z.object({
  id: id,
  name: shortText,
  price: amount,
  cost: amount,
  active: z.boolean(),
  sorting: z.number().int(),
});
export type Modifier = z.infer<typeof modifier>;

/** A modifier group with its selection bounds (seed 001 §3); max_selection 0 means no upper bound. */
export const modifierGroup = z.object({
  id: id,
  name: shortText,
  min_selection: z.number().int().min(0),
  max_selection: z.number().int().min(0),
  sorting: z.number().int(),
  modifiers: z.array(modifier),
});
export type ModifierGroup = z.infer<typeof modifierGroup>;

/** A special price of a product for a price group (seed 001 §3 special_prices_items: group and price). */
export const specialPrice = z.object({ group: lineText(100), price: amount });
export type SpecialPrice = z.infer<typeof specialPrice>;

/**
 * Product (seed 001 §3). barcode may hold several codes separated by commas. price_adjust / qty_adjust let the
 * cashier type a price or a weight (the demo's weighed item has qty_adjust true); order_kiosk shows it on the kiosk.
 */
export const product = z.object({
  id: id,
  name: shortText,
  description: longText,
  image: z.string().max(500).nullable(),
  color: z.string().max(20).nullable(),
  price: amount,
  cost: amount,
  barcode: lineText(500),
  categories: z.array(id),
  sorting: z.number().int(),
  tax_rates: z.array(taxRate),
  /** Sum of the product's tax rates, in percent. */
  tax_rate_value: percent,
  modifier_groups: z.array(modifierGroup),
  /** Kitchen printer ids. */
  printers: z.array(id),
  price_adjust: z.boolean(),
  qty_adjust: z.boolean(),
  order_kiosk: z.boolean(),
  special_prices_items: z.array(specialPrice),
  /** Units in stock; null when the product's inventory is not tracked. */
  inventory: z.number().nullable(),
});
export type Product = z.infer<typeof product>;

/** Discount types (seed 001 §3): 1 percent, 2 currency amount. */
export const DISCOUNT_TYPE = { PERCENT: 1, AMOUNT: 2 } as const;

/** A discount preset (seed 001 §3): name, type, value. */
export const discount = z.object({
  id: id,
  name: shortText,
  type: z.union([z.literal(1), z.literal(2)]),
  value: amount,
});
export type Discount = z.infer<typeof discount>;

/** GET /api/categories/ answer. */
export const categoriesResponse = resultsOf(category);
/** GET /api/discounts/ answer. */
export const discountsResponse = resultsOf(discount);
/** Page size of GET /api/products/ (decided; the seed says only "followed page by page"). */
export const PRODUCTS_PAGE_SIZE = 100;
/** GET /api/products/?page=n answer: results and next link. */
export const productsResponse = pageOf(product);
export type ProductsResponse = z.infer<typeof productsResponse>;
