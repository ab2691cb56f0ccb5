import { DB_NAME, db, setDb } from './db.ts';
import Dexie from 'dexie';
import { catalogForget } from './catalog/catalog.ts';
import { snapshotDelete } from './catalog/snapshot.ts';

async function catalogForgetAll(database: { name: string }): Promise<void> {
  catalogForget();
  await snapshotDelete(database);
}

/** Tools export (seed 000 §2.10): every local order, as stored. */
export async function ordersDump(): Promise<unknown[]> {
  return db().orders.toArray();
}

/**
 * seed 000 §2.10 Reset: clears all local stored data (the IndexedDB database and localStorage). The caller then
 * goes to Auth. Issue 5 §10: the screen refuses while the outbox is not empty unless the user confirms.
 */
export async function resetLocalData(storage: Storage = localStorage): Promise<void> {
  const database = db();
  database.close();
  setDb(null);
  await Dexie.delete(DB_NAME);
  // The derived catalog snapshot goes with the data it was made from (issue 5 §2).
  await catalogForgetAll(database);
  storage.clear();
}
