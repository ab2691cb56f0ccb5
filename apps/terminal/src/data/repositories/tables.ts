import type { Section } from '@opentill/contracts';
import { apiRequest } from '../api.ts';
import { storedConnection } from '../connection.ts';
import { db, type DbRecord, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { replaceRecords, saveRecords } from '../save.ts';
import { tablesRefetch, tablesUploadMoved } from '../sync/tables-sync.ts';

/** What a table is called on screen: its table_name, else its id. */
export const tableNameOf = (table: DbRecord | null | undefined, id: number): string =>
  typeof table?.table_name === 'string' && table.table_name.trim() !== '' ? table.table_name : String(id);

/** The name of the table an order is on (tableNameOf), or null for an order with no table. */
export async function orderTableName(tableId: unknown, database: OpenTillDb = db()): Promise<string | null> {
  if (typeof tableId !== 'number' || !Number.isSafeInteger(tableId)) return null;
  return tableNameOf(await database.table<DbRecord, number>('tables').get(tableId), tableId);
}

/**
 * seed 000 §4 Table edit mode: "on release the position is saved locally and uploaded". Marks the table for the
 * sync engine (tables-sync.ts) and clears an earlier refusal, since the new position is another request.
 */
export async function tableMoveSave(id: number, x: number, y: number, database: OpenTillDb = db()): Promise<DbRecord | null> {
  const tables = database.table<DbRecord, number>('tables');
  return database.transaction('rw', tables, async () => {
    const table = await tables.get(id);
    if (!table) return null;
    const { sync_error: _dropped, ...rest } = table;
    const moved = { ...rest, x_value: x, y_value: y, updated: true };
    await saveRecords('tables', [moved], database);
    return moved;
  });
}

/**
 * seed 000 §4 Table edit mode "then uploaded": the moved tables go to POST /tablepositions/ now, when online and
 * linked. A failure is left to the sync engine, which uploads marked tables on every table-service run.
 */
export async function tablesMovedUpload(database: OpenTillDb = db()): Promise<void> {
  if (!storedConnection() || !isOnline()) return;
  try {
    await tablesUploadMoved(database, {});
  } catch (error) {
    console.error('Uploading the moved tables failed; the next sync retries', error);
  }
}

/**
 * seed 000 §4 orders-event "on the Tables route it reloads ... sections": the store's sections and tables fetched
 * again (other terminals' moves), keeping this terminal's moves not yet uploaded. Online and linked only.
 */
export async function floorServerRefresh(database: OpenTillDb = db()): Promise<void> {
  if (!storedConnection() || !isOnline()) return;
  try {
    const { results } = await apiRequest<{ results: Section[] }>('/sections/', {}, {});
    await replaceRecords('sections', results, database);
    await tablesRefetch(database, {});
  } catch (error) {
    console.error('Fetching the sections and tables failed', error);
  }
}
