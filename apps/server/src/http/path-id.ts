import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * A row id from the route's path (`:id`, `:terminal`...): a whole number within PostgreSQL's integer, else 404
 * not_found naming `what`, the same answer as an id that does not exist (or belongs to another store).
 */
export function pathId(request: FastifyRequest, name: string, what: string): number {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  const text = typeof raw === 'string' ? raw : '';
  const value = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (value < 1 || value > 2_147_483_647) throw new HttpError(404, 'not_found', `${what} not found`);
  return value;
}
