/**
 * Whether a shift is open (seed 000 §3), apart from the drawer's figures: the PIN screen asks it before anything
 * else, and this module imports no money code, so the first screen's JavaScript stays small (issue 13 budget).
 */
import type { Decimal } from './money.ts';

/** The shift fields these rules read (seed 000 §3 Shift). */
export interface ShiftInput {
  readonly local_id?: string | null;
  readonly shift_close_date?: string | null;
  readonly opening_amount?: Decimal | null;
  readonly closing_amount?: Decimal | null;
}

export function present(text: string | null | undefined): boolean {
  return text !== null && text !== undefined && text !== '';
}

/** seed 000 §3: a shift counts as open if it has a local id and no close date. */
export function shiftIsOpen(shift: ShiftInput | null | undefined): boolean {
  if (shift === null || shift === undefined) return false;
  return present(shift.local_id) && !present(shift.shift_close_date);
}
