/**
 * The gift card modal's state and actions (seed 001 §2 Gift card modal, §4 Gift card flow; seed 002 §2 Gift card
 * screen): number entry, fetch (or create when not at checkout), balance and history, then Pay, Reimburse or Add
 * Funds. One session at a time; whoever opened it (the checkout's payment module or the editor) awaits its outcome.
 */
import {
  cents,
  centsFromDecimal,
  centsKeypadPress,
  centsKeypadValue,
  giftCardInsufficient,
  giftCardNumberIsValid,
  giftCardPayable,
  orderNumberShown,
  type Cents,
} from '@opentill/domain';
import { create } from 'zustand';
import {
  GIFT_CARD_TRANSACTION,
  GiftCardInsufficientError,
  GiftCardKeyConflictError,
  giftCardCreate,
  giftCardFetch,
  giftCardPendingDone,
  giftCardPendingLocalId,
  giftCardReachable,
  giftCardRecord,
  type GiftCard,
} from '../../data/repositories/gift-cards.ts';
import { orderByRouteId } from '../../data/repositories/orders.ts';

/** pay: a SALE at checkout; reimburse: a RETURN (checkout of a refund); funds: Add Funds from the editor (sells a top-up line). */
/** check: balance and history only (the editor in refund mode, where nothing can be sold). */
export type GiftCardMode = 'pay' | 'reimburse' | 'funds' | 'check';

export interface GiftCardSessionRequest {
  mode: GiftCardMode;
  /** pay / reimburse: the checkout amount in positive cents. */
  amount?: Cents;
  /** The order paid or refunded (its payments count scopes the idempotency key). */
  order?: { local_id: string; id?: number | null; payments?: readonly unknown[] | null } | null;
  terminalId?: number | null;
}

/**
 * How the session ended: paid (or funds chosen), or not. A refusal the checkout must show (rather than a closed
 * modal) carries the seeds' error title and message (seed 001 §8, translated by ErrorModal).
 */
export type GiftCardOutcome =
  | { ok: true; number: string; amount: Cents; credit: Cents }
  | { ok: false; error?: { title: string; message: string } };

/** seed 001 §8 'Payment Error / Unsuccessful': the server refused the transaction, nothing was paid (Retry offered). */
export const GIFT_CARD_REFUSED = { title: 'Payment Error', message: 'Unsuccessful' } as const;

/** i18n keys of the modal's own errors (seed texts have no wording for these). */
export type GiftCardError = 'giftCards.notFound' | 'giftCards.failed' | 'giftCards.insufficient';

export interface GiftCardState {
  session: GiftCardSessionRequest | null;
  step: 'number' | 'card';
  number: string;
  /** seed 001 §5: the input shows an invalid state. */
  invalid: boolean;
  card: GiftCard | null;
  /** Order numbers of the history rows (by server order id), when the device knows the order. */
  /** The number each history order shows (issue 15 §4: its short number), by server order id. */
  orderNumbers: Record<number, string>;
  /** 'Processing ...' while loading (seed 001 §8). */
  loading: boolean;
  /** seed 001 §8 gift-card-not-available modal: our server cannot be reached. */
  unavailable: boolean;
  error: GiftCardError | null;
  /** Add Funds amount as a cents digit string. */
  fundsDigits: string;
  open: (request: GiftCardSessionRequest) => Promise<GiftCardOutcome>;
  type: (number: string) => void;
  next: () => Promise<void>;
  back: () => void;
  fundsPress: (key: string) => void;
  pay: () => Promise<void>;
  addFunds: () => void;
  close: () => void;
}

const INITIAL = {
  session: null,
  step: 'number',
  number: '',
  invalid: false,
  card: null,
  orderNumbers: {},
  loading: false,
  unavailable: false,
  error: null,
  fundsDigits: '',
} satisfies Partial<GiftCardState>;

function localIdNew(terminalId: number | null | undefined): string {
  return `${String(terminalId ?? 0)}_gc_${String(Date.now())}_${Math.random().toString(36).slice(2, 8)}`;
}

/** The payable amount of the open session with this card (seed 001 §4: the lesser of credit and amount). */
export function giftCardSessionPayable(state: Pick<GiftCardState, 'session' | 'card'>): Cents {
  const amount = state.session?.amount ?? cents(0);
  if (state.session?.mode === 'reimburse') return amount;
  return giftCardPayable(state.card ? centsFromDecimal(state.card.credit) : cents(0), amount);
}

export function giftCardCredit(card: GiftCard | null): Cents {
  return card ? centsFromDecimal(card.credit) : cents(0);
}

