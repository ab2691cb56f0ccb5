import type { OrderLockResponse } from '@opentill/contracts';
import i18next from 'i18next';
import { create } from 'zustand';
import { apiRequest, type ApiDeps } from '../../data/api.ts';
import { storedConnection, storedTerminal } from '../../data/connection.ts';
import { isOnline } from '../../data/network.ts';

/** The seeds' refusal title (seed 000 §6, seed 002 §8 'Order locked elsewhere'). */
export const LOCK_REFUSED_TITLE = 'Restricted Access';

/** How long opening an order waits for the server's lock answer before the local record decides. */
export const LOCK_TIMEOUT_MS = 3_000;

/** What asking for an order's lock led to (issue 17 §4, seed 001 §4 "opening an existing order locks it"). */
export type LockOutcome =
  { kind: 'held' } | { kind: 'refused'; lockedBy: number | string; name: string | null; stale: boolean };

export interface LockRequestOptions {
  /** Take over a stale lock (asked only after a manager PIN). */
  takeover?: boolean;
  deps?: ApiDeps;
}

/** The locked_by of a local copy, when it names a terminal other than this one. */
export function lockedElsewhere(lockedBy: unknown, terminalId: number | null): number | string | null {
  if (lockedBy === null || lockedBy === undefined || lockedBy === '') return null;
  if (typeof lockedBy !== 'number' && typeof lockedBy !== 'string') return null;
  return String(lockedBy) === String(terminalId) ? null : lockedBy;
}

/**
 * Takes the lock of an order for this terminal. Online, the server decides in one statement (POST /orders/lock/):
 * another terminal's lock refuses, with its name and whether that terminal is gone (stale). Offline, on a network
 * failure or for an order the server does not have yet, the local record is the lock: refused when it names
 * another terminal (the editor then keeps the seeds' refusal), held otherwise.
 */
export async function orderLockTake(
  order: { local_id: string; locked_by?: unknown; id?: unknown; synced_at?: unknown },
  terminalId: number | null,
  localName: (id: number | string) => string | null,
  options: LockRequestOptions = {},
): Promise<LockOutcome> {
  const local = lockedElsewhere(order.locked_by, terminalId);
  const localOutcome = (): LockOutcome =>
    local === null ? { kind: 'held' } : { kind: 'refused', lockedBy: local, name: localName(local), stale: false };
  if (!storedConnection() || !(options.deps?.online?.() ?? isOnline())) return localOutcome();
  // An order that never reached the server (made here, not uploaded yet) is known to no other terminal: the editor
  // opens it without a round trip (a kiosk's new order, a sale made offline).
  const serverHasIt = Boolean(order.synced_at) || typeof order.id === 'number';
  if (!serverHasIt && options.takeover !== true) return localOutcome();
  let answer: OrderLockResponse;
  try {
    answer = await apiRequest<OrderLockResponse>(
      '/orders/lock/',
      { method: 'POST', body: { local_id: order.local_id, take: true, takeover: options.takeover === true } },
      // A cashier never waits long on the network: a slow answer leaves the decision to the local record.
      { timeoutMs: LOCK_TIMEOUT_MS, ...options.deps },
    );
  } catch (error) {
    console.error('Taking the order lock failed; the local record decides', error);
    return localOutcome();
  }
  if (!answer.stored) return localOutcome();
  if (answer.ok || answer.locked_by === null) return { kind: 'held' };
  return {
    kind: 'refused',
    lockedBy: answer.locked_by,
    name: answer.terminal_name ?? localName(answer.locked_by),
    stale: answer.stale,
  };
}

/** Releases this terminal's lock on the server at once (the upload of the released order follows with the sync). */
export function orderLockRelease(localId: string, deps: ApiDeps = {}): void {
  if (!storedConnection() || !(deps.online?.() ?? isOnline())) return;
  void apiRequest('/orders/lock/', { method: 'POST', body: { local_id: localId, take: false } }, deps).catch(
    (error: unknown) => console.error('Releasing the order lock failed; the sync releases it', error),
  );
}

/** The seeds' message: 'Order is being edited on another terminal: Terminal #{id}' plus the terminal's name if known. */
export function lockRefusedMessage(lockedBy: number | string, name: string | null): string {
  const english = `Order is being edited on another terminal: Terminal #${String(lockedBy)}`;
  const key = 'locks.lockedElsewhere';
  const translated = i18next.isInitialized ? i18next.t(key, { id: String(lockedBy) }) : '';
  // The seed's English words while the area's strings are not loaded (the key itself would show).
  const text = translated && translated !== key ? translated : english;
  return name ? `${text} ${name}` : text;
}

/** A stale lock met on opening an order: the takeover dialog offers a manager PIN (issue 17 §4). */
export interface StaleLock {
  routeId: string;
  localId: string;
  lockedBy: number | string;
  name: string | null;
}

export const useLockTakeover = create<{ stale: StaleLock | null }>()(() => ({ stale: null }));

/** A terminal's name from the stored config's store_terminals (seed 000 §3), or null. */
export function storedTerminalName(id: number | string): string | null {
  const config = storedTerminal<{ store_terminals?: { id?: unknown; name?: unknown }[] }>();
  const found = config?.store_terminals?.find((terminal) => String(terminal.id) === String(id));
  return typeof found?.name === 'string' ? found.name : null;
}

/**
 * Checkout honours the lock as the editor does (issue 17 §4: two terminals must never take payment on one order): an
 * open or held order is locked for this terminal, or refused with the seeds' message when another holds it.
 */
export async function checkoutLockRefusal(
  order: { local_id: string; status?: unknown; locked_by?: unknown; id?: unknown; synced_at?: unknown },
  terminalId: number | null,
  options: LockRequestOptions = {},
): Promise<string | null> {
  if (order.status !== 1 && order.status !== 2) return null;
  const lock = await orderLockTake(order, terminalId, storedTerminalName, options);
  return lock.kind === 'refused' ? lockRefusedMessage(lock.lockedBy, lock.name) : null;
}
