import { ORDER_STATUS } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { shiftCurrent } from '../../data/repositories/shifts.ts';
import { CHECKOUT_DELAY_MS, useCheckout } from './checkout-store.ts';
import { CARD_B, CASH, checkoutKit, DIRECT, NOW, orderSaved, type Kit } from './checkout-test-kit.ts';
import { paymentMethodRegister } from './payment-methods/index.ts';

let kit: Kit;
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  kit = await checkoutKit();
});
afterEach(async () => {
  useCheckout.getState().reset();
  vi.restoreAllMocks();
  await kit.restore();
});

const type = (digits: string) => {
  for (const key of digits) useCheckout.getState().press(key);
};
const stored = async () => (await kit.database.orders.get('7_1000')) as OrderRecord | undefined;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('checkout payments (seed 001 §4 Checkout payment flow)', () => {
  it('a cash payment above the balance completes the order with change, saved before the modal shows', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('2000');
    await useCheckout.getState().pay(CASH, NOW);

    const state = useCheckout.getState();
    expect(state.completed).toEqual({ change: 641, giftCardBalance: null });
    const order = await stored();
    expect(order).toMatchObject({
      status: ORDER_STATUS.COMPLETED,
      balance_remaining: 0,
      close_date: NOW.toISOString(),
      emp_close: 3,
      terminal_id: 7,
      locked_by: null,
      updated: true,
    });
    expect(order?.payments).toEqual([
      expect.objectContaining({
        local_id: `7_1_${String(NOW.getTime())}`,
        amount: 13.59,
        amount_paid: 20,
        change_amount: 6.41,
        tips: 0,
        payment_type: 'Cash',
        transaction_type: 'sale',
        related_terminal: 7,
        employee: 3,
      }),
    ]);
    expect(state.digits).toBe('');
    expect(kit.devices.syncRequest).toHaveBeenCalled();
  });

  it('a zero tendered amount pays the full balance', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    const order = await stored();
    expect(order?.payments).toEqual([expect.objectContaining({ amount: 13.59, amount_paid: 13.59, change_amount: 0 })]);
    expect(useCheckout.getState().completed).toEqual({ change: 0, giftCardBalance: null });
  });

  it('a partial payment keeps the order open with the balance; the rest completes it', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('500');
    await useCheckout.getState().pay(CASH, NOW);
    let order = await stored();
    expect(order).toMatchObject({ status: ORDER_STATUS.OPEN, balance_remaining: 8.59 });
    expect(useCheckout.getState().completed).toBeNull();

    await wait(CHECKOUT_DELAY_MS + 50);
    await useCheckout.getState().pay(CASH, new Date(NOW.getTime() + 1000));
    order = await stored();
    expect(order).toMatchObject({ status: ORDER_STATUS.COMPLETED, balance_remaining: 0 });
    expect(order?.payments?.map((payment) => [payment.local_id, payment.amount])).toEqual([
      [`7_1_${String(NOW.getTime())}`, 5],
      [`7_2_${String(NOW.getTime() + 1000)}`, 8.59],
    ]);
  });

  it('blocks a second payment while one is processing, then clears the flag after 500 ms', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('100');
    const first = useCheckout.getState().pay(CASH, NOW);
    const second = useCheckout.getState().pay(CASH, NOW);
    await Promise.all([first, second]);
    expect((await stored())?.payments).toHaveLength(1);
    expect(useCheckout.getState().processing).toBe(true);
    await wait(CHECKOUT_DELAY_MS + 50);
    expect(useCheckout.getState().processing).toBe(false);
  });

  it('a cash tap changes the screen once, with the payment committed (nothing re-renders before the commit)', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('100');
    const seen: Array<{ payments: number; processing: boolean }> = [];
    const stop = useCheckout.subscribe((state) =>
      seen.push({ payments: state.order?.payments?.length ?? 0, processing: state.processing }),
    );
    await useCheckout.getState().pay(CASH, NOW);
    stop();
    expect(seen[0]).toEqual({ payments: 1, processing: true });
    expect((await stored())?.payments).toHaveLength(1);
  });

  it('direct charge is capped at the balance and gives no change', async () => {
    await orderSaved(kit.database, { allow_surcharge: true });
    await useCheckout.getState().load('7_1000');
    type('5000');
    await useCheckout.getState().pay({ ...DIRECT, surcharge: 0 }, NOW);
    const order = await stored();
    expect(order?.payments).toEqual([
      expect.objectContaining({ amount: 13.59, amount_paid: 13.59, change_amount: 0, payment_type: 'House account' }),
    ]);
    expect(useCheckout.getState().completed).toEqual({ change: 0, giftCardBalance: null });
  });
});

