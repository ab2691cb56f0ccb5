/**
 * A short-lived cache of the store's reference data answers (sections, tables, categories, employees, discounts,
 * product pages). The back office has no catalogue editing yet, so these change only through table moves, which
 * evict their store's entries at once on this instance; the TTL bounds what another instance (or a direct
 * database edit) can leave stale. It keeps the first sync of many terminals, and reloads, off the database.
 */
export const READ_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 5000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/** The cached answer for (store, key), loading it once for concurrent callers; failures are not cached. */
export function readCached<T>(storeId: number, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const id = `${storeId}|${key}`;
  const hit = entries.get(id);
  if (hit && now - hit.at < READ_CACHE_TTL_MS) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(id, { at: now, value });
  value.catch(() => {
    if (entries.get(id)?.value === value) entries.delete(id);
  });
  return value;
}

/** Drops a store's cached answers (all of them, or those whose key starts with a prefix). */
export function readCacheEvict(storeId: number, keyPrefix = ''): void {
  const prefix = `${storeId}|${keyPrefix}`;
  for (const id of entries.keys()) if (id.startsWith(prefix)) entries.delete(id);
}

/** readCached of an answer's JSON text: serialised once per load, not once per request (issue 14 benchmark). */
export function readCachedJson(
  storeId: number,
  key: string,
  load: () => Promise<unknown>,
  now = Date.now(),
): Promise<string> {
  return readCached(storeId, key, async () => JSON.stringify(await load()), now);
}
