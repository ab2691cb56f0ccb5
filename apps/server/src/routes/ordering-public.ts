import { orderingHereRequest, orderingKey, orderingOrderRequest, type OrderingStatus } from '@opentill/contracts';
import { scrubText } from '@opentill/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import { HttpError, notFound, parseInput } from '../http/errors.ts';
import { RateWindow } from '../http/rate-window.ts';
import { eventAppend, EVENTS_CHANNEL, type LoggedEvent } from '../services/events.ts';
import { COUNTRIES, STATES } from '../services/geo-data.ts';
import { orderingMenu } from '../services/ordering-menu.ts';
import { orderingOrderId, orderingOrderPlace, orderingStatusRead } from '../services/ordering-order.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a public read left out of the per-store ceiling of app.ts (the per-address limit still holds). */
    storeCeiling?: boolean;
  }
}

const storeParams = z.strictObject({ store: z.coerce.number().int().min(1).max(2_147_483_647) });
const keyParams = z.strictObject({ store: storeParams.shape.store, key: orderingKey });

/** Per address, per minute (decisions §63): a person orders a few times an hour and reloads a page now and then. */
export const ORDERING_LIMITS = {
  menu: { max: 60, timeWindow: '1 minute' },
  order: { max: 10, timeWindow: '1 minute' },
  status: { max: 60, timeWindow: '1 minute' },
  live: { max: 30, timeWindow: '1 minute' },
  here: { max: 10, timeWindow: '1 minute' },
} as const;
/** Bodies: an order of 50 lines with notes stays far below 64 KB; curbside is three short texts. */
const ORDER_BODY_LIMIT = 64 * 1024;
const HERE_BODY_LIMIT = 2 * 1024;
/** Open status streams per address and on this instance. */
export const LIVE_PER_ADDRESS = 10;
const LIVE_PER_INSTANCE = 5000;
/** "I'm here" per order: a customer may correct the parking number, not page the staff all evening. */
const HERE_PER_ORDER = 3;
const HERE_WINDOW_MS = 10 * 60_000;
/** A comment line keeps proxies from closing a quiet stream. */
const PING_MS = 25_000;

interface LiveSubscriber {
  orderId: number;
  push: () => void;
}

/**
 * The store's public ordering page's API (issue 18 §3, decisions §63), no token: the menu, the countries and states,
 * placing an order (through the public intake's path), its status by the page's key, the status live (Server-Sent
 * Events on the event log's NOTIFY, as the dashboard's live sales), and "I'm here" (curbsideorder-pickup-event).
 */
