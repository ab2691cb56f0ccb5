import type { Section, Table } from '@opentill/contracts';
import { TERMINAL_MODE } from '@opentill/domain';
import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { storedTerminal } from '../connection.ts';
import type { DbRecord, OpenTillDb } from '../db.ts';
import { replaceRecords, saveRecords } from '../save.ts';

/** The server takes at most 500 moved tables per POST /tablepositions/ (contracts tablePositionsRequest). */
export const TABLE_POSITIONS_BATCH = 500;
/** Statuses by which the server refuses the moved tables themselves (a retry would be refused again). */
const REFUSED = new Set([400, 409, 413, 422]);
/** 404: a table of the batch was deleted in the back office; the refetch drops it and the rest go next sync. */
const GONE = 404;
/** Fields the terminal keeps on a table (seed 000 §3 Table): not on the server's table, so kept across a refetch. */
const LOCAL_ONLY = ['tableOrders', 'table_screen_employee', 'updated', 'sync_error'] as const;

/** The seeds' 'tables' store (Dexie's own `tables` property lists the stores, so it is reached by name). */
const tablesOf = (database: OpenTillDb) => database.table<DbRecord, number>('tables');

export interface TablesSyncReport {
  sections: number;
  moved: number;
  refused: number;
}

/** seed 000 §4 Sync: the table-service steps run only when this terminal is in table-service mode. */
export function tableServiceOn(storage?: Storage): boolean {
  return storedTerminal<{ mode?: number }>(storage)?.mode === TERMINAL_MODE.TABLE_SERVICE;
}

/**
 * POST /tablepositions/ with every table marked updated (seed 000 §4 Table edit mode: a dropped table is saved
 * locally, then uploaded). A table moved again while its upload was in flight stays marked. A refusal (400) sets
 * those tables aside with the error until they are moved again (tableMoveSave); 404 leaves them marked for the
 * refetch to drop the deleted table; network and 5xx errors throw, so the engine retries the whole run.
 */
export async function tablesUploadMoved(database: OpenTillDb, api: ApiDeps): Promise<{ moved: number; refused: number }> {
  const marked = await tablesOf(database).filter((table) => table.updated === true && !table.sync_error).toArray();
  let moved = 0;
  let refused = 0;
  for (let start = 0; start < marked.length; start += TABLE_POSITIONS_BATCH) {
    const batch = marked.slice(start, start + TABLE_POSITIONS_BATCH);
    const body = batch.map((table) => ({ id: table.id as number, x_value: Number(table.x_value), y_value: Number(table.y_value) }));
    let error: string | null = null;
    try {
      await apiRequest<unknown>('/tablepositions/', { method: 'POST', body }, api);
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === GONE) {
        refused += batch.length;
        continue;
      }
      if (!(failure instanceof HttpError && REFUSED.has(failure.status))) throw failure;
      error = failure.message;
    }
    await database.transaction('rw', tablesOf(database), async () => {
      const current = await tablesOf(database).bulkGet(body.map((table) => table.id));
      const settled = current.filter((table, index): table is DbRecord => {
        const sent = body[index];
        return Boolean(table && sent && Number(table.x_value) === sent.x_value && Number(table.y_value) === sent.y_value);
      });
      await saveRecords('tables', settled.map((table) => (error ? { ...table, sync_error: error } : { ...table, updated: false })), database);
    });
    if (error) refused += batch.length;
    else moved += batch.length;
  }
  return { moved, refused };
}

/**
 * Table refetch after the moved tables are uploaded: the server's tables replace the local ones, keeping the
 * terminal-only fields, and a table still waiting for upload (its upload was refused or it moved meanwhile) keeps
 * its local position.
 */
export async function tablesRefetch(database: OpenTillDb, api: ApiDeps): Promise<void> {
  const { results } = await apiRequest<{ results: Table[] }>('/tables/', {}, api);
  await database.transaction('rw', tablesOf(database), async () => {
    const local = new Map((await tablesOf(database).toArray()).map((table) => [table.id, table]));
    const merged = results.map((server): DbRecord => {
      const mine = local.get(server.id);
      if (!mine) return { ...server };
      if (mine.updated === true) return mine;
      const kept: DbRecord = {};
      for (const field of LOCAL_ONLY) if (field in mine) kept[field] = mine[field];
      return { ...server, ...kept };
    });
    await replaceRecords('tables', merged, database);
  });
}

/**
 * seed 000 §4 Sync, after the orders: "in table-service mode also refetches sections, then uploads moved tables";
 * the tables are refetched last so the plan shows the other terminals' moves and ours as the server has them.
 */
export async function tableServiceSync(database: OpenTillDb, api: ApiDeps): Promise<TablesSyncReport> {
  const { results: sections } = await apiRequest<{ results: Section[] }>('/sections/', {}, api);
  await replaceRecords('sections', sections, database);
  const { moved, refused } = await tablesUploadMoved(database, api);
  await tablesRefetch(database, api);
  return { sections: sections.length, moved, refused };
}
