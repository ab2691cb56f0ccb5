import { verifyRequest } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { linkAttempt } from '../services/linking.ts';

/**
 * POST /api/terminal/verify/ (seed 000 §7): a link code for {domain_name, api_token}. Public, limited per client
 * address (request.ip: the socket's address, or X-Forwarded-For only from a TRUST_PROXY address) and by a ceiling
 * of all addresses together (issue 14 §4).
 */
export function linkingRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/terminal/verify/', { config: { public: true } }, async (request, reply) => {
    const body = parseInput(verifyRequest, request.body);
    const attempt = await linkAttempt(db, body.verification_code, request.ip);
    if (attempt.kind === 'limited') {
      reply.header('Retry-After', String(attempt.retryAfter));
      throw new HttpError(429, 'rate_limited', `Too many wrong codes; try again in ${attempt.retryAfter} s`);
    }
    // seed 000 §5: "Terminal with typed code is not found, try again"; 404 makes the client's JSON helper answer false.
    if (attempt.kind === 'wrong')
      throw new HttpError(404, 'invalid_code', 'Terminal with typed code is not found, try again', 'verification_code');
    return { domain_name: process.env.PUBLIC_DOMAIN ?? request.host, api_token: attempt.token };
  });
}
