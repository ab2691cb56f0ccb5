import crypto from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { DASHBOARD_SESSION_COOKIE, type AccountRole } from '@opentill/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessionContext } from '../services/accounts.ts';
import { csrfTokenFor, SESSION_IDLE_MS, SESSION_MAX_MS, sessionTouchIfDue } from '../services/dashboard-sessions.ts';
import {
  DASHBOARD_SESSIONS_CHANNEL,
  sessionCacheClear,
  sessionCacheGet,
  sessionCachePut,
} from '../services/dashboard-session-cache.ts';
import { sha256 } from '../services/secrets.ts';
import { HttpError } from './errors.ts';

/** The signed-in dashboard account of a request (issue 16 §2): set by the session hook below. */
export interface DashboardAccountContext {
  id: number;
  businessId: number;
  role: AccountRole;
  email: string;
  name: string;
  language: string;
  /** The stores this account may see: every store of its business for an owner, its listed stores for a manager. */
  storeIds: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account on /api/dashboard routes; null elsewhere and on the public ones. */
    account: DashboardAccountContext | null;
    /** The id of the dashboard_sessions row of this request, or null. */
    dashboardSessionId: number | null;
    /** The raw session token from the cookie (to answer its CSRF token), or null. */
    dashboardSessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * A dashboard route reachable without a session (sign-in, set-up): still Origin-checked when it changes
     * anything, never token-checked.
     */
    dashboardPublic?: boolean;
  }
}

/** Whether a matched route is a dashboard route (session cookie, not a terminal token). */
export function isDashboardRoute(route: string | undefined): boolean {
  return route === '/api/dashboard' || (route?.startsWith('/api/dashboard/') ?? false);
}

const { parse: parseCookies, serialize: serializeCookie } = fastifyCookie;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The Origin check of a mutation (issue 16 §2 CSRF): the Origin header (or, without one, the Referer's origin) must
 * be this server's own (its Host, as Fastify reads it: X-Forwarded-Host only from a TRUST_PROXY address) or one of
 * ALLOWED_ORIGINS. A request with neither header is refused: every browser sends Origin on a POST, and the dashboard
 * API has no other clients.
 */
export function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins().includes(parsed.origin)) return true;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  try {
    return parsed.host === new URL(`${parsed.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The session token of the request's cookie, or null. */
export function sessionCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookies(header)[DASHBOARD_SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/** Whether the request came over https (directly or, from a TRUST_PROXY address, by X-Forwarded-Proto). */
function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Sets the session cookie: httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/,
 * Secure over https, and a Max-Age of the session's longest life (the server ends it sooner when idle).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    serializeCookie(DASHBOARD_SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: overHttps(request),
      maxAge: Math.floor(SESSION_MAX_MS / 1000),
    }),
  );
}

/** Clears the session cookie (sign-out, revoked or expired session). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    serializeCookie(DASHBOARD_SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: overHttps(request),
      maxAge: 0,
    }),
  );
}

const csrfRefused = () =>
  new HttpError(403, 'csrf_refused', 'Request refused: it did not come from the dashboard (Origin or CSRF token)');

/**
 * The session hook of every /api/dashboard route (issue 16 §2), judged on the route the router matched (like the
 * terminal token check of auth.ts, which leaves these routes alone):
 * - a mutation (not GET/HEAD/OPTIONS) must come from an allowed Origin, else 403 csrf_refused;
 * - routes marked dashboardPublic (sign-in, set-up) need no session;
 * - every other route needs a live session (cookie), else 401 signed_out, and a mutation also the header
 *   X-CSRF-Token equal to the session's CSRF token, else 403 csrf_refused.
 * Sets request.account with the stores the account may see.
 */
export function installDashboardAuth(app: FastifyInstance, db: Database): void {
  app.decorateRequest('account', null);
  app.decorateRequest('dashboardSessionId', null);
  app.decorateRequest('dashboardSessionToken', null);
  // After any dashboard change (before its answer leaves), every instance forgets the sessions it had cached.
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isDashboardRoute(request.routeOptions.url)) return;
    sessionCacheClear();
    await db.execute(sql`select pg_notify(${DASHBOARD_SESSIONS_CHANNEL}, '')`);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isDashboardRoute(request.routeOptions.url)) return;
    // Never cached by a browser or a proxy: answers name the account and its business.
    reply.header('cache-control', 'no-store');
    const mutation = !SAFE_METHODS.has(request.method);
    if (mutation && !originAllowed(request)) throw csrfRefused();
    const token = sessionCookieToken(request);
    if (request.routeOptions.config.dashboardPublic) {
      // Sign-in and set-up read an existing session only to replace it.
      request.dashboardSessionToken = token;
      return;
    }
    const now = new Date();
    const tokenHash = token ? sha256(token) : null;
    // A revoked, expired or idle session, or a disabled account: signed out. Reads may use a session seen a moment
    // ago (dashboard-session-cache.ts); a change never does.
    let found = tokenHash && !mutation ? sessionCacheGet(tokenHash, now.getTime()) : null;
    if (!found && tokenHash) {
      found = await sessionContext(db, tokenHash, new Date(now.getTime() - SESSION_IDLE_MS), now);
      if (found) {
        await sessionTouchIfDue(db, found.session, now);
        sessionCachePut(tokenHash, found, now.getTime());
      }
    }
    if (!found) {
      if (token) clearSessionCookie(request, reply);
      throw new HttpError(401, 'signed_out', 'Signed out: sign in again');
    }
    if (mutation) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !token || !sameText(sent, csrfTokenFor(token))) throw csrfRefused();
    }
    const { session, account } = found;
    request.account = account;
    request.dashboardSessionId = session.id;
    request.dashboardSessionToken = token;
  });
}

/** The signed-in account of a dashboard route (401 signed_out when there is none, e.g. on a public route). */
export function dashboardAccount(request: FastifyRequest): DashboardAccountContext {
  if (!request.account) throw new HttpError(401, 'signed_out', 'Signed out: sign in again');
  return request.account;
}

/** 403 unless the signed-in account is an owner (accounts, new stores, the business's settings). */
export function requireOwner(request: FastifyRequest): DashboardAccountContext {
  const account = dashboardAccount(request);
  if (account.role !== 'owner') throw new HttpError(403, 'forbidden', 'Only an owner may do this');
  return account;
}

/**
 * The store of a store-scoped dashboard route (`:store` in its path): its id when the account may see it, else 404
 * not_found, the same answer as a store that does not exist (another business's ids are never confirmed).
 */
export function dashboardStore(request: FastifyRequest): number {
  const account = dashboardAccount(request);
  const raw = (request.params as Record<string, unknown> | undefined)?.store;
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  if (!/^\d{1,10}$/.test(text)) throw new HttpError(404, 'not_found', 'Store not found');
  const storeId = Number(text);
  if (!account.storeIds.includes(storeId)) throw new HttpError(404, 'not_found', 'Store not found');
  return storeId;
}
