import Dexie, { type Table } from 'dexie';

/** seed 000 §3: the local database is named for the product, version 3 (seed 000 §9). */
export const DB_NAME = 'OpenTill';
export const DB_VERSION = 3;

/** seed 000 §3 table: the 16 stores and their key fields. */
export const STORE_KEYS = {
  orders: 'local_id',
  employee: 'id',
  categories: 'id',
  currency: 'code',
  discounts: 'id',
  products: 'id',
  sections: 'id',
  store: 'id',
  tables: 'id',
  tax: 'id',
  shift: 'id',
  customers: 'id',
  orderList: 'local_id',
  refundedOrderList: 'local_id',
  giftCards: 'gift_card_number',
  giftCardsPayments: 'local_id',
} as const;

export type StoreName = keyof typeof STORE_KEYS;

/** A stored record: the seeds' entity with its snake_case fields; the key field is required by the store. */
export type DbRecord = Record<string, unknown>;

/**
 * Secondary indexes where screens filter (issue 5 §1). `outbox` mirrors the order's boolean `updated` flag as
 * 1/0 because booleans are not valid IndexedDB keys; saveRecords keeps it in step.
 */
const INDEXES: Partial<Record<StoreName, string[]>> = {
  orders: ['status', 'table', 'updated_at', 'outbox'],
  orderList: ['status', 'table', 'updated_at'],
  customers: ['name', 'phone'],
  tables: ['section'],
  products: ['category'],
  shift: ['local_id'],
};

export function schema(): Record<StoreName, string> {
  const result = {} as Record<StoreName, string>;
  for (const name of Object.keys(STORE_KEYS) as StoreName[]) {
    result[name] = [STORE_KEYS[name], ...(INDEXES[name] ?? [])].join(', ');
  }
  return result;
}

export class OpenTillDb extends Dexie {
  declare orders: Table<DbRecord, string>;
  declare employee: Table<DbRecord, number>;
  declare categories: Table<DbRecord, number>;
  declare currency: Table<DbRecord, string>;
  declare discounts: Table<DbRecord, number>;
  declare products: Table<DbRecord, number>;
  declare sections: Table<DbRecord, number>;
  declare store: Table<DbRecord, number>;
  // The seeds' 'tables' store is reached with table('tables'): Dexie's own `tables` property lists all stores.
  declare tax: Table<DbRecord, number>;
  declare shift: Table<DbRecord, number | string>;
  declare customers: Table<DbRecord, number | string>;
  declare orderList: Table<DbRecord, string>;
  declare refundedOrderList: Table<DbRecord, string>;
  declare giftCards: Table<DbRecord, string>;
  declare giftCardsPayments: Table<DbRecord, string>;

  /**
   * `relaxed`: a connection whose writes are not flushed to disk before they count as done. Only for data that can
   * be downloaded again (the first sync's products); sales always go through the default, durable connection.
   */
  constructor(name = DB_NAME, options: { relaxed?: boolean } = {}) {
    super(name, options.relaxed ? { chromeTransactionDurability: 'relaxed' } : {});
    this.version(DB_VERSION).stores(schema());
  }
}

let instance: OpenTillDb | null = null;

/** The one database of this browser profile; tests may swap it with setDb. */
export function db(): OpenTillDb {
  instance ??= new OpenTillDb();
  return instance;
}

export function setDb(next: OpenTillDb | null): void {
  instance = next;
}
