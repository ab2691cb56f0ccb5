import {
  PRINTER_PORT,
  printHelperLanRequest,
  type PrintedJob,
  type PrintHelperLanAnswer,
  type PrintHelperLanRequest,
} from '@opentill/contracts';
import type { WebSocket } from 'ws';
import { relayToDevice } from './device-relay.ts';
import { escposDecode } from './escpos-decode.ts';
import { escposDrawerPulse, escposFromBlocks, escposFromLines } from './escpos-encode.ts';
import { startLanService, type Caller } from './lan-service.ts';
import type { PairedTerminal } from './pairing.ts';
import { PrinterBook } from './printer-book.ts';
import { printerSend } from './printer-connection.ts';
import { scaleRead, ScaleError, type ScaleFraming, type SerialLike } from './scale.ts';

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
  /** Opens the scale's serial port with its framing (serialport in production, the scale simulator in tests). */
  openSerial: (path: string, framing: ScaleFraming) => Promise<SerialHandle>;
  printTimeoutMs?: number;
  log?: (message: string) => void;
  /** How many printed jobs the helper keeps for {type: 'jobs'} (default JOBS_KEPT). */
  jobsKept?: number;
  /** The paired terminals and their relay devices (pairing.ts); undefined runs without pairing (tests). */
  terminals?: readonly PairedTerminal[];
}

/** Enough for the last receipt, its kitchen tickets and a report; bytes are not kept, only the decoded text. */
export const JOBS_KEPT = 20;

export interface RunningPrintHelper {
  url: string;
  port: number;
  close(): Promise<void>;
}

const answer = (socket: WebSocket, message: PrintHelperLanAnswer) => socket.send(JSON.stringify(message));
const VERSION = '0.1.0';
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The print helper: WebSocket in (JSON, packages/contracts print-helper.ts), ESC/POS out on TCP, serial scale. */
export async function startPrintHelper(options: PrintHelperOptions): Promise<RunningPrintHelper> {
  const allowedPorts = options.allowedPrinterPorts ?? [PRINTER_PORT];
  const log = options.log ?? (() => undefined);
  const jobsKept = options.jobsKept ?? JOBS_KEPT;
  /** Newest first. */
  const printed: PrintedJob[] = [];
  const book = new PrinterBook();
  const lan = await startLanService({
    port: options.port,
    host: options.host,
    allowedOrigins: options.allowedOrigins,
    terminals: options.terminals,
    statuses: () => book.statuses(),
    version: VERSION,
  });
  const server = lan.wss;

  async function handle(request: PrintHelperLanRequest, caller: Caller): Promise<PrintHelperLanAnswer> {
    if (request.type === 'status') return { id: request.id, ok: true, printers: await book.statuses() };
    // The relay reaches only the devices paired with this terminal; an unpaired helper relays nowhere.
    if (request.type === 'device') return relayToDevice(request, caller === 'unpaired' ? [] : caller.devices);
    if (request.type === 'jobs') return { id: request.id, ok: true, jobs: [...printed] };
    if (request.type === 'weight') {
      let serial: SerialHandle | undefined;
      try {
        serial = await options.openSerial(request.port, request.framing);
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
          : request.blocks !== undefined
            ? escposFromBlocks(request.blocks, { cut: request.cut, drawer: request.drawer })
            : escposFromLines(request.lines ?? [], { cut: request.cut, drawer: request.drawer });
    try {
      await printerSend(request.printer, bytes, { timeoutMs: options.printTimeoutMs });
      book.record(request.printer, true);
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
      book.record(request.printer, false, describe(error));
      return {
        id: request.id,
        ok: false,
        error: request.type === 'drawer' ? 'Drawer error' : 'Printer error',
        detail: describe(error),
      };
    }
  }

  server.on('connection', (socket, upgrade) => {
    const caller = lan.callerOf(upgrade);
    if (!caller) return socket.close(1008, 'not paired');
    socket.on('message', (data: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        return answer(socket, { id: '', ok: false, error: 'Bad request', detail: 'message is not JSON' });
      }
      const request = printHelperLanRequest.safeParse(parsed);
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
      void handle(request.data, caller).then((result) => answer(socket, result));
    });
  });

  return { url: `ws://127.0.0.1:${String(lan.port)}`, port: lan.port, close: () => lan.close() };
}
