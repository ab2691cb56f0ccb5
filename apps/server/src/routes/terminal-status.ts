import { terminalStatusRequest } from '@opentill/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { callerOf } from '../http/auth.ts';
import { parseInput } from '../http/errors.ts';
import { terminalStatusReport } from '../services/dashboard-devices.ts';

/**
 * POST /api/terminal/status (issue 16 §6): the calling terminal (its token names it, never the body) reports its
 * outbox size after each sync and every 60 s while online; the dashboard shows it with the time as "last seen".
 */
export function terminalStatusRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/terminal/status', async (request, reply) => {
    const { storeId, terminalId } = callerOf(request);
    const { outbox_size } = parseInput(terminalStatusRequest, request.body);
    await terminalStatusReport(db, storeId, terminalId, outbox_size);
    return reply.code(204).send();
  });
}
