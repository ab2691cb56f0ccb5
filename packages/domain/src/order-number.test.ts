import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  businessDayStart,
  ORDER_SEQUENCE_MAX,
  ORDER_SHORT_NUMBER,
  orderNumberShown,
  orderShortNumberFormat,
  orderShortNumberNext,
  orderShortNumberSequence,
} from './order-number.ts';

const at = (iso: string) => Date.parse(iso);

describe('short order numbers (issue 15 §4)', () => {
  it('formats prefix and a sequence padded to three digits', () => {
    expect(orderShortNumberFormat(3, 42)).toBe('3-042');
    expect(orderShortNumberFormat(12, 1234)).toBe('12-1234');
    expect(ORDER_SHORT_NUMBER.test('3-042')).toBe(true);
    for (const bad of ['3_042', '3-42', 'A-042', '-042', '3-', '3-0420000', ' 3-042'])
      expect(ORDER_SHORT_NUMBER.test(bad)).toBe(false);
  });

  it('counts on within a business day, from 1', () => {
    let state = null;
    const given: string[] = [];
    for (const time of ['2026-11-24T06:00:00Z', '2026-11-24T12:00:00Z', '2026-11-25T05:59:59Z']) {
      const next = orderShortNumberNext(state, 3, at(time), '06:00');
      given.push(next.number);
      state = next.state;
    }
    expect(given).toEqual(['3-001', '3-002', '3-003']);
    expect(state).toEqual({ day: '2026-11-24', last: 3 });
  });

  it('starts over at 1 when the business day changes at the store start time', () => {
    const evening = orderShortNumberNext({ day: '2026-11-24', last: 41 }, 3, at('2026-11-25T05:59:00Z'), '06:00');
    expect(evening.number).toBe('3-042');
    const morning = orderShortNumberNext(evening.state, 3, at('2026-11-25T06:00:00Z'), '06:00');
    expect(morning).toEqual({ number: '3-001', state: { day: '2026-11-25', last: 1 } });
  });

  it('does not restart when the clock goes back into an earlier day', () => {
    const next = orderShortNumberNext({ day: '2026-11-25', last: 7 }, 3, at('2026-11-24T12:00:00Z'), '06:00');
    expect(next).toEqual({ number: '3-008', state: { day: '2026-11-25', last: 8 } });
  });

  it('wraps after the largest sequence instead of growing past six digits', () => {
    const next = orderShortNumberNext(
      { day: '2026-11-24', last: ORDER_SEQUENCE_MAX },
      3,
      at('2026-11-24T12:00:00Z'),
      '00:00',
    );
    expect(next.number).toBe('3-001');
  });

  it('reads the business day from start_time, midnight when the store has none', () => {
    expect(businessDayOf(at('2026-11-24T05:59:59Z'), '06:00')).toBe('2026-11-23');
    expect(businessDayOf(at('2026-11-24T06:00:00Z'), '06:00')).toBe('2026-11-24');
    expect(businessDayOf(at('2026-11-24T00:00:00Z'), null)).toBe('2026-11-24');
    expect(businessDayOf(at('2026-11-24T00:00:00Z'), 'soon')).toBe('2026-11-24');
    expect(new Date(businessDayStart('2026-11-24', '06:00')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('reads the sequence back only from a number of the same prefix', () => {
    expect(orderShortNumberSequence('3-042', 3)).toBe(42);
    expect(orderShortNumberSequence('13-042', 3)).toBeNull();
    expect(orderShortNumberSequence('3_1795524687500', 3)).toBeNull();
    expect(orderShortNumberSequence(undefined, 3)).toBeNull();
  });

  it('shows the short number, else the server number, never the local id', () => {
    expect(orderNumberShown({ short_number: '3-042', number: 23 })).toBe('3-042');
    expect(orderNumberShown({ short_number: null, number: 23 })).toBe('23');
    expect(orderNumberShown({ number: null })).toBeNull();
    expect(orderNumberShown({ local_id: '3_1795524687500' } as never)).toBeNull();
  });
});
