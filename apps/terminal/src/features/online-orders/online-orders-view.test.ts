// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { onlineOrdersMenuShown } from './online-orders-menu.ts';
import {
  elapsedText,
  itemTaxed,
  onlineDiningOptions,
  onlineOrderActions,
  onlineOrderItemCount,
  onlineOrderPaid,
  onlineOrdersFiltered,
  onlinePendingToday,
  ONLINE_FILTERS_DEFAULT,
} from './online-orders-view.ts';

// Local noon: the calendar-day rules are the terminal's local day.
const NOW = new Date(2026, 10, 29, 12, 0, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0, 0).toISOString();

const order = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id,
    type: 1,
    status: 0,
    open_date: at(29, 9),
    items: [],
    subtotal: 10,
    tax_total: 0,
    grand_total: 10,
    total_sum: 10,
    payments: [],
    ...extra,
  }) as OrderRecord;

const ids = (orders: OrderRecord[]) => orders.map((one) => one.local_id);

describe('online orders filters (seed 002 §2)', () => {
  const orders = [
    order('late', { open_date: at(29, 11) }),
    order('early', { open_date: at(29, 8), dining_option_type: 2 }),
    order('yesterday', { open_date: at(28, 20) }),
    order('tomorrow', { open_date: at(29, 10), serve_at: at(30, 12), dining_option: { id: 2, name: 'Take out' } }),
    order('open', { status: 1 }),
    order('not online', { type: 0 }),
  ];

  it('defaults to Pending, all dining options, Today: the earliest due first, waiting ones of earlier days kept', () => {
    expect(ONLINE_FILTERS_DEFAULT).toEqual({ status: 0, dining: 'all', day: 'today' });
    expect(ids(onlineOrdersFiltered(orders, ONLINE_FILTERS_DEFAULT, NOW))).toEqual(['yesterday', 'early', 'late']);
  });

  it('Future holds the orders served after today', () => {
    expect(ids(onlineOrdersFiltered(orders, { ...ONLINE_FILTERS_DEFAULT, day: 'future' }, NOW))).toEqual(['tomorrow']);
  });

  it('a dining option keeps its orders (by dining_option_type or the embedded option)', () => {
    const takeOut = { ...ONLINE_FILTERS_DEFAULT, dining: 2 };
    expect(ids(onlineOrdersFiltered(orders, takeOut, NOW))).toEqual(['early']);
    expect(ids(onlineOrdersFiltered(orders, { ...takeOut, day: 'future' }, NOW))).toEqual(['tomorrow']);
  });

  it('a status tab holds its online orders only', () => {
    expect(ids(onlineOrdersFiltered(orders, { ...ONLINE_FILTERS_DEFAULT, status: 1 }, NOW))).toEqual(['open']);
  });

  it("the Pending badge counts today's pending online orders by order time", () => {
    expect(onlinePendingToday(orders, NOW)).toBe(3);
  });

  it('offers All plus the active dining options flagged for online ordering', () => {
    const options = [
      { id: 1, name: 'Dine in', active: true, online_ordering: false },
      { id: 2, name: 'Take out', active: true, online_ordering: true },
      { id: 3, name: 'Delivery', active: false, online_ordering: true },
    ];
    expect(onlineDiningOptions(options).map((option) => option.name)).toEqual(['Take out']);
    expect(onlineDiningOptions(undefined)).toEqual([]);
  });
});

