import { PAYMENT_BEHAVIOR, type Cents } from '@opentill/domain';
import { cardBTransact, CARD_B_ERRORS } from '../../../devices/card-terminals/index.ts';
import { cardFailureResult, cardReference, cardResult, paymentTypeOf } from './card-common.ts';
import type { PaymentMethod } from './types.ts';

/**
 * Card terminal B (behaviour 5, seed 001 §7.6): /Sale for a sale, /Return with the absolute amount for a return, at
 * the proxy in the payment type's url; the type's transaction_type may carry "mode,terminal number,auth key".
 */
export const cardBPayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.CARD_INTEGRATION_B],
  label: 'cards.method.cardB',
  usesCardReader: true,
  pay: async (context) => {
    const url = context.paymentType.url;
    if (!url) return cardFailureResult(CARD_B_ERRORS.failed());
    const reference = cardReference(context);
    const outcome = await cardBTransact({
      url,
      amountCents: context.amounts.amount,
      ...(context.tips ? { tipCents: context.tips } : {}),
      reference,
      invoiceNumber: String(context.order.number ?? context.order.local_id),
      setting: context.paymentType.transaction_type ?? null,
      orderKey: context.order.local_id,
    });
    return cardResult(outcome, context.amounts);
  },
  refund: async (payment, amount: Cents) => {
    const type = paymentTypeOf(payment);
    if (!type?.url) return cardFailureResult(CARD_B_ERRORS.failed());
    const outcome = await cardBTransact({
      url: type.url,
      amountCents: amount,
      reference: `${payment.reference_id ?? payment.local_id}_R${Date.now().toString(36)}`,
      invoiceNumber: String(payment.order ?? payment.local_id),
      setting: type.transaction_type ?? null,
      orderKey: `refund|${payment.local_id}`,
    });
    if (!outcome.ok) return cardFailureResult(outcome);
    return {
      ok: true,
      fields: {
        processor_refund_response: outcome.fields.processor_response,
        ...(outcome.fields.approval_message ? { approval_message: outcome.fields.approval_message } : {}),
      },
    };
  },
};
