import { ORDER_STATUS } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckout } from '../checkout/checkout-store.ts';
import { NOW, orderSaved, type Kit } from '../checkout/checkout-test-kit.ts';
import { giftCardCheckoutSetup, giftCardMake, recordCalls, type GiftCardServer } from './gift-card-test-kit.ts';

let kit: Kit;
let server: GiftCardServer;
let restore: () => Promise<void>;

beforeEach(async () => {
  ({ kit, server, restore } = await giftCardCheckoutSetup([giftCardMake('4444', 1)]));
});
afterEach(() => restore());

/** The kit's open order (13.59) of which 5.00 was already paid by gift card 4444 (the card then held 1.00). */
const partlyPaidByCard = () =>
  orderSaved(kit.database, {
    payments: [
      {
        local_id: '7_1_900',
        amount: 5,
        amount_paid: 5,
        payment_type: 'Gift Card',
        payment_date: NOW.toISOString(),
        transaction_type: 'sale',
        gift_card: '4444',
      },
    ],
  });
const stored = () => kit.database.orders.get('7_1000');

describe('cancel releases gift cards (seed 001 §4 Cancel)', () => {
  it('voids the gift card payment back onto the card, once, then cancels the order', async () => {
    await partlyPaidByCard();
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().cancelOrder(NOW);
    expect(recordCalls(server)).toEqual([
      expect.objectContaining({ gift_card_number: '4444', amount_paid: 5, transaction_type: 2 }),
    ]);
    expect(server.cards.get('4444')?.credit).toBe(6);
    expect(await stored()).toMatchObject({ status: ORDER_STATUS.CANCELLED });
  });

  it('refuses the cancel and changes nothing while the card cannot be credited back; a retry credits once', async () => {
    await partlyPaidByCard();
    await useCheckout.getState().load('7_1000');
    server.failNext('/api/gift-card-payments/record/', true);
    await useCheckout.getState().cancelOrder(NOW);
    expect(useCheckout.getState().error).toMatchObject({
      title: 'Payment Error',
      message: 'Can not refund, contact administrator',
    });
    expect(await stored()).toMatchObject({ status: ORDER_STATUS.OPEN });
    await useCheckout.getState().cancelOrder(NOW);
    const voids = recordCalls(server);
    expect(voids).toHaveLength(2);
    expect(voids[1]?.local_id).toBe(voids[0]?.local_id);
    expect(server.cards.get('4444')?.credit).toBe(6);
    expect(await stored()).toMatchObject({ status: ORDER_STATUS.CANCELLED });
  });

  it('an order without gift card payments cancels without calling the server', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().cancelOrder(NOW);
    expect(server.calls).toEqual([]);
    expect(await stored()).toMatchObject({ status: ORDER_STATUS.CANCELLED });
  });
});
