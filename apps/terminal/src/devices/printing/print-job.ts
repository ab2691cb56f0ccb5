/**
 * Sends one job to one printer through the print helper, with the seeds' retry: up to 2 attempts (seed 002 §4,
 * §9 PRINT_ATTEMPTS); the failure is reported per printer (seed 002 §8: 'Printer error', 'Drawer error').
 */
import { PRINT_ATTEMPTS } from '@opentill/contracts';
import { PrintHelperError, printHelperSend, printRequestId, type WebSocketFactory } from './print-helper-client.ts';
import type { PrinterTarget } from './printer-config.ts';

export interface PrintFailure {
  printer: string;
  message: string;
}

export type PrintJob = { kind: 'print'; lines: string[]; cut?: boolean; drawer?: boolean } | { kind: 'drawer' };

/** Test seams: the socket factory and the answer time-out. */
export interface PrintDeps {
  socket?: WebSocketFactory;
  timeoutMs?: number;
}

let deps: PrintDeps = {};
/** Tests replace the WebSocket (the browser's is used otherwise). */
export function printDepsSet(next: PrintDeps): void {
  deps = next;
}

/** Runs the job; null on success, else the failure of the last attempt. */
export async function printJobRun(
  helperUrl: string,
  printer: PrinterTarget,
  job: PrintJob,
): Promise<PrintFailure | null> {
  const fallback = job.kind === 'drawer' ? 'Drawer error' : 'Printer error';
  let failure: PrintFailure = { printer: printer.name, message: fallback };
  for (let attempt = 1; attempt <= PRINT_ATTEMPTS; attempt += 1) {
    const address = { host: printer.host, port: printer.port };
    const id = printRequestId();
    const request =
      job.kind === 'drawer'
        ? { id, type: 'drawer' as const, printer: address }
        : {
            id,
            type: 'print' as const,
            printer: address,
            lines: job.lines,
            cut: job.cut ?? true,
            drawer: job.drawer ?? false,
          };
    try {
      const answer = await printHelperSend(helperUrl, request, deps);
      if (answer.ok) return null;
      failure = { printer: printer.name, message: answer.error || fallback };
      console.warn(
        `print: ${printer.name} attempt ${String(attempt)}: ${answer.error}${answer.detail ? ` (${answer.detail})` : ''}`,
      );
    } catch (error) {
      const detail = error instanceof PrintHelperError ? error.message : String(error);
      failure = { printer: printer.name, message: fallback };
      console.warn(`print: ${printer.name} attempt ${String(attempt)}: ${detail}`);
    }
  }
  return failure;
}
