import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { accountDashboardRoutes } from './account.ts';
import { auditDashboardRoutes } from './audit.ts';
import { catalogDashboardRoutes } from './catalog.ts';
import { peopleDashboardRoutes } from './people.ts';
import { devicesDashboardRoutes } from './devices.ts';
import { floorDashboardRoutes } from './floor.ts';
import { orderingDashboardRoutes } from './ordering.ts';
import { salesDashboardRoutes } from './sales.ts';

/**
 * The owner's dashboard API (issue 16) under /api/dashboard: signed in with a session cookie, not a terminal token
 * (http/dashboard-auth.ts); one file per area.
 */
export async function dashboardRoutes(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  accountDashboardRoutes(app, database);
  auditDashboardRoutes(app, database);
  await catalogDashboardRoutes(app, database);
  peopleDashboardRoutes(app, database);
  devicesDashboardRoutes(app, database);
  floorDashboardRoutes(app, database);
  orderingDashboardRoutes(app, database);
  await salesDashboardRoutes(app, database);
}
