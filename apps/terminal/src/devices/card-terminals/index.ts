export {
  cardABatchClose,
  cardARefund,
  cardASale,
  CARD_A_ERRORS,
  type CardABatchResult,
  type CardARefundRequest,
  type CardASaleRequest,
} from './card-a.ts';
export {
  cardBRefund,
  cardBSale,
  cardBStatus,
  spinReference,
  CARD_B_ERRORS,
  type CardBOptions,
  type CardBRefundRequest,
  type CardBSaleRequest,
} from './card-b.ts';
export { pendingClearAll } from './pending.ts';
export { cardNumbersIn, luhnValid, scrubProcessorResponse, scrubText } from '@opentill/domain';
export {
  CARD_TIMEOUTS,
  PAYMENT_ERROR,
  type CardFailure,
  type CardFields,
  type CardOutcome,
  type CardTimeouts,
} from './types.ts';
