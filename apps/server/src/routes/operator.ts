import { operatorTerminalRequest } from '@opentill/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { terminals } from '../db/schema.ts';
import { HttpError, notFound, parseInput } from '../http/errors.ts';
import { apiTokensRevokeTerminal, LINK_CODE_TTL_MS, linkCodeCreate } from '../services/linking.ts';
import {
  operatorDataDir,
  operatorFileRemove,
  operatorFileWrite,
  operatorTokenMatches,
  operatorUrl,
} from '../services/operator.ts';

/** Whether the peer is this machine: a loopback address, or the very address the socket was accepted on. */
function sameMachine(request: FastifyRequest): boolean {
  // The socket's address, never X-Forwarded-For: a proxy in front must not make a remote caller look local.
  const remote = request.socket.remoteAddress ?? '';
  const local = request.socket.localAddress ?? '';
  // A request a proxy passed on (a reverse proxy on this machine connects from loopback too) is not the CLI's.
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const bare = remote.replace(/^::ffff:/, '');
  return bare === '127.0.0.1' || remote === '::1' || (remote !== '' && remote === local);
}

/**
 * The CLI's way in while the server holds the database (services/operator.ts, decisions §49): link codes and token
 * revocation for the operator on the server's own machine. Not under /api/dashboard (no account), not behind the
 * terminal token (config public): the operator token of DATA_DIR/operator.json is its key, and it exists only while
 * the server listens.
 */
export function operatorRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { enabled?: boolean; dataDir?: string } = {},
): void {
  const { db } = database;
  let token: string | null = null;
  const dataDir = options.dataDir ?? operatorDataDir();
  // Only the embedded database needs it (the CLI opens PostgreSQL itself); a test server (Vitest) listening on a
  // throw-away database must never hand the CLI its address in the real data folder.
  const enabled = options.enabled ?? (database.kind === 'pglite' && !process.env.VITEST);
  app.addHook('onListen', (done) => {
    const address = enabled ? app.server.address() : null;
    if (address && typeof address !== 'string')
      token = operatorFileWrite(dataDir, operatorUrl(address.address, address.port));
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (token) operatorFileRemove(dataDir, token);
    token = null;
    done();
  });

  const operator = (request: FastifyRequest) => {
    // The same answer whatever failed: a stranger learns nothing about which check stopped it.
    if (!token || !sameMachine(request) || !operatorTokenMatches(request.headers['x-operator-token'], token))
      throw new HttpError(403, 'forbidden', 'Operator requests come from the server machine with its operator token');
    return parseInput(operatorTerminalRequest, request.body);
  };
  const terminalOf = async (storeId: number, terminalId: number) => {
    const [row] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(and(eq(terminals.storeId, storeId), eq(terminals.id, terminalId)));
    if (!row) throw notFound(`Terminal ${terminalId} of store ${storeId}`);
  };

  app.post('/api/operator/terminal-code', { config: { public: true } }, async (request) => {
    const { store, terminal } = operator(request);
    await terminalOf(store, terminal);
    const code = await linkCodeCreate(db, store, terminal);
    return { code, expires_at: new Date(Date.now() + LINK_CODE_TTL_MS).toISOString() };
  });

  app.post('/api/operator/terminal-revoke', { config: { public: true } }, async (request) => {
    const { store, terminal } = operator(request);
    await terminalOf(store, terminal);
    return { revoked: await apiTokensRevokeTerminal(db, store, terminal) };
  });
}
