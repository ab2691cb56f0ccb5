import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onHeld` once a press has lasted `ms` (seed 000 §2.11: a 5 s long-press on the powered-by image opens
 * Tools); releasing, leaving or cancelling earlier forgets the press. Works with touch, pen and mouse.
 */
export function useHoldPress(ms: number, onHeld: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onHeld);
  useEffect(() => {
    callback.current = onHeld;
  }, [onHeld]);
  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(() => {
    stop();
    timer.current = setTimeout(() => {
      timer.current = null;
      callback.current();
    }, ms);
  }, [ms, stop]);
  useEffect(() => stop, [stop]);
  return { onPointerDown: start, onPointerUp: stop, onPointerLeave: stop, onPointerCancel: stop };
}
