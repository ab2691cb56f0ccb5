/**
 * The catalog revision (issue 5 §2): a random mark that changes on every write to products or categories. The
 * derived snapshot and the in-memory catalog remember the revision they were built from; a different mark means
 * the products changed since, so they are rebuilt from the products store (the source). Random rather than a
 * counter, so a reset (localStorage cleared) never matches a snapshot left from before.
 */
export const CATALOG_REVISION_KEY = 'catalogRevision';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The current revision, or null when products were never written on this device (or after a reset). */
export function catalogRevision(): string | null {
  return storage()?.getItem(CATALOG_REVISION_KEY) ?? null;
}

/** Marks products or categories as changed: called by every write to those stores (save.ts). */
export function catalogRevisionBump(): string {
  const next = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  storage()?.setItem(CATALOG_REVISION_KEY, next);
  return next;
}
