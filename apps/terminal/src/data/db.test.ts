// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, DB_VERSION, OpenTillDb, STORE_KEYS, setDb } from './db.ts';
import { replaceRecords, saveRecords, setSaveErrorReporter, StorageFullError } from './save.ts';

let database: OpenTillDb;

beforeEach(() => {
  database = new OpenTillDb(`test-${Math.random()}`);
  setDb(database);
});
afterEach(async () => {
  await database.delete();
  setDb(null);
});

describe('local database (seed 000 §3)', () => {
  it('is named OpenTill, version 3, with the 16 stores keyed by the seeds\' fields', async () => {
    expect(DB_NAME).toBe('OpenTill');
    await database.open();
    expect(database.verno).toBe(DB_VERSION);
    const keys = Object.fromEntries(database.tables.map((table) => [table.name, table.schema.primKey.keyPath]));
    expect(keys).toEqual(STORE_KEYS);
    expect(Object.keys(keys)).toHaveLength(16);
    expect(keys.giftCards).toBe('gift_card_number');
    expect(keys.currency).toBe('code');
  });

  it('indexes orders by status, table and updated; customers by name and phone', async () => {
    await database.open();
    const indexes = (store: string) => database.table(store).schema.indexes.map((index) => index.name);
    expect(indexes('orders')).toEqual(expect.arrayContaining(['status', 'table', 'updated_at', 'outbox']));
    expect(indexes('customers')).toEqual(expect.arrayContaining(['name', 'phone']));
    await saveRecords('orders', [
      { local_id: '7_1', status: 1, table: 4, updated: true },
      { local_id: '7_2', status: 3, table: 4, updated: false },
      { local_id: '7_3', status: 1, table: 5, updated: true },
    ]);
    expect(await database.orders.where('status').equals(1).count()).toBe(2);
    expect(await database.orders.where('table').equals(4).count()).toBe(2);
    const outbox = await database.orders.where('outbox').equals(1).primaryKeys();
    expect(outbox.sort()).toEqual(['7_1', '7_3']);
  });
});

describe('saveRecords', () => {
  it('skips objects without their key and reports each as an error', async () => {
    const reported: string[] = [];
    setSaveErrorReporter((message) => reported.push(message));
    const report = await saveRecords('products', [{ id: 1, name: 'Tea' }, { name: 'No id' }, { id: null, name: 'Null id' }, { id: 2 }]);
    expect(report.saved).toBe(2);
    expect(report.skipped).toHaveLength(2);
    expect(reported).toEqual([
      'Can not save to "products": missing key "id"',
      'Can not save to "products": missing key "id"',
    ]);
    expect(await database.products.count()).toBe(2);
  });

  it('keys gift cards by gift_card_number, not id', async () => {
    setSaveErrorReporter(() => undefined);
    const report = await saveRecords('giftCards', [{ id: 9 }, { gift_card_number: '1234' }]);
    expect(report.saved).toBe(1);
    expect(await database.giftCards.get('1234')).toEqual({ gift_card_number: '1234' });
  });

  it('turns a quota error into StorageFullError and keeps what was stored', async () => {
    await saveRecords('products', [{ id: 1, name: 'Tea' }]);
    const quota = new DOMException('full', 'QuotaExceededError');
    const real = database.table('products');
    const failing = Object.assign(Object.create(real) as typeof real, { bulkPut: () => Promise.reject(quota) });
    const spy = vi.spyOn(database, 'table').mockImplementation(() => failing as never);
    await expect(saveRecords('products', [{ id: 2 }], database)).rejects.toBeInstanceOf(StorageFullError);
    spy.mockRestore();
    expect(await database.products.toArray()).toEqual([{ id: 1, name: 'Tea' }]);
  });

  it('replaceRecords swaps a store\'s content', async () => {
    await saveRecords('categories', [{ id: 1 }, { id: 2 }]);
    await replaceRecords('categories', [{ id: 3 }]);
    expect(await database.categories.toCollection().primaryKeys()).toEqual([3]);
  });
});
