import { pinKeypadPress, routeAfterUnlock } from '@opentill/domain';
import i18next from 'i18next';
import { create } from 'zustand';
import { targetPath } from '../../app/guard.ts';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { pinEmployee, pinShiftOpenExists } from './pin-employees.ts';
import { pinAttemptFailed, pinPauseSeconds } from './pin-lockout.ts';

export interface TimeClockResult {
  name: string;
  clockIn: boolean;
  time: string;
}

export interface PinState {
  /** seed 000 §2.6: login mode, or time-clock mode after the Time Clock toggle. */
  mode: 'login' | 'timeclock';
  /** The last successful time-clock entry, shown in the success modal. */
  clocked: TimeClockResult | null;
  toggleTimeClock: () => void;
  dismissClocked: () => void;
  pin: string;
  checking: boolean;
  wrong: boolean;
  /** Where to go after a successful sign-in (seed 000 §4). */
  next: string | null;
  press: (key: string, now?: number) => Promise<void>;
  reset: () => void;
}

/**
 * PIN sign-in (seed 000 §2.6, §4): 4 digits by keypad or keyboard, Backspace/C clear; on the fourth digit the PIN
 * is hashed and matched against employee uids. A match unlocks, applies the employee's language and routes on.
 */
export const usePinStore = create<PinState>()((set, get) => ({
  mode: 'login',
  clocked: null,
  toggleTimeClock: () => set({ mode: get().mode === 'login' ? 'timeclock' : 'login', pin: '', wrong: false }),
  dismissClocked: () => set({ clocked: null }),
  pin: '',
  checking: false,
  wrong: false,
  next: null,
  press: async (key, now = Date.now()) => {
    const session = useSession.getState();
    if (
      get().checking ||
      pinPauseSeconds({ failures: session.pinFailures, pausedUntil: session.pinPausedUntil }, now) > 0
    )
      return;
    const { pin, complete } = pinKeypadPress(get().pin, key);
    set({ pin, wrong: false });
    if (!complete) return;
    set({ checking: true });
    const employee = await pinEmployee(pin);
    if (!employee) {
      // seed 000 §4: no match clears the entry and shows the wrong-PIN message.
      const attempts = pinAttemptFailed({ failures: session.pinFailures, pausedUntil: session.pinPausedUntil }, now);
      useSession.getState().setPinAttempts(attempts.failures, attempts.pausedUntil);
      return set({ pin: '', checking: false, wrong: true });
    }
    if (get().mode === 'timeclock') {
      // seed 000 §4 Time clock: after a successful entry it returns to login mode; failure is only logged.
      // Loaded on the first time-clock entry, not with the PIN screen (issue 6 bundle budget).
      const [{ timeClockPunch }, { timeClockText }] = await Promise.all([
        import('../../data/repositories/time-clock.ts'),
        import('../../app/shell/clock.ts'),
      ]);
      const answer = await timeClockPunch(employee.id);
      return set({
        pin: '',
        checking: false,
        mode: 'login',
        clocked: answer
          ? { name: employee.name, clockIn: answer.is_clock_in, time: timeClockText(new Date(answer.time)) }
          : null,
      });
    }
    const language = employee.language ?? 'en';
    useSession.getState().unlock(employee.id, language);
    await i18next.changeLanguage(language);
    const mode = storedTerminal<{ mode: number }>()?.mode ?? 0;
    const next = targetPath(routeAfterUnlock(mode, await pinShiftOpenExists()));
    set({ pin: '', checking: false, next });
  },
  reset: () => set({ pin: '', checking: false, wrong: false, next: null, mode: 'login', clocked: null }),
}));
