#!/usr/bin/env node
// npm start: builds the terminal and the dashboard (apps/back-office) when their sources are newer than their last
// build, then runs the back office server with the embedded database on PORT (default 8080), the device simulators
// (SIMULATORS=0 turns them off) and the print helper (PRINT_HELPER=0), so the demo store sells, prints and opens the
// drawer with no hardware.
// Ctrl-C stops every process it started.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { busyPortMessages, demoHelperToken, demoProcesses } from './lib/demo-processes.mjs';

/** The two web apps the server serves, each built when its sources are newer than its last build. */
const shared = ['packages/domain/src', 'packages/contracts/src', 'package-lock.json'];
const apps = [
  {
    name: 'terminal',
    workspace: 'apps/terminal',
    built: 'apps/terminal/dist/index.html',
    sources: [
      'apps/terminal/src',
      'apps/terminal/public',
      'apps/terminal/index.html',
      'apps/terminal/vite.config.ts',
      ...shared,
    ],
  },
  {
    // The dashboard (apps/back-office, at /dashboard) shares the terminal's design-system components (apps/terminal/src/ui).
    name: 'dashboard',
    workspace: 'apps/back-office',
    built: 'apps/back-office/dist/index.html',
    sources: [
      'apps/back-office/src',
      'apps/back-office/public',
      'apps/back-office/index.html',
      'apps/back-office/vite.config.ts',
      'apps/terminal/src/ui',
      ...shared,
    ],
  },
  {
    // The store's public ordering page (apps/ordering, at /order/{store}); it shares the terminal's design tokens.
    name: 'ordering page',
    workspace: 'apps/ordering',
    built: 'apps/ordering/dist/index.html',
    sources: [
      'apps/ordering/src',
      'apps/ordering/index.html',
      'apps/ordering/vite.config.ts',
      'apps/terminal/src/ui/tokens.css',
      ...shared,
    ],
  },
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

for (const app of apps) {
  const builtAt = fs.existsSync(app.built) ? fs.statSync(app.built).mtimeMs : 0;
  const changedAt = Math.max(...app.sources.map(newestMtime));
  // START_BUILD=0 skips the check (the start test runs against whatever build there is).
  if (process.env.START_BUILD === '0') {
    console.log(`The ${app.name} build not checked (START_BUILD=0).`);
  } else if (changedAt > builtAt) {
    console.log(`Building the ${app.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace, '--silent'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    console.log(`The ${app.name} build is up to date.`);
  }
}

if (process.env.PRINT_HELPER !== '0' && !process.env.PRINT_HELPER_TOKEN) {
  const dataDir = process.env.DATA_DIR ?? 'data';
  const hadData = fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((name) => name !== 'print-helper-token');
  const { token, created } = demoHelperToken(dataDir);
  process.env.PRINT_HELPER_TOKEN = token;
  if (created && hadData)
    console.warn(
      `The print helper now pairs terminals: the demo terminals made before need the setting print_helper_token = the text of ${path.join(dataDir, 'print-helper-token')} (or a fresh ${dataDir}/).`,
    );
}
const processes = demoProcesses(process.env);
// Checked before anything starts: a half-started demo (server up, printer missing) fails later and less clearly.
const busy = await busyPortMessages(processes);
if (busy.length > 0) {
  for (const message of busy) console.error(message);
  process.exit(1);
}

const children = processes.map((entry) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry.script], {
    stdio: 'inherit',
    env: { ...process.env, ...entry.env },
  });
  return { ...entry, child };
});

let stopping = false;
/** Stops every child and waits for them, then exits with `code`. */
function stopAll(signal, code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const { child } of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill(signal);
  }
  // A child that ignores the signal does not keep the terminal window hanging.
  setTimeout(() => {
    for (const { child } of running) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal, 0));

for (const { name, child, required, ports } of children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (required) {
      stopAll('SIGTERM', code ?? (signal ? 0 : 1));
      return;
    }
    const used = ports.map(({ port }) => String(port)).join(', ');
    const lost =
      name === 'print helper'
        ? 'receipts, kitchen tickets and the cash drawer of the demo will fail'
        : 'card payments and printing in the demo will fail';
    console.warn(`The ${name} stopped (exit ${String(code ?? signal)}); ${lost}. Are ports ${used} free?`);
  });
}

if (children.some(({ name }) => name === 'print helper') && process.env.SIMULATORS !== '0') {
  console.log(
    'Printing: the demo terminals print through the print helper to the simulated printer; Settings shows the last receipt.',
  );
}
