import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventLog } from '../db/schema.ts';

/** The NOTIFY channel every instance listens on (ARCHITECTURE: fan-out through LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'opentill_events';

export interface LoggedEvent {
  storeId: number;
  event: string;
  cursor: string;
  data: Record<string, unknown>;
}

/**
 * Appends to the store's event log and notifies every instance; the row id is the cursor a client resumes from
 * (ARCHITECTURE: events carry ids and a cursor, never whole records; NOTIFY has no replay, the log has).
 */
export async function eventAppend(
  db: Database,
  storeId: number,
  event: string,
  data: Record<string, unknown>,
): Promise<LoggedEvent> {
  const [row] = await db.insert(eventLog).values({ storeId, event, payload: data }).returning({ id: eventLog.id });
  const logged = { storeId, event, cursor: String(row?.id ?? 0), data };
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(logged)})`);
  return logged;
}
