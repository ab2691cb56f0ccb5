import net from 'node:net';
import { PRINT_ATTEMPTS } from '@opentill/contracts';
import { PAPER_END_BITS, PAPER_STATUS_QUERY } from './escpos-encode.ts';

export interface PrinterTarget {
  host: string;
  port: number;
}

export interface PrinterSendOptions {
  attempts?: number;
  /** Connecting and handing the job over; the socket's close afterwards is not waited for. */
  timeoutMs?: number;
  /** How long the printer may take to answer DLE EOT 4 before the job is sent without its answer. */
  statusTimeoutMs?: number;
}

/** The detail of a job refused because the printer is out of paper (the terminal shows it as its own cause). */
export const PAPER_END_DETAIL = 'paper end: the printer is out of paper';

/** A failure after which another attempt would not help (paper end) or could print the job twice. */
export class PrinterFinalError extends Error {}

/**
 * The printer's answer to DLE EOT 4 (paper roll sensor), or null when it gives none in time (some network
 * interfaces do not pass real-time status on): the job is then printed without it.
 */
function paperStatus(socket: net.Socket, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    const onData = (chunk: Buffer) => finish(chunk[0] ?? null);
    const onClose = () => finish(null);
    function finish(status: number | null) {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(status);
    }
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(PAPER_STATUS_QUERY);
  });
}

/**
 * Sends one job on one TCP connection: asks the paper status first, then writes the job and resolves as soon as every
 * byte has been handed over. A printer that is slow to close its end afterwards does not make the job fail (which
 * would print it, and kick the drawer, a second time on the retry); the socket is left to close on its own.
 */
function sendOnce(target: PrinterTarget, bytes: Uint8Array, options: Required<PrinterSendOptions>): Promise<void> {
  return new Promise((resolve, reject) => {
    let handedOver = false;
    const socket = net.connect({ host: target.host, port: target.port });
    const where = `${target.host}:${String(target.port)}`;
    const timer = setTimeout(
      () => socket.destroy(new Error(`no answer from ${where} in ${String(options.timeoutMs)} ms`)),
      options.timeoutMs,
    );
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (!handedOver) reject(error);
    });
    socket.on('data', () => undefined);
    socket.once('connect', () => {
      void paperStatus(socket, options.statusTimeoutMs).then((status) => {
        if (socket.destroyed) {
          clearTimeout(timer);
          if (!handedOver) reject(new Error(`${where} closed the connection`));
          return;
        }
        if (status !== null && (status & PAPER_END_BITS) !== 0) {
          clearTimeout(timer);
          socket.destroy();
          reject(new PrinterFinalError(PAPER_END_DETAIL));
          return;
        }
        socket.end(bytes, () => {
          handedOver = true;
          clearTimeout(timer);
          resolve();
          // The printer closes in its own time; a socket it never closes is dropped after the time-out.
          setTimeout(() => socket.destroy(), options.timeoutMs).unref();
        });
      });
    });
  });
}

/** seed 002 §4: printing is retried, up to 2 attempts; the last error is reported. */
export async function printerSend(
  target: PrinterTarget,
  bytes: Uint8Array,
  options: PrinterSendOptions = {},
): Promise<void> {
  const settings = {
    attempts: options.attempts ?? PRINT_ATTEMPTS,
    timeoutMs: options.timeoutMs ?? 5000,
    statusTimeoutMs: options.statusTimeoutMs ?? 1000,
  };
  let lastError: unknown;
  for (let attempt = 1; attempt <= settings.attempts; attempt += 1) {
    try {
      await sendOnce(target, bytes, settings);
      return;
    } catch (error) {
      lastError = error;
      if (error instanceof PrinterFinalError) break;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
