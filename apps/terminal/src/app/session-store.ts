import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../data/connection.ts';

/**
 * The persisted application state (seed 000 §3: "Saved application state is persisted under key 'data'").
 * Who is signed in, whether the terminal is unlocked, the linked domain and the wrong-PIN pause survive a reload.
 */
export interface SessionState {
  /** The domain the verification answered (seed 000 §3 Verify response). */
  domain: string | null;
  employeeId: number | null;
  unlocked: boolean;
  language: string;
  /** Wrong PINs in a row and the end of the pause they caused (epoch ms), kept across reloads. */
  pinFailures: number;
  pinPausedUntil: number | null;
  /** seed 000 §7 /countries and /states, reference data for addresses. */
  countries: Record<string, string>;
  states: { code: string; name: string; country: string }[];
}

export interface SessionActions {
  linked: (domain: string) => void;
  unlock: (employeeId: number, language: string) => void;
  /** seed 000 §4: the lock action clears the employee's unlocked flag. */
  lock: () => void;
  setPinAttempts: (failures: number, pausedUntil: number | null) => void;
  setReference: (countries: Record<string, string>, states: SessionState['states']) => void;
  reset: () => void;
}

const initial: SessionState = {
  domain: null,
  employeeId: null,
  unlocked: false,
  language: 'en',
  pinFailures: 0,
  pinPausedUntil: null,
  countries: {},
  states: [],
};

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initial,
      linked: (domain) => set({ domain, employeeId: null, unlocked: false }),
      unlock: (employeeId, language) =>
        set({ employeeId, language, unlocked: true, pinFailures: 0, pinPausedUntil: null }),
      lock: () => set({ unlocked: false }),
      setPinAttempts: (pinFailures, pinPausedUntil) => set({ pinFailures, pinPausedUntil }),
      setReference: (countries, states) => set({ countries, states }),
      reset: () => set({ ...initial }),
    }),
    { name: STORAGE_KEYS.data, storage: createJSONStorage(() => localStorage) },
  ),
);
