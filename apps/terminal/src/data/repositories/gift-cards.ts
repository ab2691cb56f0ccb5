/**
 * Gift card calls (seed 001 §7.2, docs/api.md): fetch a card by number or id, create it, add funds, and record a
 * SALE / VOID / RETURN transaction. Gift cards live on the server only (seed 001 §4: they need connectivity), so
 * nothing here touches IndexedDB. Amounts cross this boundary as integer cents and go on the wire as decimals.
 */
import { GIFT_CARD_TRANSACTION, giftCardTransactionResponse, type GiftCard } from '@opentill/contracts';
import { centsFromDecimal, centsToDecimal, type Cents } from '@opentill/domain';
import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { useNetwork } from '../network-store.ts';

export type { GiftCard, GiftCardPayment } from '@opentill/contracts';
export { GIFT_CARD_TRANSACTION };

export type GiftCardKind = (typeof GIFT_CARD_TRANSACTION)[keyof typeof GIFT_CARD_TRANSACTION];

/** The server refused a debit larger than the card's credit (400 insufficient_credit, docs/api.md). */
export class GiftCardInsufficientError extends Error {
  constructor() {
    super('INSUFFICIENT BALANCE');
    this.name = 'GiftCardInsufficientError';
  }
}

/**
 * The server refused the transaction's local_id because it already records another transaction (409
 * local_id_conflict, issue 14 §11): nothing was debited or credited, and a retry under the same key never will be.
 */
export class GiftCardKeyConflictError extends Error {
  constructor() {
    super('Gift card transaction key already used for another transaction');
    this.name = 'GiftCardKeyConflictError';
  }
}

/** A 200 answer that is not the answer of this transaction: the terminal cannot tell what the server did. */
export class GiftCardAnswerError extends Error {
  constructor() {
    super('Gift card answer does not match the transaction');
    this.name = 'GiftCardAnswerError';
  }
}