describe('shift accounting and devices (seed 001 §4 Shift update)', () => {
  it('records every payment on the open shift: count, amount, cash total, orders, payment type sums', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('500');
    await useCheckout.getState().pay(CASH, NOW);
    await wait(CHECKOUT_DELAY_MS + 50);
    await useCheckout.getState().pay({ ...DIRECT, surcharge: 0 }, NOW);
    const shift = await shiftCurrent(kit.database);
    expect(shift).toMatchObject({
      totalTransactions: 2,
      shift_amount: 13.59,
      total_cashtenders: 5,
      order_local_ids: ['7_1000'],
      orders: [],
      payment_types: [
        { name: 'Cash', sum: 5 },
        { name: 'House account', sum: 8.59 },
      ],
      payment_breakdown: expect.objectContaining({ net_sales: 13.59, total_sales: 13.59 }) as unknown,
      updated: true,
    });
    const order = await stored();
    expect(order?.shift).toBe(shift?.id);
    expect(order?.payments?.[0]?.shift).toBe(shift?.id);
  });

  it('with no open shift sends the user to Shift and takes no payment', async () => {
    await kit.restore();
    kit = await checkoutKit({ shift: false });
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    expect(useCheckout.getState().next).toBe('/shift');
    expect((await stored())?.payments).toEqual([]);
  });

  it('opens the drawer 500 ms after a cash sale settles, not after a partial payment', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    type('100');
    await useCheckout.getState().pay(CASH, NOW);
    await wait(CHECKOUT_DELAY_MS + 50);
    expect(kit.devices.openCashDrawer).not.toHaveBeenCalled();
    await useCheckout.getState().pay(CASH, NOW);
    expect(kit.devices.openCashDrawer).not.toHaveBeenCalled();
    await wait(CHECKOUT_DELAY_MS + 50);
    expect(kit.devices.openCashDrawer).toHaveBeenCalledTimes(1);
  });

  it('autosends to the kitchen on completion when autosend_kitchen is true, marking the items sent', async () => {
    await kit.restore();
    kit = await checkoutKit({ settings: [{ name: 'autosend_kitchen', value: 'true' }] });
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    expect(kit.devices.printKitchen).toHaveBeenCalledTimes(1);
    const order = await stored();
    expect(order?.items.every((item) => item.sent_to_kitchen === true && item.has_kitchen_updates === false)).toBe(
      true,
    );
  });

  it('does not autosend when the setting is off', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    expect(kit.devices.printKitchen).not.toHaveBeenCalled();
  });
});

describe('surcharge (seed 001 §4, §5)', () => {
  it('shows the notice first; Continue adds the surcharge and pays the total charge', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(DIRECT, NOW);
    expect(useCheckout.getState().surcharge).toMatchObject({ order_amount: 1359, surcharge: 41, total_charge: 1400 });
    expect((await stored())?.payments).toEqual([]);

    await useCheckout.getState().surchargeAccept(NOW);
    const order = await stored();
    expect(order).toMatchObject({
      status: ORDER_STATUS.COMPLETED,
      allow_surcharge: true,
      surcharge_value: 0.41,
      total_sum: 14,
    });
    expect(order?.payments).toEqual([expect.objectContaining({ amount: 14, payment_type: 'House account' })]);
  });

  it('Cancel resets the surcharge to 0 and takes no payment', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(DIRECT, NOW);
    await useCheckout.getState().surchargeCancel(NOW);
    expect(useCheckout.getState().surcharge).toBeNull();
    const order = await stored();
    expect(order).toMatchObject({ allow_surcharge: false, surcharge_value: 0, payments: [] });
  });
});

