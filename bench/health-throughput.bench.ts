// /api/health requests per second against a bare Fastify hello-world, both measured here in the same run;
// the ratio is the figure. Each server runs in its own process; autocannon loads it from this one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  helloWorldRequestsPerSecond,
  requestsPerSecond,
  startNode,
  stop,
  waitFor200,
  writeResult,
} from './lib/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const helloRps = await helloWorldRequestsPerSecond(seconds);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-'));
const port = await freePort();
const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
});
await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now(), server);
const healthRps = await requestsPerSecond(`http://127.0.0.1:${port}/api/health`, seconds);
await stop(server);
fs.rmSync(dataDir, { recursive: true, force: true });

writeResult({
  name: 'health-throughput',
  figure: Number((healthRps / helloRps).toFixed(3)),
  unit: 'ratio of /api/health to hello-world requests per second',
  details: { health_rps: Math.round(healthRps), hello_world_rps: Math.round(helloRps), seconds },
});
