import {
  displayAnswerRequest,
  displayOfferMessage,
  displayOfferRequest,
  type DisplayOfferMessage,
} from '@opentill/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { displayMessages } from '../db/schema.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { RateWindow } from '../http/rate-window.ts';

/** decisions §58: an offer not answered within 10 minutes is never served to a display. */
export const DISPLAY_OFFER_TTL_MS = 10 * 60_000;
/** decisions §58: wrong code or pairing key, per address and from all addresses together, per 10 minutes. */
const WRONG_PER_ADDRESS = 10;
const WRONG_ALL = 300;
const WRONG_WINDOW_MS = 10 * 60_000;
/** A remembered display polls every 2 s (seed 002 §9): 30 a minute, so 90 leaves room for two displays behind a NAT. */
const CALLS_PER_MINUTE = 90;

type Row = typeof displayMessages.$inferSelect;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

function offerOf(row: Row): DisplayOfferMessage | null {
  try {
    const parsed = displayOfferMessage.safeParse(JSON.parse(row.message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const fresh = (row: Row, now: number) =>
  row.active && row.answer === null && now - row.createdAt.getTime() < DISPLAY_OFFER_TTL_MS;

/**
 * The customer display's half of the signalling (issue 20 §1, §5; decisions §58). The display holds no token: it
 * names its terminal by the connection code (seed 000 §5) and proves it was shown the terminal's pairing key, which
 * the terminal put in its sync message. Only the terminal's latest message counts, so a new pairing key on the
 * terminal shuts out a display paired before; a code of any other terminal (another store's above all) is refused.
 * Wrong codes and keys are limited per address and overall; every call is limited per address.
 */
export function displayPublicRoutes(app: FastifyInstance, db: Database): void {
  const wrongByAddress = new RateWindow(WRONG_PER_ADDRESS, WRONG_WINDOW_MS);
  const wrongAll = new RateWindow(WRONG_ALL, WRONG_WINDOW_MS);
  const limited = (request: FastifyRequest, reply: FastifyReply) => {
    for (const [window, key] of [
      [wrongByAddress, request.ip],
      [wrongAll, 'all'],
    ] as const) {
      const now = Date.now();
      if (window.take(key, now)) continue;
      reply.header('Retry-After', String(window.retryAfterSeconds(key, now)));
      return new HttpError(429, 'rate_limited', 'Too many wrong connection codes; try again later');
    }
    return new HttpError(404, 'invalid_code', 'No terminal with this connection code and pairing key', 'code');
  };

  /** The terminal's latest sync message when code and pairing key match it; otherwise the refusal to throw. */
  async function latest(request: FastifyRequest, reply: FastifyReply, code: string, key: string): Promise<Row> {
    const terminal = Number(code);
    const [row] = Number.isSafeInteger(terminal)
      ? await db
          .select()
          .from(displayMessages)
          .where(eq(displayMessages.terminalId, terminal))
          .orderBy(desc(displayMessages.id))
          .limit(1)
      : [];
    const offer = row ? offerOf(row) : null;
    if (!row || !offer || !sameText(offer.pairing_key, key)) throw limited(request, reply);
    return row;
  }

  const config = { public: true, rateLimit: { max: CALLS_PER_MINUTE, timeWindow: 60_000 } };

  app.post('/api/customer-display/offer/', { config }, async (request, reply) => {
    const body = parseInput(displayOfferRequest, request.body);
    const row = await latest(request, reply, body.code, body.pairing_key);
    if (!fresh(row, Date.now())) return { key: null, offer: null };
    const message = offerOf(row);
    return { key: row.key, offer: message?.offer ?? null, ...(message?.stun ? { stun: message.stun } : {}) };
  });

  app.post('/api/customer-display/answer/', { config }, async (request, reply) => {
    const body = parseInput(displayAnswerRequest, request.body);
    const row = await latest(request, reply, body.code, body.pairing_key);
    if (row.key !== body.key || !fresh(row, Date.now()))
      throw new HttpError(409, 'offer_gone', 'This offer was answered, replaced or has expired', 'key');
    const [written] = await db
      .update(displayMessages)
      .set({ answer: body.answer })
      .where(and(eq(displayMessages.id, row.id), isNull(displayMessages.answer)))
      .returning({ key: displayMessages.key });
    if (!written) throw new HttpError(409, 'offer_gone', 'This offer was answered, replaced or has expired', 'key');
    return { key: written.key };
  });
}
