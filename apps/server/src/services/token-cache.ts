/**
 * Live tokens seen recently, so an authenticated request needs no database round trip (issue 4 benchmark: an
 * authenticated read at ≥ 50 % of bare Fastify). Keyed by the token as sent, so a hit costs no SHA-256 either (a
 * CPU profile under the api-read-throughput load put the hash at 5 % of the server's time, issue 14); the hash is
 * kept beside it for eviction. Revocation evicts here at once on the revoking instance and on every other instance
 * through NOTIFY on TOKENS_CHANNEL (which carries the hash, never the token); the TTL bounds any missed notification.
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
  hash: string;
  at: number;
}

const byToken = new Map<string, Entry>();
const tokenOfHash = new Map<string, string>();

/** The cached owner of a token (frozen: callers copy it, nobody may change the shared entry), or null. */
export function tokenCacheGet(token: string, now = Date.now()): TokenOwner | null {
  const entry = byToken.get(token);
  if (!entry) return null;
  if (now - entry.at > TTL_MS) {
    byToken.delete(token);
    tokenOfHash.delete(entry.hash);
    return null;
  }
  return entry.owner;
}

export function tokenCachePut(token: string, hash: string, value: TokenOwner, now = Date.now()): void {
  // Oldest first out: a Map iterates in insertion order.
  if (byToken.size >= MAX_ENTRIES) {
    const oldest = byToken.entries().next().value;
    if (oldest) {
      byToken.delete(oldest[0]);
      tokenOfHash.delete(oldest[1].hash);
    }
  }
  const owner = Object.freeze({ storeId: value.storeId, terminalId: value.terminalId, demo: value.demo });
  byToken.set(token, { owner, hash, at: now });
  tokenOfHash.set(hash, token);
}

/** Forgets a token by its hash (what the database and NOTIFY know). */
export function tokenCacheEvict(hash: string): void {
  const token = tokenOfHash.get(hash);
  if (token === undefined) return;
  tokenOfHash.delete(hash);
  byToken.delete(token);
}
