import { z } from 'zod';
import { amount, calendarDate, shortText } from './wire.ts';
import { paymentTypeSum } from './shifts.ts';

/** GET /api/daysummary/?date=YYYY-MM-DD (seed 000 §7; shape not shown, decided): today's business day by default. */
export const daySummaryQuery = z.strictObject({ date: calendarDate.optional() });

/**
 * The answer: the business day's completed and refunded orders counted, and their end-of-day figures as the terminal's
 * X and Z reports compute them (packages/domain endOfDayFigures; docs/decisions.md §40). Refunds, discounts and cash
 * returns as in the domain: refunds and discounts positive, cash and check returns negative.
 */
export const daySummaryResponse = z.object({
  date: z.iso.date(),
  orders_count: z.number().int(),
  transactions: z.number().int(),
  gross_sales: amount,
  discounts: amount,
  refunds: amount,
  net_sales: amount,
  tax: amount,
  tips: amount,
  cash_sales: amount,
  cash_returns: amount,
  check_sales: amount,
  check_returns: amount,
  /** Payment types of the sales and of the refunds (negative sums), in first-seen order. */
  sale_payments: z.array(paymentTypeSum),
  refund_payments: z.array(paymentTypeSum),
  card_brands: z.array(z.object({ brand: shortText, sum: amount })),
  gift_cards: z.object({ paid_in: amount, paid_out: amount, net: amount }),
});
export type DaySummaryResponse = z.infer<typeof daySummaryResponse>;
