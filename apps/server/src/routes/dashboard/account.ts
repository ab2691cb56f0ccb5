import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Accounts, sessions, first-run set-up, password change (issue 16 §2, §3): under /api/dashboard. */
export function accountDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
