// Server cold start: from spawning the process to the first 200 on /api/health, on a fresh embedded database
// (migrations included) and again on the same database (a restart). Median of 3 runs each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, median, startNode, stop, waitFor200, writeResult } from './lib/index.ts';

const fresh: number[] = [];
const restart: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-'));
  for (const into of [fresh, restart]) {
    const port = await freePort();
    const t0 = performance.now();
    const child = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    });
    into.push(await waitFor200(`http://127.0.0.1:${port}/api/health`, t0, child));
    await stop(child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeResult({
  name: 'server-cold-start',
  figure: Math.round(median(fresh)),
  unit: 'ms to first 200 (fresh database)',
  budget: { value: 60_000, better: 'lower' },
  details: {
    fresh_median_ms: Math.round(median(fresh)),
    restart_median_ms: Math.round(median(restart)),
    runs: fresh.length,
  },
});
