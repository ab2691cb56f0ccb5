/**
 * The helper's face on the store LAN (issue 19 §7, docs/print-helper.md): one port for HTTP and the WebSocket.
 * GET /health answers anyone (nothing about the store in it); GET /status (per-printer status) and the WebSocket
 * need a page on an allowed Origin and, once terminals are paired, a paired terminal's token: in the
 * `opentill-token.<token>` subprotocol for the WebSocket (a browser cannot set its headers), as a Bearer token for
 * HTTP. Failed tokens are limited per address.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRINT_HELPER_PROTOCOL, type PrintHelperHealth, type PrinterStatus } from '@opentill/contracts';
import { WebSocketServer } from 'ws';
import { pairedTerminal, PairingLimiter, tokenFromProtocols, type PairedTerminal } from './pairing.ts';

export interface LanServiceOptions {
  port?: number;
  host?: string;
  /** Pages allowed to talk to the helper (the terminal's origin); '*' allows any. */
  allowedOrigins: readonly string[];
  /**
   * The paired terminals. Undefined: no pairing (a helper embedded in a test); the program (main.ts) always passes
   * the pairing file's list, and an empty list refuses every terminal.
   */
  terminals?: readonly PairedTerminal[];
  statuses: () => Promise<PrinterStatus[]>;
  version: string;
}

/** Who is connected: a paired terminal, or 'unpaired' when the helper runs without pairing. */
export type Caller = PairedTerminal | 'unpaired';

export interface LanService {
  wss: WebSocketServer;
  /** The caller a handshake was accepted for. */
  callerOf(request: http.IncomingMessage): Caller | undefined;
  port: number;
  close(): Promise<void>;
}

export async function startLanService(options: LanServiceOptions): Promise<LanService> {
  const started = Date.now();
  const limiter = new PairingLimiter();
  const originAllowed = (origin: string | undefined) =>
    options.allowedOrigins.includes('*') || (origin !== undefined && options.allowedOrigins.includes(origin));

  /** The caller of a token, or why not: 429 after too many wrong tokens from this address, 401 for a wrong one. */
  function authorise(token: string | undefined, address: string): Caller | 401 | 429 {
    if (!options.terminals) return 'unpaired';
    if (limiter.blocked(address)) return 429;
    const terminal = pairedTerminal(options.terminals, token);
    if (terminal) return terminal;
    limiter.fail(address);
    return 401;
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const origin = req.headers.origin;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(value));
    };
    // A page on an allowed origin may read the answers; any other page gets no CORS and cannot.
    if (origin && originAllowed(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      if (!origin || !originAllowed(origin)) return json(403, { error: 'Origin not allowed' });
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET',
        'Access-Control-Allow-Headers': 'Authorization',
        'Access-Control-Allow-Private-Network': 'true',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method === 'GET' && path === '/health') {
      const health: PrintHelperHealth = {
        ok: true,
        service: 'opentill-print-helper',
        version: options.version,
        uptimeSeconds: Math.floor((Date.now() - started) / 1000),
        pairedTerminals: options.terminals?.length ?? 0,
      };
      return json(200, health);
    }
    if (req.method === 'GET' && path === '/status') {
      if (origin && !originAllowed(origin)) return json(403, { error: 'Origin not allowed' });
      const bearer = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const caller = authorise(bearer, req.socket.remoteAddress ?? '');
      if (caller === 429) return json(429, { error: 'Too many wrong pairing tokens, try again in a minute' });
      if (caller === 401) return json(401, { error: 'Pairing token missing or wrong' });
      void options.statuses().then((printers) => json(200, { ok: true, printers }));
      return;
    }
    json(404, { error: 'Not found' });
  });

  const callers = new WeakMap<http.IncomingMessage, Caller>();
  const wss = new WebSocketServer({
    server,
    maxPayload: 5 * 1024 * 1024,
    handleProtocols: (protocols) => (protocols.has(PRINT_HELPER_PROTOCOL) ? PRINT_HELPER_PROTOCOL : false),
    verifyClient: (
      info: { origin?: string; req: http.IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      if (!originAllowed(info.origin)) return done(false, 403, 'Origin not allowed');
      const token = tokenFromProtocols(info.req.headers['sec-websocket-protocol']);
      const caller = authorise(token, info.req.socket.remoteAddress ?? '');
      if (caller === 429) return done(false, 429, 'Too many wrong pairing tokens');
      if (caller === 401) return done(false, 401, 'Pairing token missing or wrong');
      callers.set(info.req, caller);
      done(true);
    },
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '0.0.0.0', resolve));
  return {
    wss,
    callerOf: (request) => callers.get(request),
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((client) => client.terminate());
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
