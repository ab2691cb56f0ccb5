import { useEffect, useState } from 'react';

/**
 * seed 000 §2.6: Sync Data is disabled while a sync runs. The sync store brings the sync engine and Dexie, so it is
 * imported after the PIN screen shows (issue 6 bundle budget); until then no sync can be running from this screen.
 */
export function useSyncRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('../synchronize/sync-store.ts').then(({ useSyncStore }) => {
      if (!live) return;
      const read = () => setRunning(useSyncStore.getState().status === 'running');
      read();
      stop = useSyncStore.subscribe(read);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return running;
}
