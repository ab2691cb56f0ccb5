/**
 * The dashboard's catalog (issue 16 §4): the small lists (categories, taxes, modifier groups, discount presets,
 * dining options) and the product writes. Every function takes the store id the route checked
 * (dashboardStore) and scopes every query by it: another store's row answers 404 (or 400 naming the field for a
 * reference in a body), never a change.
 */
import type {
  CatalogCategory,
  CatalogDiningOption,
  CatalogDiscount,
  CatalogModifierGroup,
  CatalogProduct,
  CatalogProductRow,
  CatalogTax,
  CategoryColor,
  catalogCategoryInput,
  catalogDiningOptionInput,
  catalogDiscountInput,
  catalogModifierGroupInput,
  catalogProductInput,
  catalogTaxInput,
} from '@opentill/contracts';
import { businessDayOf, businessDayStart, centsFromDecimal, centsToDecimal, cents } from '@opentill/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

type Input<T extends z.ZodType> = z.output<T>;

/** A 409 for a row still in use (a tax on products...): the owner removes the uses first. */
export const inUse = (what: string, uses: number): HttpError =>
  new HttpError(409, 'in_use', `${what} is still used by ${String(uses)} product${uses === 1 ? '' : 's'}`);

/** The fields whose value differs, as {field: {before, after}} for the audit log. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { before: unknown; after: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: a, after: b };
  }
  return changes;
}

const isColor = (value: string | null): value is CategoryColor =>
  value !== null && ['orange', 'aqua', 'brown', 'green', 'cyan', 'maroon', 'pink'].includes(value);

// ---------------------------------------------------------------- categories

export async function categoriesList(db: Database, storeId: number): Promise<CatalogCategory[]> {
  const rows = await db
    .select({
      id: t.categories.id,
      name: t.categories.name,
      color: t.categories.color,
      sorting: t.categories.sorting,
      productCount: sql<number>`(select count(*) from ${t.productCategories} where ${t.productCategories.categoryId} = ${t.categories.id})::int`,
    })
    .from(t.categories)
    .where(eq(t.categories.storeId, storeId))
    .orderBy(asc(t.categories.sorting), asc(t.categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: isColor(row.color) ? row.color : null,
    sorting: row.sorting,
    product_count: Number(row.productCount),
  }));
}

async function categoryRow(db: Database, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(t.categories)
    .where(and(eq(t.categories.storeId, storeId), eq(t.categories.id, id)));
  if (!row) throw notFound('Category');
  return row;
}

const categoryFacts = (row: { name: string; color: string | null; sorting: number }) => ({
  name: row.name,
  color: row.color,
  sorting: row.sorting,
});

export async function categorySave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogCategoryInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  const values = { name: input.name.trim(), color: input.color, sorting: input.sorting };
  if (id === null) {
    const [row] = await db
      .insert(t.categories)
      .values({ storeId, ...values })
      .returning();
    if (!row) throw new Error('category not inserted');
    return { id: row.id, before: null, after: categoryFacts(row) };
  }
  const before = await categoryRow(db, storeId, id);
  await db
    .update(t.categories)
    .set(values)
    .where(and(eq(t.categories.storeId, storeId), eq(t.categories.id, id)));
  return { id, before: categoryFacts(before), after: values };
}

/** Removes a category; its products stay (they only leave the category). */
export async function categoryDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const before = await categoryRow(db, storeId, id);
  await db.delete(t.productCategories).where(eq(t.productCategories.categoryId, id));
  await db.delete(t.categories).where(and(eq(t.categories.storeId, storeId), eq(t.categories.id, id)));
  return categoryFacts(before);
}

// ---------------------------------------------------------------- taxes

export async function taxesList(db: Database, storeId: number): Promise<CatalogTax[]> {
  const rows = await db
    .select({
      id: t.taxes.id,
      name: t.taxes.name,
      rate: t.taxes.rate,
      productCount: sql<number>`(select count(*) from ${t.productTaxes} where ${t.productTaxes.taxId} = ${t.taxes.id})::int`,
    })
    .from(t.taxes)
    .where(eq(t.taxes.storeId, storeId))
    .orderBy(asc(t.taxes.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rate: Number(row.rate),
    product_count: Number(row.productCount),
  }));
}

