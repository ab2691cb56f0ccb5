import net from 'node:net';
import { PRINT_ATTEMPTS } from '@opentill/contracts';

export interface PrinterTarget {
  host: string;
  port: number;
}

/** Sends one job on one TCP connection; resolves once the printer has taken every byte and closed. */
function sendOnce(target: PrinterTarget, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.host, port: target.port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer from ${target.host}:${target.port} in ${timeoutMs} ms`)),
    );
    socket.once('error', reject);
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}

/** seed 002 §4: printing is retried, up to 2 attempts; the last error is reported. */
export async function printerSend(
  target: PrinterTarget,
  bytes: Uint8Array,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<void> {
  const attempts = options.attempts ?? PRINT_ATTEMPTS;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await sendOnce(target, bytes, options.timeoutMs ?? 5000);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
