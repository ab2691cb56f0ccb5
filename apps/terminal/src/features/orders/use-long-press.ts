import { useCallback, useEffect, useRef, useState } from 'react';

/** seed 002 §2 / §9: a long press on print check is 1.5 s, counted as 50 ticks of 30 ms. */
export const LONG_PRESS_TICKS = 50;
export const LONG_PRESS_TICK_MS = 30;

/**
 * Counts ticks while pressed and calls `onLongPress` at the 50th; releasing earlier cancels. `ticks` drives the
 * progress shown on the button.
 */
export function useLongPress(onLongPress: () => void) {
  const [ticks, setTicks] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setTicks(0);
  }, []);

  const start = useCallback(() => {
    stop();
    let count = 0;
    timer.current = setInterval(() => {
      count += 1;
      setTicks(count);
      if (count >= LONG_PRESS_TICKS) {
        stop();
        callback.current();
      }
    }, LONG_PRESS_TICK_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { ticks, start, stop };
}
