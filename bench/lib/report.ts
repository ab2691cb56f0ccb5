import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

export interface BenchResult {
  name: string;
  /** The headline figure compared to the budget (a ratio or a time). */
  figure: number;
  unit: string;
  /** The budget from the issue, and which side of it is good. */
  budget?: { value: number; better: 'lower' | 'higher' };
  details: Record<string, number | string>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Prints the result and writes bench/results/<name>.json for scripts/bench.mjs to gather. */
export function writeResult(result: BenchResult): void {
  const ok = result.budget
    ? result.budget.better === 'lower'
      ? result.figure <= result.budget.value
      : result.figure >= result.budget.value
    : true;
  const full = { ...result, ok, at: new Date().toISOString() };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${result.name}.json`), JSON.stringify(full, null, 2) + '\n');
  console.log(JSON.stringify(full));
}
