import { orderingSettingsRequest, type OrderingSettingsResponse } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { parseInput } from '../../http/errors.ts';
import { auditAppend, auditChanges } from '../../services/audit.ts';
import { deliveryOptionsCheck, orderingSettingsRead, orderingSettingsWrite } from '../../services/ordering-settings.ts';

/**
 * The store's online ordering page's settings (decisions §63) under /api/dashboard/stores/{store}: its hours,
 * languages and the dining options that take a delivery address. Store-scoped like the store's details (an owner of
 * the business, or a manager of the store); the menu reads them on every request (no cache to clear).
 */
export function orderingDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const { db } = database;

  app.get('/api/dashboard/stores/:store/ordering-settings', async (request): Promise<OrderingSettingsResponse> =>
    orderingSettingsRead(db, dashboardStore(request)),
  );

  app.put('/api/dashboard/stores/:store/ordering-settings', async (request): Promise<OrderingSettingsResponse> => {
    const storeId = dashboardStore(request);
    const body = parseInput(orderingSettingsRequest, request.body);
    await deliveryOptionsCheck(db, storeId, body.delivery_options);
    const before = await orderingSettingsRead(db, storeId);
    await db.transaction(async (tx) => {
      await orderingSettingsWrite(tx, storeId, body);
      await auditAppend(tx, request, {
        storeId,
        action: 'store.ordering',
        target: `store ${storeId}`,
        detail: auditChanges(before, body),
      });
    });
    return orderingSettingsRead(db, storeId);
  });
}
