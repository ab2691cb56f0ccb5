import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { terminalCommand } from '../src/cli-terminal.ts';
import { installErrorHandler } from '../src/http/errors.ts';
import { operatorRoutes } from '../src/routes/operator.ts';
import { linkCodeRedeem } from '../src/services/linking.ts';
import { OPERATOR_FILE, operatorFileRead } from '../src/services/operator.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * Issue 16 §6: the CLI makes link codes and revokes tokens while the server runs (it holds the embedded database),
 * through the operator endpoints on the same machine with the token of DATA_DIR/operator.json.
 */
describe('CLI against a running server (operator endpoints)', () => {
  let built: App;
  let server: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-operator-'));
    // A server of its own on the shared database: the app's own operator channel stays off under Vitest.
    server = Fastify();
    installErrorHandler(server);
    operatorRoutes(server, built.database, { enabled: true, dataDir });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await built.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (command: 'terminal:code' | 'terminal:revoke', store: number, terminal: number) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await terminalCommand(
      command,
      { store: String(store), terminal: String(terminal) },
      {
        dataDir,
        open: () => Promise.reject(new Error('the CLI must not open the database while the server runs')),
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    return { status, out, err };
  };

  it('writes the operator file only its user may read, with the server’s local address', () => {
    const file = path.join(dataDir, OPERATOR_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const operator = operatorFileRead(dataDir);
    expect(operator?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(operator?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('terminal:code prints a code that links the terminal; terminal:revoke revokes its tokens', async () => {
    const store = await freshStore(built.database.db);
    const code = await run('terminal:code', store.storeId, store.terminalId);
    expect(code).toMatchObject({ status: 0, err: [] });
    expect(code.out[0]).toMatch(/^\d{6}$/);
    const linked = await linkCodeRedeem(built.database.db, code.out[0] ?? '', uniqueAddress());
    expect(linked).toMatchObject({ storeId: store.storeId, terminalId: store.terminalId });

    const revoked = await run('terminal:revoke', store.storeId, store.terminalId);
    // The fixture's token and the one just linked.
    expect(revoked).toMatchObject({ status: 0, out: ['2 tokens revoked'] });
    const unknown = await run('terminal:code', store.storeId, 2_000_000_000);
    expect(unknown.status).toBe(1);
    expect(unknown.err[0]).toMatch(/not found/);
  });

  it('refuses a request without the operator token', async () => {
    const operator = operatorFileRead(dataDir);
    const store = await freshStore(built.database.db);
    const refused = await fetch(`${operator?.url}/api/operator/terminal-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': 'wrong' },
      body: JSON.stringify({ store: store.storeId, terminal: store.terminalId }),
    });
    expect(refused.status).toBe(403);
    // The right token through a proxy on this machine (it adds X-Forwarded-For) is refused too.
    const proxied = await fetch(`${operator?.url}/api/operator/terminal-code`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-operator-token': operator?.token ?? '',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ store: store.storeId, terminal: store.terminalId }),
    });
    expect(proxied.status).toBe(403);
    // The app's own channel is off in tests (no file written): it refuses even a well-formed request.
    const offline = await built.app.inject({
      method: 'POST',
      url: '/api/operator/terminal-code',
      headers: { 'x-operator-token': operator?.token ?? '' },
      payload: { store: store.storeId, terminal: store.terminalId },
    });
    expect(offline.statusCode).toBe(403);
  });

  it('opens the database itself when the operator file names a server that is gone', async () => {
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-operator-stale-'));
    fs.writeFileSync(
      path.join(stale, OPERATOR_FILE),
      JSON.stringify({ url: 'http://127.0.0.1:9', token: 'x'.repeat(43), pid: 1 }),
    );
    const store = await freshStore(built.database.db);
    let opened = false;
    const out: string[] = [];
    const status = await terminalCommand(
      'terminal:code',
      { store: String(store.storeId), terminal: String(store.terminalId) },
      {
        dataDir: stale,
        open: () => {
          opened = true;
          return Promise.resolve({ ...built.database, close: () => Promise.resolve() });
        },
        out: (line) => out.push(line),
        err: () => undefined,
      },
    );
    expect({ status, opened }).toEqual({ status: 0, opened: true });
    expect(out[0]).toMatch(/^\d{6}$/);
    fs.rmSync(stale, { recursive: true, force: true });
  });

  it('removes its operator file when the server stops', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-operator-own-'));
    const other = Fastify();
    operatorRoutes(other, built.database, { enabled: true, dataDir: own });
    await other.listen({ port: 0, host: '127.0.0.1' });
    expect(fs.existsSync(path.join(own, OPERATOR_FILE))).toBe(true);
    await other.close();
    expect(fs.existsSync(path.join(own, OPERATOR_FILE))).toBe(false);
    fs.rmSync(own, { recursive: true, force: true });
  });
});
