// Issue 7: with 50,000 products cached and an order of 100 lines open, search results for each keystroke painted
// with p95 ≤ 16.7 ms. Set-up and timing method: bench/lib/editor-page.ts. Each keystroke is timed from its keydown's
// timeStamp until the frame that shows the results list answering the new text (the list's data-query attribute
// equals the box's text) has been painted. Results show from the 4th character (seed 001 §5), so the first three
// keystrokes of each name are typed but not timed. Names typed: seeded products' names ("<base> 4321"), which match
// many products while the number is short and one at the end; the box is cleared between names (not timed).
// editor-search-4x.bench.ts runs this at a 4x CPU slowdown (issue 13), budget p95 <= 33 ms there.
import { writeResult } from './lib/index.ts';
import { benchName, CPU_SLOWDOWN } from './lib/cpu-slowdown.ts';
import {
  appLatency,
  installProbe,
  measure,
  missedFrame,
  percentile,
  PRODUCTS,
  round1,
  seededBarcode,
  startEditorBench,
  type ProbeTimes,
} from './lib/editor-page.ts';
import * as probe from './lib/editor-page.ts';

const LINES = 100;
const NAMES = 20;
const MIN_LENGTH = 4;

const bench = await startEditorBench('opentill-bench-editor-search-');
const { page } = bench;
try {
  await installProbe(page);
  await page.mouse.click(2, 790);
  for (let line = 0; line < LINES; line += 1) {
    await measure(page, 'keydown', 'Enter', { kind: 'total' }, async () => {
      await page.keyboard.type(seededBarcode(20_000 + line));
      await page.keyboard.press('Enter');
    });
  }
  const box = page.getByRole('searchbox', { name: 'Search' });
  const keystrokes: ProbeTimes[] = [];
  for (let name = 0; name < NAMES; name += 1) {
    const text = `${bench.baseName} ${String(1_000 + name * 2_417)}`;
    await box.click();
    await box.fill('');
    for (let length = 1; length <= text.length; length += 1) {
      const char = text[length - 1]!;
      if (length < MIN_LENGTH) {
        await page.keyboard.type(char);
        continue;
      }
      keystrokes.push(
        await measure(page, 'keydown', null, { kind: 'query', text: text.slice(0, length) }, () =>
          page.keyboard.type(char),
        ),
      );
    }
    const results = await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count();
    if (results < 1) throw new Error(`no result for ${text}`);
  }
  await box.fill('');

  const latency = keystrokes.map((times) => times.painted - times.start);
  const p95 = percentile(latency, 95);
  writeResult({
    name: benchName('editor-search'),
    figure: round1(p95),
    unit: `ms p95 from a keystroke in the search box to its results painted (${String(latency.length)} keystrokes, ${String(PRODUCTS)} products, ${String(LINES)}-line order)`,
    budget: { value: CPU_SLOWDOWN === 1 ? 16.7 : 33, better: 'lower' },
    details: {
      cpu_slowdown: CPU_SLOWDOWN,
      cpu_slowdown_measured: bench.cpu.measured,
      inputs_sent_again: probe.retries,
      p50_ms: round1(percentile(latency, 50)),
      p95_ms: round1(p95),
      max_ms: round1(Math.max(...latency)),
      to_dom_p95_ms: round1(
        percentile(
          keystrokes.map((t) => t.changed - t.start),
          95,
        ),
      ),
      // The same less the idle wait for the display's frame tick (as bench/editor-add's headline; decisions §31).
      app_part_p95_ms: round1(percentile(keystrokes.map(appLatency), 95)),
      frames_missed: keystrokes.filter(missedFrame).length,
      keystrokes: latency.length,
    },
  });
} finally {
  await bench.close();
}
