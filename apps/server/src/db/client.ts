import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema.ts';

/** Drizzle over either driver; services only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (ARCHITECTURE: realtime fans out across instances through LISTEN/NOTIFY; in-process on
   * PGlite). Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when set, the real server is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded PGlite database, or 'memory' for a throw-away one (tests). */
  dataDir?: string | undefined;
}

/** Closing twice (a test, then the app's onClose hook) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database named by the options and applies the committed migrations before answering. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? './data');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir === 'memory') return openPgliteMemory();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(path.resolve(dataDir));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return pgliteHandle(client, db);
}

/** A throw-away database (tests), from the migrated template when there is one (memory-template.ts). */
async function openPgliteMemory(): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { memoryTemplatePath, memoryTemplateRead, memoryTemplateWrite } = await import('./memory-template.ts');
  const templateFile = memoryTemplatePath(migrationsFolder);
  const template = memoryTemplateRead(templateFile);
  const client = template ? new PGlite({ loadDataDir: template }) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  if (!template) await memoryTemplateWrite(client, templateFile);
  return pgliteHandle(client, db);
}

function pgliteHandle(client: PGlite, db: PgliteDatabase<typeof schema>): DatabaseHandle {
  return {
    db,
    kind: 'pglite',
    close: once(() => client.close()),
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  // Several instances may start together on one PostgreSQL: one migrates, the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(7411001)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(7411001)');
    lock.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: once(() => pool.end()),
    async listen(channel, onPayload) {
      // A dedicated connection: a pooled one would be handed to queries and lose the LISTEN.
      const listener = new pg.default.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      // A dropped listener connection must not crash the server; realtime clients catch up by cursor.
      listener.on('error', () => undefined);
      await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return once(() => listener.end());
    },
  };
}
