import { bodyText } from '../test-body.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { outboxCount } from '../repositories/outbox.ts';
import { saveRecords } from '../save.ts';
import { customerBody, customersUploadPending } from './customers-upload.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`customers-${Math.random()}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.delete();
});

const deps = (fetch: unknown) => ({ fetch: fetch as typeof globalThis.fetch, online: () => true });

describe('customer upload (seed 000 §4 Sync, §5)', () => {
  it('sends a known customer by id and a local one by local_id, never default_address', () => {
    expect(customerBody({ id: 3, first_name: 'A', default_address: { id: 1 }, sync_error: 'x' })).toEqual({ id: 3, first_name: 'A' });
    expect(customerBody({ id: '7_5', first_name: 'B' })).toEqual({ local_id: '7_5', first_name: 'B' });
  });

  it('sets a refused customer aside with the server message and uploads the others', async () => {
    await saveRecords('customers', [
      { id: '7_1', first_name: 'Bad', updated: true },
      { id: '7_2', first_name: 'Good', updated: true },
    ], database);
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(bodyText(init)) as DbRecord;
      if (body.first_name === 'Bad') return Promise.resolve(new Response(JSON.stringify({ error: 'invalid', field: 'phone', message: 'Phone is invalid' }), { status: 400 }));
      return Promise.resolve(new Response(JSON.stringify({ ...body, id: 50 }), { status: 200 }));
    });
    expect(await customersUploadPending(database, deps(fetch))).toBe(1);
    expect(await database.customers.get('7_1')).toMatchObject({ updated: true, sync_error: 'Phone is invalid' });
    expect(await database.customers.get(50)).toMatchObject({ first_name: 'Good', updated: false });
    // Still visible in the outbox, and not sent again.
    expect(await outboxCount(database)).toBe(1);
    await customersUploadPending(database, deps(fetch));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps a customer edited while its upload was in flight marked updated, under the server id', async () => {
    await saveRecords('customers', [{ id: '7_1', first_name: 'Ann', updated: true }], database);
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      await saveRecords('customers', [{ id: '7_1', first_name: 'Anne', updated: true }], database);
      return new Response(JSON.stringify({ ...(JSON.parse(bodyText(init)) as DbRecord), id: 60 }), { status: 200 });
    });
    await customersUploadPending(database, deps(fetch));
    expect(await database.customers.toCollection().primaryKeys()).toEqual([60]);
    expect(await database.customers.get(60)).toMatchObject({ first_name: 'Anne', updated: true, local_id: '7_1' });
  });

  it('throws on a 5xx and keeps the customer marked for the retry', async () => {
    await saveRecords('customers', [{ id: '7_1', first_name: 'A', updated: true }], database);
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 502 })));
    await expect(customersUploadPending(database, deps(fetch))).rejects.toThrow('Got 502');
    expect(await database.customers.get('7_1')).toMatchObject({ updated: true });
    expect(await database.customers.get('7_1')).not.toHaveProperty('sync_error');
  });
});
