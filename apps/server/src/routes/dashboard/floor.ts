import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Sections and tables (issue 16 §7): under /api/dashboard. */
export function floorDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
