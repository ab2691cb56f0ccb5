import { cardProxyParams, cardProxyRequest } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { callerOf } from '../http/auth.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { cardProxyCall, type CardProxyOptions } from '../services/card-proxy.ts';

/** A terminal pays a few times a minute; a loop of calls is a fault or an attack on the register (issue 19 §2). */
const CARD_PROXY_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * POST /api/card-b/:type/:endpoint (issue 19 §2): the calling terminal's card terminal B payment type, SPIn's Sale,
 * Return, Void, Status or AbortTransaction with the seeds' body object. Only the endpoint and SPIn's StatusCode are
 * logged: never the body nor the answer.
 */
export function cardProxyRoutes(app: FastifyInstance, db: Database, options: CardProxyOptions = {}): void {
  app.post('/api/card-b/:type/:endpoint', { config: { rateLimit: CARD_PROXY_LIMIT } }, async (request, reply) => {
    const caller = callerOf(request);
    const { type, endpoint } = parseInput(cardProxyParams, request.params, 'path');
    const { body } = parseInput(cardProxyRequest, request.body);
    const moves = endpoint === 'Sale' || endpoint === 'Return' || endpoint === 'Void';
    if (moves && !(body.Amount !== undefined && body.Amount > 0))
      throw new HttpError(
        400,
        'invalid',
        'body: body.Amount: a Sale, Return or Void needs a positive Amount',
        'body.Amount',
      );
    if (moves && body.TipAmount !== undefined && body.Amount !== undefined && body.TipAmount > body.Amount)
      throw new HttpError(
        400,
        'invalid',
        'body: body.TipAmount: the tip is part of Amount, so never above it',
        'body.TipAmount',
      );
    const answer = await cardProxyCall(db, caller, type, endpoint, body, options);
    const code = (answer.body as { GeneralResponse?: { StatusCode?: string }; error?: string }) ?? {};
    request.log.info({ endpoint, type, status: code.GeneralResponse?.StatusCode ?? code.error }, 'card proxy');
    return reply.code(answer.status).send(answer.body);
  });
}
