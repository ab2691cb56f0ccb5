#!/usr/bin/env node
// Type checks every workspace that has a tsconfig.json with TypeScript 7 (the native compiler, package alias
// typescript-7), one project at a time: it checks on several threads itself, and one at a time took 36 s where two side
// by side took 42 and TypeScript 6 two at a time 81 (docs/decisions.md §67). ESLint's typed rules still use
// TypeScript 6's JavaScript API, which TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');
const root = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const projects = ['.', ...root.workspaces].filter((dir) => fs.existsSync(`${dir}/tsconfig.json`));

let failed = 0;
for (const dir of projects) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', `${dir}/tsconfig.json`, '--noEmit'], { stdio: 'inherit' });
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} tsc 7 ${dir} (${Date.now() - started} ms)`);
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
