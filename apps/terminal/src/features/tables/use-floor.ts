import { ORDER_STATUS } from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
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
 * read (the 5 s background check). Undefined while the first read of this page runs.
 */
export function useFloor(tick: number): FloorData | undefined {
  // Back on Tables the last floor read is drawn at once (issue 17 budget: a 200-table floor painted within 2 frames
  // of a one-table one) and the fresh read starts once that is painted, so its 150 orders do not hold the first
  // frame; it replaces the remembered floor a moment later. Never another database's.
  const [shown] = useState(() => (remembered?.database === db() ? remembered.floor : undefined));
  const [painted, setPainted] = useState(shown === undefined);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  const live = useLiveQuery(() => (painted ? floorRead().then(floorRemember) : undefined), [tick, painted]);
  return live ?? shown;
}

/** Runs `then` once the next frame has been painted; answers how to cancel it. */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => (timer = setTimeout(then, 0)))
      : undefined;
  if (frame === undefined) timer = setTimeout(then, 16);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

let remembered: { database: OpenTillDb; floor: FloorData } | undefined;

function floorRemember(floor: FloorData): FloorData {
  remembered = { database: db(), floor };
  return floor;
}
