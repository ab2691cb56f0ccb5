import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CardAPinpad, type CardAAnswerScenario, type CardARequest } from './card-terminal-a.ts';
import { CardAScenarioQueue, isCardAScenario, type CardAScenario } from './card-terminal-a-scenarios.ts';
import { controlJson, controlNext } from './sim-control.ts';
import { TransactionJournal } from './transactions.ts';

export interface CardTerminalAOptions {
  port?: number;
  host?: string;
  /** How long a 'late-approve' customer takes before the pinpad charges and answers (default 1 s). */
  lateMs?: number;
}

export interface RunningCardTerminalA {
  url: string;
  port: number;
  /** The next requests' scenarios (the same queue as POST /__sim/next). */
  scenarios: CardAScenarioQueue;
  /** The same queue under the other simulators' name, so a test clears every device alike. */
  behaviours: CardAScenarioQueue;
  journal: TransactionJournal;
  /** Every transaction request the pinpad read, in order. */
  requests: CardARequest[];
  /** Settles when no late answer is outstanding (a test waits for the late charge with it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const ANSWERED: readonly string[] = ['approve', 'approve-fields', 'decline', 'partial', 'cancel', 'rogue'];
const answered = (scenario: CardAScenario): scenario is CardAAnswerScenario => ANSWERED.includes(scenario);

/**
 * The pinpad's HTTP server, as the real one behaves on the LAN: POST only and no CORS at all (no
 * Access-Control-* header, no answer to a preflight), so a browser page cannot read it and the terminal goes through
 * the print helper's device relay. One transaction at a time: while a customer is at the pinpad (a late answer) every
 * other request is answered busy. The control API lives under /__sim/ (docs/simulators.md).
 */
export async function startCardTerminalA(options: CardTerminalAOptions = {}): Promise<RunningCardTerminalA> {
  const journal = new TransactionJournal();
  const pinpad = new CardAPinpad(journal);
  const scenarios = new CardAScenarioQueue();
  const hanging = new Set<http.ServerResponse>();
  const lateMs = options.lateMs ?? 1000;
  let inUse: Promise<void> | null = null;

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const simAt = path.indexOf('/__sim/');
      if (simAt >= 0) return control(path.slice(simAt), req.method ?? 'GET', body, res);
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain' });
        return res.end('POST only');
      }
      if (inUse) return busy(res);
      const scenario = scenarios.next();
      if (scenario === 'busy') return busy(res);
      if (scenario === 'refuse') return req.socket.destroy();
      if (scenario === 'timeout') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (scenario === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        return res.end('\u0000%%% not a pinpad answer <<<');
      }
      if (scenario === 'drop-after-approve') {
        pinpad.handle(body, 'approve');
        return dropAfterHeaders(res, req.socket);
      }
      if (scenario === 'late-approve') {
        // The charge happens when the customer finishes, whether or not the client still waits for the answer.
        inUse = new Promise<void>((resolve) =>
          setTimeout(() => {
            inUse = null;
            const answer = pinpad.handle(body, 'approve');
            if (!res.destroyed) {
              res.writeHead(answer.status, { 'Content-Type': 'text/xml' });
              res.end(answer.body);
            }
            resolve();
          }, lateMs),
        );
        return;
      }
      const answer = pinpad.handle(body, answered(scenario) ? scenario : 'approve');
      res.writeHead(answer.status, { 'Content-Type': 'text/xml' });
      res.end(answer.body);
    });
  });

  /** Decided (docs/decisions.md §60): busy is HTTP 503 before the request is read, so nothing was charged. */
  function busy(res: http.ServerResponse): void {
    res.writeHead(503, { 'Content-Type': 'text/xml', 'Retry-After': '5' });
    res.end('<RESPONSE><AUTH_RESP_TEXT>DEVICE BUSY</AUTH_RESP_TEXT></RESPONSE>');
  }

  /** The answer is lost after the pinpad charged: the headers go out, then the connection is reset mid-body. */
  function dropAfterHeaders(res: http.ServerResponse, socket: Socket): void {
    res.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': '200' });
    res.write('<RESPONSE>', () => socket.destroy());
  }

  function control(path: string, method: string, body: string, res: http.ServerResponse): void {
    const json = (status: number, value: unknown) => controlJson(res, status, value);
    if (path === '/__sim/next' && method === 'POST') {
      const next = controlNext(body, ['scenario', 'behaviour'], isCardAScenario);
      if (!next.ok) return json(next.status, next.error);
      scenarios.push(next.value, next.times);
      return json(200, { ok: true });
    }
    if (path === '/__sim/transactions' && method === 'GET') return json(200, journal.all());
    if (path === '/__sim/requests' && method === 'GET') return json(200, pinpad.requests);
    if (path === '/__sim/reset' && method === 'POST') {
      scenarios.clear();
      pinpad.reset();
      return json(200, { ok: true });
    }
    return json(404, { error: 'unknown control path' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${String(port)}`,
    port,
    scenarios,
    behaviours: scenarios,
    journal,
    requests: pinpad.requests,
    idle: () => inUse ?? Promise.resolve(),
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
