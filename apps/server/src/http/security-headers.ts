import net from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { paymentTypes, printers, terminals } from '../db/schema.ts';

/**
 * Strict CSP for the terminal: only our own scripts, styles and connections. Style attributes are allowed because
 * react-aria positions popovers with inline styles. connect-src is 'self' (CSP 3: 'self' also matches ws: and wss:
 * to the page's own host, so the realtime WebSocket needs no scheme source; a bare ws: wss: would let a script talk
 * to any host, issue 14 §13), plus the origins of the card terminals configured as payment types (their `url`) and
 * of the terminals' print helpers (ws://printer_server_ip:port), and of the kitchen displays (printers marked is_kds:
 * http://{ip}, issue 17 §6), and nothing else (docs/decisions.md, card terminal CSP).
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** How long the payment type origins are reused before the database is read again. */
export const CSP_ORIGINS_TTL_MS = 10_000;

/**
 * A host a CSP source may carry: a DNS name, an IPv4 address or a bracketed IPv6 one. Anything else (a ';', a quote,
 * a '*') could end the directive or widen it, so its origin is left out.
 */
const SAFE_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/** The http(s) origin of a configured device url, or null for anything else (no paths, no wildcards, no schemes). */
export function deviceOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!SAFE_HOST.test(parsed.hostname)) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The print helper's default WebSocket port (docs/print-helper.md; the terminal's printer-config.ts). */
export const PRINT_HELPER_PORT = 8765;

/**
 * The origin the terminal opens for its print helper, ws://{printer_server_ip}:{port}, with the port of the terminal
 * setting print_helper_port or 8765, as apps/terminal's printer-config.ts builds it; null without a usable address.
 */
export function printHelperOrigin(
  serverIp: string | null | undefined,
  settings: readonly { name: string; value: string }[] | null | undefined,
): string | null {
  const server = serverIp?.trim() ?? '';
  if (server === '') return null;
  const setting = Number((settings ?? []).find((entry) => entry.name === 'print_helper_port')?.value);
  const port = Number.isInteger(setting) && setting > 0 && setting < 65536 ? setting : PRINT_HELPER_PORT;
  const host = server.includes(':') && !server.startsWith('[') ? `[${server}]` : server;
  // Checked as typed: URL parsing would turn 'host/path' into host 'host' and hide the mistake.
  if (!SAFE_HOST.test(host) || (host.startsWith('[') && !net.isIPv6(host.slice(1, -1)))) return null;
  return `ws://${host}:${String(port)}`;
}

/** The origin of a kitchen display (a printer marked is_kds, address host or host:port), or null when unusable. */
export function kitchenDisplayOrigin(address: string | null | undefined): string | null {
  const ip = address?.trim() ?? '';
  if (ip === '' || /[/@?#\s]/.test(ip)) return null;
  return deviceOrigin(`http://${ip}`);
}

/** The policy with connect-src extended by these device origins (card terminals, print helpers). */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const extra = [...new Set(origins)].sort();
  if (extra.length === 0) return CONTENT_SECURITY_POLICY;
  return DIRECTIVES.map((directive) =>
    directive.startsWith('connect-src ') ? `${directive} ${extra.join(' ')}` : directive,
  ).join('; ');
}

export function securityHeaders(app: FastifyInstance, db?: Database): void {
  // The policy last read: within its TTL a response sets the headers without a promise or a query (a callback
  // hook; the CPU profile of the api-read-throughput bench, issue 14). When it is due, responses wait for one read.
  let ready: { at: number; policy: string } | null = null;
  let reading: Promise<string> | null = null;
  const read = (database: Database): Promise<string> => {
    reading ??= Promise.all([
      database.select({ url: paymentTypes.url }).from(paymentTypes).where(isNotNull(paymentTypes.url)),
      database
        .select({ ip: terminals.printerServerIp, settings: terminals.dbSettings })
        .from(terminals)
        .where(isNotNull(terminals.printerServerIp)),
      database.select({ ip: printers.ip }).from(printers).where(eq(printers.isKds, true)),
    ])
      .then(
        ([cards, helpers, displays]) => {
          const policy = contentSecurityPolicy(
            [
              ...cards.map((row) => deviceOrigin(row.url)),
              ...helpers.map((row) => printHelperOrigin(row.ip, row.settings)),
              ...displays.map((row) => kitchenDisplayOrigin(row.ip)),
            ].filter((origin): origin is string => origin !== null),
          );
          ready = { at: Date.now(), policy };
          return policy;
        },
        // A failed read answers the strict policy and is not kept: the next request reads again.
        () => CONTENT_SECURITY_POLICY,
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!db) return setHeaders(reply, CONTENT_SECURITY_POLICY, payload, done);
    if (ready && Date.now() - ready.at <= CSP_ORIGINS_TTL_MS) return setHeaders(reply, ready.policy, payload, done);
    void read(db).then((csp) => setHeaders(reply, csp, payload, done));
  });
}

/** Sets the security headers; a function of its own so the common path creates no closure per response. */
function setHeaders(
  reply: FastifyReply,
  csp: string,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
): void {
  reply.header('Content-Security-Policy', csp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  done(null, payload);
}
