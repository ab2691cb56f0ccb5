import {
  businessDayOf,
  businessDayStart,
  ORDER_SHORT_NUMBER_ONLINE_PREFIX,
  orderShortNumberFormat,
} from '@opentill/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/**
 * The short number of an order placed online (issue 15 §4): no terminal gave it one, so the server does, with the
 * prefix 0, counting the store's online orders opened in this business day. Two orders arriving in the same instant
 * could be told the same number (decided: the intake is rate-limited and staff see name and phone next to it; a
 * lock here would serialise the public intake on one row).
 */
export async function onlineShortNumberNext(
  db: Database,
  storeId: number,
  startTime: string | null | undefined,
  now: Date,
): Promise<string> {
  const from = new Date(businessDayStart(businessDayOf(now.getTime(), startTime), startTime));
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.type, 1), gte(orders.openDate, from)));
  return orderShortNumberFormat(ORDER_SHORT_NUMBER_ONLINE_PREFIX, (row?.n ?? 0) + 1);
}
