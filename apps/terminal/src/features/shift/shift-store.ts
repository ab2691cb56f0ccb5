import { centsKeypadPress, centsKeypadValue, centsFromDecimal, routeAfterUnlock, type Cents } from '@opentill/domain';
import { create } from 'zustand';
import { targetPath } from '../../app/guard.ts';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import {
  shiftCashMovement,
  shiftClose,
  shiftCurrent,
  shiftOpen,
  shiftUpload,
  type CashMovementKind,
  type ShiftRecord,
} from '../../data/repositories/shifts.ts';
import { useReportStore } from './report-store.ts';

export interface ShiftScreenState {
  /** The numpad entry: digits that are cents (seed 000 §5: value divided by 100, empty is 0). */
  digits: string;
  busy: boolean;
  /** Over/short of the shift just closed, in cents, shown until the next open. */
  lastOverShort: Cents | null;
  /** The shift just closed, for its Z report (seed 002 §4). */
  lastClosed: ShiftRecord | null;
  next: string | null;
  press: (key: string) => void;
  open: (now?: Date) => Promise<void>;
  close: (now?: Date) => Promise<void>;
  /** Pay in, pay out or bank drop of the amount typed in the popup (cents digits). */
  movement: (kind: CashMovementKind, digits: string, now?: Date) => Promise<void>;
  reset: () => void;
}

function terminal(): { id: number; mode: number } {
  const stored = storedTerminal<{ id?: number; mode?: number }>();
  return { id: stored?.id ?? 0, mode: stored?.mode ?? 0 };
}

export const useShiftStore = create<ShiftScreenState>()((set, get) => ({
  digits: '',
  busy: false,
  lastOverShort: null,
  lastClosed: null,
  next: null,
  press: (key) => set({ digits: centsKeypadPress(get().digits, key) }),
  open: async (now = new Date()) => {
    if (get().busy) return;
    set({ busy: true });
    const { id, mode } = terminal();
    const shift = await shiftOpen({
      terminalId: id,
      employeeId: useSession.getState().employeeId,
      opening: centsKeypadValue(get().digits),
      now,
    });
    void shiftUpload(shift);
    // seed 000 §4: after opening, quick service goes to a new order and other modes go to Tables.
    set({
      busy: false,
      digits: '',
      lastOverShort: null,
      lastClosed: null,
      next: targetPath(routeAfterUnlock(mode, true)),
    });
  },
  close: async (now = new Date()) => {
    if (get().busy) return;
    const current = await shiftCurrent();
    if (!current) return;
    set({ busy: true });
    const closed = await shiftClose(current, {
      employeeId: useSession.getState().employeeId,
      closing: centsKeypadValue(get().digits),
      now,
    });
    void shiftUpload(closed);
    // seed 000 §4: after closing, Open shift is offered again (with the over/short of the closed one).
    set({ busy: false, digits: '', lastOverShort: centsFromDecimal(closed.over_shortage ?? 0), lastClosed: closed });
    // Issue 6 §7: the Z report of the closed shift shows, and prints when a printer is configured.
    void useReportStore.getState().showShift(closed);
  },
  movement: async (kind, digits, now = new Date()) => {
    const current = await shiftCurrent();
    if (!current) return;
    const saved = await shiftCashMovement(current, { kind, amount: centsKeypadValue(digits), now });
    void shiftUpload(saved);
  },
  reset: () => set({ digits: '', busy: false, lastOverShort: null, lastClosed: null, next: null }),
}));
