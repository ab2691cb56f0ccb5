/**
 * What card terminals A and B share as payment methods: the seeds' error texts shown translated, the approval turned
 * into a payment result, the payment type of a stored payment (refunds get only the payment) and the reference.
 */
import type { Payment, PaymentType } from '@opentill/contracts';
import { cents, type PaymentAmounts } from '@opentill/domain';
import i18next from 'i18next';
import { storedTerminal } from '../../../data/connection.ts';
import type { CardFailure, CardOutcome } from '../../../devices/card-terminals/index.ts';
import type { PaymentContext, PaymentResult } from './types.ts';

/**
 * A card failure as checkout shows it: the title stays the seeds' English 'Payment Error' (the error modal translates
 * it and offers Retry on it, seed 001 §8); the message is translated here because it carries the device's text.
 */
export function cardFailureResult(failure: CardFailure): PaymentResult {
  const translated =
    i18next.isInitialized && i18next.exists(failure.key)
      ? i18next.t(failure.key, failure.values ?? {})
      : failure.message;
  return {
    ok: false,
    title: failure.title,
    message: translated,
    ...(cardFailureCancelsSurcharge(failure) ? { surchargeCancelled: true } : {}),
    ...(failure.uncertain === true ? { uncertain: { reference: failure.uncertainReference ?? null } } : {}),
  };
}

/** The i18n keys of seed 001 §8 'Payment Error / Unsuccessful. Reason: {reason or No info}' (devices/card-terminals). */
const NO_RESPONSE_KEYS: ReadonlySet<string> = new Set([
  'cards.error.unsuccessfulReason',
  'cards.error.unsuccessfulNoInfo',
]);

/**
 * seed 001 §8: "Unsuccessful. Reason: …" (the device gave no usable response) cancels the surcharge. Not when the
 * outcome stays uncertain: the pending reference may have been charged with the surcharge, and the next attempt
 * recovers that charge first (docs/decisions.md §23), so the order keeps the amount it was sent with.
 */
function cardFailureCancelsSurcharge(failure: CardFailure): boolean {
  return NO_RESPONSE_KEYS.has(failure.key) && failure.uncertain !== true;
}

/**
 * An approval as a payment result: the tip read back, and the device's amount when it differs from the asked one: a
 * recovered approval was charged for what was asked then; a partial approval (A's code 10, B's 0001) for less, and
 * the balance stays to pay by another tender (issue 19 §1, §2).
 */
export function cardResult(outcome: CardOutcome, asked: PaymentAmounts): PaymentResult {
  if (!outcome.ok) return cardFailureResult(outcome);
  const device = outcome.amountCents;
  const partial = device !== null && Math.abs(device) < Math.abs(asked.amount);
  const amounts =
    device !== null && device !== asked.amount && (outcome.recovered || partial)
      ? { amount: device, amount_paid: device, change_amount: cents(0) }
      : undefined;
  return { ok: true, tips: outcome.tipCents, fields: outcome.fields, ...(amounts ? { amounts } : {}) };
}

/** seed 001 §7.6 ReferenceId: host-prefix_orderId_timestamp (the terminal id is our host prefix). */
export function cardReference(context: Pick<PaymentContext, 'terminalId' | 'order' | 'now'>): string {
  const orderId = context.order.id ?? context.order.local_id;
  return `${String(context.terminalId)}_${String(orderId)}_${context.now.getTime().toString(36)}`;
}

/** The terminal's payment type of a stored payment (by name, seed 001 §3), for its url and setting. */
export function paymentTypeOf(payment: Pick<Payment, 'payment_type'>): PaymentType | undefined {
  return storedTerminal<{ payment_types?: PaymentType[] }>()?.payment_types?.find(
    (type) => type.name === payment.payment_type,
  );
}
