/**
 * The print helper client (docs/print-helper.md): the terminal talks JSON over a WebSocket to the helper on the store
 * LAN, which prints ESC/POS on TCP 9100. One connection per job: a tablet that slept or a helper restarted between
 * two prints costs nothing, and a job never waits behind another's broken socket.
 */
import { printHelperAnswer, type PrintHelperAnswer, type PrintHelperRequest } from '@opentill/contracts';

/** The part of the browser WebSocket this client uses (a fake one in tests). */
export interface WebSocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: { data?: unknown }) => void): void;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

/** Decided: the helper answers within its own 2 printer attempts; 15 s covers a slow printer and a slow LAN. */
export const PRINT_HELPER_TIMEOUT_MS = 15_000;

export class PrintHelperError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
    /** The helper took the job but gave no answer in time (it may still be trying the printer). */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'PrintHelperError';
  }
}

let counter = 0;
/** A request id unique within this page (the helper echoes it in its answer). */
export function printRequestId(now: number = Date.now()): string {
  counter = (counter + 1) % 1_000_000;
  return `p${String(now)}_${String(counter)}`;
}

const browserSocket: WebSocketFactory = (url) => new WebSocket(url);

/**
 * Sends one request and resolves with the helper's answer for its id; rejects with PrintHelperError when the socket
 * cannot open, closes before answering, or no answer comes within `timeoutMs`.
 */
export function printHelperSend(
  url: string,
  request: PrintHelperRequest,
  options: { socket?: WebSocketFactory; timeoutMs?: number } = {},
): Promise<PrintHelperAnswer> {
  const timeoutMs = options.timeoutMs ?? PRINT_HELPER_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    let socket: WebSocketLike;
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        socket.close();
      } catch {
        // already closed
      }
      action();
    };
    const timer = setTimeout(
      () => finish(() => reject(new PrintHelperError('Print helper did not answer', url, true))),
      timeoutMs,
    );
    try {
      socket = (options.socket ?? browserSocket)(url);
    } catch (error) {
      settled = true;
      clearTimeout(timer);
      reject(new PrintHelperError('Print helper unreachable', error instanceof Error ? error.message : url));
      return;
    }
    socket.addEventListener('open', () => socket.send(JSON.stringify(request)));
    socket.addEventListener('message', (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const answer = printHelperAnswer.safeParse(parsed);
      if (answer.success && answer.data.id === request.id) finish(() => resolve(answer.data));
    });
    socket.addEventListener('error', () => finish(() => reject(new PrintHelperError('Print helper unreachable', url))));
    socket.addEventListener('close', () =>
      finish(() => reject(new PrintHelperError('Print helper closed the connection', url))),
    );
  });
}