/** GET /gift-card/?gift_card_number= or ?id=: the card with its history, or null when the store has none (404). */
export async function giftCardFetch(by: { number: string } | { id: number }, deps: ApiDeps = {}): Promise<GiftCard | null> {
  const query = 'number' in by ? `gift_card_number=${encodeURIComponent(by.number)}` : `id=${String(by.id)}`;
  try {
    return await apiRequest<GiftCard>(`/gift-card/?${query}`, {}, deps);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** POST /gift-card/ (seed 001 §7.2 create-card payload in the editor: gift_card_number, store). */
export function giftCardCreate(number: string, deps: ApiDeps = {}): Promise<GiftCard> {
  return apiRequest<GiftCard>('/gift-card/', { method: 'POST', body: { gift_card_number: number, is_expired: false } }, deps);
}

/**
 * POST /gift-card/ with credit: adds funds (recorded by the server as a credit payment). local_id makes a retry of
 * the same top-up harmless (docs/api.md: idempotent by local_id).
 */
export function giftCardAddFunds(number: string, amount: Cents, localId: string, deps: ApiDeps = {}): Promise<GiftCard> {
  return apiRequest<GiftCard>('/gift-card/', { method: 'POST', body: { gift_card_number: number, is_expired: false, credit: centsToDecimal(amount), local_id: localId } }, deps);
}

export interface GiftCardTransaction {
  readonly number: string;
  /** Positive cents: SALE debits it, VOID and RETURN credit it back. */
  readonly amount: Cents;
  readonly kind: GiftCardKind;
  /** Idempotency key: the server records one transaction per local_id, so a retry never debits twice. */
  readonly localId: string;
  readonly order?: number | null;
  readonly terminal?: number | null;
}

/**
 * POST /gift-card-payments/record/ (seed 001 §7.2, response reads credit): the card's credit after it, in cents.
 * Only an answer naming this card counts as done (issue 14 §11: a payment the server did not make is never taken);
 * a refused key is GiftCardKeyConflictError, anything else unexpected GiftCardAnswerError.
 */
export async function giftCardRecord(transaction: GiftCardTransaction, deps: ApiDeps = {}): Promise<Cents> {
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>(
      '/gift-card-payments/record/',
      {
        method: 'POST',
        body: {
          gift_card_number: transaction.number,
          amount_paid: centsToDecimal(transaction.amount),
          transaction_type: transaction.kind,
          local_id: transaction.localId,
          is_applied: true,
          ...(transaction.order ? { order: transaction.order } : {}),
          ...(transaction.terminal ? { terminal: transaction.terminal } : {}),
        },
      },
      deps,
    );
  } catch (error) {
    const code = error instanceof HttpError ? (error.body as { error?: string } | null)?.error : undefined;
    if (error instanceof HttpError && error.status === 400 && code === 'insufficient_credit') throw new GiftCardInsufficientError();
    if (error instanceof HttpError && error.status === 409) throw new GiftCardKeyConflictError();
    throw error;
  }
  const parsed = giftCardTransactionResponse.safeParse(answer);
  if (!parsed.success || parsed.data.gift_card_number !== transaction.number) throw new GiftCardAnswerError();
  return centsFromDecimal(parsed.data.credit);
}

/**
 * seed 001 §4 "a gift card payment needs connectivity": the browser must be online and our own server must answer
 * (the seed's third-party HEAD check is replaced by our server's health, issue 5 §7).
 */
export function giftCardReachable(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve(false);
  return useNetwork.getState().tryToConnect();
}

const PENDING_KEY = 'gift-card-pending';

function pendingRead(storage: Storage): Record<string, string> {
  try {
    return JSON.parse(storage.getItem(PENDING_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The local_id of a gift card transaction not yet confirmed for `scope` (e.g. the sale of one order's payment):
 * created once and kept until giftCardPendingDone, so a retry after a lost answer (even after a reload) sends the
 * same local_id and the server does not debit or credit twice.
 */
export function giftCardPendingLocalId(scope: string, make: () => string, storage: Storage = localStorage): string {
  const pending = pendingRead(storage);
  const existing = pending[scope];
  if (existing) return existing;
  const localId = make();
  storage.setItem(PENDING_KEY, JSON.stringify({ ...pending, [scope]: localId }));
  return localId;
}

/** The transaction of `scope` was confirmed: the next one gets a new local_id. */
export function giftCardPendingDone(scope: string, storage: Storage = localStorage): void {
  const pending = pendingRead(storage);
  if (!(scope in pending)) return;
  delete pending[scope];
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/**
 * A gift card top-up sold on an order (a product -2 line, docs/decisions.md §25): the card is credited only once
 * the order is paid in full. local_id comes from the order item's local_id, so every retry is the same credit.
 */
export interface GiftCardCreditDue {
  readonly number: string;
  readonly amount: Cents;
  readonly localId: string;
}

const CREDITS_KEY = 'gift-card-credits-due';

function creditsRead(storage: Storage): GiftCardCreditDue[] {
  try {
    const parsed = JSON.parse(storage.getItem(CREDITS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as GiftCardCreditDue[]) : [];
  } catch {
    return [];
  }
}

/** Credits not yet confirmed by the server (kept across reloads until one succeeds). */
export function giftCardCreditsDue(storage: Storage = localStorage): GiftCardCreditDue[] {
  return creditsRead(storage);
}

/** Keeps credits to make (a local_id already kept is not added twice). */
export function giftCardCreditsKeep(credits: readonly GiftCardCreditDue[], storage: Storage = localStorage): void {
  const kept = creditsRead(storage);
  const known = new Set(kept.map((credit) => credit.localId));
  const added = credits.filter((credit) => !known.has(credit.localId));
  if (added.length > 0) storage.setItem(CREDITS_KEY, JSON.stringify([...kept, ...added]));
}

function creditDone(localId: string, storage: Storage): void {
  storage.setItem(CREDITS_KEY, JSON.stringify(creditsRead(storage).filter((credit) => credit.localId !== localId)));
}

/**
 * Sends every kept credit (POST /gift-card/ with credit and the kept local_id: the server applies one local_id once).
 * A failed one (offline, server error) stays kept for the next attempt (the next completion or sync run); resolves
 * with how many are still due.
 */
export async function giftCardCreditsSend(deps: ApiDeps = {}, storage: Storage = localStorage): Promise<number> {
  for (const credit of creditsRead(storage)) {
    try {
      await giftCardAddFunds(credit.number, credit.amount, credit.localId, deps);
      creditDone(credit.localId, storage);
    } catch (error) {
      console.warn('Gift card credit kept for a retry', error);
    }
  }
  return creditsRead(storage).length;
}
