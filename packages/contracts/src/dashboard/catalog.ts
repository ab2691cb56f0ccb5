/**
 * Dashboard API: Catalog (issue 16 §4): categories, products, modifier groups, taxes, discount presets, dining options,
 * images, CSV import and export, the 86. Every route is store-scoped: `/api/dashboard/stores/:store/...`.
 *
 * Money is integer minor units (`*_cents`) on this API: the form turns typed text into cents with the domain's
 * centsFromDecimal, and the server never sees a float amount. Rates and percents keep 3 decimals (`percent`).
 *
 * Routes (prefix /api/dashboard/stores/:store):
 * - GET catalog/options                          everything the product form picks from
 * - GET|POST catalog/categories, PUT|DELETE catalog/categories/:id
 * - GET|POST catalog/taxes, PUT|DELETE catalog/taxes/:id
 * - GET|POST catalog/modifier-groups, PUT|DELETE catalog/modifier-groups/:id
 * - GET|POST catalog/discounts, PUT|DELETE catalog/discounts/:id
 * - GET|POST catalog/dining-options, PUT|DELETE catalog/dining-options/:id
 * - GET catalog/products?q&category&sort&dir&limit&cursor, POST catalog/products
 * - GET|PUT|DELETE catalog/products/:id, POST catalog/products/:id/availability (the 86)
 * - GET catalog/products.csv (export), POST catalog/import/preview and catalog/import (body: text/csv)
 * - POST images (multipart, field `file`); GET /api/images/:id (public, cached for a year: ids never change)
 * A delete of something still used (a tax on products...) answers 409 `in_use`.
 */
import { z } from 'zod';
import { AMOUNT_LIMIT, id, lineText, multilineText, percent, shortText } from '../wire.ts';

/** Seed 001 §9: category colour names map to fixed colours (the terminal's product grid draws them). */
export const CATEGORY_COLORS = ['orange', 'aqua', 'brown', 'green', 'cyan', 'maroon', 'pink'] as const;
export const categoryColor = z.enum(CATEGORY_COLORS);
export type CategoryColor = z.infer<typeof categoryColor>;

/** An amount in minor units (cents), |x| <= 1e9 units. */
export const catalogCents = z
  .number()
  .int('must be a whole number of cents')
  .min(-AMOUNT_LIMIT * 100)
  .max(AMOUNT_LIMIT * 100);
/** A non-negative amount in minor units. */
export const catalogCentsNonNegative = catalogCents.refine((value) => value >= 0, 'must not be negative');

const sorting = z.number().int().min(-1_000_000).max(1_000_000);
const name = shortText.refine((value) => value.trim().length > 0, 'must not be empty');

// ---------------------------------------------------------------- categories

/** GET .../catalog/categories item. */
export const catalogCategory = z.object({
  id,
  name: z.string(),
  color: categoryColor.nullable(),
  sorting: z.number().int(),
  /** Products in the category. */
  product_count: z.number().int(),
});
export type CatalogCategory = z.infer<typeof catalogCategory>;

/** POST .../catalog/categories, PUT .../catalog/categories/:id body. */
export const catalogCategoryInput = z.strictObject({
  name,
  color: categoryColor.nullable().default(null),
  sorting: sorting.default(0),
});
export type CatalogCategoryInput = z.input<typeof catalogCategoryInput>;

// ---------------------------------------------------------------- taxes

/** A tax of the store; rate in percent with up to 3 decimals. */
export const catalogTax = z.object({ id, name: z.string(), rate: z.number(), product_count: z.number().int() });
export type CatalogTax = z.infer<typeof catalogTax>;

export const catalogTaxInput = z.strictObject({ name, rate: percent });
export type CatalogTaxInput = z.input<typeof catalogTaxInput>;

// ---------------------------------------------------------------- modifier groups

export const catalogModifier = z.object({
  id,
  name: z.string(),
  price_cents: z.number().int(),
  cost_cents: z.number().int(),
  active: z.boolean(),
  sorting: z.number().int(),
});
export type CatalogModifier = z.infer<typeof catalogModifier>;

