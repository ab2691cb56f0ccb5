/**
 * Per-printer status (issue 19 §7): the printers the helper sent jobs to, how each one's last job went, and whether
 * a TCP connection opens now. The probe only connects and closes: it sends nothing, so it never prints.
 */
import net from 'node:net';
import type { PrinterStatus } from '@opentill/contracts';

const PROBE_TIMEOUT_MS = 1500;

export class PrinterBook {
  private readonly printers = new Map<string, NonNullable<PrinterStatus['lastJob']>>();

  record(printer: { host: string; port: number }, ok: boolean, error?: string): void {
    this.printers.set(`${printer.host}:${String(printer.port)}`, {
      at: new Date().toISOString(),
      ok,
      ...(error ? { error } : {}),
    });
  }

  async statuses(): Promise<PrinterStatus[]> {
    return Promise.all(
      [...this.printers].map(async ([printer, lastJob]) => ({ printer, reachable: await probe(printer), lastJob })),
    );
  }
}

function probe(printer: string): Promise<boolean> {
  const at = printer.lastIndexOf(':');
  const host = printer.slice(0, at);
  const port = Number(printer.slice(at + 1));
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
