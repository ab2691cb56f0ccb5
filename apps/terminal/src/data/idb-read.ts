/**
 * Read-only access to the terminal's IndexedDB without Dexie, for the few reads the start path needs (route guard,
 * PIN check): Dexie (~30 KB gzip) then loads only with the screens that write or query (decision 'PIN screen
 * bundle budget', issue 6). The database is the one data/db.ts defines ('OpenTill', seed 000 §3); it is opened
 * WITHOUT a version so it is never upgraded or created here, and closed after each read so it never blocks Dexie's
 * own open or upgrade.
 */

/** Must equal DB_NAME in data/db.ts (not imported: db.ts brings Dexie; idb-read.test.ts checks they match). */
export const IDB_READ_NAME = 'OpenTill';

/** Opens the existing database at its current version; null when it does not exist yet or cannot open. */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: abort the creation so Dexie later creates it with its own schema (version 3).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
}

const requestDone = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });

/** Runs one read on a store; undefined when the database or the store is missing. */
async function readStore<T>(store: string, read: (objectStore: IDBObjectStore) => IDBRequest<T>, name = IDB_READ_NAME): Promise<T | undefined> {
  const database = await openExisting(name);
  if (!database) return undefined;
  try {
    if (!database.objectStoreNames.contains(store)) return undefined;
    return await requestDone(read(database.transaction(store, 'readonly').objectStore(store)));
  } finally {
    database.close();
  }
}

/** A record by primary key (Dexie's table.get). */
export async function idbGet<T = Record<string, unknown>>(store: string, key: IDBValidKey, name?: string): Promise<T | undefined> {
  return (await readStore(store, (objectStore) => objectStore.get(key), name)) as T | undefined;
}

/** Every record of a store in key order (Dexie's table.toArray). */
export async function idbAll<T = Record<string, unknown>>(store: string, name?: string): Promise<T[]> {
  return ((await readStore(store, (objectStore) => objectStore.getAll(), name)) ?? []) as T[];
}

/** The first record in key order (Dexie's table.toCollection().first()). */
export async function idbFirst<T = Record<string, unknown>>(store: string, name?: string): Promise<T | undefined> {
  const [first] = ((await readStore(store, (objectStore) => objectStore.getAll(null, 1), name)) ?? []) as T[];
  return first;
}