async function taxRow(db: Database, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(t.taxes)
    .where(and(eq(t.taxes.storeId, storeId), eq(t.taxes.id, id)));
  if (!row) throw notFound('Tax');
  return row;
}

/** A percent with 3 decimals as PostgreSQL numeric text, from its thousandths (never a float's digits). */
export function percentText(rate: number): string {
  const thousandths = Math.round(rate * 1000);
  return `${String(Math.trunc(thousandths / 1000))}.${String(thousandths % 1000).padStart(3, '0')}`;
}

export async function taxSave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogTaxInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  const values = { name: input.name.trim(), rate: percentText(input.rate) };
  const after = { name: values.name, rate: Number(values.rate) };
  if (id === null) {
    const [row] = await db
      .insert(t.taxes)
      .values({ storeId, ...values })
      .returning();
    if (!row) throw new Error('tax not inserted');
    return { id: row.id, before: null, after };
  }
  const before = await taxRow(db, storeId, id);
  await db
    .update(t.taxes)
    .set(values)
    .where(and(eq(t.taxes.storeId, storeId), eq(t.taxes.id, id)));
  return { id, before: { name: before.name, rate: Number(before.rate) }, after };
}

export async function taxDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const before = await taxRow(db, storeId, id);
  const [uses] = await db.select({ n: count() }).from(t.productTaxes).where(eq(t.productTaxes.taxId, id));
  if (uses && uses.n > 0) throw inUse('The tax', uses.n);
  await db.delete(t.taxes).where(and(eq(t.taxes.storeId, storeId), eq(t.taxes.id, id)));
  return { name: before.name, rate: Number(before.rate) };
}

// ---------------------------------------------------------------- modifier groups

export async function modifierGroupsList(db: Database, storeId: number): Promise<CatalogModifierGroup[]> {
  const [groups, modifiers] = await Promise.all([
    db
      .select({
        id: t.modifierGroups.id,
        name: t.modifierGroups.name,
        min: t.modifierGroups.minSelection,
        max: t.modifierGroups.maxSelection,
        sorting: t.modifierGroups.sorting,
        productCount: sql<number>`(select count(*) from ${t.productModifierGroups} where ${t.productModifierGroups.groupId} = ${t.modifierGroups.id})::int`,
      })
      .from(t.modifierGroups)
      .where(eq(t.modifierGroups.storeId, storeId))
      .orderBy(asc(t.modifierGroups.sorting), asc(t.modifierGroups.id)),
    db
      .select()
      .from(t.modifiers)
      .where(eq(t.modifiers.storeId, storeId))
      .orderBy(asc(t.modifiers.sorting), asc(t.modifiers.id)),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min_selection: group.min,
    max_selection: group.max,
    sorting: group.sorting,
    product_count: Number(group.productCount),
    modifiers: modifiers
      .filter((modifier) => modifier.groupId === group.id)
      .map((modifier) => ({
        id: modifier.id,
        name: modifier.name,
        price_cents: modifier.priceCents,
        cost_cents: modifier.costCents,
        active: modifier.active,
        sorting: modifier.sorting,
      })),
  }));
}

async function modifierGroupFacts(db: Database, storeId: number, id: number) {
  const [group] = await db
    .select()
    .from(t.modifierGroups)
    .where(and(eq(t.modifierGroups.storeId, storeId), eq(t.modifierGroups.id, id)));
  if (!group) throw notFound('Modifier group');
  const modifiers = await db
    .select()
    .from(t.modifiers)
    .where(and(eq(t.modifiers.storeId, storeId), eq(t.modifiers.groupId, id)))
    .orderBy(asc(t.modifiers.sorting), asc(t.modifiers.id));
  return {
    name: group.name,
    min_selection: group.minSelection,
    max_selection: group.maxSelection,
    sorting: group.sorting,
    modifiers: modifiers.map((m) => ({
      id: m.id,
      name: m.name,
      price_cents: m.priceCents,
      cost_cents: m.costCents,
      active: m.active,
    })),
  };
}

/**
 * Saves a group and its modifiers: a modifier with an id of this group is updated, one without is added, one of the
 * group left out is made inactive (orders already name it by id, so it is never deleted).
 */
