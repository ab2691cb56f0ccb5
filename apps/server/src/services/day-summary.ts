import { DATE_MAX, type DaySummaryResponse } from '@opentill/contracts';
import { centsFromDecimal, type Cents } from '@opentill/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, payments, stores } from '../db/schema.ts';
import { wireAmount } from './wire-format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The business day of `date` starts at the store's start_time (UTC, decided) and lasts 24 hours; `last` is its
 * last millisecond (stored dates come from Date, so milliseconds are their finest grain).
 */
function businessDay(date: string | undefined, startTime: string, now: Date): { day: string; from: Date; last: Date } {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const offset = (hours * 60 + minutes) * 60 * 1000;
  const day = date ?? new Date(now.getTime() - offset).toISOString().slice(0, 10);
  const from = Date.parse(`${day}T00:00:00.000Z`) + offset;
  // The last business day of 9999 ends in 10000, which the database cannot spell (issue 14 §8: it was a 500); no
  // stored date lies past DATE_MAX, so the day is cut there.
  return { day, from: new Date(from), last: new Date(Math.min(from + DAY_MS - 1, DATE_MAX)) };
}

function centsOf(value: unknown): number {
  return typeof value === 'number' ? centsFromDecimal(value) : 0;
}

/**
 * GET /api/daysummary/ (seed 000 §7, shape decided): completed and refunded orders closed in the business day.
 * Sums run in integer cents; refunds are orders with a negative total.
 */
export async function daySummary(
  db: Database,
  storeId: number,
  date: string | undefined,
  now = new Date(),
): Promise<DaySummaryResponse> {
  const [store] = await db.select({ startTime: stores.startTime }).from(stores).where(eq(stores.id, storeId));
  const { day, from, last } = businessDay(date, store?.startTime ?? '00:00', now);
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      grand: orders.grandTotalCents,
      tax: orders.taxTotalCents,
      body: orders.body,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [3, 5]),
        gte(orders.closeDate, from),
        lte(orders.closeDate, last),
      ),
    );
  let gross = 0;
  let refunds = 0;
  let tax = 0;
  let discounts = 0;
  for (const row of rows) {
    if (row.grand >= 0) gross += row.grand;
    else refunds -= row.grand;
    tax += row.tax;
    discounts += centsOf(row.body.discount_total);
  }
  const pays = rows.length
    ? await db
        .select({ type: payments.paymentType, amount: payments.amountCents, tips: payments.tipsCents })
        .from(payments)
        .where(
          inArray(
            payments.orderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const byType = new Map<string, number>();
  let tips = 0;
  for (const pay of pays) {
    byType.set(pay.type, (byType.get(pay.type) ?? 0) + pay.amount);
    tips += pay.tips;
  }
  return {
    date: day,
    orders_count: rows.length,
    gross_sales: wireAmount(gross),
    discounts: wireAmount(discounts),
    tax: wireAmount(tax),
    tips: wireAmount(tips),
    refunds: wireAmount(refunds),
    net_sales: wireAmount(gross - refunds),
    payment_types: [...byType.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([payment_type, sum]) => ({ payment_type, sum: wireAmount(sum as Cents) })),
  };
}
