import {
  daySummaryQuery,
  getSyncMessageRequest,
  refundOrderRequest,
  tablePositionsRequest,
  writeSyncMessageRequest,
} from '@opentill/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { diningTables, displayMessages, orders, terminals } from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { HttpError, notFound, parseInput } from '../http/errors.ts';
import { RateWindow } from '../http/rate-window.ts';
import { configChanged } from '../services/config-events.ts';
import { daySummary } from '../services/day-summary.ts';
import { eventAppend } from '../services/events.ts';
import { readCacheEvict } from '../services/read-cache.ts';

/** Table positions, day summary, online order refund and customer-display signalling (seeds 000 and 002 §7). */
export function storeOpsRoutes(app: FastifyInstance, db: Database): void {
  // Issue 20 §5: a flood of sync-message writes is limited, 30 a minute per terminal (a reconnection writes one).
  const syncWrites = new RateWindow(30, 60_000);
  // seed 000 §4 Table edit mode: the moved tables are uploaded; all belong to the store or nothing changes (404).
  app.post('/api/tablepositions/', async (request) => {
    const { storeId, terminalId } = callerOf(request);
    const moved = parseInput(tablePositionsRequest, request.body);
    const results = await db.transaction(async (tx) => {
      const ids = [...new Set(moved.map((table) => table.id))];
      const found = ids.length
        ? await tx
            .select({ id: diningTables.id })
            .from(diningTables)
            .where(and(eq(diningTables.storeId, storeId), inArray(diningTables.id, ids)))
        : [];
      if (found.length !== ids.length) throw notFound('Table');
      for (const table of moved) {
        await tx
          .update(diningTables)
          .set({ x: String(table.x_value), y: String(table.y_value) })
          .where(and(eq(diningTables.storeId, storeId), eq(diningTables.id, table.id)));
      }
      return moved;
    });
    readCacheEvict(storeId, 'tables:');
    if (results.length) {
      await eventAppend(db, storeId, 'orders-event', {
        instance_id: String(terminalId),
        call: 'tables',
        order_ids: [],
      });
      // Issue 17 §1: the store's other terminals fetch the sections and tables again (at once, or through the event
      // log's cursor when they come back), so a moved table shows moved everywhere, not only on Tables screens.
      await configChanged(db, storeId, ['sections']);
    }
    return { results };
  });

  app.get('/api/daysummary/', async (request) => {
    const { storeId } = callerOf(request);
    const { date } = parseInput(daySummaryQuery, request.query, 'query');
    return daySummary(db, storeId, date);
  });

  // Rejecting a paid online order (seed 002 §4): the order becomes refunded (5); answer not shown, decided {id, status}.
  app.post('/api/orderlive/refundorder', async (request) => {
    const { storeId, terminalId } = callerOf(request);
    const { id } = parseInput(refundOrderRequest, request.body);
    const [row] = await db
      .update(orders)
      .set({ status: 5, updatedAt: new Date() })
      .where(and(eq(orders.storeId, storeId), eq(orders.id, id), eq(orders.type, 1)))
      .returning({ id: orders.id, status: orders.status });
    if (!row) throw notFound('Online order');
    await eventAppend(db, storeId, 'orders-event', {
      instance_id: String(terminalId),
      call: 'refundorder',
      order_ids: [row.id],
    });
    return row;
  });

  /**
   * Customer-display pairing (seed 002 §7): a write without key opens a new exchange and answers its key; a write
   * naming an open key is the peer's answer. get-sync-message answers active, answer (and the message).
   */
  app.post('/api/customer-display/write-sync-message/', async (request, reply) => {
    const { storeId, terminalId } = callerOf(request);
    const body = parseInput(writeSyncMessageRequest, request.body);
    const limitKey = `${String(storeId)}:${String(terminalId)}`;
    if (!syncWrites.take(limitKey)) {
      reply.header('Retry-After', String(syncWrites.retryAfterSeconds(limitKey)));
      throw new HttpError(429, 'rate_limited', 'Too many sync messages; try again later');
    }
    // docs/api.md: an id of another store inside a body is refused (issue 14 §9: any store's terminal was kept).
    const [terminal] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(and(eq(terminals.storeId, storeId), eq(terminals.id, body.terminal)));
    if (!terminal)
      throw new HttpError(400, 'unknown_reference', 'terminal names no terminal of this store', 'terminal');
    if (body.key) {
      const [row] = await db
        .update(displayMessages)
        .set({ answer: body.message })
        .where(
          and(
            eq(displayMessages.storeId, storeId),
            eq(displayMessages.key, body.key),
            eq(displayMessages.active, true),
          ),
        )
        .returning({ key: displayMessages.key });
      if (row) return { key: row.key };
    }
    const key = body.key ?? crypto.randomBytes(12).toString('base64url');
    // Issue 20 §5: sync messages expire (a display is served an offer for 10 minutes, decisions §58); a day's are kept.
    await db
      .delete(displayMessages)
      .where(
        and(eq(displayMessages.storeId, storeId), lt(displayMessages.createdAt, new Date(Date.now() - 86_400_000))),
      );
    await db
      .insert(displayMessages)
      .values({ storeId, terminalId: body.terminal, key, message: body.message })
      .onConflictDoUpdate({
        target: [displayMessages.storeId, displayMessages.key],
        set: { message: body.message, answer: null, active: true, terminalId: body.terminal, createdAt: new Date() },
      });
    return { key };
  });

  app.post('/api/customer-display/get-sync-message/', async (request) => {
    const { storeId } = callerOf(request);
    const { key } = parseInput(getSyncMessageRequest, request.body);
    const [row] = await db
      .select()
      .from(displayMessages)
      .where(and(eq(displayMessages.storeId, storeId), eq(displayMessages.key, key)));
    return { active: row?.active ?? false, answer: row?.answer ?? null, message: row?.message ?? null };
  });
}
