import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection, saveTerminal } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { tableMoveSave } from '../repositories/tables.ts';
import { saveRecords } from '../save.ts';
import { bodyText } from '../test-body.ts';
import { syncEngineNew } from './engine.ts';
import { tableServiceOn } from './tables-sync.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`tables-${Math.random()}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.delete();
});

const table = (id: number, x: number, y: number, extra: DbRecord = {}): DbRecord => ({ id, table_name: `T${String(id)}`, type: 'square', x_value: x, y_value: y, section: 1, ...extra });

/** The back office's table plan: positions by id, a sections list, and a record of every call in order. */
function backOffice(options: { positionsStatus?: number; onPositions?: () => Promise<void> } = {}) {
  const tables = new Map<number, DbRecord>([[1, table(1, 0, 0)], [2, table(2, 10, 10)], [3, table(3, 20, 20)]]);
  const calls: string[] = [];
  const posted: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/orders/sync/') return json(200, []);
    if (path === '/api/sections/') return json(200, { results: [{ id: 1, section_name: 'Patio', tables: [1, 2, 3] }] });
    if (path === '/api/tables/') return json(200, { results: [...tables.values()] });
    if (path === '/api/tablepositions/') {
      const body = JSON.parse(bodyText(init)) as { id: number; x_value: number; y_value: number }[];
      posted.push(body);
      await options.onPositions?.();
      if (options.positionsStatus && options.positionsStatus !== 200) return json(options.positionsStatus, { error: 'invalid', message: 'no' });
      for (const moved of body) tables.set(moved.id, { ...tables.get(moved.id), x_value: moved.x_value, y_value: moved.y_value });
      return json(200, { results: body });
    }
    return json(404, {});
  });
  return { tables, calls, posted, fetch };
}

const engine = (server: ReturnType<typeof backOffice>, tableService = true) =>
  syncEngineNew({ database: () => database, locks: () => null, api: { fetch: server.fetch as unknown as typeof fetch, online: () => true }, online: () => true, tableService: () => tableService, setTimer: () => 0, clearTimer: () => undefined });

describe('table service in the sync (seed 000 §4 Sync, issue 5 §6)', () => {
  it('follows the terminal mode stored by the first sync', () => {
    saveTerminal({ id: 1, mode: 1 });
    expect(tableServiceOn()).toBe(true);
    saveTerminal({ id: 1, mode: 2 });
    expect(tableServiceOn()).toBe(false);
  });

  it('after the orders refetches sections, uploads the moved tables, then refetches the tables keeping local fields', async () => {
    await saveRecords('tables', [table(1, 0, 0, { tableOrders: ['7_1'] }), table(2, 10, 10), table(3, 20, 20)], database);
    await saveRecords('orders', [{ local_id: '7_1', status: 1, table: 1, updated: true }], database);
    await tableMoveSave(1, 55, 66, database);
    const server = backOffice();
    const report = await engine(server).now();
    expect(report).toMatchObject({ ok: true, tables: { sections: 1, moved: 1, refused: 0 } });
    expect(server.calls).toEqual(['POST /api/orders/sync/', 'GET /api/sections/', 'POST /api/tablepositions/', 'GET /api/tables/']);
    expect(server.posted).toEqual([[{ id: 1, x_value: 55, y_value: 66 }]]);
    expect(await database.sections.toArray()).toEqual([{ id: 1, section_name: 'Patio', tables: [1, 2, 3] }]);
    expect(await database.table('tables').get(1)).toMatchObject({ x_value: 55, y_value: 66, updated: false, tableOrders: ['7_1'] });
  });

  it('does nothing with tables in quick service', async () => {
    await tableMoveSave(1, 5, 5, database);
    const server = backOffice();
    await engine(server, false).now();
    expect(server.calls).toEqual([]);
  });

  it('keeps a table moved again while its upload was in flight marked, at its newest position', async () => {
    await saveRecords('tables', [table(1, 0, 0), table(2, 10, 10)], database);
    await tableMoveSave(1, 1, 1, database);
    const server = backOffice({ onPositions: async () => void (await tableMoveSave(1, 2, 2, database)) });
    await engine(server).now();
    expect(await database.table('tables').get(1)).toMatchObject({ x_value: 2, y_value: 2, updated: true });
    server.posted.length = 0;
    await engine(backOffice()).now();
    expect(await database.table('tables').get(1)).toMatchObject({ x_value: 2, y_value: 2, updated: false });
  });

  it('retries the whole run on a 5xx (tables stay marked), and sets a refused (400) move aside until moved again', async () => {
    await saveRecords('tables', [table(1, 0, 0), table(2, 10, 10)], database);
    await tableMoveSave(2, 7, 7, database);
    const failing = await engine(backOffice({ positionsStatus: 503 })).now();
    expect(failing).toMatchObject({ ok: false, retryInMs: 1000 });
    expect(await database.table('tables').get(2)).toMatchObject({ updated: true });

    const refusing = backOffice({ positionsStatus: 400 });
    expect(await engine(refusing).now()).toMatchObject({ ok: true, tables: { moved: 0, refused: 1 } });
    expect(await database.table('tables').get(2)).toMatchObject({ updated: true, sync_error: 'Got 400 at http://shop.local/api/tablepositions/', x_value: 7 });
    await engine(refusing).now();
    expect(refusing.posted).toHaveLength(1);

    await tableMoveSave(2, 8, 8, database);
    const server = backOffice();
    await engine(server).now();
    expect(server.posted).toEqual([[{ id: 2, x_value: 8, y_value: 8 }]]);
    expect(await database.table('tables').get(2)).toMatchObject({ updated: false, x_value: 8 });
    expect(await database.table('tables').get(2)).not.toHaveProperty('sync_error');
  });

  it('drops a table deleted in the back office (404) and uploads the other moves at the next sync', async () => {
    await saveRecords('tables', [table(1, 0, 0), table(2, 10, 10), table(9, 0, 0)], database);
    await tableMoveSave(2, 3, 3, database);
    await tableMoveSave(9, 4, 4, database);
    expect(await engine(backOffice({ positionsStatus: 404 })).now()).toMatchObject({ ok: true, tables: { refused: 2 } });
    expect(await database.table('tables').get(9)).toBeUndefined();
    const server = backOffice();
    await engine(server).now();
    expect(server.posted).toEqual([[{ id: 2, x_value: 3, y_value: 3 }]]);
  });
});
