import { DEMO_TOKEN } from '@opentill/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { stores, terminals } from '../db/schema.ts';
import { apiTokenCached, apiTokenLookup } from '../services/linking.ts';
import { HttpError } from './errors.ts';

/** Who is calling: the store and terminal come from the token only, never from a body or a path (issue 4 §3). */
export interface Caller {
  storeId: number;
  terminalId: number;
  /**
   * The caller's store is the demo store (stores.demo, issue 14 §7), with a token or without: anyone on the network
   * may use that store in demo mode, so its caps apply (gift cards, contracts DEMO_GIFT_CARD_LIMIT).
   */
  demo: boolean;
  /** Came without a token (or with Token demo) in demo mode: realtime names the channel 'demo' (seed 000 §4). */
  tokenless: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token: health, verify, public online intake. */
    public?: boolean;
  }
}

/**
 * Whether a matched route is behind the token check. Judged on the route the router matched, never on the raw URL
 * (issue 14 §10): the router decodes the path, so `/%61pi/countries` reaches `/api/countries` while its raw URL does
 * not start with /api/. Every route registered under /api is protected unless marked public; the OpenAPI document
 * and its UI (/api/docs) are public, like health. /api/dashboard routes answer to a dashboard session, not a token.
 */
export function routeNeedsToken(route: string | undefined, isPublic: boolean | undefined): boolean {
  if (!route || isPublic) return false;
  if (route !== '/api' && !route.startsWith('/api/')) return false;
  // The owner's dashboard (issue 16 §2) signs in with a session cookie instead: http/dashboard-auth.ts.
  if (route === '/api/dashboard' || route.startsWith('/api/dashboard/')) return false;
  return route !== '/api/docs' && !route.startsWith('/api/docs/');
}

/** The token of an `Authorization: Token <api_token>` header, or undefined. */
export function headerToken(header: string | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return /^Token\s+(\S+)$/i.exec(header.trim())?.[1];
}

/**
 * The caller named by a token. Without a token (or with 'demo', seed 000 §4) only in demo mode, and then only for
 * the demo store (issue 14 §7), as the terminal `demoTerminal` names (one of the demo store's) or its first one.
 */
export async function callerFor(
  db: Database,
  token: string | undefined,
  demoMode: boolean,
  demoTerminal?: unknown,
): Promise<Caller> {
  if (token && token !== DEMO_TOKEN) {
    const found = await apiTokenLookup(db, token);
    if (!found) throw new HttpError(401, 'unauthorized', 'Invalid or revoked token');
    return { ...found, tokenless: false };
  }
  if (!demoMode) throw new HttpError(401, 'unauthorized', 'Authorization: Token <api_token> required');
  return demoCaller(db, demoTerminal);
}

/**
 * Requires `Authorization: Token <api_token>` on every /api route not marked public; 401 otherwise. In demo mode a
 * request without the header (or with the token 'demo', seed 000 §4) acts for the demo store, as the terminal named
 * by the X-Demo-Terminal header or the demo store's first terminal.
 */
export function installAuth(app: FastifyInstance, db: Database, demoMode: boolean): void {
  app.decorateRequest('caller', null);
  // A callback hook, not an async one: a token in the cache is answered without a promise (the CPU profile of the
  // api-read-throughput bench, issue 14); anything else goes through callerFor.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!routeNeedsToken(request.routeOptions.url, request.routeOptions.config.public)) return done();
    const header = request.headers.authorization;
    const token = headerToken(header);
    // A header that is not a token (e.g. Basic) is refused even in demo mode, as before.
    if (header !== undefined && !token)
      return done(new HttpError(401, 'unauthorized', 'Authorization: Token <api_token> required'));
    const cached = token && token !== DEMO_TOKEN ? apiTokenCached(token) : null;
    if (cached) {
      request.caller = { storeId: cached.storeId, terminalId: cached.terminalId, demo: cached.demo, tokenless: false };
      return done();
    }
    callerFor(db, token, demoMode, request.headers['x-demo-terminal']).then(
      (caller) => {
        request.caller = caller;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

/**
 * The demo store's terminal: only a store marked demo answers (a store 1 that is not the seeded demo never does),
 * and a terminal id of another store is refused, not mapped.
 */
async function demoCaller(db: Database, demoTerminal: unknown): Promise<Caller> {
  const wanted = Number(demoTerminal);
  const demoStore = eq(stores.demo, true);
  const where =
    Number.isInteger(wanted) && wanted > 0 && wanted <= 2_147_483_647
      ? and(demoStore, eq(terminals.id, wanted))
      : demoStore;
  const [terminal] = await db
    .select({ id: terminals.id, storeId: terminals.storeId })
    .from(terminals)
    .innerJoin(stores, eq(stores.id, terminals.storeId))
    .where(where)
    .orderBy(asc(stores.id), asc(terminals.id))
    .limit(1);
  if (!terminal) throw new HttpError(401, 'unauthorized', 'Demo terminal not found');
  return { storeId: terminal.storeId, terminalId: terminal.id, demo: true, tokenless: true };
}

/** The caller of an authenticated route (set by the hook above). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'unauthorized', 'Authorization required');
  return request.caller;
}
