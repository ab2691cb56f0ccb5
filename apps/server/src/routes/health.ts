import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { APP_VERSION } from '../version.ts';

const startedAt = Date.now();
/** A load balancer may probe many times a second: the database is asked at most this often. */
const DATABASE_CHECK_MS = 1000;

/** GET /api/health: version, database kind and uptime; 503 when the database does not answer. */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  let lastCheck: { at: number; ok: Promise<boolean> } | undefined;
  const databaseOk = (): Promise<boolean> => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at >= DATABASE_CHECK_MS) {
      lastCheck = {
        at: now,
        ok: database.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
      };
    }
    return lastCheck.ok;
  };

  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const ok = await databaseOk();
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'database unavailable',
      version: APP_VERSION,
      database: database.kind,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    });
  });
}
