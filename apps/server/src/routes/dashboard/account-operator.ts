import { operatorPasswordResetRequest, operatorSetupLinkRequest } from '@opentill/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { accountPasswordReset } from '../../services/accounts.ts';
import { operatorDataDir, operatorFileRead, operatorTokenMatches } from '../../services/operator.ts';
import { setupLinkForStart } from '../../services/setup-codes.ts';

/** The socket's peer is this machine (never X-Forwarded-For: a proxy must not make a remote caller look local). */
function sameMachine(request: FastifyRequest): boolean {
  const remote = request.socket.remoteAddress ?? '';
  const local = request.socket.localAddress ?? '';
  return remote.replace(/^::ffff:/, '') === '127.0.0.1' || remote === '::1' || (remote !== '' && remote === local);
}

/**
 * The CLI's account commands while this server holds the embedded database (the operator channel of decisions §49):
 * allowed only from this machine with the token of the operator file that this very process wrote (its pid), read
 * at each request. Any failure answers the same 403.
 */
function operatorCheck(request: FastifyRequest): void {
  const file = operatorFileRead(operatorDataDir());
  const ok =
    file !== null &&
    file.pid === process.pid &&
    sameMachine(request) &&
    operatorTokenMatches(request.headers['x-operator-token'], file.token);
  if (!ok)
    throw new HttpError(403, 'forbidden', 'Operator requests come from the server machine with its operator token');
}

/** POST /api/operator/account-password-reset and /api/operator/setup-link (cli-account.ts calls them). */
export function accountOperatorRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/operator/account-password-reset', { config: { public: true } }, async (request) => {
    operatorCheck(request);
    const body = parseInput(operatorPasswordResetRequest, request.body);
    const password = await accountPasswordReset(db, body.email);
    if (!password) throw new HttpError(404, 'not_found', 'No dashboard account has this email', 'email');
    return { password };
  });

  app.post('/api/operator/setup-link', { config: { public: true } }, async (request) => {
    operatorCheck(request);
    const body = parseInput(operatorSetupLinkRequest, request.body);
    return { link: await setupLinkForStart(db, body.url) };
  });
}
