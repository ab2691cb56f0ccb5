import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { EscposReader, escposDecodeJob, type DecodedEscpos } from './escpos-printer-decode.ts';
import { rasterPng } from './escpos-printer-png.ts';

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
  /** The job read back by the simulator's own decoder (escpos-printer-decode.ts): lines, images, cuts, code pages. */
  decoded: DecodedEscpos;
}

/** DLE EOT 4 answers (paper roll sensor): bits 1 and 4 are always set; bits 5 and 6 say the paper has run out. */
export const PAPER_OK = 0x12;
export const PAPER_END = 0x72;

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
  /** Out of paper: DLE EOT 4 says so and nothing prints (every port, or only the one named). */
  setPaperEnd(paperEnd: boolean, port?: number): void;
  /** A printer slow to close its end of the connection after a job (ms; 0 closes at once). */
  setCloseDelay(ms: number): void;
  close(): Promise<void>;
}

/** The simulator keeps this many jobs, dropping the oldest: a demo left running all day stays small. */
export const SIM_JOBS_KEPT = 50;

/** The paper's text of a decoded job: a line each, images as `[image WxH]`. */
function paperText(decoded: DecodedEscpos): string {
  return decoded.lines.length === 0 ? '' : `${decoded.lines.join('\n')}\n`;
}

/** Printable text of an ESC/POS stream, read as the paper shows it (the simulator's own decoder). */
export function escposText(data: Buffer): string {
  return paperText(escposDecodeJob(new Uint8Array(data)));
}

/** A job as the control API lists it: the decoded images by their size and black dots, not every dot. */
function jobListed(job: PrintJob) {
  const { images, ...decoded } = job.decoded;
  return {
    ...job,
    decoded: {
      ...decoded,
      images: images.map(({ widthDots, height, black }) => ({ widthDots, height, black })),
    },
  };
}

/** Reads a small JSON body of the control API, runs `apply` with it and answers ok (400 for a body that is not JSON). */
function readJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  apply: (body: Record<string, unknown>) => void,
): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      apply(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      res.end(JSON.stringify({ ok: true }));
    } catch {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'body must be JSON' }));
    }
  });
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
  const paperOut = new Set<number>();
  let allPaperOut = false;
  let closeDelayMs = 0;
  const sockets = new Set<net.Socket>();
  const serve = (listening: () => number) =>
    net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      const at = listening();
      if (allOffline || offline.has(at)) return socket.destroy();
      const reader = new EscposReader();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // Real-time status is answered as the query arrives, before the rest of the job.
        for (const query of reader.push(new Uint8Array(chunk))) {
          if (query === 4) socket.write(Buffer.from([allPaperOut || paperOut.has(at) ? PAPER_END : PAPER_OK]));
        }
      });
      socket.on('error', () => undefined);
      socket.on('end', () => {
        const decoded = reader.finish();
        const data = Buffer.concat(chunks);
        const printed = decoded.lines.length > 0 || decoded.images.length > 0 || decoded.drawerKicks > 0;
        // Out of paper the printer prints nothing (a drawer kick on its own still works, as on a real one).
        const noPaper = allPaperOut || paperOut.has(at);
        if (printed && (!noPaper || (decoded.lines.length === 0 && decoded.images.length === 0))) {
          jobs.push({
            at: new Date().toISOString(),
            port: at,
            bytes: data.length,
            base64: data.toString('base64'),
            text: paperText(decoded),
            drawerKick: decoded.drawerKicks > 0,
            cut: decoded.cuts.length > 0,
            decoded,
          });
          if (jobs.length > SIM_JOBS_KEPT) jobs.splice(0, jobs.length - SIM_JOBS_KEPT);
        }
        if (closeDelayMs > 0) setTimeout(() => socket.end(), closeDelayMs).unref();
        else socket.end();
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
      const listed = only === null ? jobs : jobs.filter((job) => String(job.port) === only);
      return res.end(JSON.stringify(listed.map(jobListed)));
    }
    const image = /^\/__sim\/jobs\/(\d+)\/images\/(\d+)\.png$/.exec(url.pathname);
    if (image && req.method === 'GET') {
      const found = jobs[Number(image[1])]?.decoded.images[Number(image[2])];
      if (found) {
        res.setHeader('Content-Type', 'image/png');
        return res.end(rasterPng(found));
      }
    }
    if (url.pathname === '/__sim/paper' && req.method === 'POST') {
      return readJson(req, res, (body) => {
        running.setPaperEnd(body.paperEnd !== false, typeof body.port === 'number' ? body.port : undefined);
      });
    }
    if (url.pathname === '/__sim/close-delay' && req.method === 'POST') {
      return readJson(req, res, (body) => running.setCloseDelay(typeof body.ms === 'number' ? body.ms : 0));
    }
    if (url.pathname === '/__sim/reset' && req.method === 'POST') {
      jobs.length = 0;
      offline.clear();
      allOffline = false;
      paperOut.clear();
      allPaperOut = false;
      closeDelayMs = 0;
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
    setPaperEnd(value, at) {
      if (at === undefined) {
        allPaperOut = value;
        if (!value) paperOut.clear();
      } else if (value) paperOut.add(at);
      else paperOut.delete(at);
    },
    setCloseDelay(ms) {
      closeDelayMs = Math.max(0, ms);
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