describe('online order entry (seed 002 §2)', () => {
  it('the elapsed timer runs in minutes and seconds, then hours', () => {
    const opened = new Date(2026, 10, 29, 11, 55, 30).toISOString();
    expect(elapsedText(opened, NOW.getTime())).toBe('4:30');
    expect(elapsedText(at(29, 10), NOW.getTime() + 65_000)).toBe('2:01:05');
    expect(elapsedText(at(29, 13), NOW.getTime())).toBe('0:00');
    expect(elapsedText(null, NOW.getTime())).toBe('');
  });

  it('counts the quantities of the active items', () => {
    const items = [
      { local_id: 'a', name: 'Latte', product: 1, quantity: 2, price: 4, modifiers: [], void_status: 0 as const },
      { local_id: 'b', name: 'Cake', product: 2, quantity: 1.5, price: 3, modifiers: [], void_status: 0 as const },
      { local_id: 'c', name: 'Gone', product: 2, quantity: 1, price: 3, modifiers: [], void_status: 1 as const },
    ];
    expect(onlineOrderItemCount(order('x', { items }))).toBe('3.5');
  });

  it('is Paid when payments cover the total, Unpaid otherwise', () => {
    const context = { taxInclusive: false };
    const items = [
      { local_id: 'a', name: 'Tea', product: 1, quantity: 1, price: 10, modifiers: [], void_status: 0 as const },
    ];
    const pay = (amount: number) => ({
      local_id: `p${String(amount)}`,
      payment_type: 'Card',
      amount,
      payment_date: at(29, 9),
      transaction_type: 'sale' as const,
    });
    expect(onlineOrderPaid(order('x', { items }), context)).toBe(false);
    expect(onlineOrderPaid(order('x', { items, payments: [pay(4)] }), context)).toBe(false);
    expect(onlineOrderPaid(order('x', { items, payments: [pay(10)] }), context)).toBe(true);
  });

  it('Pending offers Approve and Reject, Payment Pending Pay and Edit, Completed Refund, Hold Edit', () => {
    expect(onlineOrderActions({ status: 0 })).toEqual({
      approve: true,
      reject: true,
      pay: false,
      refund: false,
      edit: false,
    });
    expect(onlineOrderActions({ status: 1 })).toEqual({
      approve: false,
      reject: false,
      pay: true,
      refund: false,
      edit: true,
    });
    expect(onlineOrderActions({ status: 3 })).toEqual({
      approve: false,
      reject: false,
      pay: false,
      refund: true,
      edit: false,
    });
    expect(onlineOrderActions({ status: 2 }).edit).toBe(true);
    expect(onlineOrderActions({ status: 4 })).toEqual({
      approve: false,
      reject: false,
      pay: false,
      refund: false,
      edit: false,
    });
  });

  it('tags taxable items that carry a rate', () => {
    const rate = [{ id: 1, name: 'VAT', rate: 10 }];
    expect(itemTaxed({ tax_status: 0, tax_rates: rate })).toBe(true);
    expect(itemTaxed({ tax_status: 1, tax_rates: rate })).toBe(false);
    expect(itemTaxed({ tax_status: 0, tax_rates: [] })).toBe(false);
  });
});

describe('the Online Orders menu item, both readings (seed 002 §2, decisions §57)', () => {
  const settings = (value?: string) => (value === undefined ? [] : [{ name: 'online_order', value }]);
  it('online_order: shown unless it is false (absent counts as enabled)', () => {
    expect(onlineOrdersMenuShown(null)).toBe(true);
    expect(onlineOrdersMenuShown({ db_settings: settings() })).toBe(true);
    expect(onlineOrdersMenuShown({ db_settings: settings('true') })).toBe(true);
    expect(onlineOrdersMenuShown({ db_settings: settings('false') })).toBe(false);
  });
  it('enableOnlineOrders, when the configuration carries it, must be true as well', () => {
    expect(onlineOrdersMenuShown({ db_settings: settings('true'), enableOnlineOrders: 'true' })).toBe(true);
    expect(onlineOrdersMenuShown({ db_settings: settings(), enableOnlineOrders: true })).toBe(true);
    expect(onlineOrdersMenuShown({ db_settings: settings('true'), enableOnlineOrders: 'false' })).toBe(false);
    expect(onlineOrdersMenuShown({ db_settings: settings('false'), enableOnlineOrders: 'true' })).toBe(false);
  });
});
