import type { ChildProcess } from 'node:child_process';
import { freePort, serverSpawn } from './server.ts';
import { e2eTempDir } from './temp-dirs.ts';

export interface SetupLinkServer {
  url: string;
  /** The code of the printed set-up link. */
  setupCode: string;
  /** The path and query of the printed set-up link (/dashboard/setup?code=...). */
  setupPath: string;
  child: ChildProcess;
  dataDir: string;
}

/**
 * A back office of its own on a fresh embedded database (the dashboard journeys, issue 16): started as `npm start`
 * starts it, ready once it has printed the one-time set-up link, whose code is read from its output.
 */
export async function startWithSetupLink(name: string): Promise<SetupLinkServer> {
  const port = await freePort();
  const dataDir = e2eTempDir(`opentill-e2e-${name}-`);
  const child = serverSpawn(port, dataDir);
  let output = '';
  const setupCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no set-up link within 60 s:\n${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}:\n${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\/dashboard\/setup\?code=([A-Za-z0-9_-]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${String(port)}`,
    setupCode,
    setupPath: `/dashboard/setup?code=${setupCode}`,
    child,
    dataDir,
  };
}
