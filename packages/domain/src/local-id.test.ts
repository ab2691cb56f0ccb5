import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_ID_START, localIdNext, localIdParse, orderRouteIdKind } from './local-id.ts';

describe('local ids (seed 000 §9)', () => {
  it('is {terminalId}_{ms}', () => {
    expect(localIdNext(LOCAL_ID_START, 12, 1_700_000_000_123)).toEqual({
      id: '12_1700000000123',
      state: { lastMs: 1_700_000_000_123 },
    });
  });
  it('stays unique within one millisecond and when the clock steps back', () => {
    const first = localIdNext(LOCAL_ID_START, 'T1', 1000);
    const second = localIdNext(first.state, 'T1', 1000);
    const third = localIdNext(second.state, 'T1', 990);
    expect([first.id, second.id, third.id]).toEqual(['T1_1000', 'T1_1001', 'T1_1002']);
    expect(localIdNext(third.state, 'T1', 5000).id).toBe('T1_5000');
    expect(localIdNext(LOCAL_ID_START, 1, 10.9).id).toBe('1_10');
  });
  it('never repeats for any sequence of clock readings (property, 1000 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000_000 }), { minLength: 1, maxLength: 50 }),
        (readings) => {
          let state = LOCAL_ID_START;
          const ids = new Set<string>();
          for (const ms of readings) {
            const next = localIdNext(state, 7, ms);
            ids.add(next.id);
            expect(localIdParse(next.id)?.ms).toBeGreaterThanOrEqual(ms);
            state = next.state;
          }
          expect(ids.size).toBe(readings.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('parses ids', () => {
    expect(localIdParse('12_1700000000123')).toEqual({ terminalId: '12', ms: 1_700_000_000_123 });
    expect(localIdParse('12-1700')).toBeNull();
    expect(localIdParse('12_17a')).toBeNull();
    expect(localIdParse('_17')).toBeNull();
  });
  it.each<[string, string]>([
    ['new', 'new'],
    ['345', 'remote'],
    ['3_1700000000000', 'local'],
    ['abc', 'invalid'],
    ['', 'invalid'],
  ])('order route id %s is %s (seed 001 §2)', (id, kind) => {
    expect(orderRouteIdKind(id)).toBe(kind);
  });
});

describe('local id parse edges', () => {
  it('needs the whole text to be {terminalId}_{ms}', () => {
    expect(localIdParse('a_b_123')).toBeNull();
    expect(localIdParse('12_123x')).toBeNull();
  });
});
