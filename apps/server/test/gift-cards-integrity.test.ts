import {
  apiError,
  DEMO_GIFT_CARD_COUNT,
  DEMO_GIFT_CARD_LIMIT,
  giftCard,
  GIFT_CARD_CREDIT_LIMIT,
  giftCardTransactionResponse,
} from '@opentill/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { giftCardCreate } from '../src/services/gift-cards.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

type Auth = { authorization: string };

/**
 * Issue 14 §7, §9, §11, §12: a replay key bound to its transaction, a ceiling on a card's credit, orders of the
 * caller's store only, and the demo store's caps. Every refusal changes nothing.
 */
describe('gift card integrity (issue 14)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
    built.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const create = (auth: Auth, body: object) => call('POST', '/api/gift-card/', auth, body);
  const record = (auth: Auth, body: object) => call('POST', '/api/gift-card-payments/record/', auth, body);
  const credit = async (auth: Auth, number: string) =>
    giftCard.parse((await call('GET', `/api/gift-card/?gift_card_number=${number}`, auth)).json()).credit;
  const history = async (auth: Auth, number: string) =>
    giftCard.parse((await call('GET', `/api/gift-card/?gift_card_number=${number}`, auth)).json()).payments.length;
  const conflict = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(409);
    expect(apiError.parse(answer.json())).toMatchObject({ error: 'local_id_conflict', field: 'local_id' });
  };

  /** An order row of the store, as sync would store it (only what the gift card check reads matters). */
  async function orderOf(storeId: number): Promise<number> {
    const [row] = await built.database.db
      .insert(t.orders)
      .values({
        storeId,
        localId: `gc_${String(Math.random()).slice(2)}`,
        number: Math.floor(Math.random() * 1_000_000) + 1,
        status: 3,
        grandTotalCents: 1000,
        taxTotalCents: 0,
        openDate: new Date(),
        body: {},
        bodyHash: 'test',
      })
      .returning({ id: t.orders.id });
    if (!row) throw new Error('no order');
    return row.id;
  }

  it('§11: a local_id replays only its own transaction; on another card, amount, kind or order it is 409 and debits nothing', async () => {
    const store = await freshStore(built.database.db);
    await create(store.auth, { gift_card_number: '1111-0001', credit: 50 });
    await create(store.auth, { gift_card_number: '1111-0002', credit: 50 });
    const order = await orderOf(store.storeId);
    const sale = { gift_card_number: '1111-0001', amount_paid: 20, transaction_type: 1, local_id: 'k1', order };
    const first = await record(store.auth, sale);
    expect(giftCardTransactionResponse.parse(first.json())).toEqual({ credit: 30, gift_card_number: '1111-0001' });
    // The card changes afterwards; the retry still gets the first answer and changes nothing.
    await record(store.auth, { ...sale, amount_paid: 5, local_id: 'k2' });
    const retry = await record(store.auth, sale);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await credit(store.auth, '1111-0001')).toBe(25);

    conflict(await record(store.auth, { ...sale, gift_card_number: '1111-0002' }));
    conflict(await record(store.auth, { ...sale, amount_paid: 19.99 }));
    conflict(await record(store.auth, { ...sale, transaction_type: 3 }));
    conflict(await record(store.auth, { ...sale, order: await orderOf(store.storeId) }));
    // A retry that names the order only now (the terminal learnt its server id meanwhile) is the same transaction.
    const unnamed = { ...sale, local_id: 'k3', order: undefined };
    expect(giftCardTransactionResponse.parse((await record(store.auth, unnamed)).json()).credit).toBe(5);
    expect((await record(store.auth, { ...unnamed, order })).json()).toEqual({
      credit: 5,
      gift_card_number: '1111-0001',
    });
    // The top-up call shares the key space: a credit under a debit's key is a different transaction.
    conflict(await create(store.auth, { gift_card_number: '1111-0002', credit: 20, local_id: 'k1' }));
    expect(await credit(store.auth, '1111-0001')).toBe(5);
    expect(await credit(store.auth, '1111-0002')).toBe(50);
    expect(await history(store.auth, '1111-0002')).toBe(1);
  });

  it('§11: a top-up key reused for another card or amount is 409 and credits nothing; its own retry credits once', async () => {
    const store = await freshStore(built.database.db);
    const topUp = { gift_card_number: '2222-0001', credit: 15, local_id: 't1' };
    expect(giftCard.parse((await create(store.auth, topUp)).json()).credit).toBe(15);
    expect(giftCard.parse((await create(store.auth, topUp)).json()).credit).toBe(15);
    conflict(await create(store.auth, { ...topUp, credit: 16 }));
    conflict(await create(store.auth, { ...topUp, gift_card_number: '2222-0002' }));
    // The refused request created no card either.
    expect((await call('GET', '/api/gift-card/?gift_card_number=2222-0002', store.auth)).statusCode).toBe(404);
    expect(await credit(store.auth, '2222-0001')).toBe(15);
  });

  it('§11: concurrent requests with one key on two cards: one is applied, the other 409, never a 500', async () => {
    const store = await freshStore(built.database.db);
    await create(store.auth, { gift_card_number: '3333-0001', credit: 10 });
    await create(store.auth, { gift_card_number: '3333-0002', credit: 10 });
    const answers = await Promise.all(
      ['3333-0001', '3333-0002'].map((number) =>
        record(store.auth, { gift_card_number: number, amount_paid: 4, transaction_type: 1, local_id: 'same' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const credits = [await credit(store.auth, '3333-0001'), await credit(store.auth, '3333-0002')].sort();
    expect(credits).toEqual([10, 6]);
  });

  it('§12: no credit takes a card past GIFT_CARD_CREDIT_LIMIT (top-up or return): 400 naming the field', async () => {
    const store = await freshStore(built.database.db);
    const full = await create(store.auth, { gift_card_number: '4444-0001', credit: GIFT_CARD_CREDIT_LIMIT });
    expect(giftCard.parse(full.json()).credit).toBe(GIFT_CARD_CREDIT_LIMIT);
    const more = await create(store.auth, { gift_card_number: '4444-0001', credit: 0.01, local_id: 'u1' });
    expect(more.statusCode).toBe(400);
    expect(apiError.parse(more.json())).toMatchObject({ error: 'credit_limit', field: 'credit' });
    const sale = { gift_card_number: '4444-0001', amount_paid: 1, transaction_type: 1, local_id: 's1' };
    expect((await record(store.auth, sale)).statusCode).toBe(200);
    expect((await record(store.auth, { ...sale, transaction_type: 3, local_id: 'r1' })).statusCode).toBe(200);
    const past = await record(store.auth, { ...sale, amount_paid: 0.01, transaction_type: 2, local_id: 'r2' });
    expect(past.statusCode).toBe(400);
    expect(apiError.parse(past.json())).toMatchObject({ error: 'credit_limit', field: 'amount_paid' });
    expect(await credit(store.auth, '4444-0001')).toBe(GIFT_CARD_CREDIT_LIMIT);
    expect(await history(store.auth, '4444-0001')).toBe(3);
  });

  it("§9: another store's order on create or record is 400 naming order and changes nothing", async () => {
    const store = await freshStore(built.database.db);
    const other = await freshStore(built.database.db);
    const foreign = await orderOf(other.storeId);
    const own = await orderOf(store.storeId);
    const refused = await create(store.auth, { gift_card_number: '5555-0001', credit: 10, order: foreign });
    expect(refused.statusCode).toBe(400);
    expect(apiError.parse(refused.json())).toMatchObject({ error: 'unknown_reference', field: 'order' });
    expect((await call('GET', '/api/gift-card/?gift_card_number=5555-0001', store.auth)).statusCode).toBe(404);
    const created = giftCard.parse(
      (await create(store.auth, { gift_card_number: '5555-0001', credit: 10, order: own })).json(),
    );
    expect(created.order).toBe(own);
    const sale = { gift_card_number: '5555-0001', amount_paid: 3, transaction_type: 1, local_id: 'o1' };
    const foreignSale = await record(store.auth, { ...sale, order: foreign });
    expect(foreignSale.statusCode).toBe(400);
    expect(apiError.parse(foreignSale.json())).toMatchObject({ error: 'unknown_reference', field: 'order' });
    expect(await credit(store.auth, '5555-0001')).toBe(10);
    expect((await record(store.auth, { ...sale, order: own })).statusCode).toBe(200);
    expect(await credit(store.auth, '5555-0001')).toBe(7);
  });

  it('§1: card data cannot ride a gift card write: track data, a spaced card number or extra fields are 400, nothing stored', async () => {
    const store = await freshStore(built.database.db);
    const refusals = [
      create(store.auth, { gift_card_number: ';4111111111111111=2512101?', credit: 5 }),
      create(store.auth, { gift_card_number: '4111 1111 1111 1111', credit: 5 }),
      create(store.auth, { gift_card_number: '8888-0001', credit: 5, note: '4111111111111111' }),
      record(store.auth, {
        card_number: '%B4111111111111111^DOE/J^2512?',
        amount_paid: 1,
        transaction_type: 3,
        local_id: 'a',
      }),
      record(store.auth, { gift_card_number: '8888-0001', amount_paid: 1, transaction_type: 3, local_id: '4111 1111' }),
      record(store.auth, {
        gift_card_number: '8888-0001',
        amount_paid: 1,
        transaction_type: 3,
        local_id: 'b',
        cvv: '123',
      }),
    ];
    for (const answer of await Promise.all(refusals)) expect(answer.statusCode).toBe(400);
    const rows = await built.database.db.select().from(t.giftCards).where(eq(t.giftCards.storeId, store.storeId));
    expect(rows).toEqual([]);
  });

  it('§7: a demo caller gets capped cards (DEMO_GIFT_CARD_LIMIT) and at most DEMO_GIFT_CARD_COUNT of them', async () => {
    const db = built.database.db;
    const store = await freshStore(db);
    const demo = { storeId: store.storeId, demo: true };
    const refusal = (promise: Promise<unknown>, field: string) =>
      expect(promise).rejects.toMatchObject({ statusCode: 400, error: 'demo_limit', field });
    await refusal(
      giftCardCreate(db, demo, {
        gift_card_number: '6666-0001',
        credit: DEMO_GIFT_CARD_LIMIT + 0.01,
        is_expired: false,
      }),
      'credit',
    );
    const card = await giftCardCreate(db, demo, {
      gift_card_number: '6666-0001',
      credit: DEMO_GIFT_CARD_LIMIT,
      is_expired: false,
    });
    expect(card.credit).toBe(DEMO_GIFT_CARD_LIMIT);
    await refusal(
      giftCardCreate(db, demo, { gift_card_number: '6666-0001', credit: 0.01, is_expired: false }),
      'credit',
    );
    // A real store's card passes the demo limit.
    const real = await giftCardCreate(
      db,
      { storeId: store.storeId, demo: false },
      { gift_card_number: '6666-0001', credit: 0.01, is_expired: false },
    );
    expect(real.credit).toBe(DEMO_GIFT_CARD_LIMIT + 0.01);

    const count = async () =>
      (await db.select().from(t.giftCards).where(eq(t.giftCards.storeId, store.storeId))).length;
    await db.insert(t.giftCards).values(
      Array.from({ length: DEMO_GIFT_CARD_COUNT - 2 }, (_, i) => ({
        storeId: store.storeId,
        number: `7777-${String(i)}`,
      })),
    );
    await giftCardCreate(db, demo, { gift_card_number: '6666-0002', credit: 1, is_expired: false });
    expect(await count()).toBe(DEMO_GIFT_CARD_COUNT);
    await refusal(
      giftCardCreate(db, demo, { gift_card_number: '6666-0003', credit: 1, is_expired: false }),
      'gift_card_number',
    );
    expect(await count()).toBe(DEMO_GIFT_CARD_COUNT);
    // Existing cards still take top-ups below the limit.
    expect(
      (await giftCardCreate(db, demo, { gift_card_number: '6666-0002', credit: 1, is_expired: false })).credit,
    ).toBe(2);
  });
});
describe('gift cards in demo mode (issue 14 §7)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: true });
  });
  afterAll(async () => built.app.close());

  it('a token-less create or top-up above DEMO_GIFT_CARD_LIMIT is 400 naming credit; no card is written', async () => {
    const number = `9${String(Date.now()).slice(-9)}`;
    const answer = await built.app.inject({
      method: 'POST',
      url: '/api/gift-card/',
      payload: { gift_card_number: number, credit: 1_000_000_000 },
    });
    expect(answer.statusCode).toBe(400);
    expect(apiError.parse(answer.json())).toMatchObject({ error: 'demo_limit', field: 'credit' });
    const read = await built.app.inject({ method: 'GET', url: `/api/gift-card/?gift_card_number=${number}` });
    expect(read.statusCode).toBe(404);
  });
});
