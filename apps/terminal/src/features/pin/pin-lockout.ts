/**
 * Issue 6 §5: after 5 wrong PINs in a row a 30-second pause, counted down and kept across a reload.
 * TODO(packages/domain/src/permissions.ts): this rule is not in the seeds; it belongs in domain next to the PIN
 * rules once the domain engineer adds it. Pure: time is passed in.
 */
export const PIN_FAILURES_BEFORE_PAUSE = 5;
export const PIN_PAUSE_MS = 30_000;

export interface PinAttempts {
  failures: number;
  pausedUntil: number | null;
}

/** A wrong PIN: counts it; the fifth in a row starts the pause and restarts the count. */
export function pinAttemptFailed(attempts: PinAttempts, now: number): PinAttempts {
  const failures = attempts.failures + 1;
  if (failures >= PIN_FAILURES_BEFORE_PAUSE) return { failures: 0, pausedUntil: now + PIN_PAUSE_MS };
  return { failures, pausedUntil: attempts.pausedUntil };
}

/** Whole seconds left of the pause (rounded up), 0 when not paused. */
export function pinPauseSeconds(attempts: PinAttempts, now: number): number {
  if (attempts.pausedUntil === null || attempts.pausedUntil <= now) return 0;
  return Math.ceil((attempts.pausedUntil - now) / 1000);
}
