import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { escposDecode } from '../../../apps/print-helper/src/escpos-decode.ts';

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

/** The simulator keeps this many jobs, dropping the oldest: a demo left running all day stays small. */
export const SIM_JOBS_KEPT = 50;

/** Printable text of an ESC/POS stream, read as the paper shows it (the print helper's decoder). */
export function escposText(data: Buffer): string {
  return escposDecode(new Uint8Array(data)).text;
}

/**
 * An ESC/POS printer on TCP (port 9100 on a real one) with an HTTP control API: GET /__sim/jobs (the last
 * SIM_JOBS_KEPT jobs, oldest first), POST /__sim/reset.
 */
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
        const decoded = escposDecode(new Uint8Array(data));
        jobs.push({
          at: new Date().toISOString(),
          bytes: data.length,
          base64: data.toString('base64'),
          text: decoded.text,
          drawerKick: decoded.drawer,
          cut: decoded.cut,
        });
        if (jobs.length > SIM_JOBS_KEPT) jobs.splice(0, jobs.length - SIM_JOBS_KEPT);
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
