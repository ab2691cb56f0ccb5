#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.{ts,mjs} in its own process (one at a time: 2 cores), prints a table
// and writes bench/results/latest.json. A benchmark, not a test: a missed budget is reported, not failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const files = fs
  .readdirSync('bench')
  .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort();
const rows = [];
for (const file of files) {
  const name = file.replace(/\.bench\.(ts|mjs)$/, '');
  console.log(`\n=== ${name} ===`);
  const resultFile = path.join('bench/results', `${name}.json`);
  fs.rmSync(resultFile, { force: true });
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], { stdio: 'inherit' });
  if (run.status !== 0 || !fs.existsSync(resultFile)) {
    rows.push({ name, figure: 'error', unit: `exit ${run.status}`, budget: '', ok: false });
    continue;
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  const budget = result.budget ? `${result.budget.better === 'lower' ? '<=' : '>='} ${result.budget.value}` : '';
  rows.push({ name, figure: result.figure, unit: result.unit, budget, ok: result.ok, details: result.details });
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ at: new Date().toISOString(), results: rows }, null, 2) + '\n',
);
console.log('\nbenchmark                      figure        budget        unit');
for (const row of rows) {
  console.log(
    `${row.ok ? ' ' : '!'} ${row.name.padEnd(28)} ${String(row.figure).padEnd(13)} ${String(row.budget).padEnd(13)} ${row.unit}`,
  );
}
console.log('\nWritten bench/results/latest.json');
