// Issue 13: the browser benches at a CPU slowdown (stores run the terminal on tablets several times slower than this
// machine). A `<name>-4x.bench.ts` file sets BENCH_CPU_SLOWDOWN=4 and imports `<name>.bench.ts`, which reads the
// rate here, slows every page it measures (the app's page and its control / baseline page alike, so the ratio and
// the baselines are measured under the same slowdown in the same run) and reports under `<name>-4x`.
// Chromium's `Emulation.setCPUThrottlingRate` slows the page's renderer main thread (the terminal has no workers).
import type { Page } from 'playwright';

/** The CPU slowdown of this run: 1 (no slowdown) unless BENCH_CPU_SLOWDOWN says otherwise. */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? '1');
if (!Number.isFinite(CPU_SLOWDOWN) || CPU_SLOWDOWN < 1) throw new Error('BENCH_CPU_SLOWDOWN must be a number >= 1');

/** The result's name: `editor-add` at 1x, `editor-add-4x` at 4x (the bench file's name, for scripts/bench.mjs). */
export const benchName = (name: string) => (CPU_SLOWDOWN === 1 ? name : `${name}-${String(CPU_SLOWDOWN)}x`);

/**
 * Milliseconds a fixed piece of JavaScript (~30 ms here unslowed) takes on the page, the least of 5 (other work on a
 * shared machine only adds time): compared before and after slowing.
 */
async function workMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const times: number[] = [];
    let sink = 0;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      for (let i = 0; i < 2_000_000; i += 1) sink += Math.sqrt(i) % 7;
      times.push(performance.now() - started);
    }
    (globalThis as { __benchSink?: number }).__benchSink = sink;
    return Math.min(...times);
  });
}

export interface Slowed {
  /** The slowdown measured right after it was set (~1 at 1x), for the details. */
  measured: number;
  /** Measures it again (after reloads: the rate is kept by the page's renderer, this checks it). */
  check: () => Promise<number>;
}

/**
 * Slows the page's CPU by this run's rate (nothing at 1x) through a CDP session kept for the page's life, and
 * measures the slowdown on the page itself: a fixed loop timed before and after.
 */
export async function slowDown(page: Page): Promise<Slowed> {
  await workMs(page); // warm-up: a fresh page runs it first unoptimised
  const before = await workMs(page);
  if (CPU_SLOWDOWN !== 1) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const check = async () => Math.round(((await workMs(page)) / before) * 10) / 10;
  return { measured: await check(), check };
}