export async function modifierGroupSave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogModifierGroupInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  const values = {
    name: input.name.trim(),
    minSelection: input.min_selection,
    maxSelection: input.max_selection,
    sorting: input.sorting,
  };
  let groupId: number;
  let before: Record<string, unknown> | null = null;
  if (id === null) {
    const [row] = await db
      .insert(t.modifierGroups)
      .values({ storeId, ...values })
      .returning();
    if (!row) throw new Error('group not inserted');
    groupId = row.id;
  } else {
    before = await modifierGroupFacts(db, storeId, id);
    groupId = id;
    await db
      .update(t.modifierGroups)
      .set(values)
      .where(and(eq(t.modifierGroups.storeId, storeId), eq(t.modifierGroups.id, id)));
  }
  const existing = await db
    .select({ id: t.modifiers.id })
    .from(t.modifiers)
    .where(and(eq(t.modifiers.storeId, storeId), eq(t.modifiers.groupId, groupId)));
  const known = new Set(existing.map((row) => row.id));
  const kept: number[] = [];
  for (const [sorting, modifier] of input.modifiers.entries()) {
    const fields = {
      name: modifier.name.trim(),
      priceCents: modifier.price_cents,
      costCents: modifier.cost_cents,
      active: modifier.active,
      sorting,
    };
    if (modifier.id !== undefined) {
      if (!known.has(modifier.id))
        throw new HttpError(400, 'unknown_reference', 'names no modifier of this group', `modifiers.${sorting}.id`);
      kept.push(modifier.id);
      await db.update(t.modifiers).set(fields).where(eq(t.modifiers.id, modifier.id));
    } else {
      const [row] = await db
        .insert(t.modifiers)
        .values({ storeId, groupId, ...fields })
        .returning({ id: t.modifiers.id });
      if (row) kept.push(row.id);
    }
  }
  const dropped = existing.map((row) => row.id).filter((modifierId) => !kept.includes(modifierId));
  if (dropped.length) await db.update(t.modifiers).set({ active: false }).where(inArray(t.modifiers.id, dropped));
  return { id: groupId, before, after: await modifierGroupFacts(db, storeId, groupId) };
}

export async function modifierGroupDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const before = await modifierGroupFacts(db, storeId, id);
  const [uses] = await db
    .select({ n: count() })
    .from(t.productModifierGroups)
    .where(eq(t.productModifierGroups.groupId, id));
  if (uses && uses.n > 0) throw inUse('The modifier group', uses.n);
  await db.delete(t.modifiers).where(and(eq(t.modifiers.storeId, storeId), eq(t.modifiers.groupId, id)));
  await db.delete(t.modifierGroups).where(and(eq(t.modifierGroups.storeId, storeId), eq(t.modifierGroups.id, id)));
  return before;
}

// ---------------------------------------------------------------- discount presets

export async function discountsList(db: Database, storeId: number): Promise<CatalogDiscount[]> {
  const rows = await db.select().from(t.discounts).where(eq(t.discounts.storeId, storeId)).orderBy(asc(t.discounts.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type === 1 ? 1 : 2,
    value_hundredths: row.valueHundredths,
  }));
}

export async function discountSave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogDiscountInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  const values = { name: input.name.trim(), type: input.type, valueHundredths: input.value_hundredths };
  const after = { name: values.name, type: values.type, value_hundredths: values.valueHundredths };
  if (id === null) {
    const [row] = await db
      .insert(t.discounts)
      .values({ storeId, ...values })
      .returning();
    if (!row) throw new Error('discount not inserted');
    return { id: row.id, before: null, after };
  }
  const [row] = await db
    .select()
    .from(t.discounts)
    .where(and(eq(t.discounts.storeId, storeId), eq(t.discounts.id, id)));
  if (!row) throw notFound('Discount');
  await db
    .update(t.discounts)
    .set(values)
    .where(and(eq(t.discounts.storeId, storeId), eq(t.discounts.id, id)));
  return { id, before: { name: row.name, type: row.type, value_hundredths: row.valueHundredths }, after };
}

export async function discountDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .delete(t.discounts)
    .where(and(eq(t.discounts.storeId, storeId), eq(t.discounts.id, id)))
    .returning();
  if (!row) throw notFound('Discount');
  return { name: row.name, type: row.type, value_hundredths: row.valueHundredths };
}

