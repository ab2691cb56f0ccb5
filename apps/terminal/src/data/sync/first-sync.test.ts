import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { saveConnection, storedTerminal } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { firstSync, firstSyncCursorNew, type FirstSyncProgress } from './first-sync.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`sync-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

describe('first synchronisation (seed 000 §7, issue 5 §5)', () => {
  it('stores config, reference lists, every product page and the current shift', async () => {
    const server = fakeServer();
    server.answers['/api/shifts/sync/'] = { id: 5, local_id: '7_1', opening_amount: '100.00', shift_open_date: '2026-01-01T10:00:00Z' };
    const reference = vi.fn();
    const progress: FirstSyncProgress[] = [];
    await firstSync({ cursor: firstSyncCursorNew(), sink: { reference }, deps: { fetch: server.fetch, online: () => true }, database, onProgress: (p) => progress.push({ ...p }) });

    expect(storedTerminal()).toMatchObject({ id: 7, name: 'Front counter', mode: 2 });
    expect(await database.store.get(1)).toMatchObject({ pin_salt: 'salt-1' });
    expect(await database.currency.get('USD')).toEqual({ code: 'USD', symbol: '$' });
    expect(await database.table('tables').count()).toBe(1);
    expect(await database.employee.count()).toBe(1);
    expect(await database.products.toCollection().primaryKeys()).toEqual([1, 2, 3]);
    expect(await database.shift.get(5)).toMatchObject({ local_id: '7_1' });
    expect(reference).toHaveBeenLastCalledWith({ US: 'United States' }, [{ code: 'CA', name: 'California', country: 'US' }]);
    expect(server.calls).toEqual([
      '/api/config/', '/api/sections/', '/api/tables/', '/api/categories/', '/api/employees/', '/api/discounts/',
      '/api/products/', '/api/products/?page=2', '/api/countries', '/api/states', '/api/shifts/sync/',
    ]);
    expect(progress.filter((p) => p.step === 'products').map((p) => p.productPages)).toEqual([0, 1, 2]);
  });

  it('resumes after a failure at the failed product page, not from the start', async () => {
    const server = fakeServer();
    server.fail.add('/api/products/?page=2');
    const cursor = firstSyncCursorNew();
    const deps = { fetch: server.fetch, online: () => true };
    await expect(firstSync({ cursor, sink: { reference: vi.fn() }, deps, database })).rejects.toThrow('Got 500 at http://shop.local/api/products/?page=2');
    expect(cursor.done).toEqual(['config', 'sections', 'tables', 'categories', 'employees', 'discounts']);
    expect(await database.products.count()).toBe(2);

    server.fail.clear();
    server.calls.length = 0;
    await firstSync({ cursor, sink: { reference: vi.fn() }, deps, database });
    expect(server.calls).toEqual(['/api/products/?page=2', '/api/countries', '/api/states', '/api/shifts/sync/']);
    expect(await database.products.count()).toBe(3);
  });

  it('a sync again writes over the stored products and removes those the server no longer lists, without emptying the grid first', async () => {
    await database.products.bulkPut([{ id: 2, name: 'Old coffee' }, { id: 8, name: 'Gone' }]);
    const server = fakeServer();
    const seenDuring: number[][] = [];
    // While page 2 is asked for, page 1 is written and the old products are still there.
    const fetch = vi.fn(async (input: string) => {
      if (input.endsWith('?page=2')) seenDuring.push(await database.products.toCollection().primaryKeys());
      return server.fetch(input);
    });
    await firstSync({ cursor: firstSyncCursorNew(), sink: { reference: vi.fn() }, deps: { fetch: fetch as unknown as typeof globalThis.fetch, online: () => true }, database });
    expect(seenDuring[0]).toContain(8);
    expect(await database.products.toArray()).toEqual([{ id: 1, name: 'Tea' }, { id: 2, name: 'Coffee' }, { id: 3, name: 'Cake' }]);
  });

  it('attempts nothing while offline', async () => {
    const server = fakeServer();
    await expect(firstSync({ cursor: firstSyncCursorNew(), sink: { reference: vi.fn() }, deps: { fetch: server.fetch, online: () => false }, database })).rejects.toThrow();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
