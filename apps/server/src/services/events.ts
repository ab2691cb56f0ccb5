import { EventEmitter } from 'node:events';
import type { Database } from '../db/client.ts';
import { eventLog } from '../db/schema.ts';

/** Raised in-process after an event is logged; the realtime hub listens (and NOTIFY fans out on PostgreSQL). */
export const storeEvents = new EventEmitter();
storeEvents.setMaxListeners(0);

export interface LoggedEvent {
  storeId: number;
  event: string;
  cursor: string;
  data: Record<string, unknown>;
}

/**
 * Appends to the store's event log; the row id is the cursor a client resumes from (ARCHITECTURE: events carry
 * ids and a cursor, never whole records).
 */
export async function eventAppend(db: Database, storeId: number, event: string, data: Record<string, unknown>): Promise<LoggedEvent> {
  const [row] = await db.insert(eventLog).values({ storeId, event, payload: data }).returning({ id: eventLog.id });
  const logged = { storeId, event, cursor: String(row?.id ?? 0), data };
  storeEvents.emit('event', logged);
  return logged;
}
