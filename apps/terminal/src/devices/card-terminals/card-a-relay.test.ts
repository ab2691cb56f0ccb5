// @vitest-environment node
import { cents } from '@opentill/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tokenHash } from '../../../../print-helper/src/pairing.ts';
import { startPrintHelper, type RunningPrintHelper } from '../../../../print-helper/src/print-helper.ts';
import type { WebSocketLike } from '../printing/print-helper-client.ts';
import { cardASale } from './card-a.ts';
import type { DeviceRelay } from './device-call.ts';
import { closedPortUrl, deviceNext, startCardA, type RunningCardTerminalA } from './sim-kit.ts';

const ORIGIN = 'http://terminal.test';
const TOKEN = 'T'.repeat(43);

let device: RunningCardTerminalA;
let helper: RunningPrintHelper;
let closed: string;
beforeAll(async () => {
  device = await startCardA();
  closed = await closedPortUrl();
  helper = await startPrintHelper({
    host: '127.0.0.1',
    allowedOrigins: [ORIGIN],
    openSerial: () => Promise.reject(new Error('no scale')),
    terminals: [
      {
        name: 'Counter',
        tokenSha256: tokenHash(TOKEN),
        devices: [`127.0.0.1:${String(device.port)}`, new URL(closed).host],
      },
    ],
  });
});
afterAll(async () => {
  await Promise.all([device.close(), helper.close()]);
});
beforeEach(async () => {
  await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
});

const relay = (token: string = TOKEN): DeviceRelay => ({
  helperUrl: helper.url,
  token,
  socket: (url, protocols) => new WebSocket(url, protocols, { origin: ORIGIN }) as unknown as WebSocketLike,
});
const sale = (url: string, token?: string) =>
  cardASale(
    { url, amountCents: cents(618), reference: 'relay-1', orderKey: 'o1', setting: null },
    { relay: relay(token) },
  );

describe('card terminal A through the print helper relay (the pinpad answers no CORS)', () => {
  it('an approval comes back through the paired helper', async () => {
    expect(await sale(`${device.url}/card-a`)).toMatchObject({ ok: true, amountCents: 618 });
    expect(device.journal.all().map((t) => [t.kind, t.approved, t.amountCents])).toEqual([['sale', true, 618]]);
  });

  it('a pinpad that refused the connection charged nothing: Unsuccessful, not uncertain', async () => {
    const outcome = await sale(`${closed}/card-a`);
    expect(outcome).toMatchObject({ ok: false, message: 'Unsuccessful' });
    expect(outcome).not.toHaveProperty('uncertain');
  });

  it('an answer lost after the request reached the pinpad is uncertain', async () => {
    await deviceNext(device, 'drop-after-approve');
    expect(await sale(`${device.url}/card-a`)).toMatchObject({ ok: false, uncertain: true });
    expect(device.journal.all().filter((t) => t.approved)).toHaveLength(1);
  });

  it('a wrong pairing token never reaches the pinpad', async () => {
    const outcome = await sale(`${device.url}/card-a`, 'W'.repeat(43));
    expect(outcome).toMatchObject({ ok: false, message: 'Unsuccessful' });
    expect(outcome).not.toHaveProperty('uncertain');
    expect(device.requests).toEqual([]);
  });
});
