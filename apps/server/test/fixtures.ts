import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { apiTokenCreate } from '../src/services/linking.ts';

/** A token for the first terminal of a store (stores 1 and 2 come from the demo seed). */
export async function tokenForStore(
  db: Database,
  storeId: number,
  terminalIndex = 0,
): Promise<{ token: string; terminalId: number; auth: { authorization: string } }> {
  const [terminal] = await db
    .select()
    .from(t.terminals)
    .where(eq(t.terminals.storeId, storeId))
    .orderBy(asc(t.terminals.id))
    .limit(1)
    .offset(terminalIndex);
  if (!terminal) throw new Error(`store ${storeId} has no terminal`);
  const token = await apiTokenCreate(db, storeId, terminal.id);
  return { token, terminalId: terminal.id, auth: { authorization: `Token ${token}` } };
}

/**
 * A fresh store of its own with one terminal and a token: on PostgreSQL test files share one database, so a test
 * that counts rows works in a store nobody else writes to.
 */
export async function freshStore(
  db: Database,
  name = 'Test store',
): Promise<{ storeId: number; terminalId: number; token: string; auth: { authorization: string } }> {
  const [store] = await db.insert(t.stores).values({ name, pinSalt: 'test-salt' }).returning();
  if (!store) throw new Error('no store');
  await db.insert(t.orderCounters).values({ storeId: store.id });
  const [terminal] = await db
    .insert(t.terminals)
    .values({ storeId: store.id, name: 'Test terminal', mode: 1 })
    .returning();
  if (!terminal) throw new Error('no terminal');
  const token = await apiTokenCreate(db, store.id, terminal.id);
  return { storeId: store.id, terminalId: terminal.id, token, auth: { authorization: `Token ${token}` } };
}

/** A client address of its own per test, so the per-address link limits of one test never touch another. */
export function uniqueAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}
