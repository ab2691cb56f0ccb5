/**
 * Live tokens seen recently, so an authenticated request needs no database round trip (issue 4 benchmark: an
 * authenticated read at ≥ 50 % of bare Fastify). Revocation evicts here at once on the revoking instance and on
 * every other instance through NOTIFY on TOKENS_CHANNEL; the TTL bounds any missed notification.
 */
export const TOKENS_CHANNEL = 'opentill_tokens';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  storeId: number;
  terminalId: number;
  at: number;
}

const cache = new Map<string, Entry>();

export function tokenCacheGet(hash: string, now = Date.now()): { storeId: number; terminalId: number } | null {
  const entry = cache.get(hash);
  if (!entry) return null;
  if (now - entry.at > TTL_MS) {
    cache.delete(hash);
    return null;
  }
  return { storeId: entry.storeId, terminalId: entry.terminalId };
}

export function tokenCachePut(hash: string, value: { storeId: number; terminalId: number }, now = Date.now()): void {
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(hash, { ...value, at: now });
}

export function tokenCacheEvict(hash: string): void {
  cache.delete(hash);
}