export async function orderingPublicRoutes(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  const liveByAddress = new Map<string, number>();
  let liveCount = 0;
  const herePerOrder = new RateWindow(HERE_PER_ORDER, HERE_WINDOW_MS);

  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: LoggedEvent;
    try {
      event = JSON.parse(payload) as LoggedEvent;
    } catch {
      return;
    }
    if (event.event !== 'orders-event') return;
    const ids = Array.isArray(event.data.order_ids) ? (event.data.order_ids as unknown[]) : [];
    for (const subscriber of subscribers.get(event.storeId) ?? [])
      if (ids.includes(subscriber.orderId)) subscriber.push();
  });
  const closers = new Set<() => void>();
  // Before the server stops listening: an open stream is an active connection, which close() would wait for.
  app.addHook('preClose', (done) => {
    for (const close of closers) close();
    done();
  });
  app.addHook('onClose', async () => stop());

  const keyOf = (request: FastifyRequest) => parseInput(keyParams, request.params, 'path');

  app.get(
    '/api/order/:store/menu/',
    { config: { public: true, storeCeiling: false, rateLimit: ORDERING_LIMITS.menu } },
    async (request, reply) => {
      const { store } = parseInput(storeParams, request.params, 'path');
      const menu = await orderingMenu(db, store, new Date());
      return reply.header('Cache-Control', 'no-store').send(menu);
    },
  );

  app.get('/api/order/geo/', { config: { public: true, rateLimit: ORDERING_LIMITS.menu } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').send({ countries: COUNTRIES, states: STATES }),
  );

  app.post(
    '/api/order/:store/orders/',
    { bodyLimit: ORDER_BODY_LIMIT, config: { public: true, rateLimit: ORDERING_LIMITS.order } },
    async (request): Promise<OrderingStatus> => {
      const { store } = parseInput(storeParams, request.params, 'path');
      const body = parseInput(orderingOrderRequest, request.body);
      // The honeypot: people never see the field, so whoever filled it is a bot. It is told nothing: an answer
      // shaped like a received order, and nothing is saved or shown to the staff.
      if (body.website.trim() !== '') return honeypotAnswer(body.key);
      return orderingOrderPlace(db, store, body, new Date());
    },
  );

  app.get(
    '/api/order/:store/orders/:key/',
    { config: { public: true, storeCeiling: false, rateLimit: ORDERING_LIMITS.status } },
    async (request, reply) => {
      const { store, key } = keyOf(request);
      const status = await orderingStatusRead(db, store, key);
      if (!status) throw notFound('Order');
      return reply.header('Cache-Control', 'no-store').send(status);
    },
  );

  app.get(
    '/api/order/:store/orders/:key/live/',
    { config: { public: true, storeCeiling: false, rateLimit: ORDERING_LIMITS.live } },
    async (request, reply) => {
      const { store, key } = keyOf(request);
      const order = await orderingOrderId(db, store, key);
      if (!order) throw notFound('Order');
      const address = request.ip;
      if ((liveByAddress.get(address) ?? 0) >= LIVE_PER_ADDRESS || liveCount >= LIVE_PER_INSTANCE)
        throw new HttpError(429, 'rate_limited', 'Too many open status pages; the page checks again by itself');
      openStream(reply);
      const raw = reply.raw;
      let last = '';
      let reading = false;
      let again = false;
      // One read at a time; a change heard during a read reads once more after it, so the last state is sent.
      const push = () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        void orderingStatusRead(db, store, key)
          .then((status) => {
            const text = status ? JSON.stringify(status) : '';
            if (text && text !== last && !raw.writableEnded) raw.write(`event: status\ndata: ${text}\n\n`);
            last = text || last;
          })
          .catch(() => undefined)
          .finally(() => {
            reading = false;
            if (again) {
              again = false;
              push();
            }
          });
      };
      const subscriber = { orderId: order.id, push };
      const set = subscribers.get(store) ?? new Set<LiveSubscriber>();
      subscribers.set(store, set);
      set.add(subscriber);
      liveCount += 1;
      liveByAddress.set(address, (liveByAddress.get(address) ?? 0) + 1);
      const ping = setInterval(() => raw.write(': ping\n\n'), PING_MS);
      const close = () => {
        if (!closers.delete(close)) return;
        clearInterval(ping);
        set.delete(subscriber);
        liveCount -= 1;
        const left = (liveByAddress.get(address) ?? 1) - 1;
        if (left > 0) liveByAddress.set(address, left);
        else liveByAddress.delete(address);
        if (!raw.writableEnded) raw.end();
      };
      closers.add(close);
      request.raw.on('close', close);
      push();
    },
  );

  app.post(
    '/api/order/:store/orders/:key/here/',
    { bodyLimit: HERE_BODY_LIMIT, config: { public: true, rateLimit: ORDERING_LIMITS.here } },
    async (request, reply) => {
      const { store, key } = keyOf(request);
      const body = parseInput(orderingHereRequest, request.body);
      const order = await orderingOrderId(db, store, key);
      if (!order) throw notFound('Order');
      if (order.status === 4 || order.status === 5)
        throw new HttpError(409, 'rejected', 'This order was rejected; there is nothing to pick up');
      if (!herePerOrder.take(key)) {
        reply.header('Retry-After', String(herePerOrder.retryAfterSeconds(key)));
        throw new HttpError(429, 'rate_limited', 'The store was already told; please wait for the staff');
      }
      await eventAppend(db, store, 'curbsideorder-pickup-event', {
        order_id: order.id,
        car_model: scrubText(body.car_model),
        car_color: scrubText(body.car_color),
        parking_number: scrubText(body.parking_number),
      });
      return { ok: true as const };
    },
  );
}

/** Starts a Server-Sent Events answer (the security headers of the onSend hook are not sent on a hijacked reply). */
function openStream(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    // A reverse proxy (nginx) would hold the events in its buffer: each must reach the browser as it is written.
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 2000\n\n');
}

function honeypotAnswer(key: string): OrderingStatus {
  return {
    key,
    short_number: null,
    state: 'received',
    delivery: false,
    serve_at: null,
    dining_option: '',
    items: [],
    subtotal_cents: 0,
    tax_cents: 0,
    total_cents: 0,
  };
}
