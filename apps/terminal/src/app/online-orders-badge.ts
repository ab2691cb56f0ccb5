import { ORDER_STATUS } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db as defaultDb, type OpenTillDb } from '../data/db.ts';

/** seed 002 §3: order type 1 is an online order. */
export const ONLINE_ORDER_TYPE = 1;

/** Start of the local calendar day of `now` and of the next one. */
function todayRange(now: Date): [number, number] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return [start, end];
}

/**
 * seed 000 §2.4 / seed 002 §2: the Online Orders badge counts pending online orders (status 0, type 1) opened
 * today (local calendar day of open_date).
 */
export async function pendingOnlineOrdersToday(
  now: Date = new Date(),
  database: OpenTillDb = defaultDb(),
): Promise<number> {
  const [start, end] = todayRange(now);
  return database.orders
    .where('status')
    .equals(ORDER_STATUS.PENDING)
    .filter((order) => {
      if (order.type !== ONLINE_ORDER_TYPE || typeof order.open_date !== 'string') return false;
      const opened = Date.parse(order.open_date);
      return opened >= start && opened < end;
    })
    .count();
}

/** The local date, changing at midnight so "today" moves on while the screen stays open. */
function useToday(): string {
  const [today, setToday] = useState(() => new Date().toDateString());
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    const timer = setTimeout(() => setToday(new Date().toDateString()), midnight - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/** Live count for the sidebar badge (also sees the orders the notification fetch merges); 0 when not enabled. */
export function usePendingOnlineOrdersCount(enabled: boolean): number {
  const today = useToday();
  return useLiveQuery(() => (enabled ? pendingOnlineOrdersToday() : 0), [enabled, today], 0);
}
