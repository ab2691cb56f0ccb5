import { PAYMENT_BEHAVIOR } from '@opentill/domain';
import type { PaymentMethod } from './types.ts';

/**
 * Cash (behaviour allow change, seed 001 §3): nothing to call; the change was computed by domain paymentAmounts
 * (seed 001 §5: change only for cash-type payments). A refund hands the cash back from the drawer.
 */
export const cashPayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.ALLOW_CHANGE],
  label: 'checkout.method.cash',
  pay: () => Promise.resolve({ ok: true }),
  refund: () => Promise.resolve({ ok: true }),
};
