import { giftCard, giftCardPaymentsResponse, giftCardTransactionResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('gift cards', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: { authorization: string }, payload?: unknown) =>
    built.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const record = (auth: { authorization: string }, localId: string, type: 1 | 2 | 3, amount: number) =>
    call('POST', '/api/gift-card-payments/record/', auth, {
      gift_card_number: 'GC-1001',
      amount_paid: amount,
      transaction_type: type,
      local_id: localId,
    });

  it('creates a card with credit, debits and credits it, records every change, refuses going below zero', async () => {
    const store = await freshStore(built.database.db);
    const created = giftCard.parse(
      (
        await call('POST', '/api/gift-card/', store.auth, {
          gift_card_number: 'GC-1001',
          credit: 50,
          store: store.storeId,
          local_id: 'g1',
        })
      ).json(),
    );
    expect(created.credit).toBe(50);
    expect(giftCardTransactionResponse.parse((await record(store.auth, 'p1', 1, 19.99)).json()).credit).toBe(30.01);
    // A retry with the same local_id is answered, not repeated.
    expect(giftCardTransactionResponse.parse((await record(store.auth, 'p1', 1, 19.99)).json()).credit).toBe(30.01);
    const tooMuch = await record(store.auth, 'p2', 1, 30.02);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ error: string }>().error).toBe('insufficient_credit');
    expect(giftCardTransactionResponse.parse((await record(store.auth, 'p3', 3, 5)).json()).credit).toBe(35.01);
    const history = giftCardPaymentsResponse.parse(
      (await call('GET', '/api/gift-card-payments/?gift_card_number=GC-1001', store.auth)).json(),
    ).results;
    expect(history.map((p) => [p.transaction_type, p.amount_paid, p.transaction_balance])).toEqual([
      [1, 5, 35.01],
      [2, 19.99, 30.01],
      [1, 50, 50],
    ]);
  });

  it('serializes concurrent debits: 10 parallel debits of 10 on a card of 55 leave 5 and refuse 5', async () => {
    const store = await freshStore(built.database.db);
    await call('POST', '/api/gift-card/', store.auth, { gift_card_number: 'GC-1001', credit: 55 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => record(store.auth, `d${i}`, 1, 10)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
    const card = giftCard.parse((await call('GET', '/api/gift-card/?gift_card_number=GC-1001', store.auth)).json());
    expect(card.credit).toBe(5);
    expect(card.payments).toHaveLength(6);
  });

  it('another store sees no card (404) and cannot name its store in a body; PATCH expires cards', async () => {
    const store = await freshStore(built.database.db);
    const other = await freshStore(built.database.db);
    const created = giftCard.parse(
      (await call('POST', '/api/gift-card/', store.auth, { gift_card_number: 'GC-2002', credit: 10 })).json(),
    );
    expect((await call('GET', `/api/gift-card/?id=${created.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/gift-card/?gift_card_number=GC-2002', other.auth)).statusCode).toBe(404);
    expect((await record(other.auth, 'x', 1, 1)).statusCode).toBe(404);
    const named = await call('POST', '/api/gift-card/', other.auth, {
      gift_card_number: 'GC-3003',
      credit: 10,
      store: store.storeId,
    });
    expect(named.statusCode).toBe(400);
    expect(named.json<{ field: string }>().field).toBe('store');
    const patched = await call('PATCH', '/api/gift-card/', store.auth, [
      { gift_card_number: 'GC-2002', is_expired: true },
    ]);
    expect(patched.json<{ results: { is_expired: boolean }[] }>().results[0]?.is_expired).toBe(true);
    expect(
      (await call('PATCH', '/api/gift-card/', other.auth, [{ gift_card_number: 'GC-2002', is_expired: false }]))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/gift-card/', store.auth, { gift_card_number: 'GC-4004', credit: Number.NaN }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/gift-card/', store.auth, { gift_card_number: 'GC-4004', credit: -5 })).statusCode,
    ).toBe(400);
  });
});
