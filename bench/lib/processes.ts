import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls url until it answers 200; returns the milliseconds since `since`. */
export async function waitFor200(url: string, since: number, child?: ChildProcess, limitMs = 60_000): Promise<number> {
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > limitMs) throw new Error(`${url} did not answer 200`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function startNode(
  args: string[],
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
