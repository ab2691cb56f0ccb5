import {
  ORDER_LIST_PAGE_SIZE,
  activeOrdersRequest,
  onlineOrderListQuery,
  orderListQuery,
  ordersSyncRequest,
  type OrderListResponse,
  type SavedOrder,
} from '@opentill/contracts';
import { and, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { notFound, parseInput } from '../http/errors.ts';
import { ordersSyncBatch } from '../services/orders-batch.ts';
import { ordersToWire } from '../services/orders-read.ts';

/** A 100-order batch with lines and payments fits easily; 10 MB does not (413). */
export const ORDERS_SYNC_BODY_LIMIT = 4 * 1024 * 1024;

/** Order calls of seeds 001 §7.3 and 002 §7, every query scoped by the caller's store. */
export function orderRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/orders/sync/', { bodyLimit: ORDERS_SYNC_BODY_LIMIT }, async (request): Promise<SavedOrder[]> => {
    const caller = callerOf(request);
    const batch = parseInput(ordersSyncRequest, request.body);
    return ordersSyncBatch(db, caller.storeId, batch, String(caller.terminalId));
  });

  app.post('/api/orders/', async (request) => {
    const { storeId } = callerOf(request);
    const ids = parseInput(activeOrdersRequest, request.body);
    const active = inArray(orders.status, [1, 2]);
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), ids.length ? or(active, inArray(orders.id, ids)) : active))
      .orderBy(desc(orders.id))
      .limit(1000);
    return { results: await ordersToWire(db, rows) };
  });

  app.get('/api/orderlist', async (request): Promise<OrderListResponse> => {
    const { storeId } = callerOf(request);
    const query = parseInput(orderListQuery, request.query, 'query');
    const filters: SQL[] = [eq(orders.storeId, storeId)];
    if (query.id !== undefined) filters.push(eq(orders.id, query.id));
    if (query.status !== undefined) filters.push(eq(orders.status, query.status));
    if (query.short_number !== undefined) filters.push(eq(orders.shortNumber, query.short_number));
    const rows = await db
      .select()
      .from(orders)
      .where(and(...filters))
      .orderBy(desc(orders.id))
      .limit(ORDER_LIST_PAGE_SIZE + 1)
      .offset((query.page - 1) * ORDER_LIST_PAGE_SIZE);
    // Another store's id (or an unknown one) answers 404, like every id lookup (issue 4 §3); so does a short number no
    // order carries, as the terminal's search reads a 404 as 'Order not found'.
    if ((query.id !== undefined || query.short_number !== undefined) && rows.length === 0) throw notFound('Order');
    const more = rows.length > ORDER_LIST_PAGE_SIZE;
    const params = new URLSearchParams();
    if (query.status !== undefined) params.set('status', String(query.status));
    if (query.short_number !== undefined) params.set('short_number', query.short_number);
    params.set('page', String(query.page + 1));
    return {
      results: await ordersToWire(db, rows.slice(0, ORDER_LIST_PAGE_SIZE)),
      next: more ? `/api/orderlist?${params.toString()}` : null,
    };
  });

  app.get('/api/online/orderlist', async (request) => {
    const { storeId } = callerOf(request);
    const query = parseInput(onlineOrderListQuery, request.query, 'query');
    const filters: SQL[] = [eq(orders.storeId, storeId), eq(orders.type, 1)];
    if (query.status !== undefined) filters.push(eq(orders.status, query.status));
    const rows = await db
      .select()
      .from(orders)
      .where(and(...filters))
      .orderBy(desc(orders.id))
      .limit(200);
    return { results: await ordersToWire(db, rows) };
  });

  // Answer shape not shown in seed 002 §7; decided: the 50 most recently closed orders.
  app.get('/api/orders/recent', async (request) => {
    const { storeId } = callerOf(request);
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), isNotNull(orders.closeDate)))
      .orderBy(desc(orders.closeDate))
      .limit(50);
    return { results: await ordersToWire(db, rows) };
  });
}
