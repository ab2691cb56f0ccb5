/**
 * Sends one job to one printer through the print helper, with the seeds' retry: up to 2 attempts (seed 002 §4,
 * §9 PRINT_ATTEMPTS); the failure is reported per printer (seed 002 §8: 'Printer error', 'Drawer error').
 */
import { PRINT_ATTEMPTS, type PrintBlock } from '@opentill/contracts';
import { PrintHelperError, printHelperSend, printRequestId, type WebSocketFactory } from './print-helper-client.ts';
import { printCauseOf, type PrintFailure } from './print-failure.ts';
import { lineIsText, printBlocksOf, type LinesRenderer } from './print-raster.ts';
import type { PrinterTarget } from './printer-config.ts';

export type { PrintFailure } from './print-failure.ts';

export type PrintJob = { kind: 'print'; lines: string[]; cut?: boolean; drawer?: boolean } | { kind: 'drawer' };

/** Test seams: the socket factory, the answer time-out and the kitchen display's fetch. */
export interface PrintDeps {
  socket?: WebSocketFactory;
  timeoutMs?: number;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Draws the lines no code page holds (a canvas in the browser: raster-canvas.ts). */
  render?: LinesRenderer;
}

let deps: PrintDeps = {};
/** Tests replace the WebSocket (the browser's is used otherwise). */
export function printDepsSet(next: PrintDeps): void {
  deps = next;
}
export function printDeps(): PrintDeps {
  return deps;
}

/** The canvas renderer, loaded only when a printout has lines to draw. */
async function canvasRenderer(): Promise<LinesRenderer> {
  return (await import('./raster-canvas.ts')).canvasLinesRenderer;
}

/** The lines as text and drawn blocks; with no canvas to draw on, as text (the helper prints '?' for what it lacks). */
async function drawnBlocks(lines: string[], printer: PrinterTarget): Promise<PrintBlock[] | null> {
  try {
    return printBlocksOf(lines, printer, deps.render ?? (await canvasRenderer()));
  } catch (error) {
    console.warn(`print: ${printer.name}: lines not drawn (${String(error)}), sent as text`);
    return null;
  }
}

/** Runs the job; null on success, else the failure of the last attempt. */
export async function printJobRun(
  helperUrl: string,
  printer: PrinterTarget,
  job: PrintJob,
): Promise<PrintFailure | null> {
  const fallback = job.kind === 'drawer' ? 'Drawer error' : 'Printer error';
  const address = `${printer.host}:${String(printer.port)}`;
  let failure: PrintFailure = { printer: printer.name, message: fallback, address, cause: 'other' };
  // Drawn once for every attempt; lines a code page holds go as text and draw nothing.
  const blocks = job.kind === 'print' && !job.lines.every(lineIsText) ? await drawnBlocks(job.lines, printer) : null;
  for (let attempt = 1; attempt <= PRINT_ATTEMPTS; attempt += 1) {
    const target = { host: printer.host, port: printer.port };
    const id = printRequestId();
    const request =
      job.kind === 'drawer'
        ? { id, type: 'drawer' as const, printer: target }
        : {
            id,
            type: 'print' as const,
            printer: target,
            ...(blocks ? { blocks } : { lines: job.lines }),
            cut: job.cut ?? true,
            drawer: job.drawer ?? false,
          };
    try {
      const answer = await printHelperSend(helperUrl, request, deps);
      if (answer.ok) return null;
      failure = {
        printer: printer.name,
        message: answer.error || fallback,
        address,
        cause: printCauseOf(answer.detail),
        ...(answer.detail ? { detail: answer.detail } : {}),
      };
      console.warn(
        `print: ${printer.name} attempt ${String(attempt)}: ${answer.error}${answer.detail ? ` (${answer.detail})` : ''}`,
      );
    } catch (error) {
      const detail = error instanceof PrintHelperError ? error.message : String(error);
      const cause = error instanceof PrintHelperError && error.timedOut ? 'helperTimeout' : 'helperUnreachable';
      failure = { printer: printer.name, message: fallback, address, cause, detail };
      console.warn(`print: ${printer.name} attempt ${String(attempt)}: ${detail}`);
    }
  }
  return failure;
}
