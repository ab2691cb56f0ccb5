/** Where the answer to the persistent-storage request is remembered (issue 5 §1; not a seed key). */
export const PERSIST_KEY = 'storage-persisted';

export type PersistState = 'granted' | 'denied' | 'unsupported';

/**
 * ARCHITECTURE.md safety rules: the device asks for persistent storage so the browser does not evict unsynced
 * orders, and shows the answer. Asked once; the answer is remembered so later starts do not prompt again,
 * but a denied answer is asked again (the browser may grant it once the app is installed).
 */
export async function requestPersistentStorage(
  storage: Storage = localStorage,
  manager: Pick<StorageManager, 'persist' | 'persisted'> | undefined = globalThis.navigator?.storage,
): Promise<PersistState> {
  if (storage.getItem(PERSIST_KEY) === 'granted') return 'granted';
  if (!manager || typeof manager.persist !== 'function') {
    storage.setItem(PERSIST_KEY, 'unsupported');
    return 'unsupported';
  }
  const granted = (await manager.persisted()) || (await manager.persist());
  const state: PersistState = granted ? 'granted' : 'denied';
  storage.setItem(PERSIST_KEY, state);
  return state;
}

export function rememberedPersistState(storage: Storage = localStorage): PersistState | null {
  const value = storage.getItem(PERSIST_KEY);
  return value === 'granted' || value === 'denied' || value === 'unsupported' ? value : null;
}
