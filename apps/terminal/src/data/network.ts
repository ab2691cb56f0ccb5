/**
 * Online state (seed 000 §4: online or offline following browser online/offline events). When offline no
 * request is attempted (seed 000 §1). The reachability check of our own server comes with the sync engine.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function onConnectivityChange(listener: (online: boolean) => void): () => void {
  const up = () => listener(true);
  const down = () => listener(false);
  window.addEventListener('online', up);
  window.addEventListener('offline', down);
  return () => {
    window.removeEventListener('online', up);
    window.removeEventListener('offline', down);
  };
}
