// @vitest-environment node
import { cents, thousandths } from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import {
  itemFromProduct,
  orderActiveItems,
  orderAddItem,
  orderNew,
  orderRecompute,
  orderRemoveItem,
  orderSetDiscount,
  orderSetItemDiscount,
  orderSetModifiers,
  orderSetPrice,
  orderSetQuantity,
  productCanBeAdded,
  totalsContextFrom,
} from './order-build.ts';
import { productFixture } from './order-test-fixtures.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const CONTEXT = { terminalId: 7, employeeId: 3, now: NOW };
const EXCLUSIVE = totalsContextFrom({ tax_option: 'exclusive', tax_round: 'default' });

const withLatte = () => orderAddItem(orderNew('7_1', CONTEXT), itemFromProduct(productFixture(), '7_2', CONTEXT));

describe('orderNew (seed 001 §4 Creating)', () => {
  it('opens an order locked to this terminal, by this employee, with the default dining option', () => {
    const order = orderNew('7_1', CONTEXT, { diningOption: { id: 2, name: 'Take out' } });
    expect(order).toMatchObject({
      local_id: '7_1',
      status: 1,
      open_date: NOW.toISOString(),
      emp_open: 3,
      locked_by: 7,
      terminal_id: 7,
      dining_option_type: 2,
      dining_option: { id: 2, name: 'Take out' },
      items: [],
    });
  });
});

describe('itemFromProduct', () => {
  it('copies price, taxes and printers; kitchen printers mark kitchen updates', () => {
    const item = itemFromProduct(productFixture({ printers: [4] }), '7_2', CONTEXT);
    expect(item).toMatchObject({
      product: 11,
      name: 'Latte',
      quantity: 1,
      price: 4,
      void_status: 0,
      tax_status: 0,
      printers: [4],
      has_kitchen_updates: true,
      employee: 3,
      terminal_id: 7,
    });
    expect(item.tax_rates).toEqual([{ id: 1, rate: 10, name: 'VAT' }]);
    expect(itemFromProduct(productFixture(), '7_3', CONTEXT).has_kitchen_updates).toBe(false);
  });

  it('takes the price read from a price-embedded barcode', () => {
    expect(itemFromProduct(productFixture(), '7_2', CONTEXT, cents(1234)).price).toBe(12.34);
  });

  it('needs inventory above zero (untracked inventory is no limit)', () => {
    expect(productCanBeAdded({ inventory: 0 })).toBe(false);
    expect(productCanBeAdded({ inventory: 3 })).toBe(true);
    expect(productCanBeAdded({ inventory: null })).toBe(true);
  });
});

describe('adding, quantity and removal (seed 001 §4 Items)', () => {
  it('a second tap on a plain product makes the line 2; totals come from the domain', () => {
    const order = orderRecompute(
      orderAddItem(withLatte(), itemFromProduct(productFixture(), '7_3', CONTEXT)),
      EXCLUSIVE,
    );
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.quantity).toBe(2);
    expect(order).toMatchObject({ subtotal: 8, tax_total: 0.8, grand_total: 8.8 });
    expect(order.items[0]).not.toHaveProperty('wholeDiscount');
  });

  it('lowering a quantity keeps a voided copy with the removed quantity', () => {
    const three = orderSetQuantity(withLatte(), '7_2', thousandths(3000), 'x', NOW);
    const one = orderRecompute(orderSetQuantity(three, '7_2', thousandths(1000), '7_9', NOW), EXCLUSIVE);
    expect(orderActiveItems(one)).toHaveLength(1);
    expect(one.items.find((item) => item.local_id === '7_9')).toMatchObject({
      quantity: 2,
      void_status: 1,
      voided_at: NOW.toISOString(),
      order_item_local_id: '7_2',
    });
    expect(one.subtotal).toBe(4);
  });

  it('raising a quantity makes no copy', () => {
    expect(orderSetQuantity(withLatte(), '7_2', thousandths(2500), '7_9', NOW).items).toHaveLength(1);
  });

  it('removal voids the item and the totals drop it', () => {
    const order = orderRecompute(orderRemoveItem(withLatte(), '7_2', NOW), EXCLUSIVE);
    expect(order.items[0]).toMatchObject({ void_status: 1, voided_at: NOW.toISOString() });
    expect(orderActiveItems(order)).toHaveLength(0);
    expect(order.grand_total).toBe(0);
  });
});

describe('modifiers (seed 001 §4)', () => {
  it('a change marks kitchen updates on an item with printers; deselected modifiers stay voided', () => {
    const base = orderAddItem(orderNew('7_1', CONTEXT), {
      ...itemFromProduct(productFixture({ printers: [4] }), '7_2', CONTEXT),
      has_kitchen_updates: false,
      sent_to_kitchen: true,
    });
    const shot = { name: 'Extra shot', price: 0.5, oryginal: 5, group: 2 };
    const withShot = orderSetModifiers(base, '7_2', [shot]);
    expect(withShot.items[0]!.has_kitchen_updates).toBe(true);
    expect(orderRecompute(withShot, EXCLUSIVE).subtotal).toBe(4.5);
    const without = orderSetModifiers(withShot, '7_2', []);
    expect(without.items[0]!.modifiers).toEqual([expect.objectContaining({ name: 'Extra shot', void_status: 1 })]);
    expect(orderRecompute(without, EXCLUSIVE).subtotal).toBe(4);
  });
});

describe('discounts and price (seed 001 §5)', () => {
  it('refuses an item discount larger than the line with Value error', () => {
    const refused = orderSetItemDiscount(withLatte(), '7_2', { type: 2, amount: cents(500) }, EXCLUSIVE);
    expect(refused).toEqual({
      ok: false,
      error: { title: 'Value error', message: 'Discount amount is more than the value requested' },
    });
    const taken = orderSetItemDiscount(withLatte(), '7_2', { type: 1, percent: thousandths(25_000) }, EXCLUSIVE);
    expect(taken.ok && orderRecompute(taken.value, EXCLUSIVE).subtotal).toBe(3);
  });

  it('an order discount of 100 percent flags the whole order', () => {
    const result = orderSetDiscount(withLatte(), { type: 1, percent: thousandths(100_000) }, EXCLUSIVE);
    expect(result.ok && result.value.whole_order_discount).toBe(true);
    expect(result.ok && orderRecompute(result.value, EXCLUSIVE).grand_total).toBe(0);
  });

  it('a price change resets a discount bigger than the new line', () => {
    const discounted = orderSetItemDiscount(withLatte(), '7_2', { type: 2, amount: cents(300) }, EXCLUSIVE);
    if (!discounted.ok) throw new Error('discount refused');
    const cheaper = orderSetPrice(discounted.value, '7_2', cents(200), false, EXCLUSIVE);
    expect(cheaper.items[0]).toMatchObject({ price: 2, discount: 0, tax_status: 1 });
  });
});
