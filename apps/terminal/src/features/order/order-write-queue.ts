/**
 * The order editor's IndexedDB writes (docs/decisions.md §31, §45). Every write runs after the ones queued before it,
 * so they land in the order the changes were made. A shown change is not written at once: while a cashier keeps
 * tapping or scanning, writing a 400-line order after every line (its structured clone, Dexie's hooks, the outbox
 * badge's count) met the next input on a slow tablet. The latest change of an order is written once the inputs
 * pause (`quietMs` with no new change) and at the latest `longestMs` after the first unwritten one; a change of
 * another order, and anything queued with `after` (checkout, hold, leaving, a reload), writes it first.
 */
export interface WriteTiming {
  quietMs: number;
  longestMs: number;
}

export interface WriteQueue<R> {
  /** Resolves once `record` (or a later change of the same order that replaced it) is written; rejects if it fails. */
  later: (record: R) => Promise<void>;
  /** Runs `work` after every write queued so far, the change still waiting for a pause included. */
  after: <T>(work: () => Promise<T>) => Promise<T>;
  /** Starts the waiting write now (the page is being hidden or closed). */
  flush: () => void;
}

interface Unwritten<R> {
  record: R;
  settle: Array<(error: unknown) => void>;
}

const NO_ERROR = Symbol('written');

export function writeQueueCreate<R>(
  write: (record: R) => Promise<unknown>,
  sameOrder: (a: R, b: R) => boolean,
  timing: () => WriteTiming,
): WriteQueue<R> {
  let writes: Promise<unknown> = Promise.resolve();
  let unwritten: Unwritten<R> | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;

  const chain = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writes.then(work, work);
    writes = next.catch(() => undefined);
    return next;
  };

  let lastChange = 0;
  /** The pause timer fired: write when no change came for quietMs, otherwise wait for the rest of the pause. */
  const quietEnded = () => {
    quiet = undefined;
    const left = lastChange + timing().quietMs - Date.now();
    if (left > 0) quiet = setTimeout(quietEnded, left);
    else flush();
  };

  const flush = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    quiet = longest = undefined;
    const batch = unwritten;
    unwritten = null;
    if (!batch) return;
    void chain(() => write(batch.record)).then(
      () => batch.settle.forEach((settle) => settle(NO_ERROR)),
      (error: unknown) => batch.settle.forEach((settle) => settle(error)),
    );
  };

  return {
    later: (record) =>
      new Promise<void>((resolve, reject) => {
        if (unwritten && !sameOrder(unwritten.record, record)) flush();
        const settle = (error: unknown) =>
          error === NO_ERROR ? resolve() : reject(error instanceof Error ? error : new Error(String(error)));
        unwritten = { record, settle: [...(unwritten?.settle ?? []), settle] };
        const { quietMs, longestMs } = timing();
        lastChange = Date.now();
        // One timer for the pause, looked at when it fires, rather than a timer cleared and set again on every
        // change: a scan on a slow tablet pays for neither (issue 13).
        quiet ??= setTimeout(quietEnded, quietMs);
        longest ??= setTimeout(flush, longestMs);
      }),
    after: (work) => {
      flush();
      return chain(work);
    },
    flush,
  };
}
