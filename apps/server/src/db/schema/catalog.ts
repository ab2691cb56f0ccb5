import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { centsColumn } from './columns.ts';
import { storeIdColumn } from './stores.ts';

/** Taxes of a store (config `tax`, product tax_rates): rate in percent. */
export const taxes = pgTable('taxes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storeId: storeIdColumn(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 7, scale: 3 }).notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    color: text('color'),
    image: text('image'),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [index('categories_store_idx').on(t.storeId)],
);

/** Product (seed 001 §3). barcode may hold several comma-separated codes. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    color: text('color'),
    priceCents: centsColumn('price_cents').notNull(),
    costCents: centsColumn('cost_cents').notNull().default(0),
    barcode: text('barcode').notNull().default(''),
    sorting: integer('sorting').notNull().default(0),
    printers: jsonb('printers').$type<number[]>().notNull().default([]),
    priceAdjust: boolean('price_adjust').notNull().default(false),
    qtyAdjust: boolean('qty_adjust').notNull().default(false),
    orderKiosk: boolean('order_kiosk').notNull().default(true),
    specialPrices: jsonb('special_prices').$type<{ group: string; price: number }[]>().notNull().default([]),
    /** Units in stock, null when not tracked. */
    inventory: numeric('inventory', { precision: 12, scale: 3 }),
    /** "86" (issue 16 §4): not offered until this instant (the end of the store's business day); null = available. */
    unavailableUntil: timestamp('unavailable_until', { withTimezone: true }),
    /** Stock-keeping unit for CSV import and export (matched on re-import); '' when none. */
    sku: text('sku').notNull().default(''),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.id),
    // Server-side paging, search and sort over 100,000 products (issue 16 §4).
    index('products_store_name_idx').on(t.storeId, sql`lower(${t.name})`, t.id),
    index('products_store_price_idx').on(t.storeId, t.priceCents, t.id),
    index('products_store_sku_idx').on(t.storeId, t.sku),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productTaxes = pgTable(
  'product_taxes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.taxId] })],
);

/** Modifier group with min/max selection (seed 001 §3); max 0 means unbounded. */
export const modifierGroups = pgTable('modifier_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storeId: storeIdColumn(),
  name: text('name').notNull(),
  minSelection: integer('min_selection').notNull().default(0),
  maxSelection: integer('max_selection').notNull().default(0),
  sorting: integer('sorting').notNull().default(0),
});

export const modifiers = pgTable(
  'modifiers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id),
    name: text('name').notNull(),
    priceCents: centsColumn('price_cents').notNull().default(0),
    costCents: centsColumn('cost_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [index('modifiers_group_idx').on(t.groupId)],
);

export const productModifierGroups = pgTable(
  'product_modifier_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] })],
);

/** Discount preset (seed 001 §3): type 1 percent, 2 amount; value in hundredths (percent or cents). */
export const discounts = pgTable('discounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storeId: storeIdColumn(),
  name: text('name').notNull(),
  type: integer('type').notNull(),
  valueHundredths: centsColumn('value_hundredths').notNull(),
});

/** Floor plan (seed 000 §3). */
export const sections = pgTable('sections', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storeId: storeIdColumn(),
  name: text('section_name').notNull(),
  sorting: integer('sorting').notNull().default(0),
});

export const diningTables = pgTable(
  'dining_tables',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    name: text('table_name').notNull(),
    type: text('type').notNull().default('square'),
    x: numeric('x_value', { precision: 10, scale: 2 }).notNull().default('0'),
    y: numeric('y_value', { precision: 10, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('dining_tables_store_idx').on(t.storeId)],
);
