import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OpenTillDb } from '../db.ts';

/**
 * What is not yet uploaded (ARCHITECTURE.md safety rules: the outbox is visible): orders marked updated, plus
 * shifts and customers marked updated.
 */
export async function outboxCount(database: OpenTillDb = db()): Promise<number> {
  const orders = await database.orders.where('outbox').equals(1).count();
  const shifts = await database.shift.filter((shift) => shift.updated === true && shift.archived !== true).count();
  const customers = await database.customers.filter((customer) => customer.updated === true).count();
  return orders + shifts + customers;
}

/** Live outbox count for the shell (also sees other tabs' writes). */
export function useOutboxCount(): number {
  return useLiveQuery(() => outboxCount(), [], 0);
}
