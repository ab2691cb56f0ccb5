import { describe, expect, it } from 'vitest';
import { pinAttemptFailed, pinPauseSeconds, PIN_PAUSE_MS } from './pin-lockout.ts';

describe('wrong-PIN pause (issue 6 §5)', () => {
  it('pauses 30 s on the fifth wrong PIN in a row, not before', () => {
    let attempts = { failures: 0, pausedUntil: null as number | null };
    for (let i = 1; i <= 4; i++) {
      attempts = pinAttemptFailed(attempts, 1000);
      expect(attempts).toEqual({ failures: i, pausedUntil: null });
    }
    attempts = pinAttemptFailed(attempts, 1000);
    expect(attempts).toEqual({ failures: 0, pausedUntil: 1000 + PIN_PAUSE_MS });
    expect(PIN_PAUSE_MS).toBe(30_000);
  });

  it('counts the pause down in whole seconds, rounded up, to zero', () => {
    const attempts = { failures: 0, pausedUntil: 31_000 };
    expect(pinPauseSeconds(attempts, 1000)).toBe(30);
    expect(pinPauseSeconds(attempts, 1001)).toBe(30);
    expect(pinPauseSeconds(attempts, 30_001)).toBe(1);
    expect(pinPauseSeconds(attempts, 31_000)).toBe(0);
    expect(pinPauseSeconds({ failures: 3, pausedUntil: null }, 5)).toBe(0);
  });
});
