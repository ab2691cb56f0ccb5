import { freePort, serverSpawn, type RunningServer } from './server.ts';
import { e2eTempDir } from './temp-dirs.ts';

export interface DemoServer extends RunningServer {
  /** Link codes printed at first start, by "store/terminal" (e.g. "1/1"). */
  codes: Map<string, string>;
  /** Employee PINs printed at first start, by name. */
  pins: Map<string, string>;
}

/**
 * Starts the real back office on a fresh database and reads the demo welcome it prints (link codes and PINs),
 * so a journey can link a terminal the way a person would. Unlike startServer it captures stdout.
 * `env` adds variables for the server only (e.g. CARD_A_URL / CARD_B_URL pointing the demo payment types at simulators).
 */
export async function startDemoServer(options: { env?: Record<string, string> } = {}): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = e2eTempDir('opentill-e2e-demo-');
  const child = serverSpawn(port, dataDir, options.env ? { env: options.env } : {});
  const codes = new Map<string, string>();
  const pins = new Map<string, string>();
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no demo welcome within 60 s:\n${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}:\n${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of output.matchAll(/store (\d+)\s+terminal (\d+)\s+.*?code (\d{6})/g))
        codes.set(`${match[1]}/${match[2]}`, match[3] ?? '');
      for (const match of output.matchAll(/store \d+\s+\S+\s+(\S+)\s+PIN (\d{4})/g))
        pins.set(match[1] ?? '', match[2] ?? '');
      // The welcome is printed in one write that ends with the employees; a short pause lets a split write finish.
      if (codes.size > 0 && pins.size > 0 && output.includes('Employees:')) {
        clearTimeout(timer);
        setTimeout(resolve, 200);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    codes,
    pins,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
