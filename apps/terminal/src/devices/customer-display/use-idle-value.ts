import { useEffect, useState } from 'react';

/** The longest a change waits for the page to be idle (a display a tenth of a second behind is not seen as late). */
const IDLE_TIMEOUT_MS = 100;

/**
 * `value`, taken up once the page is idle: after the frame that answers an input and the tasks queued before it
 * (requestIdleCallback, at most IDLE_TIMEOUT_MS later; a timer where the browser has no idle callbacks). For work
 * another screen needs (the customer display's copy of the order) that must not share the cashier's frame (issue 13,
 * 4x slowdown: the display's copy formats and compares every line of the order).
 */
export function useIdleValue<T>(value: T): T {
  const [idle, setIdle] = useState(value);
  useEffect(() => {
    const { requestIdleCallback: request, cancelIdleCallback: cancel } = globalThis;
    if (typeof request === 'function' && typeof cancel === 'function') {
      const handle = request(() => setIdle(() => value), { timeout: IDLE_TIMEOUT_MS });
      return () => cancel(handle);
    }
    const timer = setTimeout(() => setIdle(() => value), 0);
    return () => clearTimeout(timer);
  }, [value]);
  return idle;
}