/** A modifier group (seed 001 §3): a customer picks at least min_selection, at most max_selection (0 = no limit). */
export const catalogModifierGroup = z.object({
  id,
  name: z.string(),
  min_selection: z.number().int(),
  max_selection: z.number().int(),
  sorting: z.number().int(),
  modifiers: z.array(catalogModifier),
  product_count: z.number().int(),
});
export type CatalogModifierGroup = z.infer<typeof catalogModifierGroup>;

/** A modifier in a group's body: with id it updates that modifier, without id it adds one; one left out is removed. */
export const catalogModifierInput = z.strictObject({
  id: id.optional(),
  name,
  price_cents: catalogCents.default(0),
  cost_cents: catalogCentsNonNegative.default(0),
  active: z.boolean().default(true),
});
export type CatalogModifierInput = z.input<typeof catalogModifierInput>;

export const catalogModifierGroupInput = z
  .strictObject({
    name,
    min_selection: z.number().int().min(0).max(100).default(0),
    max_selection: z.number().int().min(0).max(100).default(0),
    sorting: sorting.default(0),
    modifiers: z.array(catalogModifierInput).max(200).default([]),
  })
  .superRefine((group, context) => {
    if (group.max_selection > 0 && group.min_selection > group.max_selection)
      context.addIssue({
        code: 'custom',
        path: ['max_selection'],
        message: 'must be 0 (no limit) or at least min_selection',
      });
    const active = group.modifiers.filter((modifier) => modifier.active !== false).length;
    if (group.min_selection > active)
      context.addIssue({
        code: 'custom',
        path: ['min_selection'],
        message: 'must not be more than the group’s active modifiers',
      });
  });
export type CatalogModifierGroupInput = z.input<typeof catalogModifierGroupInput>;

// ---------------------------------------------------------------- discount presets

/** A discount preset (seed 001 §3): type 1 percent, 2 amount; value_hundredths is the percent × 100 or the cents. */
export const catalogDiscount = z.object({
  id,
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  value_hundredths: z.number().int(),
});
export type CatalogDiscount = z.infer<typeof catalogDiscount>;

export const catalogDiscountInput = z
  .strictObject({
    name,
    type: z.union([z.literal(1), z.literal(2)]),
    value_hundredths: z
      .number()
      .int()
      .min(0)
      .max(AMOUNT_LIMIT * 100),
  })
  .superRefine((discount, context) => {
    if (discount.type === 1 && discount.value_hundredths > 10_000)
      context.addIssue({ code: 'custom', path: ['value_hundredths'], message: 'a percent must be at most 100' });
  });
export type CatalogDiscountInput = z.input<typeof catalogDiscountInput>;

// ---------------------------------------------------------------- dining options

export const catalogDiningOption = z.object({
  id,
  name: z.string(),
  active: z.boolean(),
  online_ordering: z.boolean(),
  sorting: z.number().int(),
  /** The store's default dining option (stores.default_dining_option). */
  is_default: z.boolean(),
});
export type CatalogDiningOption = z.infer<typeof catalogDiningOption>;

export const catalogDiningOptionInput = z.strictObject({
  name,
  active: z.boolean().default(true),
  online_ordering: z.boolean().default(false),
  sorting: sorting.default(0),
  is_default: z.boolean().default(false),
});
export type CatalogDiningOptionInput = z.input<typeof catalogDiningOptionInput>;

// ---------------------------------------------------------------- products

/** A barcode: digits, letters and - . / only (the scanner types it), at most 64. */
export const barcodeText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9./-]+$/, 'may hold only letters, digits and - . /');

export const catalogSpecialPrice = z.strictObject({
  group: lineText(100).min(1),
  price_cents: catalogCentsNonNegative,
});
export type CatalogSpecialPrice = z.infer<typeof catalogSpecialPrice>;

/** The 86 state: unavailable_until is the end of the store's business day, or null when offered. */
const availability = {
  unavailable_until: z.string().nullable(),
};