// ---------------------------------------------------------------- dining options

export async function diningOptionsList(db: Database, storeId: number): Promise<CatalogDiningOption[]> {
  const [store] = await db
    .select({ defaultDiningOption: t.stores.defaultDiningOption })
    .from(t.stores)
    .where(eq(t.stores.id, storeId));
  const rows = await db
    .select()
    .from(t.diningOptions)
    .where(eq(t.diningOptions.storeId, storeId))
    .orderBy(asc(t.diningOptions.sorting), asc(t.diningOptions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    online_ordering: row.onlineOrdering,
    sorting: row.sorting,
    is_default: store?.defaultDiningOption === row.id,
  }));
}

export async function diningOptionSave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogDiningOptionInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  const values = {
    name: input.name.trim(),
    active: input.active,
    onlineOrdering: input.online_ordering,
    sorting: input.sorting,
  };
  const facts = (row: typeof values) => ({
    name: row.name,
    active: row.active,
    online_ordering: row.onlineOrdering,
    sorting: row.sorting,
  });
  let rowId: number;
  let before: Record<string, unknown> | null = null;
  if (id === null) {
    const [row] = await db
      .insert(t.diningOptions)
      .values({ storeId, ...values })
      .returning();
    if (!row) throw new Error('dining option not inserted');
    rowId = row.id;
  } else {
    const [row] = await db
      .select()
      .from(t.diningOptions)
      .where(and(eq(t.diningOptions.storeId, storeId), eq(t.diningOptions.id, id)));
    if (!row) throw notFound('Dining option');
    before = facts(row);
    rowId = id;
    await db
      .update(t.diningOptions)
      .set(values)
      .where(and(eq(t.diningOptions.storeId, storeId), eq(t.diningOptions.id, id)));
  }
  const [store] = await db
    .select({ defaultDiningOption: t.stores.defaultDiningOption })
    .from(t.stores)
    .where(eq(t.stores.id, storeId));
  if (input.is_default && store?.defaultDiningOption !== rowId)
    await db.update(t.stores).set({ defaultDiningOption: rowId }).where(eq(t.stores.id, storeId));
  if (!input.is_default && store?.defaultDiningOption === rowId)
    await db.update(t.stores).set({ defaultDiningOption: null }).where(eq(t.stores.id, storeId));
  return { id: rowId, before, after: { ...facts(values), is_default: input.is_default } };
}

/** Removes a dining option: orders keep its name in their own record (seed 001 §3 dining_option), never its id. */
export async function diningOptionDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select()
    .from(t.diningOptions)
    .where(and(eq(t.diningOptions.storeId, storeId), eq(t.diningOptions.id, id)));
  if (!row) throw notFound('Dining option');
  await db
    .update(t.stores)
    .set({ defaultDiningOption: null })
    .where(and(eq(t.stores.id, storeId), eq(t.stores.defaultDiningOption, id)));
  await db.delete(t.diningOptions).where(and(eq(t.diningOptions.storeId, storeId), eq(t.diningOptions.id, id)));
  return { name: row.name, active: row.active, online_ordering: row.onlineOrdering };
}

// ---------------------------------------------------------------- products

/** The end of the store's business day that holds `now` (stores.start_time, read as the day summary reads it). */
export function businessDayEnd(now: Date, startTime: string | null | undefined): Date {
  const start = businessDayStart(businessDayOf(now.getTime(), startTime), startTime);
  return new Date(start + 24 * 60 * 60 * 1000);
}

/** Text of a timestamp the driver may give as a Date or a string; null when past (the 86 is over). */
export function unavailableWire(value: Date | string | null, now: Date): string | null {
  if (value === null) return null;
  const at = new Date(value);
  return at.getTime() > now.getTime() ? at.toISOString() : null;
}

export const barcodesOf = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

type ProductRow = typeof t.products.$inferSelect;

export function productRowWire(row: ProductRow, categories: number[], now: Date): CatalogProductRow {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price_cents: row.priceCents,
    cost_cents: row.costCents,
    barcodes: barcodesOf(row.barcode),
    categories,
    image: row.image,
    order_kiosk: row.orderKiosk,
    unavailable_until: unavailableWire(row.unavailableUntil, now),
  };
}

