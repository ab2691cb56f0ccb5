import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active` (clock and countdowns; seed 000 §9 clock 1 s). */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
