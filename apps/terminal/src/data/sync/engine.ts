import type { ApiDeps } from '../api.ts';
import { db as defaultDb, type OpenTillDb } from '../db.ts';
import { storedConnection } from '../connection.ts';
import { isOnline, onConnectivityChange } from '../network.ts';
import { giftCardCreditsDue, giftCardCreditsSend } from '../repositories/gift-cards.ts';
import { shiftsUploadPending } from '../repositories/shifts.ts';
import { customersUploadPending, ordersReplaceId } from './customers-upload.ts';
import { ordersPrune } from './merge.ts';
import { ordersUploadPending, type OrdersUploadReport } from './orders-upload.ts';
import { terminalStatusReport } from './status-report.ts';
import { tableServiceOn, tableServiceSync, type TablesSyncReport } from './tables-sync.ts';

/** Web Locks name: one engine per browser, so two tabs never upload at once (issue 5 §6). */
export const SYNC_LOCK = 'opentill-sync';
/** Back-off while offline or on network errors / 5xx: 1 s doubling up to 60 s. */
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

export interface SyncRunReport {
  ok: boolean;
  /** Runs done inside this call (a request queued during a run causes another one). */
  runs: number;
  orders: OrdersUploadReport;
  customers: number;
  /** Table service only: sections refetched, moved tables uploaded (summed over the runs). */
  tables?: TablesSyncReport;
  error?: unknown;
  /** When the next automatic retry is due, in ms (set after a retryable failure). */
  retryInMs?: number;
}

export interface SyncEngineDeps {
  database?: () => OpenTillDb;
  api?: ApiDeps;
  /** navigator.locks where present; null runs directly (jsdom, old browsers). */
  locks?: () => LockManager | null;
  online?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => Date;
  /** Whether this terminal is in table-service mode (default: the stored terminal's mode). */
  tableService?: () => boolean;
  /** Called after each sync (the page's engine reports the outbox size to the server, issue 16 §6). */
  afterSync?: (report: SyncRunReport) => void;
}

const browserLocks = (): LockManager | null => (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null);

/**
 * One full upload run, seed 000 §4 Sync order: customers, shifts, local ids inside orders, orders; in table-service
 * mode then sections and moved tables; then pruning.
 */
async function runOnce(database: OpenTillDb, api: ApiDeps, now: () => Date, tableService: boolean): Promise<Pick<SyncRunReport, 'orders' | 'customers' | 'tables'>> {
  const customers = await customersUploadPending(database, api);
  await shiftsUploadPending(database);
  // shiftUpload keeps local_id on the server copy: orders still naming the local shift id get the server id.
  const shifts = await database.shift.filter((shift) => typeof shift.id === 'number' && typeof shift.local_id === 'string').toArray();
  for (const shift of shifts) await ordersReplaceId('shift', shift.local_id as string, shift.id as number, database);
  // A shift left marked for retry must not let orders go without their shift link: it is retried as a whole run.
  if (await database.shift.filter((shift) => shift.updated === true && shift.archived !== true).count()) {
    throw new Error('Shift upload to be retried');
  }
  const orders = await ordersUploadPending({ database, deps: api, now });
  // Gift card top-ups of paid orders whose credit failed (offline) are retried here, same local_id (decisions §25).
  if (typeof localStorage !== 'undefined' && giftCardCreditsDue().length > 0) await giftCardCreditsSend(api);
  const tables = tableService ? await tableServiceSync(database, api) : undefined;
  await ordersPrune(database, now());
  return tables ? { customers, orders, tables } : { customers, orders };
}

/**
 * The sync engine (issue 5 §6). `request()` queues a run; a run repeats until no request arrived during it (seed
 * 000 §4: "A sync runs repeatedly until no new request was queued during it"). Retryable failures schedule a retry
 * with back-off; a refused order is set aside by the order upload and never stops the run.
 */
