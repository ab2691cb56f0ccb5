#!/usr/bin/env node
// npm start: builds the terminal when its sources are newer than the last build, then runs the back office
// with the embedded database on PORT (default 8080). Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'apps/terminal/dist/index.html';
const sources = [
  'apps/terminal/src',
  'apps/terminal/public',
  'apps/terminal/index.html',
  'apps/terminal/vite.config.ts',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log('Building the terminal...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/terminal', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Terminal build is up to date.');
}

// The demo store's Card A and Card B payment types point at the simulators (docs/simulators.md).
const simulators =
  process.env.SIMULATORS === '0'
    ? undefined
    : spawn(process.execPath, ['--import', 'tsx', 'tools/simulators/src/main.ts'], { stdio: 'inherit' });
simulators?.on('exit', (code) => {
  if (code)
    console.warn(
      `Device simulators stopped (exit ${code}); card payments in the demo will fail. Are ports 8081-8083 and 9100 free?`,
    );
});

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    simulators?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  simulators?.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});