describe('payment methods and errors', () => {
  it("a failed card payment shows 'Payment Error' with Retry, which re-runs the same type", async () => {
    const pay = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, title: 'Payment Error', message: 'Unsuccessful' })
      .mockResolvedValueOnce({ ok: true, fields: { card_lastfour: '4242' } });
    const unregister = paymentMethodRegister({ behaviors: [5], label: 'card b', usesCardReader: true, pay });
    try {
      await orderSaved(kit.database, { allow_surcharge: true });
      await useCheckout.getState().load('7_1000');
      await useCheckout.getState().pay(CARD_B, NOW);
      expect(useCheckout.getState().error).toMatchObject({
        title: 'Payment Error',
        message: 'Unsuccessful',
        retry: CARD_B,
      });
      expect(useCheckout.getState().processing).toBe(false);
      expect((await stored())?.payments).toEqual([]);

      await useCheckout.getState().retry(NOW);
      expect(pay).toHaveBeenCalledTimes(2);
      const order = await stored();
      expect(order?.payments).toEqual([
        expect.objectContaining({ payment_type: 'Card B', card_lastfour: '4242', amount: 14 }),
      ]);
    } finally {
      unregister();
    }
  });

  it('a method result flagged surchargeCancelled resets the accepted surcharge, saved; not once a payment carried it', async () => {
    const pay = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        title: 'Payment Error',
        message: 'Unsuccessful. Reason: No info',
        surchargeCancelled: true,
      }),
    );
    const unregister = paymentMethodRegister({ behaviors: [5], label: 'card b', usesCardReader: true, pay });
    try {
      await orderSaved(kit.database, { allow_surcharge: true });
      await useCheckout.getState().load('7_1000');
      await useCheckout.getState().pay(CARD_B, NOW);
      expect(useCheckout.getState().error).toMatchObject({
        title: 'Payment Error',
        message: 'Unsuccessful. Reason: No info',
        retry: CARD_B,
      });
      expect(await stored()).toMatchObject({
        allow_surcharge: false,
        surcharge_value: 0,
        total_sum: 13.59,
        payments: [],
      });

      // A partial cash payment after accepting the surcharge again: the charged surcharge stays on the order.
      await orderSaved(kit.database, { allow_surcharge: true });
      await useCheckout.getState().load('7_1000');
      type('500');
      await useCheckout.getState().pay(CASH, NOW);
      await wait(CHECKOUT_DELAY_MS + 50);
      const before = await stored();
      await useCheckout.getState().pay(CARD_B, NOW);
      expect(useCheckout.getState().error).toMatchObject({ title: 'Payment Error' });
      expect(await stored()).toMatchObject({
        allow_surcharge: true,
        surcharge_value: before?.surcharge_value,
        total_sum: before?.total_sum,
      });
    } finally {
      unregister();
    }
  });

  it('a payment type without a module on this terminal shows the seeds’ not-available error', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay({ ...CASH, name: 'Voucher', behavior: 99 }, NOW);
    expect(useCheckout.getState().error).toEqual({
      title: 'Payment type is not found',
      message: 'Payment type is not available at current terminal',
      retry: null,
    });
  });
});

describe('print, kitchen and drawer buttons (seed 002 §8 Print)', () => {
  it("a failed receipt print raises 'Printer error', a failed drawer 'Drawer error'", async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    kit.devices.printReceipt.mockResolvedValueOnce({
      ok: false,
      printed: false,
      failures: [{ printer: 'Receipt', message: 'refused' }],
    });
    await useCheckout.getState().printReceipt();
    // issue 15 §7: the error carries the printers that failed, for the modal to name them and the cause.
    expect(useCheckout.getState().error).toMatchObject({
      title: 'checkout.error.printerTitle',
      retry: null,
      failures: [{ printer: 'Receipt', message: 'refused' }],
    });
    useCheckout.getState().errorClose();
    kit.devices.openCashDrawer.mockResolvedValueOnce({
      ok: false,
      printed: false,
      failures: [{ printer: 'Receipt', message: 'refused' }],
    });
    await useCheckout.getState().openDrawer();
    expect(useCheckout.getState().error).toMatchObject({ title: 'checkout.error.drawerTitle' });
  });

  it('kitchen print marks the printed items sent; a failure leaves them unsent and raises an error', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    kit.devices.printKitchen.mockResolvedValueOnce({
      ok: false,
      printed: false,
      failures: [{ printer: 'Kitchen', message: 'down' }],
      printedItems: [],
    });
    await useCheckout.getState().printKitchen(NOW);
    expect(useCheckout.getState().error).toMatchObject({ title: 'checkout.error.printerTitle' });
    expect((await stored())?.items.every((item) => item.sent_to_kitchen === false)).toBe(true);
    useCheckout.getState().errorClose();
    await useCheckout.getState().printKitchen(NOW);
    expect(useCheckout.getState().error).toBeNull();
    expect((await stored())?.items.every((item) => item.sent_to_kitchen === true)).toBe(true);
  });
});

