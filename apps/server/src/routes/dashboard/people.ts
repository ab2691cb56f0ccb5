import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Employees, PINs, time clock (issue 16 §5): under /api/dashboard. */
export function peopleDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
