#!/usr/bin/env node
// Type checks every workspace that has a tsconfig.json, two at a time: one tsc per core (each is single-threaded),
// the largest projects first so that the last one to finish is a small one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const root = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const projects = ['.', ...root.workspaces].filter((dir) => fs.existsSync(`${dir}/tsconfig.json`));
// Measured in a clean-clone run (seconds): the apps and bench dominate.
const weight = { 'apps/terminal': 70, bench: 63, 'apps/back-office': 65, 'apps/server': 51, e2e: 24 };
projects.sort((a, b) => (weight[b] ?? 10) - (weight[a] ?? 10));
const slots = Math.max(1, Math.min(2, os.availableParallelism()));

function check(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', `${dir}/tsconfig.json`, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Printed whole when done, so two projects' errors never interleave.
      if (output.trim()) process.stdout.write(output);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} tsc ${dir} (${Date.now() - started} ms)`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) if (!(await check(dir))) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
