import { z } from 'zod';
import { amount, calendarDate } from './wire.ts';
import { paymentTypeSum } from './shifts.ts';

/** GET /api/daysummary/?date=YYYY-MM-DD (seed 000 §7; shape not shown, decided): today's business day by default. */
export const daySummaryQuery = z.strictObject({ date: calendarDate.optional() });

export const daySummaryResponse = z.object({
  date: z.iso.date(),
  orders_count: z.number().int(),
  gross_sales: amount,
  discounts: amount,
  tax: amount,
  tips: amount,
  refunds: amount,
  net_sales: amount,
  payment_types: z.array(paymentTypeSum),
});
export type DaySummaryResponse = z.infer<typeof daySummaryResponse>;
