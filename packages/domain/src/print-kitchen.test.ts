import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thousandths } from './money.ts';
import { kitchenLabels, kitchenTicketLines, type KitchenTicketInput } from './print-kitchen.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

const ticket: KitchenTicketInput = {
  order: { number: '3-042', date: '2026-03-04T19:05:00', table: 'T4', dining_option: 'Dine In', employee: 'Sam' },
  reason: 'qty changed',
  country: 'GB',
  items: [
    { name: 'Burger', quantity: thousandths(2000), modifiers: ['Cheese', 'No onions'], notes: 'well done' },
    { name: 'Grilled vegetable platter with hummus', quantity: thousandths(1000) },
    { name: 'Olives', quantity: thousandths(500), notes: ' ' },
  ],
};

describe('kitchen ticket (seed 002 §9, golden files)', () => {
  it.each([42, 30])('matches the %i-column golden file', (width) => {
    expect(`${kitchenTicketLines(ticket, width).join('\n')}\n`).toBe(golden(`kitchen-${String(width)}.txt`));
  });
  it('has no banner without a reason and skips missing fields', () => {
    const lines = kitchenTicketLines(
      { order: { number: 7, date: '2026-03-04T09:00' }, items: [{ name: 'Tea', quantity: thousandths(1000) }] },
      30,
    );
    expect(lines).toEqual([`Order #7${' '.repeat(3)}04/03/2026 09:00 AM`, '-'.repeat(30), '1 x Tea', '-'.repeat(30)]);
  });
});

describe('kitchen labels (seed 002 §9: 32 and 20 columns, golden files)', () => {
  it.each([32, 20])('one label per unit at %i columns', (width) => {
    const labels = kitchenLabels(ticket, width, true);
    expect(`${labels.map((label) => label.join('\n')).join('\n\n')}\n`).toBe(golden(`labels-${String(width)}.txt`));
  });
  it('one label per item when print_per_single_item is off', () => {
    const labels = kitchenLabels({ ...ticket, order: { number: 9, date: 'x' } }, 32, false);
    expect(labels.map((label) => label.slice(0, 2))).toEqual([
      [`#9${' '.repeat(27)}1/3`, '2 x Burger'],
      [`#9${' '.repeat(27)}2/3`, '1 x Grilled vegetable platter'],
      [`#9${' '.repeat(27)}3/3`, '0.5 x Olives'],
    ]);
    expect(labels[2]).toEqual([`#9${' '.repeat(27)}3/3`, '0.5 x Olives']);
  });
  it('splits 2.5 units into 1, 1 and 0.5', () => {
    const labels = kitchenLabels(
      { order: { number: 1, date: 'x' }, items: [{ name: 'Fries', quantity: thousandths(2500) }] },
      20,
      true,
    );
    expect(labels.map((label) => label[1])).toEqual(['1 x Fries', '1 x Fries', '0.5 x Fries']);
  });
});

describe('kitchen edges', () => {
  it('wraps long modifiers and notes inside their indent and skips null notes', () => {
    const lines = kitchenTicketLines(
      {
        order: { number: 1, date: 'x' },
        items: [
          {
            name: 'Pie',
            quantity: thousandths(1000),
            modifiers: ['extra whipped cream on top'],
            notes: 'cut into eight equal slices',
          },
          { name: 'Tea', quantity: thousandths(1000), notes: null },
        ],
      },
      20,
    );
    expect(lines.slice(2, 8)).toEqual([
      '1 x Pie',
      '  + extra whipped',
      '  cream on top',
      '  Note: cut into',
      '  eight equal slices',
      '1 x Tea',
    ]);
  });
});

describe('kitchen ticket by course (issue 17 §5)', () => {
  it('lists the items without a course first, then each course under its heading, items in their order', () => {
    const lines = kitchenTicketLines(
      {
        order: { number: 5, date: 'x' },
        items: [
          { name: 'Steak', quantity: thousandths(1000), course: 2 },
          { name: 'Soup', quantity: thousandths(1000), course: 1 },
          { name: 'Water', quantity: thousandths(1000) },
          { name: 'Bread', quantity: thousandths(2000), course: 1 },
          { name: 'Cake', quantity: thousandths(1000), course: 3 },
        ],
      },
      30,
    );
    expect(lines.slice(2, -1).map((line) => line.trim())).toEqual([
      '1 x Water',
      '- Course 1 -',
      '1 x Soup',
      '2 x Bread',
      '- Course 2 -',
      '1 x Steak',
      '- Course 3 -',
      '1 x Cake',
    ]);
  });
  it('prints no heading when no item has a course', () => {
    const lines = kitchenTicketLines(ticket, 42);
    expect(lines.some((line) => line.includes('Course'))).toBe(false);
  });
});
