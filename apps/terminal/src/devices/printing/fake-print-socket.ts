/**
 * A fake print helper socket for tests: each `new` socket opens on the next tick and hands every sent request to
 * `reply`, which returns the answer to send back (or null to stay silent, as a helper that never answers).
 */
import type { PrintHelperAnswer, PrintHelperRequest } from '@opentill/contracts';
import type { WebSocketFactory, WebSocketLike } from './print-helper-client.ts';

export interface FakeHelper {
  factory: WebSocketFactory;
  urls: string[];
  requests: PrintHelperRequest[];
}

type Reply = (request: PrintHelperRequest, index: number) => Omit<PrintHelperAnswer, 'id'> | null;

/** `refused` makes the helper unreachable (socket error) for the connections it returns true for. */
export function fakePrintHelper(reply: Reply, refused: (connection: number) => boolean = () => false): FakeHelper {
  const helper: FakeHelper = { factory: () => socket(''), urls: [], requests: [] };
  const socket = (url: string): WebSocketLike => {
    const listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
    const emit = (type: string, event: { data?: unknown } = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    };
    helper.urls.push(url);
    const attempt = helper.urls.length - 1;
    setTimeout(() => {
      emit(refused(attempt) ? 'error' : 'open');
    }, 0);
    return {
      addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      close: () => undefined,
      send: (data) => {
        const request = JSON.parse(data) as PrintHelperRequest;
        helper.requests.push(request);
        const answer = reply(request, helper.requests.length - 1);
        if (answer) setTimeout(() => emit('message', { data: JSON.stringify({ ...answer, id: request.id }) }), 0);
      },
    };
  };
  helper.factory = socket;
  return helper;
}
