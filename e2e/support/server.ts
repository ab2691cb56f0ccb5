import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eTempDir } from './temp-dirs.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Stops the server: SIGTERM by default, SIGKILL to simulate a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

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

/**
 * A journey's server lives for minutes at most: V8's optimising tier would compile the embedded database (Postgres in
 * WebAssembly) in the background at every start for a speed-up it never gets back. Without it a start costs about
 * 4 s of CPU instead of 6 (docs/decisions.md §67); `npm start` keeps V8's defaults.
 */
const SHORT_LIVED = ['--liftoff-only'];

/** The environment variable naming the run's migrated, empty database (db-template.ts), set by the global setup. */
export const DB_TEMPLATE_ENV = 'OPENTILL_E2E_DB_TEMPLATE';

/** Makes the run's database template in `folder` (a child process: the server's own code, under tsx). */
export function databaseTemplateMake(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SHORT_LIVED, '--import', 'tsx', 'e2e/support/db-template.ts', folder], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`database template: exit ${String(code)}`)),
    );
  });
}

/** A fresh (empty) data folder starts as a copy of the run's template; a folder with a database is left alone. */
function databaseFromTemplate(dataDir: string): void {
  const template = process.env[DB_TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) return;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return;
  fs.cpSync(template, dataDir, { recursive: true });
}

/**
 * `npm test` bundles the server once (scripts/bundle-server.mjs) and names the bundle here: a start then costs about
 * 2 s of CPU less than loading the sources through tsx, which a journey run alone still does.
 */
export const SERVER_BUNDLE_ENV = 'OPENTILL_SERVER_BUNDLE';

function serverEntry(): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  return [...SHORT_LIVED, ...entry];
}

/**
 * The back office as `npm start` runs it, on 127.0.0.1:`port` with the embedded database in `dataDir` (never a
 * DATABASE_URL of the caller's environment); `env` adds variables for the server only. Its standard output is piped
 * for callers that read what it prints (link codes, the set-up link), inherited otherwise.
 */
export function serverSpawn(
  port: number,
  dataDir: string,
  options: { env?: Record<string, string>; stdout?: 'pipe' | 'inherit' } = {},
): ChildProcess {
  databaseFromTemplate(dataDir);
  return spawn(process.execPath, serverEntry(), {
    cwd: repo,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', options.stdout ?? 'pipe', 'inherit'],
  });
}

/**
 * Starts the real back office (embedded PGlite) on a free port with a fresh data folder, or on the folder given,
 * so a journey can kill it and start it again on the same data.
 */
export async function startServer(options: { port?: number; dataDir?: string } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? e2eTempDir('opentill-e2e-');
  const child = serverSpawn(port, dataDir, { stdout: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer /api/health within 60 s');
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