/** The categories of some products, by product id. */
export async function categoriesOf(db: Database, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const links = await db
    .select()
    .from(t.productCategories)
    .where(inArray(t.productCategories.productId, ids))
    .orderBy(asc(t.productCategories.categoryId));
  for (const link of links) map.set(link.productId, [...(map.get(link.productId) ?? []), link.categoryId]);
  return map;
}

async function productRowOf(db: Database, storeId: number, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.storeId, storeId), eq(t.products.id, id)));
  if (!row) throw notFound('Product');
  return row;
}

export async function productRead(
  db: Database,
  storeId: number,
  id: number,
  now = new Date(),
): Promise<CatalogProduct> {
  const row = await productRowOf(db, storeId, id);
  // One query after the other: a save reads the product back inside its transaction (one connection).
  const categories = await categoriesOf(db, [id]);
  const taxes = await db
    .select({ id: t.productTaxes.taxId })
    .from(t.productTaxes)
    .where(eq(t.productTaxes.productId, id))
    .orderBy(asc(t.productTaxes.taxId));
  const groups = await db
    .select({ id: t.productModifierGroups.groupId })
    .from(t.productModifierGroups)
    .where(eq(t.productModifierGroups.productId, id))
    .orderBy(asc(t.productModifierGroups.groupId));
  return {
    ...productRowWire(row, categories.get(id) ?? [], now),
    description: row.description,
    color: isColor(row.color) ? row.color : null,
    sorting: row.sorting,
    tax_ids: taxes.map((tax) => tax.id),
    modifier_group_ids: groups.map((group) => group.id),
    printer_ids: row.printers,
    price_adjust: row.priceAdjust,
    qty_adjust: row.qtyAdjust,
    special_prices: row.specialPrices.map((special) => ({
      group: special.group,
      price_cents: centsFromDecimal(special.price),
    })),
    inventory: row.inventory === null ? null : Number(row.inventory),
  };
}

