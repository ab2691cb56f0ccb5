import { CONFIG_PARTS, type ConfigPart } from '@opentill/contracts';
import { businessDayOf, businessDayStart } from '@opentill/domain';
import type { ApiDeps } from '../api.ts';
import { storedConnection } from '../connection.ts';
import { db as defaultDb, type OpenTillDb } from '../db.ts';
import { isOnline, onConnectivityChange } from '../network.ts';
import { CONFIG_PENDING_KEY, configPendingAdd, configPendingNames, useConfigRevision } from './config-pending.ts';
import { FIRST_SYNC_STEPS, firstSyncCursorNew, syncStep, type FirstSyncStep } from './first-sync.ts';
import { tablesRefetch } from './tables-sync.ts';

/** The first-sync steps a refetch of each part runs (issue 16 §9); taxes and dining options come with config. */
export const CONFIG_PART_STEPS: Readonly<Record<ConfigPart, readonly FirstSyncStep[]>> = {
  catalog: ['config', 'categories', 'discounts', 'products'],
  availability: ['products'],
  employees: ['employees'],
  settings: ['config'],
  payment_types: ['config'],
  printers: ['config'],
  store: ['config'],
  sections: ['sections', 'tables'],
};

/** Retries after a failed refetch: 1 s doubling to 30 s while online; coming back online retries at once. */
export const REFRESH_RETRY_FIRST_MS = 1_000;
export const REFRESH_RETRY_MAX_MS = 30_000;

export interface ConfigRefreshReport {
  ok: boolean;
  parts: ConfigPart[];
  steps: FirstSyncStep[];
  error?: unknown;
}

