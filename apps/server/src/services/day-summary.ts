import { DATE_MAX, type DaySummaryResponse } from '@opentill/contracts';
import { endOfDayFigures, endOfDayFiguresToWire, type EndOfDayFigures } from '@opentill/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, paymentTypes, stores } from '../db/schema.ts';
import { ordersToWire } from './orders-read.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The business day of `date` starts at the store's start_time (UTC, decided) and lasts 24 hours; `last` is its
 * last millisecond (stored dates come from Date, so milliseconds are their finest grain).
 */
export function businessDay(
  date: string | undefined,
  startTime: string,
  now: Date,
): { day: string; from: Date; last: Date } {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const offset = (hours * 60 + minutes) * 60 * 1000;
  const day = date ?? new Date(now.getTime() - offset).toISOString().slice(0, 10);
  const from = Date.parse(`${day}T00:00:00.000Z`) + offset;
  // The last business day of 9999 ends in 10000, which the database cannot spell (issue 14 §8: it was a 500); no
  // stored date lies past DATE_MAX, so the day is cut there.
  return { day, from: new Date(from), last: new Date(Math.min(from + DAY_MS - 1, DATE_MAX)) };
}

/**
 * GET /api/daysummary/ (seed 000 §7, shape decided): completed and refunded orders closed in the business day, their
 * figures by domain endOfDayFigures from the orders as uploaded (items and payments), the very computation of the
 * terminal's X and Z reports (issue 15 §2); payment types read cash or gift card by the store's behaviours.
 */
export async function daySummary(
  db: Database,
  storeId: number,
  date: string | undefined,
  now = new Date(),
): Promise<DaySummaryResponse> {
  const { day, ordersCount, figures } = await daySummaryFigures(db, storeId, date, now);
  return { date: day, orders_count: ordersCount, ...endOfDayFiguresToWire(figures) } as DaySummaryResponse;
}

/** The day summary's figures in cents (the dashboard's day summary and today's figures read these too, issue 16 §8). */
export async function daySummaryFigures(
  db: Database,
  storeId: number,
  date: string | undefined,
  now = new Date(),
): Promise<{ day: string; from: Date; last: Date; ordersCount: number; figures: EndOfDayFigures }> {
  const [store] = await db.select({ startTime: stores.startTime }).from(stores).where(eq(stores.id, storeId));
  const { day, from, last } = businessDay(date, store?.startTime ?? '00:00', now);
  const [rows, types] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, storeId),
          inArray(orders.status, [3, 5]),
          gte(orders.closeDate, from),
          lte(orders.closeDate, last),
        ),
      )
      // In the order they were closed, as a terminal's shift meets them: the report lists card brands in the order
      // they first appear, and PostgreSQL returns rows in no set order (seen in CI: MasterCard and Visa swapped).
      .orderBy(orders.closeDate, orders.id),
    db
      .select({ name: paymentTypes.name, behavior: paymentTypes.behavior })
      .from(paymentTypes)
      .where(eq(paymentTypes.storeId, storeId)),
  ]);
  const figures = endOfDayFigures(await ordersToWire(db, rows), behaviorsOf(types));
  return { day, from, last, ordersCount: rows.length, figures };
}

/** A payment type's behaviour by name; terminals of one store may name a type alike: the first one wins. */
export function behaviorsOf(
  types: readonly { name: string; behavior: number }[],
): (name: string) => number | undefined {
  const behaviors = new Map<string, number>();
  for (const type of types) if (!behaviors.has(type.name)) behaviors.set(type.name, type.behavior);
  return (name) => behaviors.get(name);
}
