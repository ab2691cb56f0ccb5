import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { paymentTypes } from '../db/schema.ts';

/**
 * Strict CSP for the terminal: only our own scripts, styles and connections (the realtime WebSocket is same
 * origin). Style attributes are allowed because react-aria positions popovers with inline styles. connect-src also
 * names the origins of the card terminals configured as payment types (their `url`), and nothing else, so the
 * terminal can POST to the card device on the store network (docs/decisions.md, card terminal CSP).
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
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

/** The http(s) origin of a configured device url, or null for anything else (no paths, no wildcards, no schemes). */
export function deviceOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The policy with connect-src extended by these device origins. */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const extra = [...new Set(origins)].sort();
  if (extra.length === 0) return CONTENT_SECURITY_POLICY;
  return DIRECTIVES.map((directive) =>
    directive.startsWith('connect-src ') ? `${directive} ${extra.join(' ')}` : directive,
  ).join('; ');
}

export function securityHeaders(app: FastifyInstance, db?: Database): void {
  let cached: { at: number; policy: Promise<string> } | null = null;
  const policy = (): Promise<string> => {
    const now = Date.now();
    if (db && (!cached || now - cached.at > CSP_ORIGINS_TTL_MS)) {
      const read = db
        .select({ url: paymentTypes.url })
        .from(paymentTypes)
        .where(isNotNull(paymentTypes.url))
        .then((rows) =>
          contentSecurityPolicy(
            rows.map((row) => deviceOrigin(row.url)).filter((origin): origin is string => origin !== null),
          ),
        )
        // A failed read keeps the strict policy for now and tries again on the next request.
        .catch(() => {
          cached = null;
          return CONTENT_SECURITY_POLICY;
        });
      cached = { at: now, policy: read };
    }
    return cached?.policy ?? Promise.resolve(CONTENT_SECURITY_POLICY);
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', await policy());
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
  });
}