export interface ConfigRefreshDeps {
  api?: ApiDeps;
  database?: () => OpenTillDb;
  online?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The parts waiting for a refetch (config-pending.ts), in CONFIG_PARTS order; a name this terminal does not know is left out. */
export function configPending(): ConfigPart[] {
  const names = new Set(configPendingNames());
  return CONFIG_PARTS.filter((part) => names.has(part));
}

/** Removes parts that were fetched (parts added meanwhile stay); names not known are dropped too. */
export function configPendingRemove(parts: readonly ConfigPart[]): void {
  const left = configPending().filter((part) => !parts.includes(part));
  if (left.length === 0) localStorage.removeItem(CONFIG_PENDING_KEY);
  else localStorage.setItem(CONFIG_PENDING_KEY, JSON.stringify(left));
}

/** The steps for these parts, once each, in the first sync's order (config before the lists, products last but one). */
export function configRefreshSteps(parts: readonly ConfigPart[]): FirstSyncStep[] {
  const wanted = new Set(parts.flatMap((part) => CONFIG_PART_STEPS[part]));
  return FIRST_SYNC_STEPS.filter((step) => wanted.has(step));
}

/**
 * The refetch of what the dashboard changed (issue 16 §9). A config-changed event (live, or replayed from the
 * realtime cursor on reconnect) adds its parts to the waiting ones (config-pending.ts); one run at a time fetches
 * them again with the first sync's steps, so the data has the same shape as after a first sync. Parts that arrive
 * during a run make another run. Orders are never read or written here: the open order stays as it is, and a product
 * it names stays on the device even when the server's catalog dropped it (first-sync productsPrune). A run that
 * fails keeps its parts waiting and is retried with back-off, and at once when the browser is online again.
 */
export function configRefresherNew(deps: ConfigRefreshDeps = {}) {
  const database = deps.database ?? defaultDb;
  const api = deps.api ?? {};
  const online = deps.online ?? api.online ?? isOnline;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let running: Promise<ConfigRefreshReport> | null = null;
  let again = false;
  let retryTimer: unknown = null;
  let backoff = REFRESH_RETRY_FIRST_MS;
  // Parts whose event came while a run was fetching: that run may have read them before the change, so they stay
  // waiting for the next run.
  const arrived = new Set<ConfigPart>();

  const once = async (): Promise<ConfigRefreshReport> => {
    arrived.clear();
    const parts = configPending();
    const steps = configRefreshSteps(parts);
    if (parts.length === 0) return { ok: true, parts, steps };
    // Not linked, or the first sync has not finished: that sync (or the next) fetches everything anyway.
    if (!storedConnection(api.storage)) {
      configPendingRemove(parts);
      return { ok: true, parts: [], steps: [] };
    }
    if (!online()) return { ok: false, parts, steps, error: new Error('offline') };
    try {
      const options = { cursor: firstSyncCursorNew(), sink: { reference: () => undefined }, deps: api, database: database() };
      for (const step of steps) {
        // The tables keep this terminal's moves not yet uploaded and its local fields (table-service sync's merge).
        if (step === 'tables') await tablesRefetch(options.database, api);
        else await syncStep(step, options);
      }
    } catch (error) {
      return { ok: false, parts, steps, error };
    }
    configPendingRemove(parts.filter((part) => !arrived.has(part)));
    useConfigRevision.setState((state) => ({ revision: state.revision + 1, parts }));
    return { ok: true, parts, steps };
  };

  const loop = async (): Promise<ConfigRefreshReport> => {
    const fetched: ConfigPart[] = [];
    for (;;) {
      again = false;
      const last = await once();
      fetched.push(...last.parts);
      if (!last.ok) {
        if (!(last.error instanceof Error && last.error.message === 'offline'))
          console.error('Refetching what the dashboard changed failed, retrying later', last.error);
        retryTimer = setTimer(() => {
          retryTimer = null;
          void request([]);
        }, backoff);
        backoff = Math.min(backoff * 2, REFRESH_RETRY_MAX_MS);
        return last;
      }
      backoff = REFRESH_RETRY_FIRST_MS;
      if (!again) return { ...last, parts: [...new Set(fetched)] };
    }
  };

  /** Records the parts as waiting and runs (or queues a run); resolves with the run that fetched them. */
  function request(parts: readonly ConfigPart[]): Promise<ConfigRefreshReport> {
    if (parts.length > 0) configPendingAdd(parts);
    for (const part of parts) arrived.add(part);
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
    if (running) {
      again = true;
      return running;
    }
    const run = loop().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  }

  return {
    request,
    /** Drops a pending retry (tests, teardown). */
    stop: (): void => {
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}

let refresher: ReturnType<typeof configRefresherNew> | null = null;

/** The page's refresher. */
export function configRefresher(): ReturnType<typeof configRefresherNew> {
  refresher ??= configRefresherNew();
  return refresher;
}

/**
 * The business day (YYYY-MM-DD) in which this terminal last heard of an 86. An 86 ends with the business day
 * (issue 16 §4) and no event says so: the first moment of the next day, the products are fetched again, so what the
 * server offers again is offered here too.
 */
export const AVAILABILITY_DAY_KEY = 'availabilityDay';
/** The refetch at the turn of the business day waits up to this much more, so a store's terminals do not ask at once. */
export const DAY_TURN_SPREAD_MS = 30_000;

async function storeStartTime(database: OpenTillDb): Promise<string | null> {
  const store = await database.store.toCollection().first();
  return typeof store?.start_time === 'string' ? store.start_time : null;
}

/**
 * A config-changed event's parts (realtime-handlers.ts): fetched again now, or as soon as it can be. A name this
 * terminal does not know (a newer server) is left out.
 */
export function configRefreshRequest(names: readonly string[]): Promise<ConfigRefreshReport> {
  const parts = CONFIG_PARTS.filter((part) => names.includes(part));
  if (parts.includes('availability')) {
    void storeStartTime(defaultDb())
      .then((start) => localStorage.setItem(AVAILABILITY_DAY_KEY, businessDayOf(Date.now(), start)))
      .catch(() => undefined);
  }
  return configRefresher().request(parts);
}

/**
 * When an 86 heard of on an earlier business day has ended: fetches the products again (once: all 86s of that day
 * are over) and answers true; false when there is nothing to end.
 */
export async function availabilityDayTurn(now: number = Date.now(), database: OpenTillDb = defaultDb()): Promise<boolean> {
  const day = localStorage.getItem(AVAILABILITY_DAY_KEY);
  if (!day || day >= businessDayOf(now, await storeStartTime(database))) return false;
  localStorage.removeItem(AVAILABILITY_DAY_KEY);
  void configRefresher().request(['availability']);
  return true;
}

/** Milliseconds from `now` to the first moment of the next business day. */
export async function nextDayTurnIn(now: number = Date.now(), database: OpenTillDb = defaultDb()): Promise<number> {
  const start = await storeStartTime(database);
  const next = businessDayStart(businessDayOf(now, start), start) + 24 * 60 * 60 * 1000;
  return Math.max(0, next - now);
}

/**
 * Fetches what is still waiting (a reload after a failed refetch) now and whenever the browser comes back online,
 * and the products again at the turn of a business day that ended an 86. Returns the stop function.
 */
export function configRefreshListen(): () => void {
  if (configPending().length > 0) void configRefreshRequest([]);
  const stop = onConnectivityChange((isUp) => {
    if (isUp && configPending().length > 0) void configRefreshRequest([]);
  });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const arm = () => {
    void nextDayTurnIn()
      .then((wait) => {
        if (stopped) return;
        timer = setTimeout(
          () => {
            void availabilityDayTurn().finally(arm);
          },
          wait + Math.floor(Math.random() * DAY_TURN_SPREAD_MS),
        );
      })
      .catch(() => undefined);
  };
  void availabilityDayTurn()
    .catch(() => false)
    .finally(arm);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stop();
    configRefresher().stop();
  };
}
