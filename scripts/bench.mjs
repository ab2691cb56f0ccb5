#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.{ts,mjs} in its own process (one at a time: 2 cores), prints a table
// and writes bench/results/latest.json. A benchmark, not a test: a missed budget is reported, not failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `node scripts/bench.mjs editor-add` runs that one (not editor-add-4x); a word naming no bench selects every bench
// whose name holds it (`editor`, `4x`: the issue 13 variants at a 4x CPU slowdown, bench/lib/cpu-slowdown.ts).
const only = process.argv.slice(2);
const benchFiles = fs.readdirSync('bench').filter((name) => /\.bench\.(ts|mjs)$/.test(name));
const nameOf = (file) => file.replace(/\.bench\.(ts|mjs)$/, '');
const names = new Set(benchFiles.map(nameOf));
const files = benchFiles
  .filter(
    (file) =>
      only.length === 0 || only.some((word) => (names.has(word) ? nameOf(file) === word : nameOf(file).includes(word))),
  )
  .sort((a, b) => nameOf(a).localeCompare(nameOf(b))); // editor-add before editor-add-4x
const rows = [];
for (const file of files) {
  const name = nameOf(file);
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
