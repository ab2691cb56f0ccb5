import autocannon from 'autocannon';
import { freePort, startNode, stop, waitFor200 } from './processes.ts';

/** Requests per second on a URL: 1 s warm-up, then `seconds` of 10 connections; any non-2xx fails the run. */
export async function requestsPerSecond(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<number> {
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** The baseline of the throughput benchmarks: a bare Fastify hello-world in its own process, same run. */
export async function helloWorldRequestsPerSecond(seconds: number): Promise<number> {
  const port = await freePort();
  const hello = startNode(['bench/lib/hello-world.mjs'], { PORT: String(port) });
  await waitFor200(`http://127.0.0.1:${port}/hello`, performance.now(), hello);
  const rps = await requestsPerSecond(`http://127.0.0.1:${port}/hello`, seconds);
  await stop(hello);
  return rps;
}
