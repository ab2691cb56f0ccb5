/**
 * Live tokens seen recently, so an authenticated request needs no database round trip (issue 4 benchmark: an
 * authenticated read at ≥ 50 % of bare Fastify). Revocation evicts here at once on the revoking instance and on
 * every other instance through NOTIFY on TOKENS_CHANNEL; the TTL bounds any missed notification.
 */
export const TOKENS_CHANNEL = 'opentill_tokens';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** Whom a token belongs to: its store and terminal, and whether that store is the demo store (issue 14 §7). */
export interface TokenOwner {
  storeId: number;
  terminalId: number;
  demo: boolean;
}

interface Entry {
  owner: TokenOwner;
  at: number;
}

const cache = new Map<string, Entry>();

/** The cached owner (frozen: callers spread it, nobody may change the shared entry), or null. */
export function tokenCacheGet(hash: string, now = Date.now()): TokenOwner | null {
  const entry = cache.get(hash);
  if (!entry) return null;
  if (now - entry.at > TTL_MS) {
    cache.delete(hash);
    return null;
  }
  return entry.owner;
}

export function tokenCachePut(hash: string, value: TokenOwner, now = Date.now()): void {
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(hash, {
    owner: Object.freeze({ storeId: value.storeId, terminalId: value.terminalId, demo: value.demo }),
    at: now,
  });
}

export function tokenCacheEvict(hash: string): void {
  cache.delete(hash);
}
