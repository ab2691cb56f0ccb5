import { PAYMENT_BEHAVIOR } from '@opentill/domain';
import type { PaymentMethod } from './types.ts';

/**
 * Direct charge (behaviour 2, seed 001 §3): an external charge the cashier confirms by choosing the type; no device to
 * call. Capped at the remaining balance and never gives change (seed 001 §5, domain paymentAmounts).
 */
export const directChargePayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.DIRECT_CHARGE],
  label: 'checkout.method.directCharge',
  pay: () => Promise.resolve({ ok: true }),
  refund: () => Promise.resolve({ ok: true }),
};
