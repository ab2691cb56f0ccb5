import { centsFromDecimal, PAYMENT_BEHAVIOR, type Cents } from '@opentill/domain';
import {
  cardBRefund,
  cardBSale,
  cardBStatus,
  spinReference,
  CARD_B_ERRORS,
  type CardBOptions,
} from '../../../devices/card-terminals/index.ts';
import { cardFailureResult, cardResult, paymentTypeOf } from './card-common.ts';
import type { PaymentMethod } from './types.ts';

/** Tests run card B against the simulator behind a stand-in proxy (devices/card-terminals/card-b-sim-kit.ts). */
let options: CardBOptions = {};
export function cardBOptionsSet(next: CardBOptions): () => void {
  options = next;
  return () => {
    options = {};
  };
}

/** Four random letters or digits: two attempts in the same millisecond (a Retry) never share a ReferenceId. */
function attemptTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * Card terminal B (behaviour 5, seed 001 §7.6, issue 19 §2) through the back office's proxy, found by the payment
 * type's id: a Sale of the applied amount plus the tip added on the terminal; a refund voids when told (a same-day
 * refund of the whole sale), else returns a positive amount. An outcome the device never gave comes back uncertain
 * (checkout keeps it so).
 */
export const cardBPayment: PaymentMethod = {
  behaviors: [PAYMENT_BEHAVIOR.CARD_INTEGRATION_B],
  label: 'cards.method.cardB',
  usesCardReader: true,
  pay: async (context) => {
    const typeId = context.paymentType.id;
    if (typeId === undefined) return cardFailureResult(CARD_B_ERRORS.failed());
    const orderId = context.order.id ?? context.order.local_id;
    if (context.refund) {
      // A return on a refund order with no original card payment to void: a Return of the amount.
      const outcome = await cardBRefund(
        {
          typeId,
          original: null,
          refundKey: context.order.local_id,
          amountCents: context.amounts.amount,
          reference: spinReference(context.terminalId, orderId, context.now, `R${attemptTag()}`),
          invoiceNumber: String(context.order.short_number ?? context.order.number ?? orderId),
          now: context.now,
        },
        options,
      );
      return cardResult(outcome, context.amounts);
    }
    const outcome = await cardBSale(
      {
        typeId,
        amountCents: context.amounts.amount,
        ...(context.tip ? { tipCents: context.tip } : {}),
        reference: spinReference(context.terminalId, orderId, context.now, attemptTag()),
        invoiceNumber: String(context.order.short_number ?? context.order.number ?? orderId),
        orderKey: context.order.local_id,
      },
      options,
    );
    return cardResult(outcome, context.amounts);
  },
  status: async (paymentType, reference, orderKey) => {
    if (paymentType.id === undefined) return { kind: 'unknown' };
    const found = await cardBStatus(paymentType.id, reference, orderKey, options);
    if (found.kind !== 'charged') return found;
    return {
      kind: 'charged',
      result: { ok: true, tips: found.approval.tipCents, fields: found.approval.fields },
    };
  },
  refund: async (payment, amount: Cents, refundOptions) => {
    const type = paymentTypeOf(payment);
    if (type?.id === undefined) return cardFailureResult(CARD_B_ERRORS.failed());
    const now = new Date();
    const outcome = await cardBRefund(
      {
        typeId: type.id,
        original: {
          reference: payment.reference_id ?? '',
          amountCents: centsFromDecimal(payment.amount),
          tipCents: centsFromDecimal(payment.tips ?? 0),
          at: new Date(payment.payment_date),
        },
        refundKey: payment.local_id,
        amountCents: amount,
        voidWhole: refundOptions?.voidWhole === true,
        reference: spinReference(payment.related_terminal ?? 0, payment.local_id, now, `R${attemptTag()}`),
        invoiceNumber: String(payment.order ?? payment.local_id),
        now,
      },
      options,
    );
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
