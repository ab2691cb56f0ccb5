import { PAYMENT_BEHAVIOR, centsFromDecimal, type Cents } from '@opentill/domain';
import { cardARefund, cardASale, CARD_A_ERRORS } from '../../../devices/card-terminals/index.ts';
import { cardFailureResult, cardReference, cardResult, paymentTypeOf } from './card-common.ts';
import type { PaymentMethod } from './types.ts';

/**
 * Card terminal A (behaviour 3, seed 001 §7.5, §7.7): the applied amount (negative for a return; it already carries
 * the accepted surcharge, which domain orderTotals puts in the balance) goes to the device at the payment type's
 * url; a refund that voids (a same-day refund of the whole sale) voids, then returns by the original's guid.
 * devices/card-terminals does the protocol.
 */
export const cardAPayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.CARD_INTEGRATION_A],
  label: 'cards.method.cardA',
  usesCardReader: true,
  pay: async (context) => {
    const url = context.paymentType.url;
    if (!url) return cardFailureResult(CARD_A_ERRORS.reason(undefined));
    const outcome = await cardASale({
      url,
      amountCents: context.amounts.amount,
      ...(context.tips ? { tipCents: context.tips } : {}),
      reference: cardReference(context),
      orderKey: context.order.local_id,
    });
    return cardResult(outcome, context.amounts);
  },
  refund: async (payment, amount: Cents, refundOptions) => {
    const url = paymentTypeOf(payment)?.url;
    if (!url) return cardFailureResult(CARD_A_ERRORS.reason(undefined));
    const outcome = await cardARefund({
      url,
      processorResponse: payment.processor_response,
      originalCents: centsFromDecimal(payment.amount),
      amountCents: amount,
      voidWhole: refundOptions?.voidWhole === true,
      tipCents: centsFromDecimal(payment.tips ?? 0),
      reference: `${payment.reference_id ?? payment.local_id}_${Date.now().toString(36)}`,
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
