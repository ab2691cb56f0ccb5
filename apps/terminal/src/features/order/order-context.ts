/**
 * What the order editor reads from the device before it opens an order: the stored terminal (mode, settings,
 * dining options, other terminals), the store record (tax options, default dining option), the signed-in employee
 * and the open shift. Kept apart from the store so the store's actions stay short.
 */
import type { DiningOption, StoreTerminal, Terminal } from '@opentill/contracts';
import { terminalSetting, TERMINAL_MODE, type TotalsContext } from '@opentill/domain';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { employeeById, type EmployeeRecord } from '../../data/repositories/employees.ts';
import { orderNumbersLoad } from '../../data/repositories/order-numbers.ts';
import { shiftCurrent } from '../../data/repositories/shifts.ts';
import { totalsContextFrom, type OrderDiningOption } from './order-build.ts';

export type StoredTerminal = Partial<Terminal> & { id: number; mode: number; store_terminals?: StoreTerminal[] };

export interface EditorContext {
  terminal: StoredTerminal;
  terminalId: number;
  mode: number;
  kiosk: boolean;
  employee: EmployeeRecord | null;
  totals: TotalsContext;
  /** seed 001 §3 Store default_dining_option, as the terminal lists it. */
  defaultDining: OrderDiningOption | null;
  diningOptions: DiningOption[];
  shiftOpen: boolean;
  shiftId: number | string | null;
}

/** Reads the device facts the editor needs (IndexedDB and localStorage); null when no terminal is stored. */
export async function editorContextLoad(): Promise<EditorContext | null> {
  const terminal = storedTerminal<StoredTerminal>();
  if (!terminal) return null;
  const kiosk = terminal.mode === TERMINAL_MODE.KIOSK;
  const employeeId = useSession.getState().employeeId;
  const [store, employee, shift] = await Promise.all([
    db().store.toCollection().first(),
    employeeId === null ? Promise.resolve(null) : employeeById(employeeId),
    shiftCurrent(),
    // The first item's save numbers the order (issue 15 §4): the stored sequence is read before it.
    orderNumbersLoad(),
  ]);
  const diningOptions = (terminal.dining_options ?? []).filter((option) => option.active);
  const defaultId = store?.default_dining_option;
  const dining = diningOptions.find((option) => option.id === defaultId) ?? null;
  return {
    terminal,
    terminalId: terminal.id,
    mode: terminal.mode,
    kiosk,
    employee: kiosk ? null : employee,
    totals: totalsContextFrom(store, terminalSetting(terminal.db_settings, 'cash_discount')),
    defaultDining: dining ? { id: dining.id, name: dining.name } : null,
    diningOptions,
    shiftOpen: shift !== null,
    shiftId: shift?.id ?? null,
  };
}

/** The name of another terminal of the store, for "Order is being edited on another terminal" (seed 000 §6). */
export function terminalName(context: EditorContext, id: unknown): string | null {
  return context.terminal.store_terminals?.find((terminal) => String(terminal.id) === String(id))?.name ?? null;
}
