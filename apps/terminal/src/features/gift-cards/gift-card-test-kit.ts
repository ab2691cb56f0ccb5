import { vi } from 'vitest';
import { useCheckout } from '../checkout/checkout-store.ts';
import { checkoutKit, type Kit } from '../checkout/checkout-test-kit.ts';
import type { GiftCard } from '../../data/repositories/gift-cards.ts';
import { jsonResponse } from '../../test/render-app.tsx';

/** A stubbed back office for gift card tests: one card store, the health check and every call recorded. */
export interface GiftCardServer {
  cards: Map<string, GiftCard>;
  calls: { method: string; path: string; body: unknown }[];
  /** Answers the next call to `path` with a network failure (the answer is lost after the server applied it when `applied`). */
  failNext: (path: string, applied?: boolean) => void;
  /** Answers the next call to `path` with this status and JSON body, applying nothing (e.g. 409 of issue 14 §11). */
  answerNext: (path: string, status: number, body: unknown) => void;
  healthy: boolean;
  fetch: typeof fetch;
}

export function giftCardMake(number: string, credit: number, payments: GiftCard['payments'] = []): GiftCard {
  return { id: 1, gift_card_number: number, credit, store: 1, is_expired: false, order: null, payments };
}

export function giftCardServer(initial: GiftCard[] = []): GiftCardServer {
  const cards = new Map(initial.map((card) => [card.gift_card_number, card]));
  const seen = new Set<string>();
  const failures = new Map<string, boolean>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const server: GiftCardServer = {
    cards,
    calls: [],
    healthy: true,
    failNext: (path, applied = false) => failures.set(path, applied),
    answerNext: (path, status, body) => answers.set(path, { status, body }),
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      server.calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/health')
        return server.healthy
          ? Promise.resolve(jsonResponse(200, { ok: true }))
          : Promise.reject(new TypeError('Failed to fetch'));
      const canned = answers.get(url.pathname);
      answers.delete(url.pathname);
      if (canned) return Promise.resolve(jsonResponse(canned.status, canned.body));
      const failure = failures.get(url.pathname);
      const lost = failure !== undefined;
      failures.delete(url.pathname);
      if (lost && !failure) return Promise.reject(new TypeError('Failed to fetch'));
      const answer = (() => {
        if (url.pathname === '/api/gift-card/' && method === 'GET') {
          const card = cards.get(url.searchParams.get('gift_card_number') ?? '');
          return card
            ? jsonResponse(200, card)
            : jsonResponse(404, { error: 'not_found', message: 'Gift card not found' });
        }
        if (url.pathname === '/api/gift-card/' && method === 'POST') {
          const request = body as { gift_card_number: string; credit?: number; local_id?: string };
          const card = cards.get(request.gift_card_number) ?? giftCardMake(request.gift_card_number, 0);
          const fresh =
            request.local_id && seen.has(request.local_id)
              ? card
              : { ...card, credit: card.credit + (request.credit ?? 0) };
          if (request.local_id) seen.add(request.local_id);
          cards.set(fresh.gift_card_number, fresh);
          return jsonResponse(200, fresh);
        }
        if (url.pathname === '/api/gift-card-payments/record/') {
          const request = body as {
            gift_card_number: string;
            amount_paid: number;
            transaction_type: number;
            local_id: string;
          };
          const card = cards.get(request.gift_card_number);
          if (!card) return jsonResponse(404, { error: 'not_found', message: 'Gift card not found' });
          if (seen.has(request.local_id))
            return jsonResponse(200, { credit: card.credit, gift_card_number: card.gift_card_number });
          const credit =
            Math.round(
              (request.transaction_type === 1 ? card.credit - request.amount_paid : card.credit + request.amount_paid) *
                100,
            ) / 100;
          if (credit < 0)
            return jsonResponse(400, { error: 'insufficient_credit', field: 'amount_paid', message: 'low' });
          seen.add(request.local_id);
          cards.set(card.gift_card_number, { ...card, credit });
          return jsonResponse(200, { credit, gift_card_number: card.gift_card_number });
        }
        return jsonResponse(404, {});
      })();
      // The server applied the call but its answer never arrived.
      if (lost && failure) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(answer);
    },
  };
  return server;
}

/** The record/ calls the terminal made. */
export function recordCalls(server: GiftCardServer) {
  return server.calls
    .filter((call) => call.path === '/api/gift-card-payments/record/')
    .map(
      (call) =>
        call.body as { gift_card_number: string; amount_paid: number; transaction_type: number; local_id: string },
    );
}

/**
 * The checkout test kit (a terminal, a shift, a fresh database) with this stubbed back office as fetch; restore undoes
 * both. Console errors of the expected failed calls are silenced.
 */
export async function giftCardCheckoutSetup(
  cards: GiftCard[],
): Promise<{ kit: Kit; server: GiftCardServer; restore: () => Promise<void> }> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const kit = await checkoutKit();
  const server = giftCardServer(cards);
  vi.stubGlobal('fetch', server.fetch);
  return {
    kit,
    server,
    restore: async () => {
      useCheckout.getState().reset();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      await kit.restore();
    },
  };
}
