/**
 * The print helper client (docs/print-helper.md): the terminal talks JSON over a WebSocket to the helper on the store
 * LAN, which prints ESC/POS on TCP 9100. One connection per job: a tablet that slept or a helper restarted between
 * two prints costs nothing, and a job never waits behind another's broken socket.
 */
import {
  PRINT_HELPER_PROTOCOL,
  PRINT_HELPER_TOKEN_PROTOCOL_PREFIX,
  PRINT_HELPER_TOKEN_SETTING,
  printHelperLanAnswer,
  type PrintHelperAnswer,
  type PrintHelperLanAnswer,
  type PrintHelperLanRequest,
  type PrintHelperRequest,
} from '@opentill/contracts';
import { storedTerminal } from '../../data/connection.ts';

/** The part of the browser WebSocket this client uses (a fake one in tests). */
export interface WebSocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: { data?: unknown }) => void): void;
}
/** Opens a socket; `protocols` carry the pairing token (a browser WebSocket cannot set headers). */
export type WebSocketFactory = (url: string, protocols?: string[]) => WebSocketLike;

/** Decided: the helper answers within its own 2 printer attempts; 15 s covers a slow printer and a slow LAN. */
export const PRINT_HELPER_TIMEOUT_MS = 15_000;

export class PrintHelperError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
    /** The helper took the job but gave no answer in time (it may still be trying the printer). */
    readonly timedOut = false,
    /** The request went out on an open socket (false: the helper never received it). */
    readonly sent = false,
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

const browserSocket: WebSocketFactory = (url, protocols) => new WebSocket(url, protocols);

/** This terminal's pairing token with the print helper (the terminal setting print_helper_token), or null. */
export function storedHelperToken(): string | null {
  try {
    const settings = storedTerminal<{ db_settings?: { name: string; value: string }[] }>()?.db_settings ?? [];
    const value = settings.find((setting) => setting.name === PRINT_HELPER_TOKEN_SETTING)?.value?.trim();
    return value ? value : null;
  } catch {
    // No localStorage (a test in node): no token.
    return null;
  }
}

/** The subprotocols of a connection: the helper's, and the token's when there is one. */
export const helperProtocols = (token: string | null): string[] =>
  token ? [PRINT_HELPER_PROTOCOL, `${PRINT_HELPER_TOKEN_PROTOCOL_PREFIX}${token}`] : [];

/**
 * Sends one request and resolves with the helper's answer for its id; rejects with PrintHelperError when the socket
 * cannot open, closes before answering, or no answer comes within `timeoutMs`.
 */
export function printHelperSend(
  url: string,
  request: PrintHelperRequest,
  options?: { socket?: WebSocketFactory; timeoutMs?: number; token?: string | null },
): Promise<PrintHelperAnswer>;
export function printHelperSend(
  url: string,
  request: PrintHelperLanRequest,
  options?: { socket?: WebSocketFactory; timeoutMs?: number; token?: string | null },
): Promise<PrintHelperLanAnswer>;
export function printHelperSend(
  url: string,
  request: PrintHelperLanRequest,
  options: { socket?: WebSocketFactory; timeoutMs?: number; token?: string | null } = {},
): Promise<PrintHelperLanAnswer> {
  const timeoutMs = options.timeoutMs ?? PRINT_HELPER_TIMEOUT_MS;
  const token = options.token === undefined ? storedHelperToken() : options.token;
  return new Promise((resolve, reject) => {
    let socket: WebSocketLike;
    let settled = false;
    let sent = false;
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
      () => finish(() => reject(new PrintHelperError('Print helper did not answer', url, true, sent))),
      timeoutMs,
    );
    try {
      const protocols = helperProtocols(token);
      socket =
        protocols.length > 0
          ? (options.socket ?? browserSocket)(url, protocols)
          : (options.socket ?? browserSocket)(url);
    } catch (error) {
      settled = true;
      clearTimeout(timer);
      reject(new PrintHelperError('Print helper unreachable', error instanceof Error ? error.message : url));
      return;
    }
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify(request));
      sent = true;
    });
    socket.addEventListener('message', (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const answer = printHelperLanAnswer.safeParse(parsed);
      if (answer.success && answer.data.id === request.id) finish(() => resolve(answer.data));
    });
    socket.addEventListener('error', () =>
      finish(() => reject(new PrintHelperError('Print helper unreachable', url, false, sent))),
    );
    socket.addEventListener('close', () =>
      finish(() => reject(new PrintHelperError('Print helper closed the connection', url, false, sent))),
    );
  });
}
