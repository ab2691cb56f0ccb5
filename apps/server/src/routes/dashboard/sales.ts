import {
  daySummaryDashboardQuery,
  ordersDashboardQuery,
  reportKind,
  reportQuery,
  salesTodayQuery,
  shiftsDashboardQuery,
} from '@opentill/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import {
  csvStream,
  daySummaryCsv,
  orderCells,
  ORDERS_CSV_HEADER,
  reportCsv,
  sendCsv,
  shiftCells,
  SHIFTS_CSV_HEADER,
} from '../../services/dashboard-csv.ts';
import {
  orderDetail,
  ordersAll,
  ordersPage,
  salesFilters,
  shiftDetail,
  shiftsAll,
  shiftsPage,
} from '../../services/dashboard-orders.ts';
import { daySummaryDashboard, salesReport, salesToday } from '../../services/dashboard-reports.ts';
import { EVENTS_CHANNEL, type LoggedEvent } from '../../services/events.ts';

const STORE = '/api/dashboard/stores/:store';

/** A row id from the path: a whole number within PostgreSQL's integer, else 404 as an id that does not exist. */
function rowId(request: FastifyRequest, what: string): number {
  const raw = (request.params as Record<string, unknown> | undefined)?.id;
  const text = typeof raw === 'string' ? raw : '';
  const value = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (value < 1 || value > 2_147_483_647) throw new HttpError(404, 'not_found', `${what} not found`);
  return value;
}

/** Live connections per store (each holds a socket open; a dashboard tab has one). */
export const LIVE_PER_STORE = 50;
const PING_MS = 25_000;

/**
 * Orders, shifts, day summary, reports, CSV, live updates (issue 16 §8): under /api/dashboard/stores/:store, for an
 * account that may see the store (dashboardStore answers 404 otherwise). Read-only: nothing here changes data, so
 * nothing is audited.
 */
export function salesDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void | Promise<void> {
  const { db } = database;

  app.get(`${STORE}/reports/today`, async (request) => {
    const storeId = dashboardStore(request);
    parseInput(salesTodayQuery, request.query ?? {}, 'query');
    return salesToday(db, storeId);
  });

  app.get(`${STORE}/reports/day-summary`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const query = parseInput(daySummaryDashboardQuery, request.query ?? {}, 'query');
    const summary = await daySummaryDashboard(db, storeId, query.date);
    if (query.format === 'csv') return sendCsv(reply, `day-summary-${summary.date}`, daySummaryCsv(summary));
    return summary;
  });

  app.get(`${STORE}/reports/:kind`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const kind = parseInput(reportKind, (request.params as { kind?: unknown }).kind, 'kind');
    const query = parseInput(reportQuery, request.query ?? {}, 'query');
    const report = await salesReport(db, storeId, kind, query);
    if (query.format === 'csv') return sendCsv(reply, `${kind}-${report.from}-${report.to}`, reportCsv(report));
    return report;
  });

  app.get(`${STORE}/orders`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const query = parseInput(ordersDashboardQuery, request.query ?? {}, 'query');
    if (query.format === 'csv') {
      const { cursor: _cursor, limit: _limit, format: _format, ...filter } = query;
      return sendCsv(reply, 'orders', csvStream(ORDERS_CSV_HEADER, ordersAll(db, storeId, filter), orderCells));
    }
    return ordersPage(db, storeId, query);
  });

  app.get(`${STORE}/orders/filters`, async (request) => salesFilters(db, dashboardStore(request)));

  app.get(`${STORE}/orders/:id`, async (request) => {
    const storeId = dashboardStore(request);
    return orderDetail(db, storeId, rowId(request, 'Order'));
  });

  app.get(`${STORE}/shifts`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const query = parseInput(shiftsDashboardQuery, request.query ?? {}, 'query');
    if (query.format === 'csv') {
      const { cursor: _cursor, limit: _limit, format: _format, ...filter } = query;
      return sendCsv(reply, 'shifts', csvStream(SHIFTS_CSV_HEADER, shiftsAll(db, storeId, filter), shiftCells));
    }
    return shiftsPage(db, storeId, query);
  });

  app.get(`${STORE}/shifts/:id`, async (request) => {
    const storeId = dashboardStore(request);
    return shiftDetail(db, storeId, rowId(request, 'Shift'));
  });

  // Live: Server-Sent Events of the store's order changes, heard through the event log's NOTIFY like the terminals'
  // WebSocket (routes/realtime.ts), authenticated by the session cookie the hook already checked.
  const listeners = new Map<number, Set<(event: LoggedEvent) => void>>();
  let stop: (() => Promise<void>) | undefined;
  const starting = database
    .listen(EVENTS_CHANNEL, (payload) => {
      let event: LoggedEvent;
      try {
        event = JSON.parse(payload) as LoggedEvent;
      } catch {
        return;
      }
      if (event.event !== 'orders-event') return;
      for (const listener of listeners.get(event.storeId) ?? []) listener(event);
    })
    .then(
      (stopListening) => {
        stop = stopListening;
      },
      // Without LISTEN there is nothing to stream; the screens keep their one-minute refresh.
      () => undefined,
    );
  const closers = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of closers) close();
    await starting;
    await stop?.();
  });

  app.get(`${STORE}/live`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const set = listeners.get(storeId) ?? new Set();
    if (set.size >= LIVE_PER_STORE) throw new HttpError(429, 'rate_limited', 'Too many live connections to this store');
    await starting;
    if (!stop) throw new HttpError(503, 'unavailable', 'Live updates are not available; figures refresh every minute');
    listeners.set(storeId, set);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      // A reverse proxy (nginx) would hold the events in its buffer: each must reach the browser as it is written.
      'x-accel-buffering': 'no',
    });
    raw.write(': live\n\nretry: 3000\n\n');
    const listener = (event: LoggedEvent) =>
      raw.write(`event: orders\ndata: ${JSON.stringify({ cursor: event.cursor })}\n\n`);
    const ping = setInterval(() => raw.write('event: ping\ndata: {}\n\n'), PING_MS);
    const close = () => {
      clearInterval(ping);
      set.delete(listener);
      closers.delete(close);
      if (!raw.writableEnded) raw.end();
    };
    set.add(listener);
    closers.add(close);
    request.raw.on('close', close);
  });
}
