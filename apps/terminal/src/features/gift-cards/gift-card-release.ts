import { cents, centsFromDecimal, type DomainError } from '@opentill/domain';
import { storedTerminal } from '../../data/connection.ts';
import {
  GIFT_CARD_TRANSACTION,
  giftCardPendingDone,
  giftCardPendingLocalId,
  giftCardReachable,
  giftCardRecord,
} from '../../data/repositories/gift-cards.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** What stops a cancel: a gift card that took money from this order cannot be credited back now. */
export const GIFT_CARD_RELEASE_FAILED: DomainError = {
  title: 'Payment Error',
  message: 'Can not refund, contact administrator',
};

/** Gift card sale payments of an order still holding the card's money (amount above 0, not a return). */
export function orderGiftCardSales(order: Pick<OrderRecord, 'payments'>): OrderRecord['payments'] {
  return (order.payments ?? []).filter(
    (payment) =>
      typeof payment.gift_card === 'string' &&
      payment.gift_card !== '' &&
      payment.transaction_type !== 'return' &&
      centsFromDecimal(payment.amount) > 0,
  );
}

/**
 * seed 001 §4 Cancel "releases gift cards": each gift card payment taken by the order is voided on the card (VOID 2
 * credits it back), so a cancelled order keeps no customer's money. Each void keeps its local_id until the server
 * confirmed it, so a retry after a lost answer credits once. Resolves null when every card is released (or there
 * was none); otherwise the error to show, and the caller must not cancel: the order stays as it was, nothing lost.
 */
export async function orderGiftCardsRelease(order: Pick<OrderRecord, 'payments' | 'id'>): Promise<DomainError | null> {
  const sales = orderGiftCardSales(order);
  if (sales.length === 0) return null;
  if (!(await giftCardReachable())) return GIFT_CARD_RELEASE_FAILED;
  const terminal = storedTerminal<{ id?: number }>()?.id ?? null;
  for (const payment of sales) {
    const scope = `void:${payment.local_id}`;
    const localId = giftCardPendingLocalId(scope, () => `${String(terminal ?? 0)}_gcv_${payment.local_id}`);
    try {
      await giftCardRecord({
        number: payment.gift_card ?? '',
        amount: cents(centsFromDecimal(payment.amount)),
        kind: GIFT_CARD_TRANSACTION.VOID,
        localId,
        terminal,
        ...(typeof order.id === 'number' ? { order: order.id } : {}),
      });
      giftCardPendingDone(scope);
    } catch (error) {
      console.error('Gift card release failed', error);
      return GIFT_CARD_RELEASE_FAILED;
    }
  }
  return null;
}
