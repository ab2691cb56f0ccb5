import { ORDERING_LANGUAGES, type OrderingLanguage, type OrderingMenu } from '@opentill/contracts';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { isOpenAt, openingHoursOf, slotsFrom, type OpeningHours } from './ordering-hours.ts';

/**
 * The store's ordering settings (decisions §63), kept in its dashboard settings under `ordering`: `languages` (the
 * page's language choices, default all nine), `open` and `close` ("HH:MM", default the whole business day) and
 * `delivery_options` (the dining option ids that take an address; default those named like "Delivery").
 */
export interface OrderingSettings {
  languages: OrderingLanguage[];
  hours: OpeningHours;
  deliveryOptions: number[] | null;
}

const DELIVERY_NAME = /deliver/i;

export async function orderingSettingsOf(
  db: Database,
  storeId: number,
): Promise<{ store: typeof t.stores.$inferSelect; settings: OrderingSettings }> {
  const [row] = await db
    .select({ store: t.stores, settings: t.storeDashboardSettings.settings })
    .from(t.stores)
    .leftJoin(t.storeDashboardSettings, eq(t.storeDashboardSettings.storeId, t.stores.id))
    .where(eq(t.stores.id, storeId));
  if (!row) throw notFound('Store');
  const raw = (row.settings?.ordering ?? {}) as { languages?: unknown; delivery_options?: unknown };
  const languages = Array.isArray(raw.languages)
    ? ORDERING_LANGUAGES.filter((language) => (raw.languages as unknown[]).includes(language))
    : [];
  const deliveryOptions = Array.isArray(raw.delivery_options)
    ? raw.delivery_options.filter((value): value is number => Number.isSafeInteger(value))
    : null;
  return {
    store: row.store,
    settings: {
      languages: languages.length ? languages : [...ORDERING_LANGUAGES],
      hours: openingHoursOf(row.settings?.ordering, row.store.startTime),
      deliveryOptions,
    },
  };
}

/** The store's active dining options flagged online_ordering, each saying whether it takes a delivery address. */
export async function orderingDiningOptions(db: Database, storeId: number, settings: OrderingSettings) {
  const rows = await db
    .select({ id: t.diningOptions.id, name: t.diningOptions.name })
    .from(t.diningOptions)
    .where(
      and(
        eq(t.diningOptions.storeId, storeId),
        eq(t.diningOptions.active, true),
        eq(t.diningOptions.onlineOrdering, true),
      ),
    )
    .orderBy(asc(t.diningOptions.sorting), asc(t.diningOptions.id));
  return rows.map((row) => ({
    ...row,
    delivery: settings.deliveryOptions ? settings.deliveryOptions.includes(row.id) : DELIVERY_NAME.test(row.name),
  }));
}

/** Only images of this server (a path such as /api/images/12): the page's CSP loads no other origin. */
const sameOriginImage = (image: string | null) => (image && /^\/(?!\/)[^\s"'<>]*$/.test(image) ? image : null);

/**
 * The menu (GET /api/order/{store}/menu/): categories in their order with the products offered online (not 86'd,
 * order_kiosk on, as the kiosk offers them), each with its modifier groups (active modifiers only) and image.
 */
export async function orderingMenu(db: Database, storeId: number, now: Date): Promise<OrderingMenu> {
  const { store, settings } = await orderingSettingsOf(db, storeId);
  const [categories, products, diningOptions] = await Promise.all([
    db
      .select({ id: t.categories.id, name: t.categories.name })
      .from(t.categories)
      .where(eq(t.categories.storeId, storeId))
      .orderBy(asc(t.categories.sorting), asc(t.categories.id)),
    db
      .select({
        id: t.products.id,
        name: t.products.name,
        description: t.products.description,
        priceCents: t.products.priceCents,
        image: t.products.image,
        categoryId: t.productCategories.categoryId,
      })
      .from(t.products)
      .innerJoin(t.productCategories, eq(t.productCategories.productId, t.products.id))
      .where(
        and(
          eq(t.products.storeId, storeId),
          eq(t.products.orderKiosk, true),
          or(isNull(t.products.unavailableUntil), lte(t.products.unavailableUntil, now)),
        ),
      )
      .orderBy(asc(t.products.sorting), asc(t.products.id)),
    orderingDiningOptions(db, storeId, settings),
  ]);
  const productIds = [...new Set(products.map((row) => row.id))];
  const links = productIds.length
    ? await db
        .select({ productId: t.productModifierGroups.productId, group: t.modifierGroups })
        .from(t.productModifierGroups)
        .innerJoin(t.modifierGroups, eq(t.modifierGroups.id, t.productModifierGroups.groupId))
        .where(inArray(t.productModifierGroups.productId, productIds))
        .orderBy(asc(t.modifierGroups.sorting), asc(t.modifierGroups.id))
    : [];
  const groupIds = [...new Set(links.map((link) => link.group.id))];
  const modifiers = groupIds.length
    ? await db
        .select()
        .from(t.modifiers)
        .where(
          and(eq(t.modifiers.storeId, storeId), eq(t.modifiers.active, true), inArray(t.modifiers.groupId, groupIds)),
        )
        .orderBy(asc(t.modifiers.sorting), asc(t.modifiers.id))
    : [];
  const groupsOf = (productId: number) =>
    links
      .filter((link) => link.productId === productId)
      .map(({ group }) => ({
        id: group.id,
        name: group.name,
        min: group.minSelection,
        max: group.maxSelection,
        modifiers: modifiers
          .filter((modifier) => modifier.groupId === group.id)
          .map((modifier) => ({ id: modifier.id, name: modifier.name, price_cents: modifier.priceCents })),
      }));
  return {
    store: {
      id: store.id,
      name: store.name,
      phone: store.phone,
      address: [store.address, store.address2].filter(Boolean).join(', '),
      country: store.country,
      currency_symbol: store.currencySymbol,
    },
    languages: settings.languages,
    hours: settings.hours,
    open_now: isOpenAt(settings.hours, now),
    slots: slotsFrom(settings.hours, now).map((slot) => slot.toISOString()),
    dining_options: diningOptions,
    categories: categories
      .map((category) => ({
        id: category.id,
        name: category.name,
        products: products
          .filter((product) => product.categoryId === category.id)
          .map((product) => ({
            id: product.id,
            name: product.name,
            description: product.description,
            price_cents: product.priceCents,
            image: sameOriginImage(product.image),
            modifier_groups: groupsOf(product.id),
          })),
      }))
      .filter((category) => category.products.length > 0),
  };
}
