import { cents } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../data/connection.ts';
import type { GiftCard } from '../../data/repositories/gift-cards.ts';
import { giftCardMake, giftCardServer, recordCalls, type GiftCardServer } from './gift-card-test-kit.ts';
import { useGiftCards } from './gift-card-store.ts';

let server: GiftCardServer;

function serve(...cards: GiftCard[]) {
  server = giftCardServer(cards);
  vi.stubGlobal('fetch', server.fetch);
}

const store = () => useGiftCards.getState();
const settle = () => vi.waitFor(() => expect(store().loading).toBe(false));
const order = { local_id: '7_1700000000000', id: 42, payments: [] };

beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  useGiftCards.setState({ session: null });
});
afterEach(() => {
  store().close();
  vi.unstubAllGlobals();
});

describe('gift card modal store (seed 001 §4 Gift card flow, §5)', () => {
  it('marks a number that is not digits separated by single hyphens invalid and fetches nothing', async () => {
    serve();
    void store().open({ mode: 'pay', amount: cents(1000), order, terminalId: 7 });
    await settle();
    store().type('12--34');
    expect(store().invalid).toBe(true);
    await store().next();
    expect(server.calls.filter((call) => call.path === '/api/gift-card/')).toHaveLength(0);
    store().type('1234-5678');
    expect(store().invalid).toBe(false);
  });

  it('at checkout an unknown card is not created; from the editor it is', async () => {
    serve();
    void store().open({ mode: 'pay', amount: cents(1000), order, terminalId: 7 });
    await settle();
    store().type('5555');
    await store().next();
    expect(store().error).toBe('giftCards.notFound');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    void store().open({ mode: 'funds', terminalId: 7 });
    await settle();
    store().type('5555');
    await store().next();
    expect(store().step).toBe('card');
    expect(server.calls.filter((call) => call.method === 'POST' && call.path === '/api/gift-card/')).toHaveLength(1);
  });

  it('pays the lesser of the credit and the amount (partial payment) as a SALE', async () => {
    serve(giftCardMake('1111', 5));
    const outcome = store().open({ mode: 'pay', amount: cents(1200), order, terminalId: 7 });
    await settle();
    store().type('1111');
    await store().next();
    await store().pay();
    await expect(outcome).resolves.toEqual({ ok: true, number: '1111', amount: 500, credit: 0 });
    expect(recordCalls(server)).toEqual([
      expect.objectContaining({
        gift_card_number: '1111',
        amount_paid: 5,
        transaction_type: 1,
        order: 42,
        terminal: 7,
      }),
    ]);
  });

  it('refuses to pay with INSUFFICIENT BALANCE when the credit is 0', async () => {
    serve(giftCardMake('2222', 0));
    void store().open({ mode: 'pay', amount: cents(1200), order, terminalId: 7 });
    await settle();
    store().type('2222');
    await store().next();
    await store().pay();
    expect(store().error).toBe('giftCards.insufficient');
    expect(recordCalls(server)).toHaveLength(0);
  });

  it('retries a sale whose answer was lost with the same local_id: the card is debited once', async () => {
    serve(giftCardMake('3333', 50));
    const outcome = store().open({ mode: 'pay', amount: cents(2000), order, terminalId: 7 });
    await settle();
    store().type('3333');
    await store().next();
    server.failNext('/api/gift-card-payments/record/', true);
    await store().pay();
    expect(store().error).toBe('giftCards.failed');
    await store().pay();
    await expect(outcome).resolves.toMatchObject({ ok: true, amount: 2000, credit: 3000 });
    const [first, second] = recordCalls(server);
    expect(second?.local_id).toBe(first?.local_id);
    expect(server.cards.get('3333')?.credit).toBe(30);
  });

  it('shows the unavailable modal when our server does not answer', async () => {
    serve();
    server.healthy = false;
    void store().open({ mode: 'pay', amount: cents(100), order, terminalId: 7 });
    await settle();
    expect(store().unavailable).toBe(true);
  });

  it('Add Funds credits nothing: it resolves with the top-up for the editor to sell as an order line', async () => {
    serve(giftCardMake('4444', 1));
    const outcome = store().open({ mode: 'funds', terminalId: 7 });
    await settle();
    store().type('4444');
    await store().next();
    for (const key of ['2', '5', '0', '0']) store().fundsPress(key);
    store().addFunds();
    await expect(outcome).resolves.toEqual({ ok: true, number: '4444', amount: 2500, credit: 100 });
    expect(server.cards.get('4444')?.credit).toBe(1);
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(store().session).toBeNull();

    const cancelled = store().open({ mode: 'pay', amount: cents(100), order, terminalId: 7 });
    store().close();
    await expect(cancelled).resolves.toEqual({ ok: false });
  });
});
