import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Orders, shifts, day summary, reports, CSV, live updates (issue 16 §8): under /api/dashboard. */
export function salesDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
