import type { AddressInfo } from 'node:net';
import {
  PRINTER_PORT,
  printHelperRequest,
  type PrintedJob,
  type PrintHelperAnswer,
  type PrintHelperRequest,
} from '@opentill/contracts';
import { WebSocketServer, type WebSocket } from 'ws';
import { escposDecode } from './escpos-decode.ts';
import { escposDrawerPulse, escposFromLines } from './escpos-encode.ts';
import { printerSend } from './printer-connection.ts';
import { scaleRead, ScaleError, type SerialLike } from './scale.ts';

export interface SerialHandle extends SerialLike {
  close(callback?: (error: Error | null) => void): void;
}

export interface PrintHelperOptions {
  port?: number;
  host?: string;
  /** Pages allowed to talk to the helper (the terminal's origin); '*' allows any. */
  allowedOrigins: readonly string[];
  /** Printer ports the helper will connect to; only 9100 by default, so it cannot be used to reach other services. */
  allowedPrinterPorts?: readonly number[];
  /** Opens the scale's serial port (serialport in production, SerialPortMock in tests). */
  openSerial: (path: string) => Promise<SerialHandle>;
  printTimeoutMs?: number;
  log?: (message: string) => void;
  /** How many printed jobs the helper keeps for {type: 'jobs'} (default JOBS_KEPT). */
  jobsKept?: number;
}

/** Enough for the last receipt, its kitchen tickets and a report; bytes are not kept, only the decoded text. */
export const JOBS_KEPT = 20;

export interface RunningPrintHelper {
  url: string;
  port: number;
  close(): Promise<void>;
}

const answer = (socket: WebSocket, message: PrintHelperAnswer) => socket.send(JSON.stringify(message));
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The print helper: WebSocket in (JSON, packages/contracts print-helper.ts), ESC/POS out on TCP, serial scale. */
export async function startPrintHelper(options: PrintHelperOptions): Promise<RunningPrintHelper> {
  const allowedPorts = options.allowedPrinterPorts ?? [PRINTER_PORT];
  const log = options.log ?? (() => undefined);
  const jobsKept = options.jobsKept ?? JOBS_KEPT;
  /** Newest first. */
  const printed: PrintedJob[] = [];
  const server = new WebSocketServer({
    port: options.port ?? 0,
    host: options.host ?? '0.0.0.0',
    maxPayload: 5 * 1024 * 1024,
    verifyClient: ({ origin }: { origin?: string }, done: (ok: boolean, code?: number) => void) =>
      done(options.allowedOrigins.includes('*') || options.allowedOrigins.includes(origin ?? ''), 403),
  });

  async function handle(request: PrintHelperRequest): Promise<PrintHelperAnswer> {
    if (request.type === 'jobs') return { id: request.id, ok: true, jobs: [...printed] };
    if (request.type === 'weight') {
      let serial: SerialHandle | undefined;
      try {
        serial = await options.openSerial(request.port);
        return { id: request.id, ok: true, weight: await scaleRead(serial), unit: 'lb' };
      } catch (error) {
        const known = error instanceof ScaleError;
        return {
          id: request.id,
          ok: false,
          error: 'Scales error',
          detail: known ? error.message : 'Can not connect to scales',
        };
      } finally {
        serial?.close();
      }
    }
    if (!allowedPorts.includes(request.printer.port)) {
      return {
        id: request.id,
        ok: false,
        error: 'Printer error',
        detail: `port ${request.printer.port} is not a printer port`,
      };
    }
    const bytes =
      request.type === 'drawer'
        ? escposDrawerPulse()
        : request.raw !== undefined
          ? new Uint8Array(Buffer.from(request.raw, 'base64'))
          : escposFromLines(request.lines ?? [], { cut: request.cut, drawer: request.drawer });
    try {
      await printerSend(request.printer, bytes, { timeoutMs: options.printTimeoutMs });
      if (request.type === 'print') {
        printed.unshift({
          at: new Date().toISOString(),
          printer: `${request.printer.host}:${String(request.printer.port)}`,
          ...escposDecode(bytes),
        });
        printed.length = Math.min(printed.length, jobsKept);
      }
      return { id: request.id, ok: true };
    } catch (error) {
      log(`printer ${request.printer.host}:${request.printer.port} failed: ${describe(error)}`);
      return {
        id: request.id,
        ok: false,
        error: request.type === 'drawer' ? 'Drawer error' : 'Printer error',
        detail: describe(error),
      };
    }
  }

  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        return answer(socket, { id: '', ok: false, error: 'Bad request', detail: 'message is not JSON' });
      }
      const request = printHelperRequest.safeParse(parsed);
      if (!request.success) {
        const id = typeof (parsed as { id?: unknown })?.id === 'string' ? (parsed as { id: string }).id : '';
        const issue = request.error.issues[0];
        return answer(socket, {
          id,
          ok: false,
          error: 'Bad request',
          detail: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
        });
      }
      void handle(request.data).then((result) => answer(socket, result));
    });
  });

  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.clients.forEach((client) => client.terminate());
        server.close(() => resolve());
      }),
  };
}
