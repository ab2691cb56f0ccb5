import { DEMO_TOKEN } from '@opentill/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { terminals } from '../db/schema.ts';
import { apiTokenLookup } from '../services/linking.ts';
import { HttpError } from './errors.ts';

/** Who is calling: the store and terminal come from the token only, never from a body or a path (issue 4 §3). */
export interface Caller {
  storeId: number;
  terminalId: number;
  demo: boolean;
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

/** The demo store is store 1 (issue 4 §10). */
export const DEMO_STORE_ID = 1;

/**
 * Requires `Authorization: Token <api_token>` on every /api route not marked public; 401 otherwise. In demo mode a
 * request without the header (or with the token 'demo', seed 000 §4) acts for the demo store, as the terminal named
 * by the X-Demo-Terminal header or the store's first terminal.
 */
export function installAuth(app: FastifyInstance, db: Database, demoMode: boolean): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // The OpenAPI document and its UI (/api/docs) are public, like health.
    if (
      !request.url.startsWith('/api/') ||
      !route ||
      request.routeOptions.config.public ||
      route.startsWith('/api/docs')
    )
      return;
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Token\s+(\S+)$/i.exec(header.trim()) : null;
    const token = match?.[1];
    if (token && token !== DEMO_TOKEN) {
      const found = await apiTokenLookup(db, token);
      if (!found) throw new HttpError(401, 'unauthorized', 'Invalid or revoked token');
      request.caller = { ...found, demo: false };
      return;
    }
    if ((header === undefined || token === DEMO_TOKEN) && demoMode) {
      request.caller = await demoCaller(db, request);
      return;
    }
    throw new HttpError(401, 'unauthorized', 'Authorization: Token <api_token> required');
  });
}

async function demoCaller(db: Database, request: FastifyRequest): Promise<Caller> {
  const wanted = Number(request.headers['x-demo-terminal']);
  const where =
    Number.isInteger(wanted) && wanted > 0
      ? and(eq(terminals.storeId, DEMO_STORE_ID), eq(terminals.id, wanted))
      : eq(terminals.storeId, DEMO_STORE_ID);
  const [terminal] = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(where)
    .orderBy(asc(terminals.id))
    .limit(1);
  if (!terminal) throw new HttpError(401, 'unauthorized', 'Demo terminal not found');
  return { storeId: DEMO_STORE_ID, terminalId: terminal.id, demo: true };
}

/** The caller of an authenticated route (set by the hook above). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'unauthorized', 'Authorization required');
  return request.caller;
}
