import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Terminals, link codes, db_settings, payment types, printers (issue 16 §6): under /api/dashboard. */
export function devicesDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
