import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  splitByItemsRefusal,
  splitEvenAmounts,
  splitEvenNext,
  splitEvenNextOf,
  splitPlan,
  splitPlanBySeat,
} from './split.ts';

const runs = { numRuns: 500 };
const total = fc.integer({ min: 1, max: 100_000_000 }).map(cents);
const count = fc.integer({ min: 1, max: 20 });
const item = fc.record({
  id: fc.nat(),
  void_status: fc.constantFrom(0, 0, 0, 1),
  seat: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

describe('split by items and by seat', () => {
  it('every line ends in exactly one order, voided lines stay in the original, no order is left empty', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 5 })),
        (items, parts) => {
          const plan = splitPlan(items, (_item, index) => parts[index] ?? 0);
          const all = [...plan.original, ...plan.parts.flat()];
          expect(all).toHaveLength(items.length);
          expect(new Set(all)).toEqual(new Set(items));
          for (const voided of items.filter((line) => line.void_status !== 0)) expect(plan.original).toContain(voided);
          for (const part of plan.parts) expect(part.some((line) => line.void_status === 0)).toBe(true);
          if (items.some((line) => line.void_status === 0))
            expect(plan.original.some((line) => line.void_status === 0)).toBe(true);
        },
      ),
      runs,
    );
  });

  it('by seat: each order holds one seat, at most one order holds the lines without a seat', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 30 }), (items) => {
        const plan = splitPlanBySeat(items);
        const orders = [plan.original, ...plan.parts].map((lines) => lines.filter((line) => line.void_status === 0));
        const seatSets = orders.map((lines) => new Set(lines.map((line) => line.seat)));
        for (const seats of seatSets) expect(seats.size).toBeLessThanOrEqual(1);
        const seen = seatSets.flatMap((seats) => [...seats]);
        expect(new Set(seen).size).toBe(seen.length);
        expect([...plan.original, ...plan.parts.flat()]).toHaveLength(items.length);
      }),
      runs,
    );
  });

  it('keeps the lines in their order and moves them whole', () => {
    const items = [
      { id: 1, void_status: 0, seat: 2, sent_to_kitchen: true },
      { id: 2, void_status: 0, seat: null },
      { id: 3, void_status: 1, seat: 1 },
      { id: 4, void_status: 0, seat: 1 },
    ];
    const plan = splitPlanBySeat(items);
    expect(plan.original.map((line) => line.id)).toEqual([2, 3]);
    expect(plan.parts.map((part) => part.map((line) => line.id))).toEqual([[4], [1]]);
    expect(plan.parts[1]?.[0]).toBe(items[0]);
    const all = splitPlan(items, () => 1);
    expect(all.original.map((line) => line.id)).toEqual([1, 2, 3, 4]);
    expect(all.parts).toEqual([]);
  });

  it('refuses an order without a table, with a payment or with fewer than two active lines', () => {
    const lines = [{ void_status: 0 }, { void_status: 0 }];
    expect(splitByItemsRefusal({ table: 3, items: lines })).toBeNull();
    expect(splitByItemsRefusal({ table: null, items: lines })).toBe('no-table');
    expect(splitByItemsRefusal({ table: 3, payments: [{}], items: lines })).toBe('paid');
    expect(splitByItemsRefusal({ table: 3, items: [{ void_status: 0 }, { void_status: 1 }] })).toBe('too-few-items');
  });
});

describe('split evenly', () => {
  it('the parts add up to the cent and differ by at most one cent, the larger first', () => {
    fc.assert(
      fc.property(total, count, (amount, parts) => {
        const amounts = splitEvenAmounts(amount, parts);
        expect(amounts).toHaveLength(parts);
        expect(amounts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      }),
      runs,
    );
  });

  it('paying each next part in turn pays the parts of the split exactly, then nothing is left', () => {
    fc.assert(
      fc.property(total, count, (amount, parts) => {
        const amounts = splitEvenAmounts(amount, parts);
        let paid = 0;
        const taken: number[] = [];
        for (let step = 1; step <= parts; step += 1) {
          const next = splitEvenNext(amount, parts, cents(paid));
          if (next === null) break;
          expect(next.part).toBe(step);
          taken.push(next.amount);
          paid += next.amount;
        }
        expect(taken).toEqual(amounts.filter((part) => part > 0));
        expect(paid).toBe(amount);
        expect(splitEvenNext(amount, parts, cents(paid))).toBeNull();
      }),
      runs,
    );
  });

  it('a payment of any size leaves the next part as what is missing of the first part not covered', () => {
    fc.assert(
      fc.property(total, count, fc.integer({ min: 0, max: 100_000_000 }), (amount, parts, paid) => {
        const next = splitEvenNext(amount, parts, cents(paid));
        if (paid >= amount) {
          expect(next).toBeNull();
          return;
        }
        expect(next).not.toBeNull();
        expect(next!.amount).toBeGreaterThan(0);
        expect(next!.amount).toBeLessThanOrEqual(amount - paid);
        const covered = splitEvenAmounts(amount, parts)
          .slice(0, next!.part)
          .reduce((sum, part) => sum + part, 0);
        expect(paid + next!.amount).toBe(covered);
      }),
      runs,
    );
  });

  it('100.00 in 3 is 33.34, 33.33, 33.33', () => {
    expect(splitEvenAmounts(cents(10000), 3)).toEqual([3334, 3333, 3333]);
    expect(splitEvenNext(cents(10000), 3, cents(3334))).toEqual({ part: 2, count: 3, amount: 3333 });
    expect(splitEvenNext(cents(10000), 3, cents(5000))).toEqual({ part: 2, count: 3, amount: 1667 });
    expect(splitEvenNextOf({ balance: cents(6666), paid: cents(3334) }, 3)).toEqual({
      part: 2,
      count: 3,
      amount: 3333,
    });
    expect(splitEvenNextOf({ balance: cents(0), paid: cents(10000) }, 3)).toBeNull();
  });
});
