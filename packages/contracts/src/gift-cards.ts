import { z } from 'zod';
import { AMOUNT_LIMIT, amount, dateTime, id, localId, resultsOf } from './wire.ts';

/** Gift card payment kinds on a card (seed 002 §3): 1 credit, 2 debit. */
export const GIFT_CARD_PAYMENT_TYPE = { CREDIT: 1, DEBIT: 2 } as const;
/** Gift card transaction kinds (seed 001 §3): SALE 1 (pay with the card), VOID 2, RETURN 3 (both credit it back). */
export const GIFT_CARD_TRANSACTION = { SALE: 1, VOID: 2, RETURN: 3 } as const;

/**
 * The most a card may hold (issue 14 §12): the API's own amount limit, so a card's credit can always be sent back on
 * the wire; a credit (top-up, VOID, RETURN) that would pass it is refused with 400, whatever the number of top-ups.
 */
export const GIFT_CARD_CREDIT_LIMIT = AMOUNT_LIMIT;
/**
 * The demo store's caps (issue 14 §7): anyone on the network can use the demo, so a demo card never holds more than
 * 1,000.00 and the demo store holds at most 200 cards; beyond either a create or a credit is refused with 400.
 */
export const DEMO_GIFT_CARD_LIMIT = 1_000;
export const DEMO_GIFT_CARD_COUNT = 200;

export const giftCardNumber = z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'must be 4 to 64 letters, digits or -');

/** Gift card payment (seed 002 §3): every change of a card's credit is one. */
export const giftCardPayment = z.object({
  id: id,
  order_id: id.nullable(),
  created_at: dateTime,
  amount_paid: amount,
  transaction_balance: amount,
  transaction_type: z.union([z.literal(1), z.literal(2)]),
});
export type GiftCardPayment = z.infer<typeof giftCardPayment>;

/** Gift card (seed 002 §3); credit never below zero (issue 4 §7). */
export const giftCard = z.object({
  id: id,
  gift_card_number: giftCardNumber,
  credit: amount,
  store: id,
  is_expired: z.boolean(),
  order: id.nullable(),
  payments: z.array(giftCardPayment),
});
export type GiftCard = z.infer<typeof giftCard>;

/** GET /api/gift-card/?gift_card_number=… or ?id=… (seed 001 §7.2); 404 when unknown. */
export const giftCardQuery = z.union([
  z.strictObject({ gift_card_number: giftCardNumber }),
  z.strictObject({ id: z.coerce.number().pipe(id) }),
]);

/**
 * POST /api/gift-card/ (seed 001 §7.2): creates the card, or adds credit to an existing one (a sold top-up).
 * `store` may be sent as the seed says but must be the caller's store; the store comes from the token.
 */
export const giftCardCreateRequest = z.strictObject({
  gift_card_number: giftCardNumber,
  is_expired: z.boolean().default(false),
  store: id.optional(),
  credit: amount.refine((value) => value >= 0, 'must not be negative').default(0),
  order: id.nullish(),
  /** Idempotency key of the credit (a retried sale must not credit twice). */
  local_id: localId.nullish(),
});
export const giftCardCreateResponse = giftCard;

/** PATCH /api/gift-card/ body: the selected cards, each with its new expiry flag (seed 001 §7.2; decided). */
export const giftCardPatchRequest = z
  .array(z.strictObject({ gift_card_number: giftCardNumber, is_expired: z.boolean() }))
  .min(1)
  .max(100);
export const giftCardPatchResponse = resultsOf(giftCard);

/** GET /api/gift-card-payments/?gift_card_number=… answer: the card's history, newest first. */
export const giftCardPaymentsQuery = z.strictObject({ gift_card_number: giftCardNumber });
export const giftCardPaymentsResponse = resultsOf(giftCardPayment);

/**
 * POST /api/gift-card-payments/record/ body (seed 002 §3 Gift card transaction). SALE debits amount_paid; VOID and
 * RETURN credit it back. local_id makes a retry harmless. transaction_balance is computed by the server.
 */
export const giftCardTransactionRequest = z.strictObject({
  gift_card_number: giftCardNumber.optional(),
  card_number: giftCardNumber.optional(),
  amount_paid: amount.refine((value) => value > 0, 'must be greater than 0'),
  transaction_balance: amount.nullish(),
  transaction_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  terminal: id.nullish(),
  order: id.nullish(),
  is_applied: z.boolean().nullish(),
  local_id: localId,
  order_item_local_id: localId.nullish(),
});
export type GiftCardTransactionRequest = z.infer<typeof giftCardTransactionRequest>;
/** Answer (seed 001 §7.2 "response reads credit"): the card's credit after the transaction. */
export const giftCardTransactionResponse = z.object({ credit: amount, gift_card_number: giftCardNumber });
