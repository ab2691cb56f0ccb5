import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A store: every other row belongs to one, and every query is scoped by the caller's store. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  country: text('country').notNull().default('US'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The store's event log: realtime messages carry ids and a cursor (the row id), so a client that missed
 * events catches up from here; NOTIFY has no replay.
 */
export const eventLog = pgTable('event_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
