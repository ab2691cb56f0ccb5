/**
 * One HTTP call to a card device with a client time-out (AbortController), straight from the page or through the
 * print helper's device relay (a device that answers no CORS, card terminal A's pinpad). A call ends in an answer
 * (any HTTP status) or 'lost': a time-out or a network error may have been acted on by the device, so nothing is sent
 * again without knowing; only the relay can tell 'not-sent' (the connection to the device was refused).
 */
import { deviceAnswer, type DeviceRequest } from '@opentill/contracts';
import {
  PrintHelperError,
  printHelperSend,
  printRequestId,
  type WebSocketFactory,
} from '../printing/print-helper-client.ts';

export type DeviceCallResult =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'lost'; readonly reason: 'timeout' | 'network' | 'not-sent'; readonly detail: string };

/** The print helper that relays this terminal's device calls (docs/print-helper.md, "Device relay"). */
export interface DeviceRelay {
  /** ws://{printer_server_ip}:{port} */
  readonly helperUrl: string;
  /** This terminal's pairing token (setting print_helper_token); null when none is set. */
  readonly token: string | null;
  readonly socket?: WebSocketFactory;
}

export interface DeviceCallOptions {
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  /** Through the print helper instead of the page's own fetch. */
  readonly relay?: DeviceRelay | null;
}

const RELAYED_TYPES: readonly DeviceRequest['contentType'][] = ['text/xml', 'application/xml', 'text/plain'];

/** How much longer the terminal waits for the helper than the helper waits for the device. */
const RELAY_MARGIN_MS = 5_000;

async function relayCall(
  url: string,
  init: { body: string; contentType: string },
  options: DeviceCallOptions & { relay: DeviceRelay },
): Promise<DeviceCallResult> {
  const contentType = RELAYED_TYPES.find((type) => type === init.contentType);
  if (!contentType) return { kind: 'lost', reason: 'not-sent', detail: `the relay does not carry ${init.contentType}` };
  const request: DeviceRequest = {
    id: printRequestId(),
    type: 'device',
    url,
    body: init.body,
    contentType,
    timeoutMs: options.timeoutMs,
  };
  try {
    const raw = await printHelperSend(options.relay.helperUrl, request, {
      timeoutMs: options.timeoutMs + RELAY_MARGIN_MS,
      token: options.relay.token,
      ...(options.relay.socket ? { socket: options.relay.socket } : {}),
    });
    const answer = deviceAnswer.safeParse(raw);
    if (!answer.success) return { kind: 'lost', reason: 'network', detail: 'unreadable relay answer' };
    if (answer.data.ok) return { kind: 'answer', status: answer.data.status, text: answer.data.text };
    const detail = `${answer.data.error}${answer.data.detail ? `: ${answer.data.detail}` : ''}`;
    if (answer.data.sent === false) return { kind: 'lost', reason: 'not-sent', detail };
    return { kind: 'lost', reason: answer.data.detail === 'time-out' ? 'timeout' : 'network', detail };
  } catch (error) {
    // The helper itself: refused or unreachable before the request went out means the device never saw it.
    if (error instanceof PrintHelperError && !error.sent)
      return { kind: 'lost', reason: 'not-sent', detail: error.message };
    if (error instanceof PrintHelperError && error.timedOut)
      return { kind: 'lost', reason: 'timeout', detail: error.message };
    return { kind: 'lost', reason: 'network', detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function deviceCall(
  url: string,
  init: { body: string; contentType: string },
  options: DeviceCallOptions,
): Promise<DeviceCallResult> {
  if (options.relay) return relayCall(url, init, { ...options, relay: options.relay });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const fetcher = options.fetch ?? fetch;
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': init.contentType },
      body: init.body,
      signal: controller.signal,
      cache: 'no-store',
    });
    const text = await response.text();
    return { kind: 'answer', status: response.status, text };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'lost', reason: 'timeout', detail: 'time-out' };
    // The browser does not say whether the request left (refused) or the answer was lost (reset after sending).
    return { kind: 'lost', reason: 'network', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A base URL and an endpoint joined with one slash (B's proxy: {proxy}/Sale). */
export function urlJoin(base: string, endpoint: string): string {
  return `${base.replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}`;
}
