import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** One print job: the bytes a client sent on one TCP connection, and their printable text. */
export interface PrintJob {
  at: string;
  bytes: number;
  base64: string;
  text: string;
  /** ESC p (pulse): the job opened the cash drawer. */
  drawerKick: boolean;
  /** GS V (cut): the job cut the paper. */
  cut: boolean;
}

export interface RunningPrinter {
  port: number;
  controlUrl: string;
  jobs: PrintJob[];
  /** While offline the printer accepts and drops connections, as a printer out of paper or switched off. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

const ESC = 0x1b;
const GS = 0x1d;

/** Printable text of an ESC/POS stream: command bytes removed, line feeds kept. */
export function escposText(data: Buffer): string {
  let out = '';
  for (let i = 0; i < data.length; i += 1) {
    const byte = data[i] ?? 0;
    if (byte === ESC || byte === GS) {
      const command = data[i + 1];
      // Commands with one argument byte are the common ones (alignment, bold, size, font, cut mode).
      i +=
        command === 0x40
          ? 1
          : command === 0x70
            ? 4
            : command === 0x56
              ? data[i + 2] === 0x41 || data[i + 2] === 0x42
                ? 3
                : 2
              : 2;
      continue;
    }
    if (byte === 0x0a || (byte >= 0x20 && byte < 0x7f)) out += String.fromCharCode(byte);
  }
  return out;
}

function hasSequence(data: Buffer, first: number, second: number): boolean {
  for (let i = 0; i < data.length - 1; i += 1) if (data[i] === first && data[i + 1] === second) return true;
  return false;
}

/** An ESC/POS printer on TCP (port 9100 on a real one) with an HTTP control API: GET /__sim/jobs, POST /__sim/reset. */
export async function startEscposPrinter(port = 0, controlPort = 0, host = '127.0.0.1'): Promise<RunningPrinter> {
  const jobs: PrintJob[] = [];
  let offline = false;
  const sockets = new Set<net.Socket>();
  const printer = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (offline) return socket.destroy();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      if (data.length > 0) {
        jobs.push({
          at: new Date().toISOString(),
          bytes: data.length,
          base64: data.toString('base64'),
          text: escposText(data),
          drawerKick: hasSequence(data, ESC, 0x70),
          cut: hasSequence(data, GS, 0x56),
        });
      }
      socket.end();
    });
  });
  const control = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/__sim/jobs' && req.method === 'GET') return res.end(JSON.stringify(jobs));
    if (req.url === '/__sim/reset' && req.method === 'POST') {
      jobs.length = 0;
      offline = false;
      return res.end(JSON.stringify({ ok: true }));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'unknown control path' }));
  });
  await new Promise<void>((resolve) => printer.listen(port, host, resolve));
  await new Promise<void>((resolve) => control.listen(controlPort, host, resolve));
  return {
    port: (printer.address() as AddressInfo).port,
    controlUrl: `http://${host}:${(control.address() as AddressInfo).port}`,
    jobs,
    setOffline(value) {
      offline = value;
    },
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      control.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => printer.close(() => resolve())),
        new Promise<void>((resolve) => control.close(() => resolve())),
      ]);
    },
  };
}
