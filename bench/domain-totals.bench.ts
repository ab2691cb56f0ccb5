// Totals of a 500-line order with modifiers and 3 tax rates (issue 3 acceptance: median ≤ 0.5 ms).
// Not a test: prints the median and writes bench/results/domain-totals.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderTotals, type OrderInput, type OrderItemInput } from '@opentill/domain';

const BUDGET_MS = 0.5;
const WARM_UP = 200;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);

const taxRates = [
  { id: 1, rate: 8.875, name: 'State' },
  { id: 2, rate: 2.5, name: 'City' },
  { id: 3, rate: 0.75, name: 'District' },
];

function buildOrder(lines: number): OrderInput {
  const items: OrderItemInput[] = [];
  for (let index = 0; index < lines; index += 1) {
    items.push({
      product: index % 50 === 49 ? -2 : index + 1,
      price: Number(((index % 97) + 0.99).toFixed(2)),
      quantity: index % 7 === 0 ? 1.25 : (index % 3) + 1,
      discount: index % 11 === 0 ? 0.5 : 0,
      void_status: index % 41 === 0 ? 1 : 0,
      tax_status: index % 13 === 0 ? 1 : 0,
      tax_rates: taxRates.slice(0, (index % 3) + 1),
      modifiers: [
        { name: 'Extra', price: 0.75, void_status: 0 },
        { name: 'Side', price: 1.5, void_status: index % 2 },
        { name: 'Sauce', price: 0.25, void_status: 0 },
      ],
    });
  }
  return {
    items,
    discount_orders_raw_type: 1,
    discount_orders_raw_value: 10,
    cash_discount: false,
    allow_surcharge: true,
    payments: [{ amount: 100, tips: 5 }],
  };
}

const order = buildOrder(500);
const context = { taxInclusive: false, taxRound: 'default' as const, cashDiscountEnabled: true };
let sink = 0;
for (let run = 0; run < WARM_UP; run += 1) sink += orderTotals(order, context).grand_total;
const times: number[] = [];
for (let run = 0; run < ITERATIONS; run += 1) {
  const start = performance.now();
  sink += orderTotals(order, context).grand_total;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const middle = Math.floor(times.length / 2);
const median = times.length % 2 ? (times[middle] ?? 0) : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
const medianMs = Number(median.toFixed(4));
const ok = medianMs <= BUDGET_MS;

const result = {
  name: 'domain-totals',
  median_ms: medianMs,
  budget_ms: BUDGET_MS,
  ok,
  // The shape bench/lib/report.ts writes, so scripts/bench.mjs can gather this file like the others.
  figure: medianMs,
  unit: 'ms (median of orderTotals on a 500-line order with modifiers and 3 tax rates)',
  budget: { value: BUDGET_MS, better: 'lower' },
  details: {
    lines: 500,
    iterations: ITERATIONS,
    warm_up: WARM_UP,
    p90_ms: Number((times[Math.floor(times.length * 0.9)] ?? 0).toFixed(4)),
    checksum: sink,
  },
};
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'domain-totals.json'), JSON.stringify(result, null, 2) + '\n');
console.log(
  `domain-totals: median ${String(medianMs)} ms (budget ${String(BUDGET_MS)} ms) ${ok ? 'ok' : 'OVER BUDGET'}`,
);
