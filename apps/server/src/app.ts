import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type HookHandlerDoneFunction,
} from 'fastify';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.ts';
import { seedDemo, type DemoSeedResult } from './demo/seed-demo.ts';
import { installAuth } from './http/auth.ts';
import { HttpError, installErrorHandler } from './http/errors.ts';
import { RateWindow } from './http/rate-window.ts';
import { trustProxyFrom } from './http/trust-proxy.ts';
import { DASHBOARD_SESSIONS_CHANNEL, sessionCacheClear } from './services/dashboard-session-cache.ts';
import { TOKENS_CHANNEL, tokenCacheEvict } from './services/token-cache.ts';
import { backOfficeStatic } from './http/back-office-static.ts';
import { orderingStatic } from './http/ordering-static.ts';
import { securityHeaders } from './http/security-headers.ts';
import { terminalStatic } from './http/terminal-static.ts';
import { cardProxyRoutes } from './routes/card-proxy.ts';
import type { CardProxyOptions } from './services/card-proxy.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { configRoutes } from './routes/config.ts';
import { customerRoutes } from './routes/customers.ts';
import { dashboardRoutes } from './routes/dashboard/index.ts';
import { docsRoutes } from './routes/docs.ts';
import { giftCardRoutes } from './routes/gift-cards.ts';
import { healthRoutes } from './routes/health.ts';
import { linkingRoutes } from './routes/linking.ts';
import { onlineIntakeRoutes } from './routes/online-intake.ts';
import { orderingPublicRoutes } from './routes/ordering-public.ts';
import { orderLockRoutes } from './routes/order-locks.ts';
import { orderRoutes } from './routes/orders.ts';
import { realtimeRoutes } from './routes/realtime.ts';
import { shiftRoutes } from './routes/shifts.ts';
import { storeOpsRoutes } from './routes/store-ops.ts';
import { displayPublicRoutes } from './routes/display-public.ts';

export interface AppOptions extends DatabaseOptions {
  /** Built terminal to serve (apps/terminal/dist); omitted in API-only tests. */
  terminalDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests share one); otherwise one is opened from the options. */
  database?: DatabaseHandle;
  /**
   * Demo mode: requests without a token act for the demo store (seed 000 §4). Default: on for the embedded
   * database, off on PostgreSQL; env DEMO_MODE=1/0 overrides (docs/operations.md).
   */
  demoMode?: boolean;
  /** "Now" for the demo's past day, ISO 8601 (docs/operations.md DEMO_HISTORY_AT); default env DEMO_HISTORY_AT, else the clock. */
  demoHistoryAt?: string;
  /** The proxies whose X-Forwarded-For is believed (docs/operations.md TRUST_PROXY); default env TRUST_PROXY. */
  trustProxy?: string;
  /** Card terminal B's proxy: shorter waits and another fetch in tests (services/card-proxy.ts). */
  cardProxy?: CardProxyOptions;
}

/**
 * Requests per minute to one store's public routes (online intake, curbside) from all addresses together (issue 14
 * §4), counted after each address's own limit: many addresses cannot flood one store's kitchen. In memory, per
 * instance; a store's busiest online hour stays far below it.
 */
export const PUBLIC_STORE_LIMIT = 120;
const PUBLIC_STORE_WINDOW_MS = 60_000;

export interface App {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What the demo seed created on this start (created false when the database already had stores). */
  demo: DemoSeedResult;
  demoMode: boolean;
}

function demoModeFrom(options: AppOptions): boolean {
  if (options.demoMode !== undefined) return options.demoMode;
  const env = process.env.DEMO_MODE;
  if (env === '1' || env === 'true') return true;
  if (env === '0' || env === 'false') return false;
  return !options.databaseUrl && !options.database;
}

/** The demo's past day is dated from this instant (ISO 8601) instead of the clock: screen tours need the same orders every day. */
function demoHistoryAtFrom(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`DEMO_HISTORY_AT: not an ISO 8601 date and time: ${value}`);
  return at;
}

