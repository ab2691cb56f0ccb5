import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `active` (clock and countdowns; seed 000 §9 clock 1 s), rounded
 * down to a multiple of `stepMs`. A clock showing minutes passes 60 000: it still looks every second, but renders only
 * when the minute changes (the same number is no new state), not 60 times a minute between a cashier's taps on a slow
 * tablet (issue 13).
 */
export function useNow(intervalMs = 1000, active = true, stepMs = 1): number {
  const [now, setNow] = useState(() => roundDown(Date.now(), stepMs));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(roundDown(Date.now(), stepMs)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active, stepMs]);
  return now;
}

const roundDown = (time: number, step: number) => time - (time % step);
