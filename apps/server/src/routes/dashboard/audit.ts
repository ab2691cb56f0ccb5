import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** The audit log read (issue 16 §10): under /api/dashboard. */
export function auditDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
