import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import {
  elapsedClock,
  elapsedParts,
  floorBuild,
  tableCardSummary,
  tableDropPosition,
  tableTap,
} from './floor-model.ts';

const order = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id,
    items: [],
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
    status: 1,
    open_date: '2026-11-24T10:00:00.000Z',
    payments: [],
    ...extra,
  }) as OrderRecord;

const sections = [
  { id: 1, section_name: 'Main room', tables: [10, 11] },
  { id: 2, section_name: 'Terrace', tables: [20] },
];
const tables = [
  { id: 11, table_name: 'M10', type: 'square', x_value: 160, y_value: '40', section: 1 },
  { id: 10, table_name: 'M2', type: 'round', x_value: 40, y_value: 40, section: 1 },
  { id: 20, table_name: 'T1', type: 'rectangle', x_value: 0, y_value: 0, section: 2, updated: true },
  { id: 30, table_name: 'X1', type: 'square', x_value: 0, y_value: 0, section: 9 },
];

describe('floorBuild (seed 000 §2.7)', () => {
  it('puts open and held orders on their tables and counts occupied and vacant tables per section', () => {
    const floor = floorBuild(sections, tables, [
      order('a', { table: 10, status: 1 }),
      order('b', { table: 10, status: 2, open_date: '2026-11-24T09:00:00.000Z' }),
      order('c', { table: 11, status: 3 }),
      order('d', { table: 20, status: 4 }),
      order('e', { table: null, status: 1 }),
    ]);
    expect(floor.map((section) => [section.name, section.occupied, section.vacant])).toEqual([
      ['Main room', 1, 1],
      ['Terrace', 0, 1],
    ]);
    const [main, terrace] = floor;
    // Natural order of names (M2 before M10); the oldest order first; string coordinates read as numbers.
    expect(main?.tables.map((table) => [table.name, table.x, table.y])).toEqual([
      ['M2', 40, 40],
      ['M10', 160, 40],
    ]);
    expect(main?.tables[0]?.orders.map((one) => one.local_id)).toEqual(['b', 'a']);
    expect(terrace?.tables[0]?.unsent).toBe(true);
    // A table of a section this terminal does not know is not drawn anywhere.
    expect(floor.flatMap((section) => section.tables).some((table) => table.id === 30)).toBe(false);
  });
});

describe('tableCardSummary', () => {
  it('says Available for a table with no orders', () => {
    expect(tableCardSummary({ orders: [] })).toEqual({ kind: 'available' });
  });

  it('names the one customer, the order number, the opening time and the employee of a single order', () => {
    const summary = tableCardSummary({
      orders: [
        order('a', {
          short_number: '2-014',
          customer: { id: 5, first_name: 'Alice', last_name: 'Martin' },
          emp_open: 3,
          employee: 4,
        }),
      ],
    });
    expect(summary).toEqual({
      kind: 'occupied',
      customer: 'Alice Martin',
      customers: 1,
      orderNumber: '2-014',
      orders: 1,
      since: Date.parse('2026-11-24T10:00:00.000Z'),
      employee: 3,
    });
  });

  it('counts orders and distinct customers when there are several', () => {
    const summary = tableCardSummary({
      orders: [
        order('a', { customer: { id: 5, first_name: 'Alice' }, employee: 2 }),
        order('b', { customer: { id: 5, first_name: 'Alice' } }),
        order('c', { customer: { id: 6, first_name: 'Ben' } }),
        order('d'),
      ],
    });
    expect(summary).toMatchObject({ customer: null, customers: 2, orderNumber: null, orders: 4, employee: 2 });
  });
});

describe('elapsed time (days, hours:minutes)', () => {
  const since = Date.parse('2026-11-24T10:00:00.000Z');
  it('splits into days, hours and minutes, never negative', () => {
    expect(elapsedParts(since, since + 65 * 60_000 + 59_000)).toEqual({ days: 0, hours: 1, minutes: 5 });
    expect(elapsedParts(since, since + (2 * 1440 + 3 * 60 + 7) * 60_000)).toEqual({ days: 2, hours: 3, minutes: 7 });
    expect(elapsedParts(since, since - 60_000)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(elapsedClock({ hours: 3, minutes: 7 })).toBe('3:07');
  });
});

describe('tableTap (seed 000 §2.7 tap rules, in order)', () => {
  const empty = { id: 7, orders: [] };
  const one = { id: 7, orders: [order('a')] };
  const two = { id: 7, orders: [order('a'), order('b')] };
  const state = { editing: false, moving: false, shiftOpen: true };
  it('does nothing while editing, even in move mode or with no shift', () => {
    expect(tableTap(one, { editing: true, moving: true, shiftOpen: false })).toEqual({ kind: 'none' });
  });
  it('moves in move mode, before the shift rule', () => {
    expect(tableTap(two, { ...state, moving: true, shiftOpen: false })).toEqual({ kind: 'move', table: 7 });
  });
  it('goes to Shift with no shift open', () => {
    expect(tableTap(empty, { ...state, shiftOpen: false })).toEqual({ kind: 'shift' });
  });
  it('opens a new order on the table, the one order, or TableOrders', () => {
    expect(tableTap(empty, state)).toEqual({ kind: 'new-order', table: 7 });
    expect(tableTap(one, state)).toEqual({ kind: 'open-order', order: one.orders[0] });
    expect(tableTap(two, state)).toEqual({ kind: 'table-orders', table: 7 });
  });
});

describe('tableDropPosition', () => {
  it('adds the drag movement to the old place in whole pixels and keeps the table on the plan', () => {
    expect(tableDropPosition({ x: 40, y: 160 }, { x: 100.6, y: -20.2 })).toEqual({ x: 141, y: 140 });
    expect(tableDropPosition({ x: 40, y: 40 }, { x: -90, y: -300 })).toEqual({ x: 0, y: 0 });
    expect(tableDropPosition({ x: 99_990, y: 0 }, { x: 500, y: 0 })).toEqual({ x: 100_000, y: 0 });
  });
});
