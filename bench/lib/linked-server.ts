import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNode, stop, waitFor200 } from './processes.ts';

export interface LinkedServer {
  url: string;
  token: string;
  child: ChildProcess;
  close(): Promise<void>;
}

/**
 * Starts the back office on a fresh embedded database and links terminal 1 of the demo store with the first
 * code it prints, so a benchmark can call authenticated endpoints with a real token.
 */
export async function startLinkedServer(extraEnv: Record<string, string> = {}): Promise<LinkedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-'));
  const port = await freePort();
  const child = startNode(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    'pipe',
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/api/health`, performance.now(), child);
  const deadline = Date.now() + 10_000;
  let code: string | undefined;
  while (!(code = /code (\d{6})/.exec(output)?.[1]) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  if (!code) throw new Error('the server printed no link code');
  const res = await fetch(`${url}/api/terminal/verify/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ verification_code: code }),
  });
  if (res.status !== 200) throw new Error(`verify answered ${res.status}`);
  const { api_token: token } = (await res.json()) as { api_token: string };
  return {
    url,
    token,
    child,
    close: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
