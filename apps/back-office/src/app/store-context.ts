import type { DashboardStoreSummary } from '@opentill/contracts';
import { createContext, useContext } from 'react';

/** The store the screens under /dashboard/stores/:store/ work on (checked against the account's stores). */
export const StoreContext = createContext<DashboardStoreSummary | null>(null);

/** The current store; only in screens under stores/:store/ (the store switcher's choice). */
export function useStore(): DashboardStoreSummary {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside a store screen');
  return store;
}

/** The current store's id, for API paths: `/stores/${useStoreId()}/products`. */
export const useStoreId = (): number => useStore().id;

const LAST_STORE_KEY = 'opentill-dashboard-store';

export function lastStoreGet(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_STORE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function lastStoreSet(id: number): void {
  try {
    localStorage.setItem(LAST_STORE_KEY, String(id));
  } catch {
    // storage blocked: the first store next time
  }
}