/** Builds the back office: used by main.ts and by every route test through app.inject. */
export async function buildApp(options: AppOptions = {}): Promise<App> {
  // Read before the database opens: a bad value stops the start with nothing left open.
  const historyAt = demoHistoryAtFrom(options.demoHistoryAt ?? process.env.DEMO_HISTORY_AT);
  const database = options.database ?? (await openDatabase(options));
  const demo = await seedDemo(database.db, { historyAt });
  const demoMode = demoModeFrom(options);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    // The client address feeds the rate limits: X-Forwarded-For counts only from the listed proxies (issue 14 §4).
    trustProxy: trustProxyFrom(options.trustProxy ?? process.env.TRUST_PROXY),
  });
  if (!options.database) app.addHook('onClose', async () => database.close());
  installErrorHandler(app);
  // A DELETE names what it deletes in its path: one sent with a JSON content type and no body (as generic HTTP
  // clients do) is read as having none, not refused as an empty JSON body. Other bodies go through Fastify's own
  // parser (its guard against __proto__ and constructor keys kept).
  const jsonParse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && String(body).trim() === '') done(null, undefined);
    else void jsonParse(request, String(body), done);
  });
  // Customer-display signalling posts form fields (seed 002 §7); read them as a plain object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  securityHeaders(app, database.db);
  installAuth(app, database.db, demoMode);
  // Tokens revoked on another instance (or by the CLI) leave this instance's cache too.
  const stopTokenListener = await database.listen(TOKENS_CHANNEL, tokenCacheEvict);
  app.addHook('onClose', async () => stopTokenListener());
  const stopSessionListener = await database.listen(DASHBOARD_SESSIONS_CHANNEL, sessionCacheClear);
  app.addHook('onClose', async () => stopSessionListener());
  // Only routes that ask for it (config.rateLimit) are limited: the public online intake.
  await app.register(rateLimit, { global: false });
  publicStoreCeiling(app);
  healthRoutes(app, database);
  linkingRoutes(app, database.db);
  configRoutes(app, database.db);
  catalogRoutes(app, database.db);
  orderRoutes(app, database.db);
  orderLockRoutes(app, database.db);
  shiftRoutes(app, database.db);
  customerRoutes(app, database.db);
  giftCardRoutes(app, database.db);
  cardProxyRoutes(app, database.db, options.cardProxy);
  storeOpsRoutes(app, database.db);
  displayPublicRoutes(app, database.db);
  onlineIntakeRoutes(app, database.db);
  await orderingPublicRoutes(app, database);
  await dashboardRoutes(app, database);
  await realtimeRoutes(app, database, demoMode);
  await docsRoutes(app);
  backOfficeStatic(app, options.terminalDist);
  orderingStatic(app, options.terminalDist);
  await terminalStatic(app, options.terminalDist);
  return { app, database, demo, demoMode };
}

/**
 * The per-store ceiling of the public routes that name a store (:store; the ordering page's reads, marked
 * storeCeiling: false, are left to their per-address limits): a preHandler of those routes only (no cost
 * on any other request), so it runs after the per-address limit of @fastify/rate-limit (onRequest) and one
 * address's refused requests never use up its store's share. A store id that is no number is left to the route's
 * own 400. Installed before the routes, as onRoute sees only routes added after it.
 */
function publicStoreCeiling(app: FastifyInstance): void {
  const ceiling = new RateWindow(PUBLIC_STORE_LIMIT, PUBLIC_STORE_WINDOW_MS);
  const check = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const raw = (request.params as Record<string, unknown> | undefined)?.store;
    const storeId = Number(raw);
    if (raw === undefined || !Number.isSafeInteger(storeId)) return done();
    const key = String(storeId);
    if (ceiling.take(key)) return done();
    const retryAfter = ceiling.retryAfterSeconds(key);
    reply.header('Retry-After', String(retryAfter));
    done(new HttpError(429, 'rate_limited', `Too many requests for this store; try again in ${retryAfter} s`));
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.public || route.config.storeCeiling === false || !route.url.includes(':store')) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, check];
  });
}
