import { ORDER_STATUS } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DbRecord, type OpenTillDb } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { floorBuild, type FloorSection } from './floor-model.ts';

export interface FloorData {
  sections: FloorSection[];
  /** Employee names by id, for the cards (seed 000 §2.7 "the employee"). */
  employees: ReadonlyMap<number, string>;
}

/**
 * Reads the floor from the local database: sections, tables, the open and held orders (this terminal's and, once
 * fetched, the store's: data/sync/active-orders.ts) and the employees' names. One read transaction.
 */
export async function floorRead(database: OpenTillDb = db()): Promise<FloorData> {
  const tables = database.table<DbRecord, number>('tables');
  return database.transaction('r', [database.sections, tables, database.orders, database.employee], async () => {
    const [sections, tableRows, orders, employees] = await Promise.all([
      database.sections.toArray(),
      tables.toArray(),
      database.orders.where('status').anyOf(ORDER_STATUS.OPEN, ORDER_STATUS.HOLD).toArray(),
      database.employee.toArray(),
    ]);
    const names = new Map<number, string>();
    for (const employee of employees)
      if (typeof employee.id === 'number' && typeof employee.name === 'string') names.set(employee.id, employee.name);
    return { sections: floorBuild(sections, tableRows, orders as OrderRecord[]), employees: names };
  });
}

/**
 * The floor, live: Dexie's live query runs the read again whenever one of those stores changes (on this tab or
 * another), so an order saved, fetched from another terminal or a table moved shows at once. `tick` forces a new
 * read (the 5 s background check). Undefined while the first read runs.
 */
export function useFloor(tick: number): FloorData | undefined {
  return useLiveQuery(() => floorRead(), [tick]);
}
