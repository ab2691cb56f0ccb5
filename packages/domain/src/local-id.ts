/**
 * Local ids (seed 000 §9: "terminal id, underscore, millisecond timestamp"; ARCHITECTURE.md: unique
 * within a millisecond). The time comes in as an argument; the state is the last stamp handed out.
 */

/** The generator's state: the last millisecond stamp used (0 before the first id). */
export interface LocalIdState {
  readonly lastMs: number;
}

/** The initial state. */
export const LOCAL_ID_START: LocalIdState = { lastMs: 0 };

/**
 * The next local id `{terminalId}_{ms}`. Decided: when `ms` is not later than the last stamp (two ids
 * in one millisecond, or the clock stepping back), the stamp becomes last + 1, so ids stay unique,
 * increasing and in the seeds' exact format.
 */
export function localIdNext(
  state: LocalIdState,
  terminalId: number | string,
  ms: number,
): { readonly id: string; readonly state: LocalIdState } {
  const stamp = Math.max(Math.trunc(ms), state.lastMs + 1);
  return { id: `${String(terminalId)}_${String(stamp)}`, state: { lastMs: stamp } };
}

/** Splits a local id into terminal id and stamp; null if it is not of the form `{terminalId}_{ms}`. */
export function localIdParse(id: string): { readonly terminalId: string; readonly ms: number } | null {
  const match = /^([^_]+)_(\d+)$/.exec(id);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { terminalId: match[1], ms: Number(match[2]) };
}

/** seed 001 §2: the Order route id is a remote numeric id, a local id or the word new. */
export function orderRouteIdKind(id: string): 'new' | 'local' | 'remote' | 'invalid' {
  if (id === 'new') return 'new';
  if (/^\d+$/.test(id)) return 'remote';
  return localIdParse(id) === null ? 'invalid' : 'local';
}
