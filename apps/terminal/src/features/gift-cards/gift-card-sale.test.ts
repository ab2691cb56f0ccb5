import { orderItem } from '@opentill/contracts';
import { cents, orderTotals, ORDER_STATUS } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giftCardCreditsDue, giftCardCreditsSend } from '../../data/repositories/gift-cards.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { useCheckout } from '../checkout/checkout-store.ts';
import { CASH, NOW, orderSaved, type Kit } from '../checkout/checkout-test-kit.ts';
import { orderRemoveItem } from '../order/order-build.ts';
import { giftCardCreditsOf, giftCardCreditsOnCompletion, giftCardLine } from './gift-card-sale.ts';
import { giftCardCheckoutSetup, giftCardMake, type GiftCardServer } from './gift-card-test-kit.ts';

let kit: Kit;
let server: GiftCardServer;
let restore: () => Promise<void>;
const ids = { terminalId: 7, employeeId: 3, now: NOW };
const creditCalls = () =>
  server.calls
    .filter((call) => call.path === '/api/gift-card/' && call.method === 'POST')
    .map((call) => call.body as { gift_card_number: string; credit: number; local_id: string });

beforeEach(async () => {
  ({ kit, server, restore } = await giftCardCheckoutSetup([giftCardMake('4444', 1)]));
});
afterEach(() => restore());

/** The test kit's open order (13.59) with a 25.00 top-up of card 4444 added as line 7_2000. */
async function orderWithTopUp(): Promise<OrderRecord> {
  const base = await orderSaved(kit.database);
  return orderSaved(kit.database, { items: [...base.items, giftCardLine('4444', cents(2500), '7_2000', ids)] });
}

describe('gift card top-up sold on the order (docs/decisions.md §25, seed 001 §3 product -2)', () => {
  it('builds an untaxed product -2 line of quantity 1 at the amount, carrying the card number, accepted by the contract', () => {
    const line = giftCardLine('4444', cents(2500), '7_2000', ids);
    expect(line).toMatchObject({
      product: -2,
      name: 'Gift card 4444',
      quantity: 1,
      price: 25,
      tax_rates: [],
      gift_card_number: '4444',
      void_status: 0,
    });
    expect(orderItem.parse(line)).toMatchObject({ product: -2, gift_card_number: '4444' });
    const totals = orderTotals({ items: [line] }, { taxInclusive: false });
    expect(totals).toMatchObject({ subtotal: 2500, tax_total: 0, grand_total: 2500 });
  });

  it('credits the card once the order is paid in full, not on a partial payment, with a local_id from the item', async () => {
    await orderWithTopUp();
    await useCheckout.getState().load('7_1000');
    for (const key of '1000') useCheckout.getState().press(key);
    await useCheckout.getState().pay(CASH, NOW);
    expect(useCheckout.getState().completed).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(creditCalls()).toEqual([]);

    await useCheckout.getState().pay(CASH, new Date(NOW.getTime() + 1000));
    expect((await kit.database.orders.get('7_1000'))?.status).toBe(ORDER_STATUS.COMPLETED);
    await vi.waitFor(() =>
      expect(creditCalls()).toEqual([
        expect.objectContaining({ gift_card_number: '4444', credit: 25, local_id: 'gc_7_2000' }),
      ]),
    );
    await vi.waitFor(() => expect(giftCardCreditsDue()).toEqual([]));
    expect(server.cards.get('4444')?.credit).toBe(26);
  });

  it('a removed top-up line credits nothing', async () => {
    const order = await orderWithTopUp();
    const removed = orderRemoveItem(order, '7_2000', NOW);
    expect(giftCardCreditsOf(removed)).toEqual([]);
    await giftCardCreditsOnCompletion(removed);
    expect(creditCalls()).toEqual([]);
  });

  it('a failed credit is kept and retried with the same local_id; a lost answer never credits twice', async () => {
    const order = await orderWithTopUp();
    server.failNext('/api/gift-card/');
    expect(await giftCardCreditsOnCompletion(order)).toBe(1);
    expect(giftCardCreditsDue()).toEqual([{ number: '4444', amount: 2500, localId: 'gc_7_2000' }]);
    expect(server.cards.get('4444')?.credit).toBe(1);

    // The server applies it but the answer is lost: still kept, and the next send is the same credit.
    server.failNext('/api/gift-card/', true);
    expect(await giftCardCreditsSend()).toBe(1);
    expect(await giftCardCreditsSend()).toBe(0);
    // A second completion attempt of the same order sends the same local_id again.
    await giftCardCreditsOnCompletion(order);
    expect(creditCalls().map((call) => call.local_id)).toEqual(['gc_7_2000', 'gc_7_2000', 'gc_7_2000', 'gc_7_2000']);
    expect(server.cards.get('4444')?.credit).toBe(26);
  });
});
