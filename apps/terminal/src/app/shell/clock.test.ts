import { describe, expect, it } from 'vitest';
import { clockText } from './clock.ts';

describe('top bar clock (seed 000 §2.4: h:mm A)', () => {
  it.each([
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [12, 0, '12:00 PM'],
    [15, 7, '3:07 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i reads %s', (hours, minutes, text) => {
    expect(clockText(new Date(2026, 0, 1, hours, minutes))).toBe(text);
  });
});
