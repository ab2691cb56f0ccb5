import { cardAPayment } from './card-a.ts';
import { cardBPayment } from './card-b.ts';
import { cashPayment } from './cash.ts';
import { directChargePayment } from './direct-charge.ts';
import { giftCardPayment } from './gift-card.ts';
import type { PaymentMethod } from './types.ts';

export type { PaymentContext, PaymentExtraFields, PaymentMethod, PaymentResult } from './types.ts';

/**
 * The registry of payment behaviours. Card terminal A (3), card terminal B (5) and gift card (4) arrive as one module
 * each (issue 8), added to this list; nothing else in checkout or refunds changes.
 */
const METHODS: PaymentMethod[] = [cashPayment, directChargePayment, giftCardPayment, cardAPayment, cardBPayment];

/** Registers a method (a module added at start-up, or a test double); a later registration wins for its behaviours. */
export function paymentMethodRegister(method: PaymentMethod): () => void {
  METHODS.unshift(method);
  return () => {
    const index = METHODS.indexOf(method);
    if (index >= 0) METHODS.splice(index, 1);
  };
}

/** The module handling a payment type's behaviour, or null when this terminal has none for it. */
export function paymentMethodFor(behavior: number): PaymentMethod | null {
  return METHODS.find((method) => method.behaviors.includes(behavior)) ?? null;
}
