// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeQueueCreate } from './order-write-queue.ts';

interface Rec {
  id: string;
  n: number;
}

const timing = { quietMs: 250, longestMs: 2_000 };

function queue(fail?: (rec: Rec) => boolean) {
  const written: string[] = [];
  const q = writeQueueCreate<Rec>(
    async (rec) => {
      await Promise.resolve();
      if (fail?.(rec)) throw new Error('disk full');
      written.push(`${rec.id}:${String(rec.n)}`);
    },
    (a, b) => a.id === b.id,
    () => timing,
  );
  return { q, written };
}

describe('the editor write queue (decisions §45)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the latest change once the inputs pause, and every caller learns it is written', async () => {
    const { q, written } = queue();
    const done = [q.later({ id: 'a', n: 1 }), q.later({ id: 'a', n: 2 })];
    await vi.advanceTimersByTimeAsync(200);
    const third = q.later({ id: 'a', n: 3 });
    await vi.advanceTimersByTimeAsync(249);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([...done, third]);
    expect(written).toEqual(['a:3']);
  });

  it('writes at the latest longestMs after the first unwritten change, however fast the inputs come', async () => {
    const { q, written } = queue();
    for (let i = 1; i <= 20; i += 1) {
      void q.later({ id: 'a', n: i });
      await vi.advanceTimersByTimeAsync(100);
    }
    // 2,000 ms after the first change (at 0): the change of 1,900 ms (n = 20) is the latest shown.
    expect(written).toEqual(['a:20']);
  });

  it('writes the waiting change first when another order changes or other work is queued', async () => {
    const { q, written } = queue();
    void q.later({ id: 'a', n: 1 });
    void q.later({ id: 'b', n: 1 });
    const seen = q.after(() => Promise.resolve([...written]));
    expect(await seen).toEqual(['a:1', 'b:1']);
  });

  it('flush writes at once (the page is hidden)', async () => {
    const { q, written } = queue();
    const done = q.later({ id: 'a', n: 1 });
    q.flush();
    await done;
    expect(written).toEqual(['a:1']);
  });

  it('a failed write rejects every change it held, and the next change is written again', async () => {
    const { q, written } = queue((rec) => rec.n < 3);
    const first = q.later({ id: 'a', n: 1 });
    const second = q.later({ id: 'a', n: 2 });
    const rejected = Promise.allSettled([first, second]);
    await vi.advanceTimersByTimeAsync(250);
    expect((await rejected).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const third = q.later({ id: 'a', n: 3 });
    await vi.advanceTimersByTimeAsync(250);
    await third;
    expect(written).toEqual(['a:3']);
  });
});