/** A product in the products table (GET .../catalog/products). */
export const catalogProductRow = z.object({
  id,
  name: z.string(),
  sku: z.string(),
  price_cents: z.number().int(),
  cost_cents: z.number().int(),
  barcodes: z.array(z.string()),
  categories: z.array(id),
  image: z.string().nullable(),
  order_kiosk: z.boolean(),
  ...availability,
});
export type CatalogProductRow = z.infer<typeof catalogProductRow>;

/** Every field of seed 001 §3 as the form edits it (GET .../catalog/products/:id). */
export const catalogProduct = catalogProductRow.extend({
  description: z.string(),
  color: categoryColor.nullable(),
  sorting: z.number().int(),
  tax_ids: z.array(id),
  modifier_group_ids: z.array(id),
  printer_ids: z.array(id),
  price_adjust: z.boolean(),
  qty_adjust: z.boolean(),
  special_prices: z.array(catalogSpecialPrice),
  /** Units in stock (3 decimals) or null when not tracked. */
  inventory: z.number().nullable(),
});
export type CatalogProduct = z.infer<typeof catalogProduct>;

/** POST .../catalog/products, PUT .../catalog/products/:id body. */
export const catalogProductInput = z.strictObject({
  name,
  sku: lineText(64).default(''),
  description: multilineText(2000).default(''),
  /** An uploaded image's URL (`/api/images/{id}` from POST .../images; the demo's pictures are /demo/...) or null. */
  image: z
    .string()
    .regex(
      /^\/(api\/images\/[1-9][0-9]{0,9}|demo\/[a-z0-9-]{1,80}\.(jpg|jpeg|png|webp|svg))$/,
      'must be an uploaded image (/api/images/{id})',
    )
    .nullable()
    .default(null),
  color: categoryColor.nullable().default(null),
  price_cents: catalogCentsNonNegative,
  cost_cents: catalogCentsNonNegative.default(0),
  barcodes: z.array(barcodeText).max(20).default([]),
  categories: z.array(id).max(50).default([]),
  sorting: sorting.default(0),
  tax_ids: z.array(id).max(20).default([]),
  modifier_group_ids: z.array(id).max(50).default([]),
  printer_ids: z.array(id).max(20).default([]),
  price_adjust: z.boolean().default(false),
  qty_adjust: z.boolean().default(false),
  order_kiosk: z.boolean().default(true),
  special_prices: z.array(catalogSpecialPrice).max(50).default([]),
  inventory: z
    .number()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'must have at most 3 decimals')
    .nullable()
    .default(null),
});
export type CatalogProductInput = z.input<typeof catalogProductInput>;

export const CATALOG_PRODUCT_SORTS = ['name', 'price', 'sku', 'id'] as const;
export type CatalogProductSort = (typeof CATALOG_PRODUCT_SORTS)[number];
/** The most rows of one page of the products table. */
export const CATALOG_PAGE_MAX = 200;