/** Refuses (400 naming the field) ids of the body that are not rows of this store. */
async function checkReferences(db: Database, storeId: number, input: Input<typeof catalogProductInput>): Promise<void> {
  const checks: [string, number[], () => Promise<{ id: number }[]>][] = [
    [
      'categories',
      input.categories,
      () =>
        db
          .select({ id: t.categories.id })
          .from(t.categories)
          .where(and(eq(t.categories.storeId, storeId), inArray(t.categories.id, input.categories))),
    ],
    [
      'tax_ids',
      input.tax_ids,
      () =>
        db
          .select({ id: t.taxes.id })
          .from(t.taxes)
          .where(and(eq(t.taxes.storeId, storeId), inArray(t.taxes.id, input.tax_ids))),
    ],
    [
      'modifier_group_ids',
      input.modifier_group_ids,
      () =>
        db
          .select({ id: t.modifierGroups.id })
          .from(t.modifierGroups)
          .where(and(eq(t.modifierGroups.storeId, storeId), inArray(t.modifierGroups.id, input.modifier_group_ids))),
    ],
    [
      'printer_ids',
      input.printer_ids,
      () =>
        db
          .select({ id: t.printers.id })
          .from(t.printers)
          .where(and(eq(t.printers.storeId, storeId), inArray(t.printers.id, input.printer_ids))),
    ],
  ];
  for (const [field, ids, load] of checks) {
    if (ids.length === 0) continue;
    const found = new Set((await load()).map((row) => row.id));
    const index = ids.findIndex((value) => !found.has(value));
    if (index >= 0)
      throw new HttpError(
        400,
        'unknown_reference',
        `${field}.${String(index)}: names nothing of this store`,
        `${field}.${String(index)}`,
      );
  }
  if (input.image?.startsWith('/api/images/')) {
    const imageId = Number(input.image.slice('/api/images/'.length));
    const [image] = await db
      .select({ id: t.images.id })
      .from(t.images)
      .where(and(eq(t.images.storeId, storeId), eq(t.images.id, imageId)));
    if (!image) throw new HttpError(400, 'unknown_reference', 'image: names no image of this store', 'image');
  }
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The product's facts as the audit log keeps them (before/after). */
function productFacts(product: CatalogProduct): Record<string, unknown> {
  const { id: _id, unavailable_until: _until, ...facts } = product;
  return facts;
}

/** Creates (id null) or replaces a product with every field of seed 001 §3, links included. */
export async function productSave(
  db: Database,
  storeId: number,
  id: number | null,
  input: Input<typeof catalogProductInput>,
): Promise<{ id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }> {
  await checkReferences(db, storeId, input);
  const before = id === null ? null : productFacts(await productRead(db, storeId, id));
  const values = {
    name: input.name.trim(),
    sku: input.sku.trim(),
    description: input.description,
    image: input.image,
    color: input.color,
    priceCents: input.price_cents,
    costCents: input.cost_cents,
    barcode: [...new Set(input.barcodes)].join(','),
    sorting: input.sorting,
    printers: unique(input.printer_ids),
    priceAdjust: input.price_adjust,
    qtyAdjust: input.qty_adjust,
    orderKiosk: input.order_kiosk,
    specialPrices: input.special_prices.map((special) => ({
      group: special.group,
      price: centsToDecimal(cents(special.price_cents)),
    })),
    inventory: input.inventory === null ? null : (Math.round(input.inventory * 1000) / 1000).toFixed(3),
  };
  let productId: number;
  if (id === null) {
    const [row] = await db
      .insert(t.products)
      .values({ storeId, ...values })
      .returning({ id: t.products.id });
    if (!row) throw new Error('product not inserted');
    productId = row.id;
  } else {
    productId = id;
    await db
      .update(t.products)
      .set(values)
      .where(and(eq(t.products.storeId, storeId), eq(t.products.id, id)));
    await db.delete(t.productCategories).where(eq(t.productCategories.productId, id));
    await db.delete(t.productTaxes).where(eq(t.productTaxes.productId, id));
    await db.delete(t.productModifierGroups).where(eq(t.productModifierGroups.productId, id));
  }
  const categories = unique(input.categories);
  const taxes = unique(input.tax_ids);
  const groups = unique(input.modifier_group_ids);
  if (categories.length)
    await db.insert(t.productCategories).values(categories.map((categoryId) => ({ productId, categoryId })));
  if (taxes.length) await db.insert(t.productTaxes).values(taxes.map((taxId) => ({ productId, taxId })));
  if (groups.length) await db.insert(t.productModifierGroups).values(groups.map((groupId) => ({ productId, groupId })));
  return { id: productId, before, after: productFacts(await productRead(db, storeId, productId)) };
}

export async function productDelete(db: Database, storeId: number, id: number): Promise<Record<string, unknown>> {
  const before = productFacts(await productRead(db, storeId, id));
  await db.delete(t.productCategories).where(eq(t.productCategories.productId, id));
  await db.delete(t.productTaxes).where(eq(t.productTaxes.productId, id));
  await db.delete(t.productModifierGroups).where(eq(t.productModifierGroups.productId, id));
  await db.delete(t.products).where(and(eq(t.products.storeId, storeId), eq(t.products.id, id)));
  return before;
}

/**
 * The 86 (issue 16 §4): unavailable until the end of the store's business day, or offered again. Answers the new
 * state and whether anything changed.
 */
export async function productAvailabilitySet(
  db: Database,
  storeId: number,
  id: number,
  available: boolean,
  now = new Date(),
): Promise<{ until: string | null; before: string | null; changed: boolean }> {
  const row = await productRowOf(db, storeId, id);
  const before = unavailableWire(row.unavailableUntil, now);
  let until: Date | null = null;
  if (!available) {
    const [store] = await db.select({ startTime: t.stores.startTime }).from(t.stores).where(eq(t.stores.id, storeId));
    until = businessDayEnd(now, store?.startTime);
  }
  const after = until?.toISOString() ?? null;
  if (before === after) return { until: after, before, changed: false };
  await db
    .update(t.products)
    .set({ unavailableUntil: until })
    .where(and(eq(t.products.storeId, storeId), eq(t.products.id, id)));
  return { until: after, before, changed: true };
}

/** The products offered at `now`: not 86'd, or their 86 is over (terminal, kiosk and online reads). */
export function productAvailableAt(now: Date) {
  return sql`(${t.products.unavailableUntil} is null or ${t.products.unavailableUntil} <= ${now.toISOString()})`;
}
