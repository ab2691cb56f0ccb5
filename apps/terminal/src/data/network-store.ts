import { create } from 'zustand';
import { storedBaseUrl } from './connection.ts';
import { isOnline, onConnectivityChange } from './network.ts';

export interface NetworkState {
  online: boolean;
  checking: boolean;
  /** Follows the browser's online/offline events (seed 000 §4); returns the unsubscribe function. */
  listen: () => () => void;
  /**
   * seed 000 §2.4 "Try to connect": asks our own server (never a third-party host, issue 5 §7) whether it answers.
   */
  tryToConnect: (fetcher?: typeof fetch) => Promise<boolean>;
}

export const useNetwork = create<NetworkState>()((set) => ({
  online: isOnline(),
  checking: false,
  listen: () => {
    set({ online: isOnline() });
    return onConnectivityChange((online) => set({ online }));
  },
  tryToConnect: async (fetcher = fetch) => {
    set({ checking: true });
    let reachable: boolean;
    try {
      const base = storedBaseUrl() ?? location.origin;
      const response = await fetcher(`${base.replace(/\/+$/, '')}/api/health`, { method: 'GET', cache: 'no-store' });
      reachable = response.status === 200;
    } catch {
      reachable = false;
    }
    set({ checking: false, online: reachable });
    return reachable;
  },
}));
