import { z } from 'zod';
import { amount, dateTime, id, localId, shortText } from './wire.ts';

/** A payment type total inside a shift breakdown (seed 000 §3). */
export const paymentTypeSum = z.object({ payment_type: shortText, sum: amount });

/** Shift (seed 000 §3). A shift counts as open if it has a local id and no close date. */
export const shift = z.strictObject({
  id: id.nullish(),
  local_id: localId,
  terminal: id.nullish(),
  opening_amount: amount,
  closing_amount: amount.nullish(),
  shift_open_date: dateTime,
  shift_close_date: dateTime.nullish(),
  open_shift_employee: id.nullish(),
  close_shift_employee: id.nullish(),
  total_cashtenders: amount.default(0),
  total_cashreturns: amount.default(0),
  total_drops: amount.default(0),
  total_payouts: amount.default(0),
  over_shortage: amount.default(0),
  shift_amount: amount.default(0),
  totalTransactions: z.number().int().min(0).max(10_000_000).default(0),
  orders: z.array(id).max(100_000).default([]),
  payment_breakdown: z
    .object({
      sales: z.array(paymentTypeSum).max(50),
      refund: z.array(paymentTypeSum).max(50),
      total_sales: amount,
      total_refund: amount,
      net_sales: amount,
    })
    .nullish(),
  /** Entries named 'Gift Card Paid In', 'Gift Card Paid Out', 'Net' (seed 000 §3). */
  gift_card_breakdown: z
    .array(z.object({ name: shortText, sum: amount }))
    .max(10)
    .nullish(),
  payment_types: z
    .array(z.object({ name: shortText, sum: amount }))
    .max(50)
    .nullish(),
  created_at: dateTime.nullish(),
  updated: z.boolean().nullish(),
  archived: z.boolean().nullish(),
});
export type Shift = z.infer<typeof shift>;
export type ShiftInput = z.input<typeof shift>;

export const savedShift = shift.extend({ id: id });
export type SavedShift = z.infer<typeof savedShift>;

/** GET /api/shifts/sync/ answer: the calling terminal's open shift, or null when none is open. */
export const currentShiftResponse = savedShift.nullable();

/** POST /api/shifts/sync/ body: a shift (seed 000 §7), upserted by (store, local_id). Answer (decided): the saved shift. */
export const shiftSyncRequest = shift;
export const shiftSyncResponse = savedShift;
