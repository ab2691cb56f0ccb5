import websocket from '@fastify/websocket';
import { realtimeClientMessage, type RealtimeMessage } from '@opentill/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { DatabaseHandle } from '../db/client.ts';
import { eventLog } from '../db/schema.ts';
import { callerFor, headerToken, type Caller } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { RateWindow } from '../http/rate-window.ts';
import { EVENTS_CHANNEL, type LoggedEvent } from '../services/events.ts';

interface Subscriber {
  socket: WebSocket;
  channel: string;
}

/** Events a reconnecting client may replay in one resume. */
const RESUME_LIMIT = 1000;

/**
 * Resumes allowed (issue 14 §13): each small resume message makes the server read and send up to RESUME_LIMIT events,
 * so they are limited per connection (a terminal sends one per connect) and per client address (a new connection per
 * resume does not escape; a store's terminals behind one NAT address reconnecting together stay well within it).
 * Over either limit the socket is closed with 1008 (policy violation) and nothing is replayed; the terminal
 * reconnects with its back-off.
 */
export const RESUMES_PER_CONNECTION = 5;
export const RESUMES_PER_ADDRESS = 60;
export const RESUME_WINDOW_MS = 60_000;

/**
 * A browser sends Origin on every WebSocket: only the back office's own host and ALLOWED_ORIGINS may connect
 * (ARCHITECTURE safety rules); a client without Origin (not a browser) is judged by its token alone.
 */
function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const allowed = (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function realtimeCaller(handle: DatabaseHandle, request: FastifyRequest, demoMode: boolean): Promise<Caller> {
  // Browsers cannot set headers on a WebSocket: the token may come as ?token=.
  const query = request.query as Record<string, unknown>;
  const token = typeof query.token === 'string' ? query.token : headerToken(request.headers.authorization);
  // Without a token only the demo store's events, and only in demo mode (issue 14 §7): never a real store's.
  return callerFor(handle.db, token, demoMode);
}

/** Seed 000 §4: the channel is named from the host's first label, the store id or 'demo', and 'channel'. */
export function channelName(host: string | undefined, caller: Caller): string {
  const label = (host ?? 'localhost').split(':')[0]?.split('.')[0] ?? 'localhost';
  return `${label}-${caller.tokenless ? 'demo' : String(caller.storeId)}-channel`;
}

/**
 * WebSocket /api/realtime (issue 4 §8): authenticated, Origin checked; pushes the caller's store events from every
 * instance (NOTIFY), and replays the event log after a cursor on {type: 'resume', cursor}.
 */
export async function realtimeRoutes(app: FastifyInstance, handle: DatabaseHandle, demoMode: boolean): Promise<void> {
  // A scope of its own: @fastify/websocket adds an onRequest and an onResponse hook to every route of the scope it
  // is registered in; here that is this route alone, not every API read (CPU profile of the api-read-throughput
  // bench, issue 14).
  await app.register(async (scope) => realtimeScope(scope, handle, demoMode));
}

async function realtimeScope(app: FastifyInstance, handle: DatabaseHandle, demoMode: boolean): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const subscribers = new Map<number, Set<Subscriber>>();
  const resumesByAddress = new RateWindow(RESUMES_PER_ADDRESS, RESUME_WINDOW_MS);
  const send = (subscriber: Subscriber, event: LoggedEvent) => {
    const message: RealtimeMessage = {
      channel: subscriber.channel,
      event: event.event as RealtimeMessage['event'],
      cursor: event.cursor,
      data: event.data,
    };
    if (subscriber.socket.readyState === subscriber.socket.OPEN) subscriber.socket.send(JSON.stringify(message));
  };
  const stop = await handle.listen(EVENTS_CHANNEL, (payload) => {
    let event: LoggedEvent;
    try {
      event = JSON.parse(payload) as LoggedEvent;
    } catch {
      return;
    }
    for (const subscriber of subscribers.get(event.storeId) ?? []) send(subscriber, event);
  });
  app.addHook('onClose', async () => {
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.socket.close(1001);
    await stop();
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      config: { public: true },
      preValidation: async (request) => {
        if (!originAllowed(request)) throw new HttpError(403, 'forbidden_origin', 'Origin not allowed');
        request.caller = await realtimeCaller(handle, request, demoMode);
      },
    },
    (socket, request) => {
      const caller = request.caller;
      if (!caller) return socket.close(1008);
      const subscriber = { socket, channel: channelName(request.headers.host, caller) };
      const set = subscribers.get(caller.storeId) ?? new Set<Subscriber>();
      subscribers.set(caller.storeId, set);
      set.add(subscriber);
      socket.on('close', () => set.delete(subscriber));
      const resumes = new RateWindow(RESUMES_PER_CONNECTION, RESUME_WINDOW_MS, 1);
      const address = request.ip;
      socket.on('message', (raw: Buffer) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return socket.close(1003);
        }
        const message = realtimeClientMessage.safeParse(parsed);
        if (!message.success) return socket.close(1003);
        // Both windows count the attempt, so an address over its limit stays over it while it keeps trying.
        const withinConnection = resumes.take('connection');
        const withinAddress = resumesByAddress.take(address);
        if (!withinConnection || !withinAddress) return socket.close(1008, 'resume rate limit');
        void handle.db
          .select()
          .from(eventLog)
          .where(and(eq(eventLog.storeId, caller.storeId), gt(eventLog.id, Number(message.data.cursor))))
          .orderBy(asc(eventLog.id))
          .limit(RESUME_LIMIT)
          .then(
            (rows) =>
              rows.forEach((row) =>
                send(subscriber, {
                  storeId: row.storeId,
                  event: row.event,
                  cursor: String(row.id),
                  data: row.payload as Record<string, unknown>,
                }),
              ),
            () => socket.close(1011),
          );
      });
      socket.send(JSON.stringify({ channel: subscriber.channel, event: 'hello', cursor: '0', data: {} }));
    },
  );
}
