// @vitest-environment node
import type { OrderItem } from '@opentill/contracts';
import { centsFromDecimal, splitPlan, splitPlanBySeat } from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { courseRows } from '../courses/course-rows.ts';
import { orderRecompute } from '../order/order-build.ts';
import { orderSplitEvenly, splitOrdersBuild } from './split-build.ts';

const totals = { taxInclusive: false };
const line = (localId: string, price: number, extra: Partial<OrderItem> = {}): OrderItem => ({
  id: 90 + Number(localId.slice(-1)),
  local_id: localId,
  product: 1,
  name: `Item ${localId}`,
  quantity: 1,
  price,
  modifiers: [],
  void_status: 0,
  printers: [1],
  sent_to_kitchen: true,
  has_kitchen_updates: false,
  tax_rates: [{ id: 1, rate: 8.875, name: 'Food' }],
  ...extra,
});
const original = (): OrderRecord =>
  orderRecompute(
    {
      id: 41,
      local_id: '2_1000',
      number: 7,
      short_number: '2-007',
      table: 5,
      customer: { id: 3, first_name: 'Ada' },
      dining_option_type: 1,
      dining_option: { id: 1, name: 'Dine in' },
      courses_held: [2],
      items: [
        line('a1', 3.33, { seat: 1, course: 1 }),
        line('a2', 4.17, { seat: 2, course: 2, sent_to_kitchen: false }),
        line('a3', 2.99, { seat: 2 }),
        line('a4', 5, { void_status: 1 }),
      ],
      subtotal: 0,
      tax_total: 0,
      discount_total: 0,
      order_discount: 0,
      discount_orders: 0,
      grand_total: 0,
      total_sum: 0,
      tips_total: 0,
      surcharge_value: 0,
      balance_remaining: 0,
      payments: [],
      status: 2,
      open_date: '2026-03-02T12:00:00.000Z',
    },
    totals,
  );
const context = () => {
  let next = 0;
  return {
    totals,
    terminalId: 2,
    employeeId: 4,
    now: new Date('2026-03-02T13:00:00.000Z'),
    localId: () => `2_${String(2000 + (next += 1))}`,
  };
};
const cents = (order: OrderRecord) => centsFromDecimal(order.grand_total);

describe('split bill records', () => {
  it('by items: the lines move whole with their kitchen state into a new order of the table; the totals add up', () => {
    const before = original();
    const [kept, part] = splitOrdersBuild(
      before,
      splitPlan(before.items, (item) => (item.local_id === 'a2' ? 1 : 0)),
      context(),
    );
    expect(kept!.local_id).toBe('2_1000');
    expect(kept!.id).toBe(41);
    expect(kept!.status).toBe(2);
    expect(kept!.items.map((item) => item.local_id)).toEqual(['a1', 'a3', 'a4']);
    expect(kept!.removed_items).toEqual(['a2']);
    expect(part!.local_id).toBe('2_2001');
    expect(part!.id ?? null).toBeNull();
    expect(part!.number ?? null).toBeNull();
    expect(part!).toMatchObject({ table: 5, status: 1, customer: { id: 3 }, courses_held: [2], terminal_id: 2 });
    expect(part!.dining_option).toEqual({ id: 1, name: 'Dine in' });
    expect(part!.items).toHaveLength(1);
    const moved = part!.items[0]!;
    expect(moved).toMatchObject({ local_id: 'a2', sent_to_kitchen: false, seat: 2, course: 2, printers: [1] });
    expect(moved.id).toBeUndefined();
    expect(cents(kept!) + cents(part!)).toBe(cents(before));
  });

  it('by seat: one order per seat; an already sent line stays sent', () => {
    const before = original();
    const built = splitOrdersBuild(before, splitPlanBySeat(before.items), context());
    expect(
      built.map((order) => order.items.filter((item) => item.void_status === 0).map((item) => item.local_id)),
    ).toEqual([['a1'], ['a2', 'a3']]);
    expect(built[0]!.items.find((item) => item.local_id === 'a1')?.sent_to_kitchen).toBe(true);
    expect(cents(built[0]!) + cents(built[1]!)).toBe(cents(before));
  });

  it('a percent order discount applies to the new orders too, a fixed one stays on the original', () => {
    const percent = orderRecompute(
      { ...original(), discount_orders_raw_type: 1, discount_orders_raw_value: 10 },
      totals,
    );
    const [, part] = splitOrdersBuild(
      percent,
      splitPlan(percent.items, (item) => (item.local_id === 'a3' ? 1 : 0)),
      context(),
    );
    expect(part!.discount_orders_raw_type).toBe(1);
    expect(centsFromDecimal(part!.order_discount)).toBeGreaterThan(0);
    const fixed = orderRecompute({ ...original(), discount_orders_raw_type: 2, discount_orders_raw_value: 1 }, totals);
    const [, other] = splitOrdersBuild(
      fixed,
      splitPlan(fixed.items, (item) => (item.local_id === 'a3' ? 1 : 0)),
      context(),
    );
    expect(other!.discount_orders_raw_type ?? null).toBeNull();
  });

  it('evenly: the order keeps its lines and records the parts; 1 part ends the split', () => {
    const before = original();
    expect(orderSplitEvenly(before, 3)).toEqual({ ...before, split_parts: 3 });
    expect(orderSplitEvenly(before, 1).split_parts).toBeNull();
  });

  it('the order panel groups lines by course only when a line has one, held courses marked', () => {
    const lines = original().items.map((item) => ({ item }));
    expect(
      courseRows({ courses_held: [2] }, lines).map((row) =>
        row.kind === 'course' ? `#${String(row.course)}${row.held ? ' held' : ''}` : row.line.item.local_id,
      ),
    ).toEqual(['#null', 'a3', 'a4', '#1', 'a1', '#2 held', 'a2']);
    const plain = [{ item: line('b1', 1) }, { item: line('b2', 1) }];
    expect(courseRows({}, plain)).toEqual(plain.map((entry) => ({ kind: 'line', line: entry })));
  });
});
