import type { SessionContext } from './accounts.ts';

/**
 * Dashboard sessions seen in the last moments, so a burst of reads (a screen's queries, a report) costs its own
 * statement and not a session statement each (issue 16 benchmark: a 2 ms report answered in 6 ms). Only reads use it:
 * a change (any POST, PATCH, PUT or DELETE under /api/dashboard, sign-out and password change included) always reads
 * the session afresh, and once it has answered, every instance forgets every cached session (here at once, elsewhere
 * through NOTIFY on DASHBOARD_SESSIONS_CHANNEL), so a revoked session, a disabled account or a store taken away is
 * refused on the next request; the short TTL bounds a missed notification and what the CLI changes.
 */
export const DASHBOARD_SESSIONS_CHANNEL = 'opentill_dashboard_sessions';
export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

const byHash = new Map<string, { at: number; value: SessionContext }>();

export function sessionCacheGet(tokenHash: string, now = Date.now()): SessionContext | null {
  const entry = byHash.get(tokenHash);
  if (!entry) return null;
  if (now - entry.at > SESSION_CACHE_TTL_MS) {
    byHash.delete(tokenHash);
    return null;
  }
  return entry.value;
}

export function sessionCachePut(tokenHash: string, value: SessionContext, now = Date.now()): void {
  if (byHash.size >= MAX_ENTRIES) byHash.clear();
  byHash.set(tokenHash, { at: now, value });
}

/** Forgets every cached session (after any dashboard change, here or on another instance). */
export function sessionCacheClear(): void {
  byHash.clear();
}
