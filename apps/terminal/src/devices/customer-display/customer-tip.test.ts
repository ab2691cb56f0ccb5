import { orderCheck, ORDER_STATUS, thousandths } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { useCheckout } from '../../features/checkout/checkout-store.ts';
import { CARD_A, CASH, checkoutKit, NOW, orderSaved, type Kit } from '../../features/checkout/checkout-test-kit.ts';
import { paymentMethodRegister, type PaymentContext } from '../../features/checkout/payment-methods/index.ts';
import { customerTipAsk, customerTipReceived, useCustomerTip } from './customer-tip.ts';

/**
 * Issue 20 §6: the tip the customer picks on the display reaches the checkout's payment. The kit's order: subtotal
 * 12.35, tax 1.24, total 13.59 (local id 7_1000); 15 % of it is 2.04 (2.0385 half up), 20 % is 2.72.
 */
let kit: Kit;
beforeEach(async () => {
  kit = await checkoutKit();
  useCustomerTip.setState({ asked: null, choice: null });
});
afterEach(async () => {
  useCheckout.getState().reset();
  vi.restoreAllMocks();
  await kit.restore();
});

const stored = async () => (await kit.database.orders.get('7_1000')) as OrderRecord | undefined;
const choose = (percent: number, signature: string | null = null) =>
  customerTipReceived({ tip_choice: { order: '7_1000', percent, signature } });

describe("the display's answer is checked like any input from another device", () => {
  it('takes only an answer to the order asked, with a whole percent and a path of the signature box', () => {
    expect(choose(15)).toBe(false);
    customerTipAsk('7_1000');
    expect(customerTipReceived({ tip_choice: { order: '7_9999', percent: 15, signature: null } })).toBe(false);
    expect(choose(15.5)).toBe(false);
    expect(choose(15, '<script>')).toBe(false);
    expect(choose(15, `M1 1${' L2 2'.repeat(5000)}`)).toBe(false);
    expect(customerTipReceived({ hello: 'x' })).toBe(false);
    expect(useCustomerTip.getState().choice).toBeNull();
    expect(choose(15, 'M10 20 L30 40.5')).toBe(true);
    expect(useCustomerTip.getState().choice).toEqual({ order: '7_1000', percent: 15, signature: 'M10 20 L30 40.5' });
  });

  it('another order asked drops the answer; checkout left (nothing asked) keeps it', () => {
    customerTipAsk('7_1000');
    choose(20);
    customerTipAsk(null);
    expect(useCustomerTip.getState().choice?.percent).toBe(20);
    customerTipAsk('7_2000');
    expect(useCustomerTip.getState().choice).toBeNull();
  });
});

describe('the checkout pays the tip chosen on the display', () => {
  it('cash: 20.00 tendered for 13.59 with 15 %: the 2.04 tip comes out of the change (4.37)', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    customerTipAsk('7_1000');
    choose(15);
    for (const key of '2000') useCheckout.getState().press(key);
    await useCheckout.getState().pay(CASH, NOW);
    expect(useCheckout.getState().completed).toEqual({ change: 437, giftCardBalance: null });
    const order = await stored();
    expect(order?.status).toBe(ORDER_STATUS.COMPLETED);
    expect(order?.payments).toEqual([
      expect.objectContaining({ amount: 13.59, amount_paid: 17.96, change_amount: 4.37, tips: 2.04 }),
    ]);
    expect(order?.tips_total).toBe(2.04);
    // The server's own check (issue 14 §6) takes the paid order as it is uploaded.
    const context = { taxInclusive: false, changeTypes: new Set(['Cash']), surchargeMax: thousandths(3000) };
    expect(orderCheck(order as Parameters<typeof orderCheck>[0], context)).toBeNull();
  });

  it('card: the device is asked for the amount and the 20 % tip beside it; the payment records the tip', async () => {
    const seen: PaymentContext[] = [];
    const unregister = paymentMethodRegister({
      behaviors: [CARD_A.behavior],
      label: 'card a',
      pay: (context) => {
        seen.push(context);
        return Promise.resolve({ ok: true, tips: context.tips });
      },
    });
    try {
      await orderSaved(kit.database);
      await useCheckout.getState().load('7_1000');
      customerTipAsk('7_1000');
      choose(20);
      await useCheckout.getState().pay(CARD_A, NOW);
      expect(seen[0]?.amounts.amount).toBe(1359);
      expect(seen[0]?.tips).toBe(272);
      expect(seen[0]?.tip).toBe(272);
      expect((await stored())?.payments).toEqual([
        expect.objectContaining({ amount: 13.59, amount_paid: 13.59, change_amount: 0, tips: 2.72 }),
      ]);
    } finally {
      unregister();
    }
  });

  it('no answer, or an answer for another order: the payment carries no tip', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    customerTipAsk('7_2000');
    customerTipReceived({ tip_choice: { order: '7_2000', percent: 20, signature: null } });
    customerTipAsk('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    expect((await stored())?.payments).toEqual([expect.objectContaining({ amount: 13.59, tips: 0 })]);
  });
});
