import { create } from 'zustand';

export interface UpdateState {
  /** A new version was announced (service worker waiting, or the realtime new-version event; seed 000 §4). */
  available: boolean;
  dismissed: boolean;
  /** Applies the update; wired by main.tsx to the service worker (tests give their own). */
  apply: () => Promise<void>;
  announce: () => void;
  dismiss: () => void;
}

export const useUpdate = create<UpdateState>()((set) => ({
  available: false,
  dismissed: false,
  apply: () => {
    location.reload();
    return Promise.resolve();
  },
  announce: () => set({ available: true, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
}));
