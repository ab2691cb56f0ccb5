import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OpenTillDb } from '../db.ts';

/**
 * What is not yet uploaded (ARCHITECTURE.md safety rules: the outbox is visible): orders marked updated, plus
 * shifts and customers marked updated.
 */
export async function outboxCount(database: OpenTillDb = db()): Promise<number> {
  const counts = await Promise.all([outboxOrders(database), outboxShifts(database), outboxCustomers(database)]);
  return counts.reduce((sum, count) => sum + count, 0);
}

const outboxOrders = (database: OpenTillDb) => database.orders.where('outbox').equals(1).count();
const outboxShifts = (database: OpenTillDb) => database.shift.filter((shift) => shift.updated === true && shift.archived !== true).count();
const outboxCustomers = (database: OpenTillDb) => database.customers.filter((customer) => customer.updated === true).count();

/**
 * Live outbox count for the shell (also sees other tabs' writes). One live query per store: a query re-runs on any
 * write to a store it read, and the editor writes the order on every tap, which must not re-read every customer.
 */
export function useOutboxCount(): number {
  const orders = useLiveQuery(() => outboxOrders(db()), [], 0);
  const shifts = useLiveQuery(() => outboxShifts(db()), [], 0);
  const customers = useLiveQuery(() => outboxCustomers(db()), [], 0);
  return orders + shifts + customers;
}
