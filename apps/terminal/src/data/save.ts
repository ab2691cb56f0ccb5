import { catalogRevisionBump } from './catalog/revision.ts';
import { db, STORE_KEYS, type DbRecord, type OpenTillDb, type StoreName } from './db.ts';

/** Raised when the device has no room left: the action is refused and nothing already stored is lost. */
export class StorageFullError extends Error {
  constructor() {
    super('errors.storageFull');
    this.name = 'StorageFullError';
  }
}

export interface SaveReport {
  saved: number;
  /** Records skipped because they lack the store's key field (seed 000 §3). */
  skipped: DbRecord[];
}

type ErrorReporter = (message: string, record: DbRecord) => void;
let reportError: ErrorReporter = (message, record) => console.error(message, record);

/** Lets the shell route skipped-record errors to its error reporting (tests capture them). */
export function setSaveErrorReporter(reporter: ErrorReporter): void {
  reportError = reporter;
}

const CATALOG_STORES: ReadonlySet<StoreName> = new Set<StoreName>(['products', 'categories']);

function hasKey(record: DbRecord, key: string): boolean {
  const value = record[key];
  return value !== undefined && value !== null && value !== '';
}

/** Dexie wraps the DOMException in `inner`; DOMException is not an Error subclass everywhere, so match by name. */
function isQuotaError(error: unknown): boolean {
  const named = (value: unknown) => typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'QuotaExceededError';
  return named(error) || (typeof error === 'object' && error !== null && named((error as { inner?: unknown }).inner));
}

/**
 * Saves records into a store in one transaction. seed 000 §3: "Saving an object without its key field is skipped
 * and reported as an error." Orders get the `outbox` index field mirrored from `updated` (see db.ts).
 * A full disk becomes StorageFullError; the transaction is rolled back so earlier data stays intact.
 */
export async function saveRecords(store: StoreName, records: readonly DbRecord[], database: OpenTillDb = db()): Promise<SaveReport> {
  const key = STORE_KEYS[store];
  const valid: DbRecord[] = [];
  const skipped: DbRecord[] = [];
  for (const record of records) {
    if (hasKey(record, key)) valid.push(store === 'orders' ? { ...record, outbox: record.updated === true ? 1 : 0 } : record);
    else {
      skipped.push(record);
      reportError(`Can not save to "${store}": missing key "${key}"`, record);
    }
  }
  if (valid.length > 0) {
    try {
      await database.table(store).bulkPut(valid);
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError();
      throw error;
    }
    // issue 5 §2: the catalog snapshot is derived from these stores and must be rebuilt when they change.
    if (CATALOG_STORES.has(store)) catalogRevisionBump();
  }
  return { saved: valid.length, skipped };
}

/** Replaces a store's whole content in one transaction (reference data from a full sync). */
export async function replaceRecords(store: StoreName, records: readonly DbRecord[], database: OpenTillDb = db()): Promise<SaveReport> {
  const report = await database.transaction('rw', database.table(store), async () => {
    await database.table(store).clear();
    return saveRecords(store, records, database);
  });
  // Emptied to nothing is a change too (saveRecords bumps only when it wrote something).
  if (CATALOG_STORES.has(store)) catalogRevisionBump();
  return report;
}
