import type { ConfigPart } from '@opentill/contracts';
import type { Database } from '../db/client.ts';
import { eventAppend } from './events.ts';

/**
 * Tells a store's terminals that the dashboard changed part of their configuration (issue 16 §9): they refetch that
 * part, online at once or on reconnect through the event log's cursor. Call after the change is committed.
 */
export async function configChanged(db: Database, storeId: number, what: ConfigPart[]): Promise<void> {
  if (what.length === 0) return;
  await eventAppend(db, storeId, 'config-changed', { what: [...new Set(what)] });
}
