import type { Payment, PaymentType } from '@opentill/contracts';
import { cents, ORDER_STATUS } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { useCheckout } from '../checkout/checkout-store.ts';
import { CASH, checkoutKit, NOW, orderSaved, type Kit } from '../checkout/checkout-test-kit.ts';
import { giftCardPayment } from '../checkout/payment-methods/gift-card.ts';
import { paymentMethodFor } from '../checkout/payment-methods/index.ts';
import { useGiftCards } from './gift-card-store.ts';
import { giftCardMake, giftCardServer, recordCalls, type GiftCardServer } from './gift-card-test-kit.ts';

const GIFT: PaymentType = {
  id: 4,
  name: 'Gift Card',
  behavior: 4,
  url: null,
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 0,
};

let kit: Kit;
let server: GiftCardServer;
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  kit = await checkoutKit();
  server = giftCardServer([giftCardMake('1234-5678', 10)]);
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(async () => {
  useGiftCards.getState().close();
  useCheckout.getState().reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await kit.restore();
});

const gift = () => useGiftCards.getState();
const stored = async () => (await kit.database.orders.get('7_1000')) as OrderRecord | undefined;

describe('gift card payment module (seed 001 §4 Checkout payment flow, Gift card flow)', () => {
  it('is the registered module of behaviour 4 and needs connectivity', () => {
    expect(paymentMethodFor(4)).toBe(giftCardPayment);
    expect(giftCardPayment.needsConnectivity).toBe(true);
  });

  it('pays part of the balance when the credit is lower (payable = lesser) and the payment carries the card number', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    const paying = useCheckout.getState().pay(GIFT, NOW);
    await vi.waitFor(() => expect(gift().session).not.toBeNull());
    await vi.waitFor(() => expect(gift().loading).toBe(false));
    gift().type('1234-5678');
    await gift().next();
    await gift().pay();
    await paying;
    const order = await stored();
    expect(order?.status).toBe(ORDER_STATUS.OPEN);
    expect(order?.balance_remaining).toBe(3.59);
    expect(order?.payments).toEqual([
      expect.objectContaining({
        amount: 10,
        amount_paid: 10,
        change_amount: 0,
        payment_type: 'Gift Card',
        gift_card: '1234-5678',
      }),
    ]);
    expect(server.cards.get('1234-5678')?.credit).toBe(0);
    // seed 001 §4: the processing flag clears 500 ms after the payment.
    await vi.waitFor(() => expect(useCheckout.getState().processing).toBe(false), { timeout: 1500 });
  });

  it('the credit left after the debit reaches the sale-completed modal, also when cash completes the sale (seed 001 §2)', async () => {
    server.cards.set('5555-0000', giftCardMake('5555-0000', 20));
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    const paying = useCheckout.getState().pay(GIFT, NOW);
    await vi.waitFor(() => expect(gift().session).not.toBeNull());
    await vi.waitFor(() => expect(gift().loading).toBe(false));
    gift().type('5555-0000');
    await gift().next();
    await gift().pay();
    await paying;
    expect(useCheckout.getState().completed).toEqual({ change: 0, giftCardBalance: cents(641) });
    // issue 15 §5: the receipt printed from the completed modal carries the card's credit line.
    await useCheckout.getState().printReceipt();
    expect(kit.devices.printReceipt).toHaveBeenLastCalledWith(expect.objectContaining({ local_id: '7_1000' }), {
      giftCardCredit: cents(641),
    });

    // A card paying part of the sale: its balance (0) is shown when the cash payment completes it.
    useCheckout.getState().reset();
    await kit.database.orders.clear();
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    const partial = useCheckout.getState().pay(GIFT, NOW);
    await vi.waitFor(() => expect(gift().session).not.toBeNull());
    await vi.waitFor(() => expect(gift().loading).toBe(false));
    gift().type('1234-5678');
    await gift().next();
    await gift().pay();
    await partial;
    expect(useCheckout.getState().completed).toBeNull();
    await vi.waitFor(() => expect(useCheckout.getState().processing).toBe(false), { timeout: 1500 });
    await useCheckout.getState().pay(CASH, NOW);
    expect(useCheckout.getState().completed).toEqual({ change: 0, giftCardBalance: cents(0) });
  });

  /** Opens checkout's gift card modal, types the card and presses Pay; resolves when checkout has the outcome. */
  const payWith = async (number: string) => {
    await useCheckout.getState().load('7_1000');
    const paying = useCheckout.getState().pay(GIFT, NOW);
    await vi.waitFor(() => expect(gift().session).not.toBeNull());
    await vi.waitFor(() => expect(gift().loading).toBe(false));
    gift().type(number);
    await gift().next();
    await gift().pay();
    return paying;
  };

  it('a 409 (the key records another transaction, issue 14 §11) takes no payment, shows Payment Error / Unsuccessful and a Retry uses a new key', async () => {
    await orderSaved(kit.database);
    server.answerNext('/api/gift-card-payments/record/', 409, {
      error: 'local_id_conflict',
      field: 'local_id',
      message: 'local_id already records another gift card transaction',
    });
    await payWith('1234-5678');
    expect(useCheckout.getState().error).toMatchObject({ title: 'Payment Error', message: 'Unsuccessful' });
    expect(gift().session).toBeNull();
    expect((await stored())?.payments ?? []).toHaveLength(0);
    expect(server.cards.get('1234-5678')?.credit).toBe(10);

    useCheckout.getState().reset();
    await payWith('1234-5678');
    expect((await stored())?.payments).toEqual([expect.objectContaining({ amount: 10, gift_card: '1234-5678' })]);
    const calls = recordCalls(server);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.local_id).not.toBe(calls[0]?.local_id);
  });

  it('a 200 that is not the answer for this card (another card, no credit) takes no payment and keeps the key', async () => {
    await orderSaved(kit.database);
    server.answerNext('/api/gift-card-payments/record/', 200, { credit: 5, gift_card_number: '9999-0000' });
    const paying = payWith('1234-5678');
    await vi.waitFor(() => expect(gift().error).toBe('giftCards.failed'));
    expect((await stored())?.payments ?? []).toHaveLength(0);
    // Pressing Pay again retries the same transaction under the same key (the first outcome is unknown).
    await gift().pay();
    await paying;
    expect((await stored())?.payments).toEqual([expect.objectContaining({ amount: 10, gift_card: '1234-5678' })]);
    const calls = recordCalls(server);
    expect(calls[1]?.local_id).toBe(calls[0]?.local_id);
  });

  it('refund(): a 409 credits nothing, answers the refund error and the next attempt uses a new key', async () => {
    const payment = { local_id: '7_1_9', amount: 10, gift_card: '1234-5678', payment_type: 'Gift Card' } as Payment;
    server.answerNext('/api/gift-card-payments/record/', 409, { error: 'local_id_conflict', message: 'used' });
    expect(await giftCardPayment.refund?.(payment, cents(-300))).toMatchObject({
      ok: false,
      title: 'Can not refund, contact administrator',
    });
    expect(server.cards.get('1234-5678')?.credit).toBe(10);
    expect(await giftCardPayment.refund?.(payment, cents(-300))).toMatchObject({ ok: true });
    const calls = recordCalls(server);
    expect(calls[1]?.local_id).not.toBe(calls[0]?.local_id);
    expect(server.cards.get('1234-5678')?.credit).toBe(13);
  });

  it('closing the modal takes no payment and shows no error', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    const paying = useCheckout.getState().pay(GIFT, NOW);
    await vi.waitFor(() => expect(gift().session).not.toBeNull());
    gift().close();
    await paying;
    expect(useCheckout.getState()).toMatchObject({ error: null, processing: false });
    expect((await stored())?.payments ?? []).toHaveLength(0);
    expect(recordCalls(server)).toHaveLength(0);
  });

  it('offline (browser) the checkout shows the gift-card-unavailable error before opening the modal', async () => {
    kit.devices.online.mockReturnValue(false);
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(GIFT, NOW);
    expect(useCheckout.getState().error?.title).toBe('checkout.error.giftCardUnavailableTitle');
    expect(gift().session).toBeNull();
  });

  it('refund() reimburses the card as a RETURN, and a retry after a lost answer credits once', async () => {
    const payment = { local_id: '7_1_1', amount: 10, gift_card: '1234-5678', payment_type: 'Gift Card' } as Payment;
    server.failNext('/api/gift-card-payments/record/', true);
    const first = await giftCardPayment.refund?.(payment, cents(-450));
    expect(first).toMatchObject({ ok: false, title: 'Can not refund, contact administrator' });
    const second = await giftCardPayment.refund?.(payment, cents(-450));
    expect(second).toEqual({ ok: true, fields: { gift_card: '1234-5678' } });
    const calls = recordCalls(server);
    expect(calls.map((call) => [call.transaction_type, call.amount_paid])).toEqual([
      [3, 4.5],
      [3, 4.5],
    ]);
    expect(calls[1]?.local_id).toBe(calls[0]?.local_id);
    expect(server.cards.get('1234-5678')?.credit).toBe(14.5);
    // A later partial refund of the same amount is a new transaction.
    await giftCardPayment.refund?.(payment, cents(-450));
    expect(server.cards.get('1234-5678')?.credit).toBe(19);
  });

  it('refund(): two returns in the same millisecond get their own keys and both credit the card', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000);
    const paid = (localId: string) =>
      ({ local_id: localId, amount: 5, gift_card: '1234-5678', payment_type: 'Gift Card' }) as Payment;
    expect(await giftCardPayment.refund?.(paid('7_1_21'), cents(-200))).toMatchObject({ ok: true });
    expect(await giftCardPayment.refund?.(paid('7_1_22'), cents(-200))).toMatchObject({ ok: true });
    const [first, second] = recordCalls(server);
    expect(first?.local_id).not.toBe(second?.local_id);
    expect(server.cards.get('1234-5678')?.credit).toBe(14);
  });

  it('refund() refuses without a card number or a reachable server, calling nothing', async () => {
    expect(await giftCardPayment.refund?.({ local_id: 'x', amount: 1 } as Payment, cents(-100))).toMatchObject({
      ok: false,
    });
    server.healthy = false;
    expect(
      await giftCardPayment.refund?.({ local_id: 'y', amount: 1, gift_card: '1234-5678' } as Payment, cents(-100)),
    ).toMatchObject({ ok: false, message: 'Connection Error' });
    expect(recordCalls(server)).toHaveLength(0);
  });
});
