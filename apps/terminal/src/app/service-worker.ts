import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;
const listeners = new Set<Listener>();
let updateWaiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

/**
 * Registers the service worker that keeps the app shell available offline. In prompt mode (seed 000 §2.4) a new
 * version waits until the update modal's Update button calls `serviceWorkerApplyUpdate`.
 */
export function serviceWorkerRegister(): void {
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateWaiting = true;
      listeners.forEach((listener) => listener());
    },
  });
}

/** True when a new version is installed and waiting for the user's consent. */
export function serviceWorkerUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Subscribes to "a new version is waiting"; returns the unsubscribe function (fits useSyncExternalStore). */
export function serviceWorkerOnUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads the page. */
export async function serviceWorkerApplyUpdate(): Promise<void> {
  await applyUpdate?.(true);
}
