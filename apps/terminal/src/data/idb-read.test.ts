// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { DB_NAME, DB_VERSION, OpenTillDb } from './db.ts';
import { IDB_READ_NAME, idbAll, idbFirst, idbGet } from './idb-read.ts';

const opened: OpenTillDb[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) {
    database.close();
    await database.delete();
  }
});

const dexie = (name: string) => {
  const database = new OpenTillDb(name);
  opened.push(database);
  return database;
};

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((entry) => entry.name ?? '');
}

describe('raw IndexedDB reads (issue 6 bundle budget)', () => {
  it('reads the database data/db.ts defines', () => {
    expect(IDB_READ_NAME).toBe(DB_NAME);
  });

  it('answers nothing and does not create the database when it does not exist', async () => {
    const name = `missing-${Math.random()}`;
    expect(await idbGet('employee', 1, name)).toBeUndefined();
    expect(await idbAll('shift', name)).toEqual([]);
    expect(await idbFirst('store', name)).toBeUndefined();
    expect(await databaseNames()).not.toContain(name);
    // Dexie then creates it with its own schema at its own version.
    const database = dexie(name);
    await database.open();
    expect(database.verno).toBe(DB_VERSION);
    expect(database.tables.map((table) => table.name)).toContain('employee');
  });

  it('reads what Dexie stored: by key, all in key order, and the first', async () => {
    const name = `read-${Math.random()}`;
    const database = dexie(name);
    await database.employee.bulkPut([
      { id: 2, name: 'Mia', uid: 'b' },
      { id: 1, name: 'Olga', uid: 'a' },
    ]);
    await database.store.put({ id: 1, pin_salt: 'salt' });
    expect(await idbGet('employee', 1, name)).toEqual({ id: 1, name: 'Olga', uid: 'a' });
    expect(await idbGet('employee', 9, name)).toBeUndefined();
    expect((await idbAll<{ id: number }>('employee', name)).map((employee) => employee.id)).toEqual([1, 2]);
    expect(await idbFirst('store', name)).toEqual({ id: 1, pin_salt: 'salt' });
    expect(await idbAll('no-such-store', name)).toEqual([]);
  });

  it('leaves no connection open that would block Dexie', async () => {
    const name = `close-${Math.random()}`;
    const first = dexie(name);
    await first.employee.put({ id: 1, name: 'Olga', uid: 'a' });
    first.close();
    expect(await idbGet('employee', 1, name)).toBeDefined();
    // Deleting needs every connection closed; a leaked raw connection would block it.
    const second = dexie(name);
    await second.delete();
    expect(await databaseNames()).not.toContain(name);
  });
});
