import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Catalog: categories, products, modifier groups, taxes, discounts, dining options, images, CSV, 86 (issue 16 §4): under /api/dashboard. */
export function catalogDashboardRoutes(_app: FastifyInstance, _database: DatabaseHandle): void | Promise<void> {}
