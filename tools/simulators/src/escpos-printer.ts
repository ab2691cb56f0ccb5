import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { escposDecode } from '../../../apps/print-helper/src/escpos-decode.ts';

/** One print job: the bytes a client sent on one TCP connection, and their printable text. */
export interface PrintJob {
  at: string;
  /** The port the job came in on: each printer of a store is told apart by its port (issue 17 §6). */
  port: number;
  bytes: number;
  base64: string;
  text: string;
  /** ESC p (pulse): the job opened the cash drawer. */
  drawerKick: boolean;
  /** GS V (cut): the job cut the paper. */
  cut: boolean;
}

export interface RunningPrinter {
  /** The first port (the only one when one was asked for). */
  port: number;
  /** Every port the simulator listens on, in the order asked. */
  ports: number[];
  controlUrl: string;
  /** The jobs of every port, oldest first. */
  jobs: PrintJob[];
  /** The jobs that came in on one port. */
  jobsAt(port: number): PrintJob[];
  /**
   * While offline the printer accepts and drops connections, as a printer out of paper or switched off: every port,
   * or only the one named.
   */
  setOffline(offline: boolean, port?: number): void;
  close(): Promise<void>;
}

/** The simulator keeps this many jobs, dropping the oldest: a demo left running all day stays small. */
export const SIM_JOBS_KEPT = 50;

/** Printable text of an ESC/POS stream, read as the paper shows it (the print helper's decoder). */
export function escposText(data: Buffer): string {
  return escposDecode(new Uint8Array(data)).text;
}

/**
 * ESC/POS printers on TCP (port 9100 on a real one), one per port asked for (`port` may be a list: the demo's
 * receipt, kitchen and bar printers), with one HTTP control API: GET /__sim/jobs (the last SIM_JOBS_KEPT jobs, oldest
 * first; `?port=9101` only that printer's), POST /__sim/reset, POST /__sim/offline {"offline": true, "port": 9101}.
 */
export async function startEscposPrinter(
  port: number | readonly number[] = 0,
  controlPort = 0,
  host = '127.0.0.1',
): Promise<RunningPrinter> {
  const jobs: PrintJob[] = [];
  const offline = new Set<number>();
  let allOffline = false;
  const sockets = new Set<net.Socket>();
  const serve = (listening: () => number) =>
    net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      const at = listening();
      if (allOffline || offline.has(at)) return socket.destroy();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('end', () => {
        const data = Buffer.concat(chunks);
        if (data.length > 0) {
          const decoded = escposDecode(new Uint8Array(data));
          jobs.push({
            at: new Date().toISOString(),
            port: at,
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
  const printers = (typeof port === 'number' ? [port] : [...port]).map((asked) => {
    const server: net.Server = serve(() => (server.address() as AddressInfo).port);
    return { asked, server };
  });
  if (printers.length === 0) throw new Error('the printer simulator needs at least one port');
  const control = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://sim');
    if (url.pathname === '/__sim/jobs' && req.method === 'GET') {
      const only = url.searchParams.get('port');
      return res.end(JSON.stringify(only === null ? jobs : jobs.filter((job) => String(job.port) === only)));
    }
    if (url.pathname === '/__sim/reset' && req.method === 'POST') {
      jobs.length = 0;
      offline.clear();
      allOffline = false;
      return res.end(JSON.stringify({ ok: true }));
    }
    if (url.pathname === '/__sim/offline' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
            offline?: unknown;
            port?: unknown;
          };
          running.setOffline(body.offline !== false, typeof body.port === 'number' ? body.port : undefined);
          res.end(JSON.stringify({ ok: true }));
        } catch {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'body must be JSON: {"offline": true, "port": 9101}' }));
        }
      });
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'unknown control path' }));
  });
  for (const { asked, server } of printers) await new Promise<void>((resolve) => server.listen(asked, host, resolve));
  await new Promise<void>((resolve) => control.listen(controlPort, host, resolve));
  const ports = printers.map(({ server }) => (server.address() as AddressInfo).port);
  const running: RunningPrinter = {
    port: ports[0] ?? 0,
    ports,
    controlUrl: `http://${host}:${(control.address() as AddressInfo).port}`,
    jobs,
    jobsAt: (at) => jobs.filter((job) => job.port === at),
    setOffline(value, at) {
      if (at === undefined) {
        allOffline = value;
        if (!value) offline.clear();
      } else if (value) offline.add(at);
      else offline.delete(at);
    },
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      control.closeAllConnections();
      await Promise.all([
        ...printers.map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
        new Promise<void>((resolve) => control.close(() => resolve())),
      ]);
    },
  };
  return running;
}
