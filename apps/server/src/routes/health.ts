import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { APP_VERSION } from '../version.ts';

const startedAt = Date.now();

/** GET /api/health: version, database kind and uptime; 503 when the database does not answer. */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', async (_request, reply) => {
    let databaseOk = true;
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      databaseOk = false;
    }
    return reply.code(databaseOk ? 200 : 503).send({
      status: databaseOk ? 'ok' : 'database unavailable',
      version: APP_VERSION,
      database: database.kind,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
