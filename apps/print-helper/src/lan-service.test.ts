import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startCardTerminalA, type RunningCardTerminalA } from '../../../tools/simulators/src/card-terminal-a-server.ts';
import { startEscposPrinter, type RunningPrinter } from '../../../tools/simulators/src/escpos-printer.ts';
import { pairTerminal, readPairingFile, tokenHash } from './pairing.ts';
import { startPrintHelper, type RunningPrintHelper } from './print-helper.ts';

const ORIGIN = 'http://terminal.test';
const TOKEN = 'a'.repeat(43);
const OTHER_TOKEN = 'b'.repeat(43);

let helper: RunningPrintHelper;
let pinpad: RunningCardTerminalA;
let otherPinpad: RunningCardTerminalA;
let printer: RunningPrinter;

beforeAll(async () => {
  pinpad = await startCardTerminalA({ lateMs: 300 });
  otherPinpad = await startCardTerminalA();
  printer = await startEscposPrinter();
  helper = await startPrintHelper({
    host: '127.0.0.1',
    allowedOrigins: [ORIGIN],
    allowedPrinterPorts: [printer.port],
    openSerial: () => Promise.reject(new Error('no scale')),
    terminals: [
      { name: 'Counter', tokenSha256: tokenHash(TOKEN), devices: [`127.0.0.1:${String(pinpad.port)}`] },
      { name: 'Bar', tokenSha256: tokenHash(OTHER_TOKEN), devices: [] },
    ],
  });
});
afterAll(async () => {
  await Promise.all([helper.close(), pinpad.close(), otherPinpad.close(), printer.close()]);
});
beforeEach(async () => {
  await fetch(`${pinpad.url}/__sim/reset`, { method: 'POST' });
});

/** Opens a socket as a terminal page would; resolves with it open, or rejects with the refusal's HTTP status. */
function connect(options: { origin?: string; token?: string | null } = {}): Promise<WebSocket> {
  const protocols = options.token === null ? [] : ['opentill', `opentill-token.${options.token ?? TOKEN}`];
  const socket = new WebSocket(helper.url, protocols, { origin: options.origin ?? ORIGIN });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${String(response.statusCode)}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

async function ask(socket: WebSocket, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = new Promise<Record<string, unknown>>((resolve) =>
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')) as Record<string, unknown>)),
  );
  socket.send(JSON.stringify(request));
  return answer;
}

const relay = (url: string, body: string, timeoutMs = 2000) => ({
  id: 'r1',
  type: 'device',
  url,
  body,
  contentType: 'text/xml',
  timeoutMs,
});
const SALE = '<DETAIL><TRAN_TYPE>CCR1</TRAN_TYPE><AMOUNT>4.20</AMOUNT></DETAIL>';

describe('print helper on the LAN (issue 19 §7)', () => {
  it('answers GET /health without a token, and says nothing about the store in it', async () => {
    const res = await fetch(`${helper.url.replace('ws:', 'http:')}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, service: 'opentill-print-helper', pairedTerminals: 2 });
  });

  it('refuses a page from another origin, a missing token and a wrong token', async () => {
    await expect(connect({ origin: 'http://evil.test' })).rejects.toThrow('refused 403');
    await expect(connect({ token: null })).rejects.toThrow('refused 401');
    await expect(connect({ token: 'c'.repeat(43) })).rejects.toThrow('refused 401');
    const socket = await connect();
    expect(socket.protocol).toBe('opentill');
    socket.close();
  });

  it('answers per-printer status to a paired terminal (WebSocket and GET /status with the Bearer token)', async () => {
    const socket = await connect();
    expect(
      await ask(socket, { id: 'p1', type: 'print', printer: { host: '127.0.0.1', port: printer.port }, lines: ['x'] }),
    ).toMatchObject({ ok: true });
    const status = await ask(socket, { id: 's1', type: 'status' });
    expect(status).toMatchObject({
      ok: true,
      printers: [{ printer: `127.0.0.1:${String(printer.port)}`, reachable: true, lastJob: { ok: true } }],
    });
    socket.close();
    const http = helper.url.replace('ws:', 'http:');
    expect((await fetch(`${http}/status`)).status).toBe(401);
    const res = await fetch(`${http}/status`, { headers: { Authorization: `Bearer ${TOKEN}`, Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await fetch(`${http}/status`, { headers: { Origin: 'http://evil.test' } })).status).toBe(403);
  });

  it('relays to the paired pinpad, which answers no CORS preflight, and returns its XML', async () => {
    const socket = await connect();
    const answer = await ask(socket, relay(`${pinpad.url}/card-a`, SALE));
    expect(answer).toMatchObject({ id: 'r1', ok: true, status: 200 });
    expect(String(answer.text)).toContain('<AUTH_RESP>00</AUTH_RESP>');
    expect(pinpad.journal.all().map((t) => [t.kind, t.amountCents])).toEqual([['sale', 420]]);
    socket.close();
  });

  it('refuses an address not paired with the calling terminal, sending nothing', async () => {
    const counter = await connect();
    expect(await ask(counter, relay(`${otherPinpad.url}/card-a`, SALE))).toMatchObject({
      ok: false,
      error: 'Device not allowed',
      sent: false,
    });
    counter.close();
    const bar = await connect({ token: OTHER_TOKEN });
    expect(await ask(bar, relay(`${pinpad.url}/card-a`, SALE))).toMatchObject({ ok: false, sent: false });
    bar.close();
    expect(otherPinpad.journal.all()).toHaveLength(0);
    expect(pinpad.journal.all()).toHaveLength(0);
  });

  it('tells a lost answer (sent) from a device never reached (not sent)', async () => {
    const socket = await connect();
    await fetch(`${pinpad.url}/__sim/next`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'drop-after-approve' }),
    });
    expect(await ask(socket, relay(`${pinpad.url}/card-a`, SALE))).toMatchObject({ ok: false, sent: true });
    await fetch(`${pinpad.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ scenario: 'late-approve' }) });
    expect(await ask(socket, relay(`${pinpad.url}/card-a`, SALE, 100))).toMatchObject({
      ok: false,
      error: 'Device did not answer',
      sent: true,
    });
    await pinpad.idle();
    expect(pinpad.journal.all().filter((t) => t.approved)).toHaveLength(2);
    socket.close();
  });

  it('pairs a terminal into a file only its owner reads, keeping the hash and never the token', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pairing-'));
    try {
      const path = join(dir, 'print-helper.json');
      const token = await pairTerminal(path, 'Counter', ['192.168.1.40:6200', 'http://Pinpad.local:6200/']);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const file = await readPairingFile(path);
      expect(file.terminals).toEqual([
        { name: 'Counter', tokenSha256: tokenHash(token), devices: ['192.168.1.40:6200', 'pinpad.local:6200'] },
      ]);
      expect(JSON.stringify(file)).not.toContain(token);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
