/**
 * The device relay (issue 19 §1): card terminal A's pinpad answers no CORS preflight, so a browser page cannot read
 * it; the terminal sends the request here and the helper POSTs it on the LAN. Only to the device addresses paired
 * with the calling terminal. The answer says whether the request reached the device: a refused connection never
 * did (nothing can have been charged), a time-out or a reset after connecting may have been acted on.
 */
import http from 'node:http';
import https from 'node:https';
import type { DeviceAnswer, DeviceRequest } from '@opentill/contracts';
import { deviceAddress } from './pairing.ts';

/** The largest device answer relayed; a pinpad's XML is a few hundred bytes. */
const MAX_ANSWER_BYTES = 65_536;

export async function relayToDevice(request: DeviceRequest, allowed: readonly string[]): Promise<DeviceAnswer> {
  const address = deviceAddress(request.url);
  if (!address || !allowed.includes(address)) {
    return {
      id: request.id,
      ok: false,
      error: 'Device not allowed',
      detail: `${address ?? 'this address'} is not a device paired with this terminal`,
      sent: false,
    };
  }
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<DeviceAnswer>((resolve) => {
    let connected = false;
    let settled = false;
    const finish = (answer: DeviceAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const outgoing = client.request(url, {
      method: 'POST',
      headers: { 'Content-Type': request.contentType, 'Content-Length': Buffer.byteLength(request.body) },
      // A fresh connection each time: a reused one that closes would leave it unclear whether this request left.
      agent: false,
    });
    const timer = setTimeout(() => {
      finish({ id: request.id, ok: false, error: 'Device did not answer', detail: 'time-out', sent: connected });
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('socket', (socket) => {
      socket.once('connect', () => {
        connected = true;
      });
      socket.once('secureConnect', () => {
        connected = true;
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        id: request.id,
        ok: false,
        error: connected ? 'Device answer lost' : 'Device unreachable',
        detail: error.code ?? error.message,
        sent: connected,
      }),
    );
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      incoming.on('end', () =>
        finish({
          id: request.id,
          ok: true,
          status: incoming.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      incoming.on('error', () =>
        finish({ id: request.id, ok: false, error: 'Device answer lost', detail: 'reset', sent: true }),
      );
      incoming.on('aborted', () =>
        finish({ id: request.id, ok: false, error: 'Device answer lost', detail: 'reset', sent: true }),
      );
    });
    outgoing.end(request.body);
  });
}
