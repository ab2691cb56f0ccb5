import { describe, expect, it } from 'vitest';
import { steppedRange, VIRTUAL_ROWS_STEP } from './use-virtual-rows.ts';

const range = (startIndex: number, endIndex: number, count = 400) => ({ startIndex, endIndex, overscan: 6, count });

describe('steppedRange (the order panel draws the same rows after a one-row scroll)', () => {
  it('draws every visible row and the overscan below, from a first row rounded down to the step', () => {
    const rows = steppedRange(range(100, 113));
    expect(rows[0]).toBe(88); // 100 - 6 = 94, rounded down to 88
    expect(rows.at(-1)).toBe(119); // 113 + 6
    expect(rows).toEqual(Array.from({ length: 119 - 88 + 1 }, (_, index) => 88 + index));
  });

  it('keeps the same rows while the view moves by less than a step', () => {
    const drawn = steppedRange(range(100, 113, 120));
    expect(steppedRange(range(101, 114, 120))).toEqual(drawn);
    expect(steppedRange(range(102, 115, 120))[0]).toBe(96); // 102 - 6 = 96: the next step
  });

  it('never leaves a visible row out, at any scroll position', () => {
    for (let start = 0; start < 380; start += 1) {
      const rows = steppedRange(range(start, start + 13));
      expect(rows[0]! % VIRTUAL_ROWS_STEP).toBe(0);
      expect(rows[0]).toBeLessThanOrEqual(Math.max(0, start - 6));
      expect(rows.at(-1)).toBe(Math.min(399, start + 13 + 6));
      expect(rows.length).toBe(rows.at(-1)! - rows[0]! + 1);
    }
  });

  it('stops at the first and the last row', () => {
    expect(steppedRange(range(0, 10, 12))).toEqual(Array.from({ length: 12 }, (_, index) => index));
  });
});
