import type { Product } from '@opentill/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { productAvailableAt } from './dashboard-catalog.ts';
import { wireAmount, wireNumeric } from './wire-format.ts';

/**
 * One page of the store's products with categories, tax rates and modifier groups, in five queries whatever the
 * page size. One extra row is read to know whether a next page exists. A product 86'd in the dashboard (issue 16 §4:
 * unavailable_until later than `now`) is left out: the terminals and the kiosk stop offering it.
 */
export async function productsPage(
  db: Database,
  storeId: number,
  page: number,
  size: number,
  now = new Date(),
): Promise<{ results: Product[]; more: boolean }> {
  const rows = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.storeId, storeId), productAvailableAt(now)))
    .orderBy(asc(t.products.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const more = rows.length > size;
  const pageRows = rows.slice(0, size);
  const ids = pageRows.map((row) => row.id);
  if (ids.length === 0) return { results: [], more: false };

  const [categoryLinks, taxLinks, groupLinks] = await Promise.all([
    db.select().from(t.productCategories).where(inArray(t.productCategories.productId, ids)),
    db
      .select({ productId: t.productTaxes.productId, id: t.taxes.id, name: t.taxes.name, rate: t.taxes.rate })
      .from(t.productTaxes)
      .innerJoin(t.taxes, eq(t.taxes.id, t.productTaxes.taxId))
      .where(inArray(t.productTaxes.productId, ids)),
    db.select().from(t.productModifierGroups).where(inArray(t.productModifierGroups.productId, ids)),
  ]);
  const groupIds = [...new Set(groupLinks.map((link) => link.groupId))];
  const [groups, modifiers] = groupIds.length
    ? await Promise.all([
        db.select().from(t.modifierGroups).where(inArray(t.modifierGroups.id, groupIds)),
        db
          .select()
          .from(t.modifiers)
          .where(inArray(t.modifiers.groupId, groupIds))
          .orderBy(asc(t.modifiers.sorting), asc(t.modifiers.id)),
      ])
    : [[], []];

  const wireGroups = new Map(
    groups.map((group) => [
      group.id,
      {
        id: group.id,
        name: group.name,
        min_selection: group.minSelection,
        max_selection: group.maxSelection,
        sorting: group.sorting,
        modifiers: modifiers
          .filter((modifier) => modifier.groupId === group.id)
          .map((modifier) => ({
            id: modifier.id,
            name: modifier.name,
            price: wireAmount(modifier.priceCents),
            cost: wireAmount(modifier.costCents),
            active: modifier.active,
            sorting: modifier.sorting,
          })),
      },
    ]),
  );

  const results = pageRows.map((row): Product => {
    const taxRates = taxLinks
      .filter((link) => link.productId === row.id)
      .map((link) => ({ id: link.id, name: link.name, rate: wireNumeric(link.rate) ?? 0 }));
    // The sum of percents with 3 decimals, added in thousandths so 7.1 + 0.2 stays exact.
    const rateThousandths = taxRates.reduce((sum, rate) => sum + Math.round(rate.rate * 1000), 0);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      color: row.color,
      price: wireAmount(row.priceCents),
      cost: wireAmount(row.costCents),
      barcode: row.barcode,
      categories: categoryLinks.filter((link) => link.productId === row.id).map((link) => link.categoryId),
      sorting: row.sorting,
      tax_rates: taxRates,
      tax_rate_value: rateThousandths / 1000,
      modifier_groups: groupLinks
        .filter((link) => link.productId === row.id)
        .flatMap((link) => wireGroups.get(link.groupId) ?? []),
      printers: row.printers,
      price_adjust: row.priceAdjust,
      qty_adjust: row.qtyAdjust,
      order_kiosk: row.orderKiosk,
      special_prices_items: row.specialPrices,
      inventory: wireNumeric(row.inventory),
    };
  });
  return { results, more };
}
