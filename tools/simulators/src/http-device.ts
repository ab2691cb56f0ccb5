import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { BehaviourQueue, isBehaviour, type Behaviour } from './behaviour.ts';
import { controlJson, controlNext } from './sim-control.ts';
import { TransactionJournal } from './transactions.ts';

export interface DeviceRequest {
  method: string;
  path: string;
  body: string;
  behaviour: Behaviour;
}
export interface DeviceAnswer {
  status: number;
  contentType: string;
  body: string;
}
/** The device's protocol: turns a request into an answer, or 'drop' to reset the connection after acting. */
export type DeviceHandler = (request: DeviceRequest) => DeviceAnswer | 'drop';

export interface RunningDevice {
  url: string;
  port: number;
  behaviours: BehaviourQueue;
  journal: TransactionJournal;
  close(): Promise<void>;
}

/**
 * An HTTP device with a control API under /__sim/: POST /__sim/next {behaviour, times}, GET /__sim/transactions,
 * POST /__sim/reset. Everything else goes to the protocol handler with the next queued behaviour.
 */
export async function startHttpDevice(
  makeHandler: (journal: TransactionJournal) => DeviceHandler,
  port = 0,
  host = '127.0.0.1',
): Promise<RunningDevice> {
  const behaviours = new BehaviourQueue();
  const journal = new TransactionJournal();
  const handler = makeHandler(journal);
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // A terminal in a browser calls the device from its own origin: answer CORS for that origin, the preflight too
    // (JSON and XML bodies are not "simple" requests), and Chromium's private network access preflight.
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // Devices may sit under a base path (http://host:8082/card-b), so the control API is found anywhere in it.
      const simAt = path.indexOf('/__sim/');
      if (simAt >= 0) return control(path.slice(simAt), req.method ?? 'GET', body, res);
      const behaviour = behaviours.next();
      if (behaviour === 'refuse') return req.socket.destroy();
      if (behaviour === 'timeout') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (behaviour === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        return res.end('\u0000%%% not a device answer <<<');
      }
      const answer = handler({ method: req.method ?? 'GET', path, body, behaviour });
      if (answer === 'drop') return dropAfterHeaders(res, req.socket);
      res.writeHead(answer.status, { 'Content-Type': answer.contentType });
      res.end(answer.body);
    });
  });

  /**
   * The answer is lost after the device acted: the status line and headers go out, then the connection is reset
   * mid-body. A reset before any answer byte would not lose it in a browser: Chromium resends a request whose reused
   * keep-alive connection (the CORS preflight's) closes before the headers, POST included, so the device would be
   * charged a second time by the browser itself and the terminal would never see a lost answer.
   */
  function dropAfterHeaders(res: http.ServerResponse, socket: Socket): void {
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '64' });
    res.write('<', () => socket.destroy());
  }

  function control(path: string, method: string, body: string, res: http.ServerResponse): void {
    const json = (status: number, value: unknown) => controlJson(res, status, value);
    if (path === '/__sim/next' && method === 'POST') {
      const next = controlNext(body, ['behaviour'], isBehaviour);
      if (!next.ok) return json(next.status, next.error);
      behaviours.push(next.value, next.times);
      return json(200, { ok: true });
    }
    if (path === '/__sim/transactions' && method === 'GET') return json(200, journal.all());
    if (path === '/__sim/reset' && method === 'POST') {
      behaviours.clear();
      journal.clear();
      return json(200, { ok: true });
    }
    return json(404, { error: 'unknown control path' });
  }

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    behaviours,
    journal,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
