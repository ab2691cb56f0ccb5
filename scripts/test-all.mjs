#!/usr/bin/env node
// The whole test run of the README: lint, format, types, Vitest in every workspace, the server suite on PostgreSQL,
// the browser journeys. Ends with one line for the whole run: "N passed, N failed" (", N skipped" if any).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';

const reports = 'reports';
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Names of the failed tests, repeated at the end so that the tail of a long log says what broke. */
const failedTests = [];
const started = Date.now();

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${title}: exit ${result.status ?? result.signal} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** A check that is not a test runner (lint, types, install) counts as one test. */
function check(title, command, args, env) {
  const ok = step(title, command, args, env);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(title);
  }
  return ok;
}

/** Adds a runner's JSON report to the tally; a runner that failed without a report counts as one failure. */
function countReport(title, ok, file, read, names) {
  if (!fs.existsSync(file)) {
    tally.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = read(report);
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
  if (counts.failed > 0 || !ok) failures.push(title);
  const named = names(report);
  if (counts.failed > 0 || !ok) failedTests.push(...named.map((name) => `${title}: ${name}`));
  if (!ok && counts.failed === 0) {
    tally.failed += 1; // e.g. an error outside any test
    if (named.length === 0)
      failedTests.push(`${title}: exit code not 0 with no failed test (see the runner's 'Errors' above)`);
  }
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
const playwrightCounts = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});

// Runner messages carry colour codes; the summary is read as plain text.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  (
    String(text ?? '')
      .replace(ANSI, '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  ).trim();

/** Failed tests, and files that failed outside any test (an import error, a hook, an unhandled error). */
const vitestFailures = (r) =>
  (r.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return tests.map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });

/** Playwright nests suites by file and describe block; a test failed when its last result did. */
function playwrightFailures(r) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        names.push(`${[...trail, spec.title].join(' > ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return names;
}

function vitest(title, file, args, env) {
  const ok = step(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countReport(title, ok, file, vitestCounts, vitestFailures);
}

check('system packages (chromium, postgresql)', 'bash', ['scripts/ensure-system-deps.sh']);
check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
check('format (Prettier)', 'npx', ['prettier', '--check', '.']);
check('types', 'node', ['scripts/typecheck.mjs']);
vitest('unit and server tests (PGlite)', `${reports}/vitest.json`, []);

let cluster;
try {
  console.log('\n=== starting a throw-away PostgreSQL cluster ===');
  cluster = await startPostgresCluster();
  console.log(`PostgreSQL at ${cluster.url}`);
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
  tally.failed += 1;
  failures.push('PostgreSQL cluster');
}
if (cluster) {
  try {
    vitest('server tests (PostgreSQL)', `${reports}/vitest-postgres.json`, ['--project', 'server-postgres'], {
      DATABASE_URL: cluster.url,
    });
  } finally {
    cluster.stop();
  }
}

const terminalBuilt = check('build the terminal', 'npm', ['run', 'build', '-w', 'apps/terminal', '--silent']);
const dashboardBuilt = check('build the dashboard', 'npm', ['run', 'build', '-w', 'apps/back-office', '--silent']);
const orderingBuilt = check('build the ordering page', 'npm', ['run', 'build', '-w', 'apps/ordering', '--silent']);
const serverBundled = check('bundle the server for the journeys', 'node', ['scripts/bundle-server.mjs']);
if (terminalBuilt && dashboardBuilt && orderingBuilt && serverBundled) {
  const file = path.resolve(reports, 'playwright.json');
  const ok = step('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    OPENTILL_SERVER_BUNDLE: path.resolve('apps/server/dist/main.mjs'),
  });
  countReport('browser journeys', ok, file, playwrightCounts, playwrightFailures);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`\nWhole run in ${minutes} min.`);
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 ? 1 : 0);
