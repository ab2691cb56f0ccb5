import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../lib/free-port.mjs';
import { portBusy } from '../lib/demo-processes.mjs';

// Issue 15 §7: `npm start` runs the print helper with the simulated printer beside the back office.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Started {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function ports() {
  const names = [
    'PORT',
    'PRINT_HELPER_PORT',
    'SIM_CARD_A_PORT',
    'SIM_CARD_B_PORT',
    'SIM_PRINTER_PORT',
    'SIM_PRINTER_CONTROL_PORT',
    'SIM_KITCHEN_PRINTER_PORT',
    'SIM_BAR_PRINTER_PORT',
    'SIM_KDS_PORT',
  ];
  const entries: [string, string][] = [];
  for (const name of names) entries.push([name, String(await freePort())]);
  return Object.fromEntries(entries) as Record<string, string>;
}

function start(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-start-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repo,
    env: {
      ...process.env,
      ...env,
      START_BUILD: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, dataDir, output: () => output, exited };
}

async function waitFor(started: Started, text: string, ms = 110_000): Promise<void> {
  const until = Date.now() + ms;
  while (!started.output().includes(text)) {
    if (Date.now() > until || started.child.exitCode !== null)
      throw new Error(`"${text}" not printed:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let running: Started | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  // Each run's data folder goes with it (leftover folders of many runs once filled the disk).
  if (running) fs.rmSync(running.dataDir, { recursive: true, force: true });
  running = undefined;
});

describe('npm start', () => {
  it('starts the print helper and the simulated printer with the back office; Ctrl-C stops them all', async () => {
    const env = await ports();
    running = start({ ...env, PRINT_HELPER_PRINTER_PORTS: env.SIM_PRINTER_PORT ?? '' });
    await waitFor(running, 'Link a terminal');
    await waitFor(running, `print helper on ws://0.0.0.0:${env.PRINT_HELPER_PORT ?? ''}`);
    expect(running.output()).toContain('Settings shows the last receipt');

    // The helper answers its health to anyone, and refuses a page without the demo terminals' pairing token.
    const helperHttp = `http://127.0.0.1:${env.PRINT_HELPER_PORT ?? ''}`;
    expect(await (await fetch(`${helperHttp}/health`)).json()).toMatchObject({ ok: true, pairedTerminals: 1 });
    const origin = `http://127.0.0.1:${env.PORT ?? ''}`;
    const unpaired = new WebSocket(`ws://127.0.0.1:${env.PRINT_HELPER_PORT ?? ''}`, { origin });
    // The refused socket reports its own teardown as an error; the status it was refused with is what counts.
    unpaired.on('error', () => undefined);
    expect(
      await new Promise((resolve) => unpaired.once('unexpected-response', (_request, res) => resolve(res.statusCode))),
    ).toBe(401);
    unpaired.terminate();

    // The terminal's page (served by the back office) with the demo's token may talk to the helper, and a receipt
    // reaches the printer.
    const token = fs.readFileSync(path.join(running.dataDir, 'print-helper-token'), 'utf8').trim();
    const socket = new WebSocket(
      `ws://127.0.0.1:${env.PRINT_HELPER_PORT ?? ''}`,
      ['opentill', `opentill-token.${token}`],
      { origin },
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = new Promise<unknown>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    const printer = { host: '127.0.0.1', port: Number(env.SIM_PRINTER_PORT) };
    socket.send(JSON.stringify({ id: 'r1', type: 'print', printer, lines: ['Demo receipt'], drawer: true }));
    expect(await answer).toEqual({ id: 'r1', ok: true });
    socket.close();
    const jobs = (await (await fetch(`http://127.0.0.1:${env.SIM_PRINTER_CONTROL_PORT ?? ''}/__sim/jobs`)).json()) as {
      text: string;
      drawerKick: boolean;
    }[];
    expect(jobs.at(-1)).toMatchObject({ text: expect.stringContaining('Demo receipt') as unknown, drawerKick: true });

    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
    for (const name of Object.keys(env)) expect(await portBusy(Number(env[name]), '127.0.0.1'), name).toBe(false);
  }, 120_000);

  it('a port in use stops it before anything starts, naming the port, what needs it and how to move it', async () => {
    const env = await ports();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(Number(env.PRINT_HELPER_PORT), '0.0.0.0', resolve));
    try {
      running = start(env);
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(
        `Port ${env.PRINT_HELPER_PORT ?? ''} (print helper) is already in use: stop the program using it (another npm start?) or set PRINT_HELPER_PORT=<free port>.`,
      );
      expect(running.output()).not.toContain('Link a terminal');
      expect(await portBusy(Number(env.PORT), '127.0.0.1')).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 30_000);
});