export function syncEngineNew(deps: SyncEngineDeps = {}) {
  const database = deps.database ?? defaultDb;
  const api = deps.api ?? {};
  const locks = deps.locks ?? browserLocks;
  const online = deps.online ?? api.online ?? isOnline;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const now = deps.now ?? (() => new Date());
  const tableService = deps.tableService ?? (() => tableServiceOn());

  let syncRequested = false;
  let running: Promise<SyncRunReport> | null = null;
  let backoff = BACKOFF_FIRST_MS;
  let retryTimer: unknown = null;

  const loop = async (): Promise<SyncRunReport> => {
    const report: SyncRunReport = { ok: true, runs: 0, orders: { uploaded: 0, refused: [] }, customers: 0 };
    while (syncRequested) {
      syncRequested = false;
      report.runs += 1;
      try {
        if (!online()) throw new Error('offline');
        const one = await runOnce(database(), api, now, tableService());
        if (one.tables) {
          const sum = report.tables ?? { sections: 0, moved: 0, refused: 0 };
          report.tables = { sections: one.tables.sections, moved: sum.moved + one.tables.moved, refused: sum.refused + one.tables.refused };
        }
        report.orders.uploaded += one.orders.uploaded;
        report.orders.refused.push(...one.orders.refused);
        report.customers += one.customers;
        backoff = BACKOFF_FIRST_MS;
      } catch (error) {
        // Refusals of single records were handled inside; whatever reaches here stops this run and is retried.
        console.error('Sync run failed, retrying later', error);
        report.ok = false;
        report.error = error;
        report.retryInMs = backoff;
        // Another run is scheduled by the timer, not by this loop: a queued request folds into that retry.
        syncRequested = false;
        retryTimer = setTimer(() => {
          retryTimer = null;
          void request();
        }, backoff);
        backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      }
    }
    return report;
  };

  const start = (): Promise<SyncRunReport> => {
    const lockManager = locks();
    const guarded = lockManager ? lockManager.request<Promise<SyncRunReport>>(SYNC_LOCK, loop) : loop();
    return guarded.finally(() => {
      running = null;
      if (deps.afterSync) void guarded.then(deps.afterSync, () => undefined);
      // A request that arrived after the loop's last check but before the lock was released starts a new run.
      if (syncRequested) void request();
    });
  };

  /** Queues a sync (after leaving an order, after online approve/reject); returns the run that will serve it. */
  function request(): Promise<SyncRunReport> {
    syncRequested = true;
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
    running ??= start();
    return running;
  }

  return {
    request,
    /** The Synchronize button: a run now (back-off reset, as the user asked). */
    now: (): Promise<SyncRunReport> => {
      backoff = BACKOFF_FIRST_MS;
      return request();
    },
    /** Drops a pending retry (tests, teardown). */
    stop: (): void => {
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}

export type SyncEngine = ReturnType<typeof syncEngineNew>;

let engine: SyncEngine | null = null;

/** The page's engine (one per tab; the Web Lock makes it one per browser at a time). */
export function syncEngine(): SyncEngine {
  // issue 16 §6: after each sync the server hears how much is left in the outbox (sync/status-report.ts).
  engine ??= syncEngineNew({ afterSync: () => void terminalStatusReport() });
  return engine;
}

/** Queues a sync (seed 000 §4: "dispatched after leaving orders and after approving or rejecting online orders"). */
export const syncRequest = (): Promise<SyncRunReport> => syncEngine().request();
/** Runs a sync now (the shell's Synchronize button). */
export const syncNow = (): Promise<SyncRunReport> => syncEngine().now();

/**
 * Starts the page's automatic uploads: once now (what a previous session left in the outbox) and whenever the
 * browser comes back online (seed 000 §4 Connection). Returns the stop function for the shell's effect.
 */
export function syncEngineListen(): () => void {
  if (storedConnection()) void syncRequest();
  const stop = onConnectivityChange((online) => {
    if (online && storedConnection()) void syncRequest();
  });
  return () => {
    stop();
    syncEngine().stop();
  };
}