describe('opening, New Sale and leaving', () => {
  it('opening checkout on a completed order shows the sale-completed modal', async () => {
    const order = await orderSaved(kit.database);
    await orderSave(
      {
        ...order,
        status: ORDER_STATUS.COMPLETED,
        payments: [
          {
            local_id: '7_1_1',
            amount: 13.59,
            change_amount: 1.41,
            payment_type: 'Cash',
            payment_date: NOW.toISOString(),
          },
        ],
      },
      NOW,
      kit.database,
    );
    await useCheckout.getState().load('7_1000');
    expect(useCheckout.getState().completed).toEqual({ change: 141, giftCardBalance: null });
  });

  it('New Sale goes to a new order in quick service', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    await useCheckout.getState().newSale(NOW);
    expect(useCheckout.getState().next).toBe('/orders/new');
    expect(useCheckout.getState().completed).toBeNull();
  });

  it('New Sale on a table goes to TableOrders while the table has orders, else Tables', async () => {
    await kit.restore();
    kit = await checkoutKit({ mode: 1 });
    await orderSaved(kit.database, { table: 4 });
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().pay(CASH, NOW);
    await useCheckout.getState().newSale(NOW);
    expect(useCheckout.getState().next).toBe('/tables');

    await kit.database.orders.put({ local_id: '7_2000', table: 4, status: ORDER_STATUS.OPEN, items: [] });
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().newSale(NOW);
    expect(useCheckout.getState().next).toBe('/tables/4');
  });

  it('cancelling from checkout sets status cancelled, saves, syncs and goes to a new order', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().cancelOrder(NOW);
    expect(await stored()).toMatchObject({
      status: ORDER_STATUS.CANCELLED,
      close_date: NOW.toISOString(),
      locked_by: null,
      updated: true,
    });
    expect(kit.devices.syncRequest).toHaveBeenCalled();
    expect(useCheckout.getState().next).toBe('/orders/new');
  });

  it('the customer chosen at checkout is saved on the order; null removes it', async () => {
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().setCustomer({ id: 12, first_name: 'Ada', last_name: 'Lovelace', phone: '555' }, NOW);
    expect((await stored())?.customer).toMatchObject({ id: 12, first_name: 'Ada' });
    await useCheckout.getState().setCustomer(null, NOW);
    expect((await stored())?.customer).toBeNull();
  });

  it('leaving checkout unlocks and saves an open order and resets an unpaid surcharge', async () => {
    await orderSaved(kit.database, { locked_by: 7, allow_surcharge: true, surcharge_value: 0.41 });
    await useCheckout.getState().load('7_1000');
    kit.devices.syncRequest.mockClear();
    await useCheckout.getState().leave(NOW);
    const order = await stored();
    expect(order).toMatchObject({ locked_by: null, allow_surcharge: false, surcharge_value: 0, updated: true });
    expect(kit.devices.syncRequest).toHaveBeenCalled();
  });

  it('the cash discount toggle switches the order’s cash_discount and recomputes its totals', async () => {
    await kit.restore();
    kit = await checkoutKit({ settings: [{ name: 'cash_discount', value: 'true' }] });
    await orderSaved(kit.database);
    await useCheckout.getState().load('7_1000');
    await useCheckout.getState().cashDiscountToggle(NOW);
    const on = await stored();
    expect(on?.cash_discount).toBe(true);
    await useCheckout.getState().cashDiscountToggle(NOW);
    const off = await stored();
    expect(off?.cash_discount).toBe(false);
    // seed 001 §9: without the cash discount, prices are raised by 1.04.
    expect(off?.subtotal).toBeGreaterThan(on?.subtotal ?? 0);
  });
});
