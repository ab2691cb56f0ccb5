import type { OrderingSettingsRequest, OrderingSettingsResponse } from '@opentill/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { orderingDiningOptions, orderingSettingsOf } from './ordering-menu.ts';

/**
 * The ordering page's settings as the dashboard edits them (decisions §63): the values the page uses (defaults filled
 * in, read by the same code as the menu), and the store's online dining options offered as delivery choices.
 */
export async function orderingSettingsRead(db: Database, storeId: number): Promise<OrderingSettingsResponse> {
  const [{ settings }, [row], storeOptions] = await Promise.all([
    orderingSettingsOf(db, storeId),
    db
      .select({ settings: t.storeDashboardSettings.settings })
      .from(t.storeDashboardSettings)
      .where(eq(t.storeDashboardSettings.storeId, storeId)),
    db.select({ id: t.diningOptions.id }).from(t.diningOptions).where(eq(t.diningOptions.storeId, storeId)),
  ]);
  const online = await orderingDiningOptions(db, storeId, settings);
  const known = new Set(storeOptions.map((option) => option.id));
  // Saved ids of options deleted since are left out: the form sends back what it shows, and a save must pass.
  const deliveryOptions = settings.deliveryOptions
    ? settings.deliveryOptions.filter((optionId) => known.has(optionId))
    : online.filter((option) => option.delivery).map((option) => option.id);
  return {
    open: settings.hours.open,
    close: settings.hours.close,
    all_day: settings.hours.open === settings.hours.close,
    languages: settings.languages,
    delivery_options: deliveryOptions,
    dining_options: online,
    saved: Boolean(row && typeof row.settings === 'object' && 'ordering' in row.settings),
  };
}

/** 400 naming `delivery_options.N` for the first id that is not a dining option of this store. */
export async function deliveryOptionsCheck(db: Database, storeId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: t.diningOptions.id })
    .from(t.diningOptions)
    .where(and(eq(t.diningOptions.storeId, storeId), inArray(t.diningOptions.id, [...ids])));
  const found = new Set(rows.map((row) => row.id));
  const index = ids.findIndex((optionId) => !found.has(optionId));
  if (index >= 0) {
    const field = `delivery_options.${String(index)}`;
    throw new HttpError(400, 'invalid', `body: ${field}: not a dining option of this store`, field);
  }
}

/** Replaces the `ordering` key of the store's dashboard settings (created when missing); other keys stay. */
export async function orderingSettingsWrite(db: Database, storeId: number, body: OrderingSettingsRequest) {
  const ordering = {
    open: body.open,
    close: body.close,
    languages: body.languages,
    delivery_options: body.delivery_options,
  };
  const value = JSON.stringify(ordering);
  await db
    .insert(t.storeDashboardSettings)
    .values({ storeId, settings: { ordering } })
    .onConflictDoUpdate({
      target: t.storeDashboardSettings.storeId,
      set: {
        settings: sql`coalesce(${t.storeDashboardSettings.settings}, '{}'::jsonb) || jsonb_build_object('ordering', ${value}::jsonb)`,
      },
    });
}
