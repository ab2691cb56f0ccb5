import { orderLockRequest, type OrderLockResponse } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { callerOf } from '../http/auth.ts';
import { parseInput } from '../http/errors.ts';
import { orderLockChange } from '../services/order-locks.ts';

/** POST /api/orders/lock/ (issue 17 §4): take, release or take over the lock of an order, in the caller's store. */
export function orderLockRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/orders/lock/', async (request): Promise<OrderLockResponse> => {
    const caller = callerOf(request);
    const body = parseInput(orderLockRequest, request.body);
    return orderLockChange(db, caller.storeId, caller.terminalId, body);
  });
}
