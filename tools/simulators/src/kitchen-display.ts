import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KDS_HEADERS, KDS_PATH, kdsTicket, type KdsTicket } from '../../../packages/contracts/src/kitchen-display.ts';

/** A ticket as the display received it: the method, the integration headers and the body. */
export interface KdsReceived {
  at: string;
  method: 'POST' | 'PUT';
  token: string | null;
  location: string | null;
  devices: string | null;
  ticket: KdsTicket;
}

/** What the display does with the next ticket: accept it, answer 500, or reset the connection. */
export const KDS_BEHAVIOURS = ['accept', 'fail', 'refuse'] as const;
export type KdsBehaviour = (typeof KDS_BEHAVIOURS)[number];

export interface RunningKds {
  url: string;
  port: number;
  /** Every ticket accepted, oldest first. */
  received: KdsReceived[];
  /** The display's screen: one ticket per order id, the last body sent for it. */
  orders: Map<string, KdsTicket>;
  next(behaviour: KdsBehaviour, times?: number): void;
  close(): Promise<void>;
}

/** The display keeps this many tickets, dropping the oldest. */
export const KDS_KEPT = 200;

/**
 * A third-party kitchen display (issue 17 §6): POST or PUT {KDS_PATH} with the integration headers and a KdsTicket
 * body (packages/contracts kitchen-display.ts). A token, when given, must match (401 otherwise); a body that is not a
 * ticket answers 400 naming the field. Control API: GET /__sim/tickets, GET /__sim/orders, POST /__sim/next
 * {"behaviour": "fail", "times": 1}, POST /__sim/reset. Answers CORS for any origin (the terminal runs in a browser).
 */
export async function startKitchenDisplay(
  options: { port?: number; host?: string; token?: string | null } = {},
): Promise<RunningKds> {
  const host = options.host ?? '127.0.0.1';
  const received: KdsReceived[] = [];
  const orders = new Map<string, KdsTicket>();
  const queue: KdsBehaviour[] = [];
  const header = (req: http.IncomingMessage, name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    return typeof value === 'string' ? value : null;
  };
  const server = http.createServer((req, res) => {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, PUT, GET, OPTIONS',
        'Access-Control-Allow-Headers':
          req.headers['access-control-request-headers'] ??
          `Content-Type, ${KDS_HEADERS.token}, ${KDS_HEADERS.location}, ${KDS_HEADERS.devices}`,
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://kds').pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      if (path.startsWith('/__sim/')) {
        if (path === '/__sim/tickets' && req.method === 'GET') return json(200, received);
        if (path === '/__sim/orders' && req.method === 'GET') return json(200, [...orders.values()]);
        if (path === '/__sim/reset' && req.method === 'POST') {
          received.length = 0;
          orders.clear();
          queue.length = 0;
          return json(200, { ok: true });
        }
        if (path === '/__sim/next' && req.method === 'POST') {
          try {
            const { behaviour, times } = JSON.parse(body) as { behaviour?: unknown; times?: unknown };
            if (!KDS_BEHAVIOURS.includes(behaviour as KdsBehaviour))
              return json(400, { error: 'unknown behaviour', field: 'behaviour' });
            running.next(behaviour as KdsBehaviour, typeof times === 'number' ? times : 1);
            return json(200, { ok: true });
          } catch {
            return json(400, { error: 'body must be JSON {behaviour, times}' });
          }
        }
        return json(404, { error: 'unknown control path' });
      }
      if (path !== KDS_PATH || (req.method !== 'POST' && req.method !== 'PUT'))
        return json(404, { error: `POST or PUT ${KDS_PATH}` });
      const behaviour = queue.shift() ?? 'accept';
      if (behaviour === 'refuse') return req.socket.destroy();
      if (behaviour === 'fail') return json(500, { error: 'kitchen display failure (simulated)' });
      const token = header(req, KDS_HEADERS.token);
      if (options.token && token !== options.token) return json(401, { error: 'integration token refused' });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return json(400, { error: 'body must be JSON' });
      }
      const ticket = kdsTicket.safeParse(parsed);
      if (!ticket.success) {
        const issue = ticket.error.issues[0];
        return json(400, { error: issue?.message ?? 'invalid ticket', field: issue?.path.join('.') ?? '' });
      }
      received.push({
        at: new Date().toISOString(),
        method: req.method,
        token,
        location: header(req, KDS_HEADERS.location),
        devices: header(req, KDS_HEADERS.devices),
        ticket: ticket.data,
      });
      if (received.length > KDS_KEPT) received.splice(0, received.length - KDS_KEPT);
      const before = orders.get(ticket.data.id);
      // The screen: a PUT adds the new items to the order's ticket, or marks the reason on it.
      orders.set(
        ticket.data.id,
        before && req.method === 'PUT'
          ? { ...ticket.data, items: [...before.items, ...ticket.data.items] }
          : ticket.data,
      );
      json(req.method === 'POST' ? 201 : 200, { ok: true, id: ticket.data.id });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const running: RunningKds = {
    url: `http://${host}:${String(port)}`,
    port,
    received,
    orders,
    next(behaviour, times = 1) {
      for (let n = 0; n < Math.min(Math.max(times, 1), 1000); n += 1) queue.push(behaviour);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return running;
}
