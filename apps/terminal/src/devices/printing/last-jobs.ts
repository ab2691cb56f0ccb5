/**
 * The jobs the print helper printed last (docs/print-helper.md `{type: 'jobs'}`), read back from their ESC/POS bytes:
 * Settings shows the last receipt as it came out of the printer (issue 15 §7), which on the demo is the simulator.
 */
import type { PrintedJob } from '@opentill/contracts';
import { PrintHelperError, printHelperSend, printRequestId } from './print-helper-client.ts';
import { printDeps } from './print-job.ts';
import { printingConfig } from './printer-config.ts';
import type { PrintCause } from './print-failure.ts';

export type LastJobs =
  { kind: 'noPrinter' } | { kind: 'jobs'; jobs: PrintedJob[] } | { kind: 'failed'; cause: PrintCause; detail?: string };

/** The helper's last jobs for the receipt printer, newest first. */
export async function lastPrintedJobs(): Promise<LastJobs> {
  const config = printingConfig();
  if (!config.helperUrl || !config.receiptPrinter) return { kind: 'noPrinter' };
  const address = `${config.receiptPrinter.host}:${String(config.receiptPrinter.port)}`;
  try {
    const answer = await printHelperSend(config.helperUrl, { id: printRequestId(), type: 'jobs' }, printDeps());
    if (!answer.ok) return { kind: 'failed', cause: 'other', detail: answer.detail ?? answer.error };
    return { kind: 'jobs', jobs: (answer.jobs ?? []).filter((job) => job.printer === address) };
  } catch (error) {
    const timedOut = error instanceof PrintHelperError && error.timedOut;
    return { kind: 'failed', cause: timedOut ? 'helperTimeout' : 'helperUnreachable' };
  }
}
