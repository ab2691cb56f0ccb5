// An authenticated read-only endpoint (GET /api/categories/ with a real terminal token) against a bare Fastify
// hello-world measured in the same run. Budget (issue 4): at least 50 % of the hello-world's requests per second.
import { helloWorldRequestsPerSecond, requestsPerSecond, startLinkedServer, writeResult } from './lib/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const helloRps = await helloWorldRequestsPerSecond(seconds);
const server = await startLinkedServer();
const readRps = await requestsPerSecond(`${server.url}/api/categories/`, seconds, {
  Authorization: `Token ${server.token}`,
});
await server.close();

writeResult({
  name: 'api-read-throughput',
  figure: Number((readRps / helloRps).toFixed(3)),
  unit: 'ratio of GET /api/categories/ (token) to hello-world requests per second',
  budget: { value: 0.5, better: 'higher' },
  details: { categories_rps: Math.round(readRps), hello_world_rps: Math.round(helloRps), seconds, database: 'pglite' },
});
