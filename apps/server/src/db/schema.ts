/** The back office's tables, one file per area; drizzle-kit reads this file. */
export * from './schema/stores.ts';
export * from './schema/catalog.ts';
export * from './schema/sales.ts';
export * from './schema/accounts.ts';
