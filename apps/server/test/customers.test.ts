import { customer, customersListResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { freshStore, tokenForStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('customers and addresses', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const add = (auth: { authorization: string }, payload: unknown) =>
    built.app.inject({ method: 'POST', url: '/api/customer-add/', headers: auth, payload: payload as object });

  it('adds a customer with addresses, keeps one default, and upserts by local_id', async () => {
    const store = await freshStore(built.database.db);
    const body = {
      local_id: '1732233600000',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 1234',
      addresses: [
        { address_1: '1 Main St', default: true },
        { address_1: '2 Side St', local_id: 'a2', default: true },
      ],
    };
    const first = customer.parse((await add(store.auth, body)).json());
    expect(first.addresses.filter((a) => a.default).map((a) => a.address_1)).toEqual(['2 Side St']);
    expect(first.default_address?.address_1).toBe('2 Side St');
    const again = customer.parse(
      (
        await add(store.auth, {
          ...body,
          phone: '+44 20 9999',
          addresses: [{ address_1: '2 Side St (new)', local_id: 'a2', default: true }],
        })
      ).json(),
    );
    expect(again.id).toBe(first.id);
    expect(again.phone).toBe('+44 20 9999');
    expect(again.addresses).toHaveLength(2);
  });

  it('deletes an address sent with a JSON content type and no body; an empty POST body is still refused', async () => {
    const store = await freshStore(built.database.db);
    const saved = customer.parse(
      (await add(store.auth, { local_id: 'nb1', first_name: 'Nobody', addresses: [{ address_1: 'There' }] })).json(),
    );
    const addressId = saved.addresses[0]?.id;
    const json = { ...store.auth, 'content-type': 'application/json' };
    const deleted = await built.app.inject({ method: 'DELETE', url: `/api/address/${addressId}/`, headers: json });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: addressId, deleted: true });
    // Only a DELETE's empty body reads as none: a POST's is refused as before, and JSON bodies keep Fastify's guard.
    const empty = await built.app.inject({ method: 'POST', url: '/api/customer-add/', headers: json, payload: '' });
    expect(empty.statusCode).toBe(400);
    const poisoned = await built.app.inject({
      method: 'POST',
      url: '/api/customer-add/',
      headers: json,
      payload: '{"first_name":"P","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('lists customers by page from 1, searches, and never shows another store', async () => {
    const store = await freshStore(built.database.db);
    for (let i = 0; i < 52; i += 1)
      await add(store.auth, { local_id: `c${i}`, first_name: `Name${i}`, last_name: i === 7 ? 'Zebra' : 'Smith' });
    const page1 = customersListResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/customers/list/?page=1', headers: store.auth })).json(),
    );
    expect(page1.results).toHaveLength(50);
    expect(page1.next).toBe('/api/customers/list/?page=2');
    const page2 = customersListResponse.parse(
      (await built.app.inject({ method: 'GET', url: page1.next ?? '', headers: store.auth })).json(),
    );
    expect(page2.results).toHaveLength(2);
    const found = customersListResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/customers/list/?search=zeb', headers: store.auth })).json(),
    );
    expect(found.results.map((c) => c.first_name)).toEqual(['Name7']);
    const demo = customersListResponse.parse(
      (
        await built.app.inject({
          method: 'GET',
          url: '/api/customers/list/',
          headers: (await tokenForStore(built.database.db, 1)).auth,
        })
      ).json(),
    );
    expect(demo.results.some((c) => page1.results.some((mine) => mine.id === c.id))).toBe(false);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/customers/list/?page=0', headers: store.auth })).statusCode,
    ).toBe(400);
  });

  it('updating or deleting another store’s customer or address answers 404 and changes nothing', async () => {
    const mine = await freshStore(built.database.db);
    const theirs = await freshStore(built.database.db);
    const saved = customer.parse(
      (await add(mine.auth, { local_id: 'x1', first_name: 'Mine', addresses: [{ address_1: 'Here' }] })).json(),
    );
    expect((await add(theirs.auth, { id: saved.id, first_name: 'Stolen' })).statusCode).toBe(404);
    const addressId = saved.addresses[0]?.id;
    expect(
      (await built.app.inject({ method: 'DELETE', url: `/api/address/${addressId}/`, headers: theirs.auth }))
        .statusCode,
    ).toBe(404);
    const deleted = await built.app.inject({ method: 'DELETE', url: `/api/address/${addressId}/`, headers: mine.auth });
    expect(deleted.json()).toEqual({ id: addressId, deleted: true });
    expect(
      (await built.app.inject({ method: 'DELETE', url: `/api/address/${addressId}/`, headers: mine.auth })).statusCode,
    ).toBe(404);
    expect(
      (await built.app.inject({ method: 'DELETE', url: '/api/address/abc/', headers: mine.auth })).statusCode,
    ).toBe(400);
    const bad = await add(mine.auth, { first_name: 'x', default_address: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('default_address');
  });

  it('searches the full name as the terminal reads it, and refuses an unknown country or US state naming the field', async () => {
    const store = await freshStore(built.database.db);
    await add(store.auth, { local_id: 'f1', first_name: 'Ann', last_name: 'Lee' });
    await add(store.auth, { local_id: 'f2', first_name: 'Anna', last_name: 'Smith' });
    const found = customersListResponse.parse(
      (
        await built.app.inject({ method: 'GET', url: '/api/customers/list/?search=ann%20lee', headers: store.auth })
      ).json(),
    );
    expect(found.results.map((c) => c.last_name)).toEqual(['Lee']);
    const us = customer.parse(
      (
        await add(store.auth, {
          local_id: 'f3',
          first_name: 'Sam',
          addresses: [{ address_1: '1 Elm St', country: 'us', state: 'NY', default: true }],
        })
      ).json(),
    );
    expect(us.addresses[0]).toMatchObject({ country: 'US', state: 'NY' });
    const freeState = await add(store.auth, {
      first_name: 'Jo',
      addresses: [{ address_1: 'Quai 1', country: 'FR', state: 'Île-de-France' }],
    });
    expect(freeState.statusCode).toBe(200);
    const badCountry = await add(store.auth, { first_name: 'Jo', addresses: [{ address_1: 'X', country: 'ZZ' }] });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json<{ field: string }>().field).toBe('addresses.0.country');
    const badState = await add(store.auth, {
      first_name: 'Jo',
      addresses: [{ address_1: 'X' }, { address_1: 'Y', country: 'US', state: 'New York' }],
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json<{ field: string }>().field).toBe('addresses.1.state');
  });
});
