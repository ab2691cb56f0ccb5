import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection, saveTerminal } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { saveRecords } from '../save.ts';
import { customersUploadPending } from '../sync/customers-upload.ts';
import { customersMerge } from '../sync/merge.ts';
import { bodyText } from '../test-body.ts';
import { addressesChanged, customerAdd, customerAddressDelete, customerAddressSave, type CustomerRecord } from './customers.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveTerminal({ id: 7, name: 'Front', mode: 2 });
  database = new OpenTillDb(`customers-offline-${Math.random()}`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.delete();
});

const address = (address_1: string, extra: Partial<CustomerRecord['addresses'][number]> = {}) => ({
  address_1,
  address_2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  company: '',
  default: false,
  ...extra,
});

/** A fake server for POST /customer-add/ and DELETE /address/{id}/ that numbers customers from 40, addresses from 900. */
function fakeServer() {
  const calls: { method: string; url: string; body?: DbRecord }[] = [];
  let nextAddress = 900;
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(bodyText(init)) as DbRecord) : undefined;
    calls.push({ method, url, ...(body ? { body } : {}) });
    if (method === 'DELETE') return Promise.resolve(new Response('{"deleted":true}', { status: 200 }));
    const addresses = ((body?.addresses ?? []) as DbRecord[]).map((entry): DbRecord => ({ ...entry, id: entry.id ?? (nextAddress += 1) }));
    const saved = { ...body, id: body?.id ?? 40, addresses, default_address: addresses.find((entry) => entry.default) ?? null, updated_at: '2026-03-01T10:00:00.000Z' };
    return Promise.resolve(new Response(JSON.stringify(saved), { status: 200 }));
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, online: () => true };
}

const offline = { online: () => false };

describe('addresses on the device (seed 002 §3: one default)', () => {
  it('gives a new address a local id and makes the first one the default', () => {
    const one = addressesChanged([], { add: address('1 Elm St') }, '7_1');
    expect(one).toEqual([{ ...address('1 Elm St'), id: null, local_id: '7_1', default: true }]);
    const two = addressesChanged(one, { add: address('2 Oak Ave', { default: true }) }, '7_2');
    expect(two.map((entry) => [entry.address_1, entry.default])).toEqual([
      ['1 Elm St', false],
      ['2 Oak Ave', true],
    ]);
  });

  it('an edit keeps the ids and the default flag; making one default clears the others', () => {
    const saved = [address('1 Elm St', { id: 5, default: true }), address('2 Oak Ave', { id: 6, local_id: '7_2' })];
    const edited = addressesChanged(saved, { edit: 0, address: address('1 Elm Street', { city: 'Albany' }) }, '7_9');
    expect(edited[0]).toMatchObject({ id: 5, address_1: '1 Elm Street', city: 'Albany', default: true });
    const moved = addressesChanged(edited, { makeDefault: 1 }, '7_9');
    expect(moved.map((entry) => entry.default)).toEqual([false, true]);
    expect(moved[1]).toMatchObject({ id: 6, local_id: '7_2' });
  });
});

describe('customers created offline (seed 000 §4 Sync, seed 002 §5)', () => {
  it('keeps the customer and its US address under local ids, then one sync uploads it once without default_address and swaps the id in orders', async () => {
    const server = fakeServer();
    const added = await customerAdd({ first_name: 'Sam', last_name: 'Hill', phone: '555-0199' }, new Date('2026-03-01T09:00:00Z'), database, offline);
    expect(added?.uploaded).toBe(false);
    const local = added?.customer as CustomerRecord;
    expect(local.id).toBe(`7_${String(Date.parse('2026-03-01T09:00:00Z'))}`);
    const withAddress = await customerAddressSave(local, { add: address('1 Elm St', { city: 'Albany', state: 'NY', country: 'US' }) }, new Date('2026-03-01T09:01:00Z'), database, offline);
    expect(withAddress.default_address).toMatchObject({ address_1: '1 Elm St', state: 'NY', default: true });
    await saveRecords('orders', [{ local_id: '7_5', status: 1, customer: { id: local.id, first_name: 'Sam' }, updated: true }], database);

    expect(await customersUploadPending(database, server)).toBe(1);
    expect(server.calls).toHaveLength(1);
    const sent = server.calls[0]?.body ?? {};
    expect(sent).not.toHaveProperty('default_address');
    expect(sent).not.toHaveProperty('id');
    expect(sent).toMatchObject({ local_id: local.id, first_name: 'Sam', addresses: [{ address_1: '1 Elm St', state: 'NY', country: 'US', local_id: expect.any(String) as string }] });
    expect(await database.customers.toCollection().primaryKeys()).toEqual([40]);
    expect(await database.customers.get(40)).toMatchObject({ updated: false, addresses: [{ id: 901 }] });
    expect((await database.orders.get('7_5'))?.customer).toEqual({ id: 40, first_name: 'Sam' });
    expect(await customersUploadPending(database, server)).toBe(0);
    expect(server.calls).toHaveLength(1);
  });

  it('an address deleted offline is deleted on the server by id before the customer is sent, and a list read meanwhile does not bring it back', async () => {
    const server = fakeServer();
    const stored: CustomerRecord = {
      id: 40,
      local_id: null,
      first_name: 'Sam',
      last_name: '',
      phone: '',
      email: '',
      notes: '',
      group: '',
      addresses: [address('1 Elm St', { id: 901, default: true }), address('2 Oak Ave', { id: 902 })],
      default_address: null,
      updated_at: '2026-03-01T08:00:00.000Z',
    };
    await saveRecords('customers', [stored], database);
    const after = await customerAddressDelete(stored, 1, database, offline);
    expect(after).toMatchObject({ updated: true, addresses_deleted: [902] });
    expect(after.addresses.map((entry) => entry.id)).toEqual([901]);

    // The server's older copy still lists the address: the newer local change is kept (seed 000 §9).
    await customersMerge([{ ...stored, updated_at: '2026-03-01T08:30:00.000Z' }], database);
    expect((await database.customers.get(40))?.addresses).toHaveLength(1);

    await customersUploadPending(database, server);
    expect(server.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual(['DELETE /api/address/902/', 'POST /api/customer-add/']);
    expect(server.calls[1]?.body).not.toHaveProperty('addresses_deleted');
    expect(await database.customers.get(40)).toMatchObject({ updated: false });
    expect(await database.customers.get(40)).not.toHaveProperty('addresses_deleted');
  });

  it('online, the address is deleted at once and nothing is left for the sync', async () => {
    const server = fakeServer();
    const stored = { id: 41, local_id: null, first_name: 'Jo', last_name: '', phone: '', email: '', notes: '', group: '', addresses: [address('1 Elm St', { id: 903 })], default_address: null };
    await saveRecords('customers', [stored], database);
    const after = await customerAddressDelete(stored, 0, database, server);
    expect(server.calls.map((call) => call.method)).toEqual(['DELETE']);
    expect(after.addresses).toEqual([]);
    expect(after).not.toHaveProperty('addresses_deleted');
  });
});
