import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An answer other than 200 with the contract's {error, field?, message} body (packages/contracts api-error.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, 'not_found', `${what} not found`);

/**
 * Validates input against its contract (ARCHITECTURE "Wire format": a bad body gets 400 naming the field and the
 * problem, and changes nothing). The field is the dotted path of the first issue, e.g. `0.items.2.price`.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where = 'body'): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.map(String) : [];
  const field = [...path, ...keys.slice(0, 1)].join('.') || where;
  throw new HttpError(400, 'invalid', `${where}: ${field}: ${issue?.message ?? 'invalid'}`, field);
}

/** Maps every failure to the contract's error body; bad input is never a 500 (issue 4 §6). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.error, ...(error.field ? { field: error.field } : {}), message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ error: 'too_large', message: 'Request body is too large' });
    if (status === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body: the client's fault.
      return reply.code(status).send({
        error: error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'unsupported_media_type' : 'invalid',
        field: 'body',
        message: error.message,
      });
    }
    // The error only, through the serializer of log-options.ts: never the body, the query string or a failed
    // query's parameters (issue 14 §2).
    request.log.error({ err: error, method: request.method, path: request.routeOptions.url }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'Internal server error' });
  });
}