/** GET .../catalog/products query: search, sort, keyset paging (cursor from the previous page's next_cursor). */
export const catalogProductsQuery = z.strictObject({
  q: z.string().max(200).optional(),
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: z.enum(CATALOG_PRODUCT_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(CATALOG_PAGE_MAX).default(100),
  cursor: z.string().max(400).optional(),
});
export type CatalogProductsQuery = z.input<typeof catalogProductsQuery>;

export const catalogProductsPage = z.object({
  results: z.array(catalogProductRow),
  /** Products that match the search (all pages); counted for the first page only (null with a cursor). */
  total: z.number().int().nullable(),
  /** Pass as `cursor` for the next page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type CatalogProductsPage = z.infer<typeof catalogProductsPage>;

/** POST .../catalog/products/:id/availability: 86 (false) until the end of the business day, or offer again (true). */
export const catalogAvailabilityInput = z.strictObject({ available: z.boolean() });
export const catalogAvailability = z.object({ id, ...availability });

// ---------------------------------------------------------------- images

/** The most bytes of an uploaded image (before resizing). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Uploaded images are resized to fit this square (pixels), never enlarged. */
export const IMAGE_MAX_SIDE = 800;

/** POST .../images (multipart, field `file`) answer. */
export const catalogImage = z.object({ id, url: z.string(), width: z.number().int(), height: z.number().int() });
export type CatalogImage = z.infer<typeof catalogImage>;

// ---------------------------------------------------------------- CSV import and export

/**
 * The CSV columns (GET .../catalog/products.csv writes them; import reads them by header name, case-insensitive):
 * sku matches an existing product on re-import (else the one product of that name when sku is empty). Lists are
 * separated by `|`; categories, taxes and modifier groups are named: a missing category is created, a missing tax or
 * modifier group is an error of the row (a tax needs its rate). A column left out of the file leaves that field of
 * an updated product as it is. The export guards cells starting with = + - @ with an apostrophe (spreadsheet
 * formulas); the import reads them without it.
 */
export const CATALOG_CSV_COLUMNS = [
  'sku',
  'name',
  'price',
  'cost',
  'barcodes',
  'categories',
  'taxes',
  'modifier_groups',
  'description',
  'color',
  'order_kiosk',
  'price_adjust',
  'qty_adjust',
  'sorting',
  'inventory',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** The largest CSV file the import reads. */
export const CSV_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 200_000;

/** POST .../catalog/import/preview body: the CSV text (text/csv). Answer: */
/** What is wrong with a cell, for the dashboard to say in its language (`values` fill the message's blanks). */
export const CATALOG_IMPORT_ERROR_CODES = [
  'required',
  'amount',
  'negative',
  'too_large',
  'too_long',
  'control',
  'barcode',
  'no_tax',
  'no_group',
  'color',
  'boolean',
  'whole_number',
  'inventory',
  'duplicate_sku',
] as const;
export type CatalogImportErrorCode = (typeof CATALOG_IMPORT_ERROR_CODES)[number];

export const catalogImportError = z.object({
  /** 1-based line of the file (the header is row 1). */
  row: z.number().int(),
  field: z.string(),
  /** English text of the problem. */
  message: z.string(),
  code: z.enum(CATALOG_IMPORT_ERROR_CODES),
  /** The blanks of the message: max, code, name, row. */
  values: z.record(z.string(), z.string()),
});
export type CatalogImportError = z.infer<typeof catalogImportError>;

export const catalogImportPreview = z.object({
  /** Rows that will be added / update an existing product. */
  creates: z.number().int(),
  updates: z.number().int(),
  /** Rows with errors (the import refuses the file while any remain). */
  errors: z.array(catalogImportError),
  /** Errors left out of `errors` (at most 500 are listed). */
  errors_more: z.number().int(),
  /** Categories the import would create. */
  new_categories: z.array(z.string()),
  /** The first rows as they will be saved. */
  sample: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(['create', 'update']),
      sku: z.string(),
      name: z.string(),
      price_cents: z.number().int(),
    }),
  ),
  /** Columns the file has that the import does not know (ignored). */
  ignored_columns: z.array(z.string()),
});
export type CatalogImportPreview = z.infer<typeof catalogImportPreview>;

/** POST .../catalog/import (the same text) answer: what was written. Refused with 400 `csv_invalid` while rows have errors. */
export const catalogImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  new_categories: z.number().int(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResult>;

// ---------------------------------------------------------------- printers (read for the product form)

/** The store's printers as the product form lists them (D's devices API owns printers; this is a read). */
export const catalogPrinterOption = z.object({ id, name: z.string(), kind: z.string() });

/** GET .../catalog/options: everything the product form picks from, in one answer. */
export const catalogOptions = z.object({
  categories: z.array(catalogCategory),
  taxes: z.array(catalogTax),
  modifier_groups: z.array(catalogModifierGroup),
  printers: z.array(catalogPrinterOption),
  currency: z.object({ code: z.string(), symbol: z.string(), country: z.string() }),
});
export type CatalogOptions = z.infer<typeof catalogOptions>;

/** List answers of the small lists. */
export const catalogCategories = z.object({ results: z.array(catalogCategory) });
export const catalogTaxes = z.object({ results: z.array(catalogTax) });
export const catalogModifierGroups = z.object({ results: z.array(catalogModifierGroup) });
export const catalogDiscounts = z.object({ results: z.array(catalogDiscount) });
export const catalogDiningOptions = z.object({ results: z.array(catalogDiningOption) });
