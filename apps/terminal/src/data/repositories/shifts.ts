import { centsFromDecimal, centsToDecimal, localIdNext, shiftCashMovements, shiftIsOpen, shiftOverShort, type Cents, type LocalIdState } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiRequest, HttpError } from '../api.ts';
import { db, type DbRecord, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { saveRecords } from '../save.ts';

export interface ShiftRecord extends DbRecord {
  id: number | string;
  local_id: string;
  terminal: number | null;
  opening_amount: number;
  closing_amount?: number | null;
  shift_open_date: string;
  shift_close_date?: string | null;
  open_shift_employee: number | null;
  close_shift_employee?: number | null;
  over_shortage?: number;
  payment_breakdown?: { net_sales: number } | null;
  total_drops?: number;
  total_payouts?: number;
  /** Pay in / pay out / bank drop entries, kept on the device only (the totals are what the shift uploads). */
  cash_movements?: CashMovement[];
  updated?: boolean;
  archived?: boolean;
}

export type CashMovementKind = 'pay_in' | 'pay_out' | 'drop';
export interface CashMovement {
  kind: CashMovementKind;
  amount: number;
  at: string;
}

let localIds: LocalIdState = { lastMs: 0 };

export async function shiftCurrent(database: OpenTillDb = db()): Promise<ShiftRecord | null> {
  const shifts = (await database.shift.toArray()) as ShiftRecord[];
  return shifts.find((shift) => shiftIsOpen(shift)) ?? null;
}

/** The open shift, live; undefined while loading. */
export function useCurrentShift(): ShiftRecord | null | undefined {
  return useLiveQuery(() => shiftCurrent(), []);
}

/**
 * seed 000 §4 Shift open: starting cash entered. The store's key is `id`; until the server answers with its id a
 * local shift uses its local id (`{terminalId}_{ms}`) as id, so it is never skipped for a missing key.
 */
export async function shiftOpen(
  input: { terminalId: number; employeeId: number | null; opening: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const next = localIdNext(localIds, input.terminalId, input.now.getTime());
  localIds = next.state;
  const shift: ShiftRecord = {
    id: next.id,
    local_id: next.id,
    terminal: input.terminalId,
    opening_amount: centsToDecimal(input.opening),
    shift_open_date: input.now.toISOString(),
    shift_close_date: null,
    open_shift_employee: input.employeeId,
    created_at: input.now.toISOString(),
    updated: true,
  };
  await saveRecords('shift', [shift], database);
  return shift;
}

/**
 * seed 000 §4 Shift close: end cash entered, closing employee and date recorded; over/short = closing − (opening +
 * net sales) (domain shiftOverShort).
 */
export async function shiftClose(
  shift: ShiftRecord,
  input: { employeeId: number | null; closing: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const netSales = centsFromDecimal(shift.payment_breakdown?.net_sales ?? 0);
  const overShort = shiftOverShort(input.closing, centsFromDecimal(shift.opening_amount), netSales);
  const closed: ShiftRecord = {
    ...shift,
    closing_amount: centsToDecimal(input.closing),
    shift_close_date: input.now.toISOString(),
    close_shift_employee: input.employeeId,
    over_shortage: centsToDecimal(overShort),
    updated: true,
  };
  await saveRecords('shift', [closed], database);
  return closed;
}

/**
 * seed 000 §2.9 payout popup: pay in, pay out or bank drop on the open shift. The drop and payout totals follow
 * from the movement list through domain shiftCashMovements (pay-ins count as negative payouts).
 */
export async function shiftCashMovement(
  shift: ShiftRecord,
  input: { kind: CashMovementKind; amount: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const movements = [...(shift.cash_movements ?? []), { kind: input.kind, amount: centsToDecimal(input.amount), at: input.now.toISOString() }];
  const totals = shiftCashMovements([], movements);
  const next: ShiftRecord = {
    ...shift,
    cash_movements: movements,
    total_drops: centsToDecimal(totals.total_drops),
    total_payouts: centsToDecimal(totals.total_payouts),
    updated: true,
  };
  await saveRecords('shift', [next], database);
  return next;
}

/** How an upload ended: stored by the server, refused by it (archived, never retried), or to be retried later. */
export type ShiftUploadResult = 'uploaded' | 'archived' | 'retry';

/**
 * Uploads one shift (seed 000 §7 POST /shifts/sync/) and stores the server's copy under its id. Offline nothing is
 * attempted. seed 000 §4: "A shift that fails to upload is marked archived and is not retried" — a refusal (4xx
 * other than 408/429) archives it; network errors, time-outs and 5xx leave it marked updated for a later retry.
 */
export async function shiftUpload(shift: ShiftRecord, database: OpenTillDb = db()): Promise<ShiftUploadResult> {
  if (!isOnline()) return 'retry';
  const { id, updated: _updated, archived: _archived, cash_movements: movements, ...body } = shift;
  try {
    const saved = await apiRequest<ShiftRecord>('/shifts/sync/', { method: 'POST', body: typeof id === 'number' ? { id, ...body } : body });
    await database.transaction('rw', database.shift, async () => {
      if (saved.id !== id) await database.shift.delete(id);
      await saveRecords('shift', [{ ...saved, ...(movements ? { cash_movements: movements } : {}), updated: false }], database);
    });
    return 'uploaded';
  } catch (error) {
    console.error('Shift upload failed', error);
    const status = error instanceof HttpError ? error.status : 0;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      await saveRecords('shift', [{ ...shift, archived: true }], database);
      return 'archived';
    }
    return 'retry';
  }
}

/** Uploads every shift still marked updated and not archived (the shifts part of the sync, issue 5 §6). */
export async function shiftsUploadPending(database: OpenTillDb = db()): Promise<void> {
  const pending = (await database.shift.filter((shift) => shift.updated === true && shift.archived !== true).toArray()) as ShiftRecord[];
  for (const shift of pending) {
    if ((await shiftUpload(shift, database)) === 'retry') return;
  }
}
