import { verifyRequest } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { linkCodeRedeem, linkRetryAfter } from '../services/linking.ts';

/** POST /api/terminal/verify/ (seed 000 §7): a link code for {domain_name, api_token}. Public, rate-limited. */
export function linkingRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/terminal/verify/', { config: { public: true } }, async (request, reply) => {
    const retryAfter = await linkRetryAfter(db, request.ip);
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      throw new HttpError(429, 'rate_limited', `Too many wrong codes; try again in ${retryAfter} s`);
    }
    const body = parseInput(verifyRequest, request.body);
    const linked = await linkCodeRedeem(db, body.verification_code, request.ip);
    // seed 000 §5: "Terminal with typed code is not found, try again"; 404 makes the client's JSON helper answer false.
    if (!linked)
      throw new HttpError(404, 'invalid_code', 'Terminal with typed code is not found, try again', 'verification_code');
    return { domain_name: process.env.PUBLIC_DOMAIN ?? request.host, api_token: linked.token };
  });
}
