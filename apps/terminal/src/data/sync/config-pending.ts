import { CONFIG_PARTS, type ConfigPart } from '@opentill/contracts';
import { create } from 'zustand';

/**
 * The parts of the terminal's data the dashboard changed and this device has not fetched again yet (issue 16 §9),
 * kept in localStorage so a reload or a failed refetch still fetches them: a config-changed event moves the realtime
 * cursor on, so it is not replayed. Small on purpose: the root layout reads it at start without loading the sync code.
 */
export const CONFIG_PENDING_KEY = 'configPending';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The parts waiting for a refetch, in CONFIG_PARTS order, unknown names dropped. */
export function configPending(): ConfigPart[] {
  const raw = storage()?.getItem(CONFIG_PENDING_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const names = new Set(Array.isArray(parsed) ? parsed : []);
  return CONFIG_PARTS.filter((part) => names.has(part));
}

/** Adds parts to the waiting ones. */
export function configPendingAdd(parts: readonly ConfigPart[]): void {
  const next = new Set([...configPending(), ...parts]);
  storage()?.setItem(CONFIG_PENDING_KEY, JSON.stringify(CONFIG_PARTS.filter((part) => next.has(part))));
}

/** Removes parts that were fetched (parts added meanwhile stay). */
export function configPendingRemove(parts: readonly ConfigPart[]): void {
  const left = configPending().filter((part) => !parts.includes(part));
  if (left.length === 0) storage()?.removeItem(CONFIG_PENDING_KEY);
  else storage()?.setItem(CONFIG_PENDING_KEY, JSON.stringify(left));
}

/** Which parts were fetched again last, and a counter: screens reading localStorage's terminal re-render on it. */
export const useConfigRevision = create<{ revision: number; parts: ConfigPart[] }>()(() => ({ revision: 0, parts: [] }));
