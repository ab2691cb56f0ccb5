import { routeAfterUnlock } from '@opentill/domain';
import { create } from 'zustand';
import { targetPath } from '../../app/guard.ts';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-store.ts';
import { saveStoredConnection, storedConnection, storedTerminal } from '../../data/connection.ts';
import { shiftOpenExists } from '../../data/repositories/employees.ts';
import { syncNow, syncRequest, type SyncRunReport } from '../../data/sync/engine.ts';
import { firstSync, firstSyncCursorNew, type FirstSyncCursor, type FirstSyncStep } from '../../data/sync/first-sync.ts';

export type SyncStatus = 'idle' | 'running' | 'failed' | 'done';

export interface SyncState {
  status: SyncStatus;
  step: FirstSyncStep | null;
  productPages: number;
  done: FirstSyncStep[];
  cursor: FirstSyncCursor;
  /** Runs the first sync, or resumes it after a failure where it stopped (issue 5 §5). */
  start: () => Promise<void>;
  reset: () => void;
  /** Queues an upload run (seed 000 §4: after leaving an order, after approving or rejecting online orders). */
  request: () => Promise<SyncRunReport>;
}

export const useSyncStore = create<SyncState>()((set, get) => ({
  status: 'idle',
  step: null,
  productPages: 0,
  done: [],
  cursor: firstSyncCursorNew(),
  start: async () => {
    if (get().status === 'running') return;
    // A completed run starts afresh (a later manual sync); a failed one keeps its cursor and resumes.
    const cursor = get().status === 'failed' ? get().cursor : firstSyncCursorNew();
    set({ status: 'running', cursor, done: [...cursor.done], productPages: cursor.productPages });
    try {
      // seed 000 §4 Sync: uploads come first (customers, shifts, orders: the sync engine), then the downloads. A failed
      // upload is retried by the engine with back-off and must not block the downloads.
      if (storedConnection()) await syncNow();
      await firstSync({
        cursor,
        sink: { reference: (countries, states) => useSession.getState().setReference(countries, states) },
        onProgress: ({ step, productPages }) => set({ step, productPages, done: [...cursor.done] }),
      });
      // seed 000 §2.2 rule 4: a stored connection means the first sync happened.
      saveStoredConnection({
        domain: useSession.getState().domain ?? location.host,
        syncedAt: new Date().toISOString(),
      });
      set({ status: 'done', step: null, done: [...cursor.done] });
    } catch (error) {
      // seed 000 §8: the screen shows the generic sync failure; the cause goes to the console for support.
      console.error('Synchronization failed', error);
      set({ status: 'failed', done: [...cursor.done] });
    }
  },
  reset: () => set({ status: 'idle', step: null, productPages: 0, done: [], cursor: firstSyncCursorNew() }),
  request: () => syncRequest(),
}));

/** Where a finished sync goes: PIN when nobody is signed in, otherwise where a sign-in would lead (seed 000 §4). */
export async function syncedDestination(): Promise<string> {
  if (!useSession.getState().unlocked) return ROUTES.Pin;
  return targetPath(routeAfterUnlock(storedTerminal<{ mode?: number }>()?.mode ?? 0, await shiftOpenExists()));
}
