import { cents, ORDER_STATUS, orderChargeBlocked } from '@opentill/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../../data/repositories/orders.ts';
import { pendingClearAll } from '../../../devices/card-terminals/index.ts';
import { simulatorProxy, startCardBSpin } from '../../../devices/card-terminals/card-b-sim-kit.ts';
import type { RunningDevice } from '../../../../../../tools/simulators/src/http-device.ts';
import { useCheckout } from '../checkout-store.ts';
import { CARD_B as CARD_B_KIT, CASH, checkoutKit, NOW, orderSaved, type Kit } from '../checkout-test-kit.ts';
import { cardBOptionsSet } from './card-b.ts';

/**
 * Issue 19 §2, §3 through checkout with card B against the SPIn simulator: the tip added on the terminal, a partial
 * approval leaving the balance to another tender, and an uncertain payment that blocks a second charge until a
 * status query or a manager settles it. The simulator's journal and the order's payments must agree.
 */
let b: RunningDevice;
let kit: Kit;
let restoreOptions: () => void;
beforeAll(async () => {
  b = await startCardBSpin();
});
afterAll(() => b.close());
beforeEach(async () => {
  kit = await checkoutKit();
  pendingClearAll();
  b.behaviours.clear();
  b.journal.clear();
  restoreOptions = cardBOptionsSet({ proxy: simulatorProxy(b), retryWaitMs: 10, statusTimeoutMs: 300 });
});
afterEach(async () => {
  restoreOptions();
  useCheckout.getState().reset();
  await kit.restore();
});

/** Card B without the kit's surcharge: these tests are about the device's answers. */
const CARD_B = { ...CARD_B_KIT, surcharge: 0 };
const stored = async () => (await kit.database.orders.get('7_1000')) as OrderRecord;
const charged = () => b.journal.all().filter((t) => t.kind === 'sale' && t.approved);
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('card B through checkout (issue 19)', () => {
  it('a tip added on the terminal is charged with the sale and kept on the payment, not in the balance', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    useCheckout.getState().tipSet(cents(200));
    await useCheckout.getState().pay(CARD_B, NOW);
    const order = await stored();
    expect(order.status).toBe(ORDER_STATUS.COMPLETED);
    expect(order.payments).toEqual([expect.objectContaining({ payment_type: 'Card B', amount: 13.59, tips: 2 })]);
    expect(order.tips_total).toBe(2);
    expect(charged().map((t) => [t.amountCents, t.tipCents])).toEqual([[1359, 200]]);
    expect(useCheckout.getState().tip).toBe(0);
  });

  it('a partial approval records the approved amount and leaves the balance; cash pays the rest', async () => {
    b.behaviours.push('partial');
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CARD_B, NOW);
    let order = await stored();
    expect(order.status).toBe(ORDER_STATUS.OPEN);
    expect(order.payments).toEqual([expect.objectContaining({ payment_type: 'Card B', amount: 6.79 })]);
    expect(order.balance_remaining).toBe(6.8);
    expect(useCheckout.getState().partial).toBe(679);
    await settle();
    await useCheckout.getState().pay(CASH, NOW);
    order = await stored();
    expect(order.status).toBe(ORDER_STATUS.COMPLETED);
    expect(order.payments.map((p) => [p.payment_type, p.amount])).toEqual([
      ['Card B', 6.79],
      ['Cash', 6.8],
    ]);
    expect(charged().map((t) => t.amountCents)).toEqual([679]);
  });

  it('an unknown outcome is kept uncertain, blocks a second charge, and a manager settles it as charged', async () => {
    b.behaviours.push('drop-after-approve');
    b.behaviours.push('timeout', 4);
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CARD_B, NOW);
    expect(useCheckout.getState().error).toMatchObject({ title: 'checkout.uncertain.title', retry: null });
    let order = await stored();
    expect(order.payments).toEqual([]);
    expect(order.uncertain_payments).toEqual([
      { payment: expect.objectContaining({ payment_type: 'Card B', amount: 13.59 }) as unknown },
    ]);
    expect(orderChargeBlocked(order)).toBe(true);
    // A second charge is refused before any device is called.
    useCheckout.getState().errorClose();
    await settle();
    const calls = b.journal.all().length;
    await useCheckout.getState().pay(CARD_B, NOW);
    expect(useCheckout.getState().error).toMatchObject({ message: 'checkout.uncertain.blocks' });
    expect(b.journal.all()).toHaveLength(calls);
    // The manager (employee 2) says it was charged: the payment joins the order, which completes; one charge in all.
    await useCheckout.getState().uncertainDecide(order.uncertain_payments![0]!.payment.local_id, 'charged', 2, NOW);
    order = await stored();
    expect(order.status).toBe(ORDER_STATUS.COMPLETED);
    expect(order.payments.map((p) => [p.payment_type, p.amount])).toEqual([['Card B', 13.59]]);
    expect(order.uncertain_payments?.[0]).toMatchObject({
      resolution: 'charged',
      resolved_how: 'staff',
      resolved_by: 2,
    });
    expect(charged()).toHaveLength(1);
  });

  it('Check status settles an uncertain payment from the device; not charged frees the order for another tender', async () => {
    b.behaviours.push('timed-out');
    b.behaviours.push('timeout', 4);
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CARD_B, NOW);
    const entry = (await stored()).uncertain_payments![0]!;
    // The terminal's Status answers now: nothing was charged under that reference.
    await useCheckout.getState().uncertainCheck(entry.payment.local_id, NOW);
    const order = await stored();
    expect(order.uncertain_payments?.[0]).toMatchObject({ resolution: 'not_charged', resolved_how: 'status' });
    expect(orderChargeBlocked(order)).toBe(false);
    expect(order.payments).toEqual([]);
    await settle();
    await useCheckout.getState().pay(CASH, NOW);
    expect((await stored()).status).toBe(ORDER_STATUS.COMPLETED);
    expect(charged()).toHaveLength(0);
  });
});
