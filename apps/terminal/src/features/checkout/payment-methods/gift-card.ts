import { cents, centsNegate, PAYMENT_BEHAVIOR } from '@opentill/domain';
import {
  GIFT_CARD_TRANSACTION,
  GiftCardInsufficientError,
  GiftCardKeyConflictError,
  giftCardPendingDone,
  giftCardPendingLocalId,
  giftCardReachable,
  giftCardRecord,
} from '../../../data/repositories/gift-cards.ts';
import { storedTerminal } from '../../../data/connection.ts';
import { giftCardSessionOpen } from '../../gift-cards/gift-card-store.ts';
import type { PaymentMethod } from './types.ts';

/** seed 001 §8 texts (translated by ErrorModal): a refund the card could not take, or no connection to the server. */
const UNAVAILABLE = { title: 'Can not refund, contact administrator', message: 'Connection Error' } as const;
const REFUND_FAILED = { title: 'Can not refund, contact administrator', message: '' } as const;

/**
 * Gift card (behaviour 4, seed 001 §3–§4): pay() opens the gift card modal (number, balance and history, then Pay;
 * Reimburse when the checkout takes a return) and records the transaction there with a local_id, so a retry never
 * debits twice. The payment applies what the card paid (seed 001 §4: the lesser of credit and amount, a partial
 * payment leaves a balance) and carries gift_card = the number. refund() credits the card back (RETURN) in a refund.
 */
export const giftCardPayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.GIFT_CARD],
  label: 'giftCards.method',
  needsConnectivity: true,
  pay: async (context) => {
    const amount = cents(Math.abs(context.amounts.amount));
    const outcome = await giftCardSessionOpen({
      mode: context.refund ? 'reimburse' : 'pay',
      amount,
      order: context.order,
      terminalId: context.terminalId,
    });
    // A refusal by the server (issue 14 §11) is shown with the seeds' texts; a closed modal shows nothing.
    if (!outcome.ok)
      return outcome.error ? { ok: false, ...outcome.error } : { ok: false, cancelled: true, title: '', message: '' };
    const applied = context.refund ? centsNegate(outcome.amount) : outcome.amount;
    return {
      ok: true,
      amounts: { amount: applied, amount_paid: applied, change_amount: cents(0) },
      fields: { gift_card: outcome.number },
      giftCardBalance: outcome.credit,
    };
  },
  refund: async (payment, amount) => {
    const number = payment.gift_card;
    if (!number) return { ok: false, ...REFUND_FAILED };
    // seed 001 §4: gift card use needs connectivity (our own server must answer).
    if (!(await giftCardReachable())) return { ok: false, ...UNAVAILABLE };
    const credit = cents(Math.abs(amount));
    // The same return of the same payment retried after a lost answer keeps its local_id (credited once).
    const scope = `refund:${payment.local_id}:${String(credit)}`;
    const terminalId = storedTerminal<{ id?: number }>()?.id ?? null;
    // The random tail keeps two returns made within one millisecond apart (one key is one transaction, issue 14 §11).
    const localId = giftCardPendingLocalId(
      scope,
      () => `${String(terminalId ?? 0)}_gcr_${String(Date.now())}_${Math.random().toString(36).slice(2, 8)}`,
    );
    try {
      await giftCardRecord({
        number,
        amount: credit,
        kind: GIFT_CARD_TRANSACTION.RETURN,
        localId,
        terminal: terminalId,
      });
      giftCardPendingDone(scope);
      return { ok: true, fields: { gift_card: number } };
    } catch (error) {
      // issue 14 §11: a refused key credited nothing and never will; the next attempt gets a new key.
      if (error instanceof GiftCardKeyConflictError) giftCardPendingDone(scope);
      console.error(
        'Gift card reimbursement failed',
        error instanceof GiftCardInsufficientError ? 'insufficient' : error,
      );
      return { ok: false, ...REFUND_FAILED };
    }
  },
};