export const useGiftCards = create<GiftCardState>()((set, get) => {
  let resolver: ((outcome: GiftCardOutcome) => void) | null = null;

  const finish = (outcome: GiftCardOutcome) => {
    const resolve = resolver;
    resolver = null;
    resolve?.(outcome);
  };

  const historyNumbers = async (card: GiftCard) => {
    const numbers: Record<number, string> = {};
    for (const payment of card.payments) {
      if (payment.order_id === null || payment.order_id in numbers) continue;
      const order = await orderByRouteId(String(payment.order_id)).catch(() => null);
      const shown = order ? orderNumberShown(order) : null;
      if (shown !== null) numbers[payment.order_id] = shown;
    }
    if (get().card?.gift_card_number === card.gift_card_number) set({ orderNumbers: numbers });
  };

  const loaded = (card: GiftCard) => {
    set({ card, step: 'card', loading: false, error: null });
    void historyNumbers(card);
  };

  /** A failed call: unreachable server shows the unavailable modal, anything else the modal's error line. */
  const failed = async (error: unknown, fallback: GiftCardError = 'giftCards.failed') => {
    console.error('Gift card call failed', error);
    if (error instanceof GiftCardInsufficientError) {
      set({ loading: false, error: 'giftCards.insufficient' });
      const card = get().card;
      if (card) {
        const fresh = await giftCardFetch({ number: card.gift_card_number }).catch(() => null);
        if (fresh) set({ card: fresh });
      }
      return;
    }
    const reachable = await giftCardReachable();
    set({ loading: false, unavailable: !reachable, error: reachable ? fallback : null });
  };

  return {
    ...INITIAL,
    open: (request) => {
      // A session left open (e.g. a screen change) ends as cancelled before the next starts.
      finish({ ok: false });
      set({ ...INITIAL, session: request, loading: true });
      const outcome = new Promise<GiftCardOutcome>((resolve) => {
        resolver = resolve;
      });
      // seed 001 §4: gift cards need connectivity; offline the unavailable modal replaces the screen.
      void giftCardReachable().then((reachable) => {
        if (get().session === request) set({ loading: false, unavailable: !reachable });
      });
      return outcome;
    },
    type: (number) => set({ number, invalid: number !== '' && !giftCardNumberIsValid(number), error: null }),
    next: async () => {
      const { number, session, loading } = get();
      if (!session || loading) return;
      // seed 001 §5: digits optionally separated by single hyphens; otherwise the input shows an invalid state.
      if (!giftCardNumberIsValid(number)) return set({ invalid: true });
      set({ loading: true, error: null });
      try {
        let card = await giftCardFetch({ number });
        // seed 001 §4: created if absent and not at checkout.
        if (!card && session.mode === 'funds') card = await giftCardCreate(number);
        if (!card) return set({ loading: false, error: 'giftCards.notFound' });
        loaded(card);
      } catch (error) {
        await failed(error);
      }
    },
    back: () => set({ step: 'number', card: null, error: null, fundsDigits: '' }),
    fundsPress: (key) => set({ fundsDigits: centsKeypadPress(get().fundsDigits, key), error: null }),
    pay: async () => {
      const { session, card, loading } = get();
      if (!session || !card || loading || session.mode === 'funds' || session.mode === 'check') return;
      const reimburse = session.mode === 'reimburse';
      const amount = giftCardSessionPayable(get());
      // seed 002 §2: INSUFFICIENT BALANCE when the credit is 0 or lower (a reimbursement needs no credit).
      if (!reimburse && (giftCardInsufficient(giftCardCredit(card)) || amount <= 0))
        return set({ error: 'giftCards.insufficient' });
      const order = session.order ?? null;
      // One key per order payment, card and amount: a retry after a lost answer reuses it (never debits twice).
      const scope = `${reimburse ? 'return' : 'sale'}:${order?.local_id ?? '-'}:${String(order?.payments?.length ?? 0)}:${card.gift_card_number}:${String(amount)}`;
      const localId = giftCardPendingLocalId(scope, () => localIdNew(session.terminalId));
      set({ loading: true, error: null });
      try {
        const credit = await giftCardRecord({
          number: card.gift_card_number,
          amount,
          kind: reimburse ? GIFT_CARD_TRANSACTION.RETURN : GIFT_CARD_TRANSACTION.SALE,
          localId,
          order: typeof order?.id === 'number' ? order.id : null,
          terminal: session.terminalId ?? null,
        });
        giftCardPendingDone(scope);
        set({ ...INITIAL });
        finish({ ok: true, number: card.gift_card_number, amount, credit });
      } catch (error) {
        if (error instanceof GiftCardKeyConflictError) {
          // issue 14 §11: the server made no transaction under this key and never will; the key is dropped (a Retry
          // gets a new one), the modal closes and checkout shows the refusal. No payment is recorded.
          console.error('Gift card transaction refused', error);
          giftCardPendingDone(scope);
          set({ ...INITIAL });
          finish({ ok: false, error: GIFT_CARD_REFUSED });
          return;
        }
        await failed(error);
      }
    },
    addFunds: () => {
      const { session, card, loading, fundsDigits } = get();
      const amount = centsKeypadValue(fundsDigits);
      if (!session || !card || loading || session.mode !== 'funds' || amount <= 0) return;
      // docs/decisions.md §25: the top-up is sold on the order (a product -2 line); the editor adds the line and the
      // card is credited only when that order is paid in full (gift-card-sale.ts), never here.
      set({ ...INITIAL });
      finish({ ok: true, number: card.gift_card_number, amount, credit: giftCardCredit(card) });
    },
    close: () => {
      set({ ...INITIAL });
      finish({ ok: false });
    },
  };
});

/** Opens the gift card modal and resolves when it closes (the modal is mounted once by GiftCardHost). */
export function giftCardSessionOpen(request: GiftCardSessionRequest): Promise<GiftCardOutcome> {
  return useGiftCards.getState().open(request);
}

/**
 * The editor's entry point (seed 001 §2 Gift card modal from more options): check a card's balance or add funds
 * (not on a refund, which sells nothing: balance and history only). Resolves with the top-up to add to the open order
 * as a gift card line (amount > 0), or null.
 */
export async function giftCardCheckOpen(
  terminalId: number | null = null,
  canAddFunds = true,
): Promise<{ number: string; amount: Cents } | null> {
  const outcome = await giftCardSessionOpen({ mode: canAddFunds ? 'funds' : 'check', terminalId });
  return outcome.ok && outcome.amount > 0 ? { number: outcome.number, amount: outcome.amount } : null;
}
