import { describe, expect, it } from 'vitest';
import { isOpenAt, openingHoursOf, slotAcceptable, slotsFrom } from './ordering-hours.ts';

/** Local times of one day: the hours are read on the server's clock. */
const at = (hhmm: string, day = 10) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(2026, 10, day, h, m);
};

describe('ordering opening hours', () => {
  it('defaults to the whole business day, and reads valid settings only', () => {
    expect(openingHoursOf(undefined, '06:00')).toEqual({ open: '06:00', close: '06:00' });
    expect(openingHoursOf({ open: '11:00', close: '22:30' }, '06:00')).toEqual({ open: '11:00', close: '22:30' });
    expect(openingHoursOf({ open: '25:00', close: '22:30' }, '06:00')).toEqual({ open: '06:00', close: '06:00' });
  });

  it('is open within the hours, past midnight when close comes before open, always when they are equal', () => {
    const day = { open: '11:00', close: '22:00' };
    expect([isOpenAt(day, at('10:59')), isOpenAt(day, at('11:00')), isOpenAt(day, at('22:00'))]).toEqual([
      false,
      true,
      false,
    ]);
    const night = { open: '18:00', close: '02:00' };
    expect([isOpenAt(night, at('01:59')), isOpenAt(night, at('02:00')), isOpenAt(night, at('17:00'))]).toEqual([
      true,
      false,
      false,
    ]);
    expect(isOpenAt({ open: '06:00', close: '06:00' }, at('03:00'))).toBe(true);
  });

  it('offers quarter hours from 30 minutes ahead within the hours, and accepts only such a time', () => {
    const hours = { open: '11:00', close: '13:00' };
    const now = at('11:05');
    const slots = slotsFrom(hours, now);
    expect(slots[0]).toEqual(at('11:45'));
    // 11:45 to 12:45 today, then tomorrow's first quarter hour within the 24 hours ahead.
    expect(slots.map((slot) => slot.getTime())).toEqual(
      [at('11:45'), at('12:00'), at('12:15'), at('12:30'), at('12:45'), at('11:00', 11)].map((d) => d.getTime()),
    );
    expect(slotAcceptable(hours, at('11:45'), now)).toBe(true);
    expect(slotAcceptable(hours, at('11:20'), now)).toBe(false);
    expect(slotAcceptable(hours, at('11:50'), now)).toBe(false);
    expect(slotAcceptable(hours, at('13:00'), now)).toBe(false);
    expect(slotAcceptable(hours, at('11:45', 12), now)).toBe(false);
  });
});
