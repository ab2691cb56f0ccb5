// The dashboard's reports over 1,000,000 orders on PostgreSQL (issue 16 acceptance): each report through its route
// (GET /api/dashboard/stores/:store/reports/:kind with a session cookie, in-process through app.inject: the session
// hook, the query's validation, the service, the JSON answer) against the bare SQL aggregate of the same figures (the
// very statement the service sends, run alone on a plain node-postgres client), in the same run and database. Budget:
// every report within 2x its bare aggregate. The orders are written by SQL generate_series (3 lines and 1 or 2
// payments each, some gift cards sold, some refunds, spread over 90 business days), then ANALYZEd.
// BENCH_ORDERS changes the count (a quick check of the script); BENCH_DATABASE_URL uses a running server instead of a
// throw-away cluster (scripts/lib/postgres-cluster.mjs).
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { REPORT_KINDS } from '../packages/contracts/src/dashboard/sales.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { dayRange, reportSql, startOffsetMs } from '../apps/server/src/services/dashboard-reports.ts';
import { dashboardSignIn } from '../apps/server/test/dashboard-fixtures.ts';
import { median, writeResult } from './lib/index.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The range each report covers: the last 30 business days (the hour report: its one-day maximum is 31). */
const RANGE_DAYS = 30;

let cluster: { url: string; stop(): void } | undefined;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  const { startPostgresCluster } = await import('../scripts/lib/postgres-cluster.mjs');
  cluster = await startPostgresCluster();
  databaseUrl = cluster.url;
}

const details: Record<string, number | string> = { orders: ORDERS, business_days: DAYS, range_days: RANGE_DAYS };
try {
  const built = await buildApp({ databaseUrl, logger: false, demoMode: false });
  const session = await dashboardSignIn(built, { role: 'owner', storeName: 'Bench reports' });
  const store = session.storeId;
  const bare = new pg.Client({ connectionString: databaseUrl });
  await bare.connect();

  // The store's business day starts at 06:00 UTC (the fixture's store); "today" is the last generated day.
  const now = new Date();
  const today = new Date(now.getTime() - 6 * 3600_000).toISOString().slice(0, 10);
  const generated = performance.now();
  await bare.query('begin');
  await bare.query(
    `insert into employees (store_id, name, role, uid) select $1, 'Bench ' || g, 1, 'bench-' || g from generate_series(1, 8) g`,
    [store],
  );
  await bare.query(
    `insert into orders (store_id, local_id, number, status, type, terminal_id, grand_total_cents, tax_total_cents,
       open_date, close_date, body, body_hash)
     select $1, 'bench_' || g, 1000000 + g, case when g % 50 = 0 then 5 else 3 end, case when g % 20 = 0 then 1 else 0 end, $2,
       case when g % 50 = 0 then -(500 + g % 700) else 500 + g % 7000 end,
       case when g % 50 = 0 then -(40 + g % 50) else 40 + g % 560 end,
       ts, ts + interval '4 minutes',
       jsonb_build_object('surcharge_value', 0, 'discount_total', (g % 10 = 0)::int * 1.5,
         'employee', (select min(id) from employees where store_id = $1) + g % 8, 'local_id', 'bench_' || g),
       md5(g::text)
     from generate_series(1, $3::int) g,
       lateral (select ($4::date + time '06:00' - make_interval(days => $5::int - 1) + (g::float8 / $3 * $5) * interval '1 day') at time zone 'UTC' as ts) t`,
    [store, session.terminalId, ORDERS, today, DAYS],
  );
  await bare.query(
    `insert into order_items (store_id, order_id, local_id, product_id, name, quantity_thousandths, price_cents, position, body)
     select $1, o.id, o.local_id || '_' || n, case when n = 3 and o.id % 40 = 0 then -2 else 1 + (o.id * n) % 300 end,
       'Product ' || ((o.id * n) % 300), 1000 * (1 + n % 2), 100 + (o.id * n) % 900, n - 1,
       jsonb_build_object('modifiers', case when n = 1 then '[{"name":"Extra","price":0.5}]'::jsonb else '[]'::jsonb end,
         'tax_items', jsonb_build_array(jsonb_build_object('name', 'Tax', 'tax_total', 0.25)))
     from orders o, generate_series(1, 3) n where o.store_id = $1`,
    [store],
  );
  await bare.query(
    `insert into payments (store_id, order_id, local_id, payment_type, amount_cents, tips_cents, payment_date, position, body)
     select $1, o.id, o.local_id || '_p' || n, case when n = 2 then 'Card' else 'Cash' end,
       case when n = 2 then o.grand_total_cents - o.grand_total_cents / 2 else o.grand_total_cents / 2 end,
       case when n = 2 and o.id % 3 = 0 then 100 else 0 end, o.close_date, n - 1, jsonb_build_object('employee', o.body->'employee')
     from orders o, generate_series(1, 2) n where o.store_id = $1`,
    [store],
  );
  await bare.query(
    `insert into gift_cards (store_id, gift_card_number, credit_cents)
     select $1, 'bench-' || g, g % 5000 from generate_series(1, 20000) g`,
    [store],
  );
  await bare.query('commit');
  await bare.query('analyze');
  details.generate_s = Number(((performance.now() - generated) / 1000).toFixed(1));

  const startTime = '06:00';
  const offset = startOffsetMs(startTime);
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - (RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const ratios: number[] = [];
  const dialect = new PgDialect();
  for (const kind of REPORT_KINDS) {
    const query = kind === 'hour' ? { from: today, to: today } : { from, to: today };
    const range = dayRange(query, startTime, now);
    const statement = dialect.sqlToQuery(reportSql(kind, store, range, offset));
    const url = `/api/dashboard/stores/${store}/reports/${kind}?from=${query.from}&to=${query.to}`;
    const routeTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Alternated, so a cache warmed by one side serves the other alike.
      let started = performance.now();
      const answer = await built.app.inject({ method: 'GET', url, headers: session.headers });
      routeTimes.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`${kind} answered ${answer.statusCode}: ${answer.body}`);
      started = performance.now();
      await bare.query(statement.sql, statement.params);
      bareTimes.push(performance.now() - started);
    }
    const route = median(routeTimes.slice(1));
    const raw = median(bareTimes.slice(1));
    ratios.push(route / raw);
    details[`${kind}_route_ms`] = Number(route.toFixed(1));
    details[`${kind}_bare_ms`] = Number(raw.toFixed(1));
    details[`${kind}_ratio`] = Number((route / raw).toFixed(3));
  }
  // Not budgeted (a JavaScript computation, not an aggregate): today's figures and one orders page.
  for (const [name, url] of [
    ['today', `/api/dashboard/stores/${store}/reports/today`],
    ['orders_page', `/api/dashboard/stores/${store}/orders?from=${from}&to=${today}&limit=50`],
  ] as const) {
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      await built.app.inject({ method: 'GET', url, headers: session.headers });
      times.push(performance.now() - started);
    }
    details[`${name}_ms`] = Number(median(times).toFixed(1));
  }
  await bare.end();
  await built.app.close();
  writeResult({
    name: 'dashboard-reports',
    figure: Number(Math.max(...ratios).toFixed(3)),
    unit: `highest ratio of a report's route time to its bare SQL aggregate (${ORDERS} orders, PostgreSQL)`,
    budget: { value: 2, better: 'lower' },
    details,
  });
} finally {
  cluster?.stop();
}
