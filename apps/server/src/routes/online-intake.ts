import { curbsideArrivalRequest, onlineOrderRequest } from '@opentill/contracts';
import { scrubText } from '@opentill/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound, parseInput } from '../http/errors.ts';
import { eventAppend } from '../services/events.ts';
import { onlineOrderCreate } from '../services/online-order-create.ts';

const storeParams = z.strictObject({ store: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Public routes are rate-limited per client address (issue 4 §9). */
const PUBLIC_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Online ordering intake (issue 4 §9): public, rate-limited. Prices and taxes come from the store's catalogue,
 * never from the body; the order is created pending (status 0, type 1) and raises orders-event fetchPendingOrder.
 */
export function onlineIntakeRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/online/:store/orders/', { config: { public: true, rateLimit: PUBLIC_LIMIT } }, async (request) => {
    const { store: storeId } = parseInput(storeParams, request.params, 'path');
    const body = parseInput(onlineOrderRequest, request.body);
    return onlineOrderCreate(db, storeId, body);
  });

  app.post('/api/online/:store/curbside/', { config: { public: true, rateLimit: PUBLIC_LIMIT } }, async (request) => {
    const { store: storeId } = parseInput(storeParams, request.params, 'path');
    const body = parseInput(curbsideArrivalRequest, request.body);
    const [row] = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.storeId, storeId), eq(t.orders.id, body.order_id), eq(t.orders.type, 1)));
    if (!row) throw notFound('Online order');
    await eventAppend(db, storeId, 'curbsideorder-pickup-event', {
      order_id: row.id,
      car_model: scrubText(body.car_model),
      car_color: scrubText(body.car_color),
      parking_number: scrubText(body.parking_number),
    });
    return { ok: true as const };
  });
}
