import type { ConfigPart } from '@opentill/contracts';
import { create } from 'zustand';

/**
 * The parts of the terminal's data the dashboard changed and this device has not fetched again yet (issue 16 §9),
 * kept in localStorage so a reload or a failed refetch still fetches them: a config-changed event moves the realtime
 * cursor on, so it is not replayed. Small and free of the contracts' schemas on purpose: the realtime handler writes
 * here in the first screen's JavaScript; the names are checked against CONFIG_PARTS by the refetch
 * (config-refresh.ts, loaded on demand).
 */
export const CONFIG_PENDING_KEY = 'configPending';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The names written down, unchecked. */
export function configPendingNames(): string[] {
  const raw = storage()?.getItem(CONFIG_PENDING_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

/** Adds names to the waiting ones. */
export function configPendingAdd(names: readonly string[]): void {
  storage()?.setItem(CONFIG_PENDING_KEY, JSON.stringify([...new Set([...configPendingNames(), ...names])]));
}

/** Which parts were fetched again last, and a counter: screens reading localStorage's terminal re-render on it. */
export const useConfigRevision = create<{ revision: number; parts: ConfigPart[] }>()(() => ({ revision: 0, parts: [] }));
