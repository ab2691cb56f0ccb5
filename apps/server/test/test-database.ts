import type { DatabaseOptions } from '../src/db/client.ts';

/**
 * The suite runs twice: on a throw-away in-memory PGlite, and on the real PostgreSQL named by DATABASE_URL
 * (scripts/test-all.mjs starts one). Each test file gets its own schema-free database on PGlite; on PostgreSQL
 * files share the database, so tests create their own rows and never assume an empty table.
 */
export function testDatabaseOptions(): DatabaseOptions {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? { databaseUrl } : { dataDir: 'memory' };
}
