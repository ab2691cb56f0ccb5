import { describe, expect, it } from 'vitest';
import { clockText, timeClockText } from './clock.ts';

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

describe('time-clock time (seed 000 §2.6: hh:mm AM/PM)', () => {
  it('pads the hour to two digits', () => {
    expect(timeClockText(new Date(2026, 0, 1, 9, 5))).toBe('09:05 AM');
    expect(timeClockText(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(timeClockText(new Date(2026, 0, 1, 17, 30))).toBe('05:30 PM');
  });
});
