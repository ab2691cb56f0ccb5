import { db, type DbRecord, type OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';

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
