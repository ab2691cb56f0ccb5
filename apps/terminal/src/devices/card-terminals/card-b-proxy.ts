/**
 * Card terminal B's calls to our back office's proxy (POST /api/card-b/{type}/{endpoint}, issue 19 §2), sorted by
 * what they tell about the card: SPIn's answer; 'not-sent' when the request surely never reached the register (the
 * terminal is offline, the proxy refused the request, SPIn could not be reached); 'unknown' otherwise.
 */
import { CARD_PROXY_ERRORS, type CardProxyBody, type CardProxyEndpoint } from '@opentill/contracts';
import { apiRequest, HttpError, OfflineError } from '../../data/api.ts';
import type { CardBProxy, CardBReply, SpinAnswer } from './card-b.ts';

function replyOfError(error: unknown): CardBReply {
  if (error instanceof OfflineError) return { kind: 'not-sent', status: 0 };
  if (error instanceof HttpError) {
    const code = (error.body as { error?: string } | null)?.error;
    // 4xx: the proxy refused the request before calling SPIn (bad body, no register, dejavoo_test off).
    if (error.status < 500 || code === CARD_PROXY_ERRORS.unreachable) return { kind: 'not-sent', status: error.status };
    return { kind: 'unknown', status: error.status };
  }
  // The client's time-out or a network failure after the request left: it may have charged.
  return { kind: 'unknown', status: 0 };
}

export function cardBServerProxy(typeId: number): CardBProxy {
  return async (endpoint: CardProxyEndpoint, body: CardProxyBody, timeoutMs: number): Promise<CardBReply> => {
    try {
      const answer = await apiRequest<SpinAnswer>(
        `/api/card-b/${String(typeId)}/${endpoint}`,
        { method: 'POST', body: { body } },
        { timeoutMs },
      );
      return typeof answer?.GeneralResponse?.StatusCode === 'string'
        ? { kind: 'answer', answer }
        : { kind: 'unknown', status: 200 };
    } catch (error) {
      return replyOfError(error);
    }
  };
}
