import type { Payment, PaymentType } from '@opentill/contracts';
import type { Cents, PaymentAmounts } from '@opentill/domain';
import type { OrderRecord } from '../../../data/repositories/orders.ts';

/** What checkout hands a payment method for one payment (amounts already capped by domain paymentAmounts). */
export interface PaymentContext {
  readonly order: OrderRecord;
  readonly paymentType: Pick<PaymentType, 'name' | 'behavior'> & Partial<PaymentType>;
  /** Applied, tendered and change, signed (negative for a return). */
  readonly amounts: PaymentAmounts;
  /** The order's surcharge in cents (card terminal A adds it to the charge, seed 001 §7.5). */
  readonly surcharge: Cents;
  /** The customer's tip on top of the amount (chosen on the customer display, issue 20 §6); card devices charge it. */
  readonly tips?: Cents;
  readonly terminalId: number;
  readonly refund: boolean;
  readonly now: Date;
  /** The tip added on the terminal for this payment (checkout's tipSet), sent to a card device that takes one. */
  readonly tip?: Cents;
}

/** Payment fields a method may add (card data, reference, gift card): never a card number (ARCHITECTURE.md). */
export type PaymentExtraFields = Partial<
  Pick<
    Payment,
    | 'processor_response'
    | 'processor_refund_response'
    | 'card_lastfour'
    | 'card_type'
    | 'entry_type'
    | 'auth_code'
    | 'dejavoo_transaction_type'
    | 'approval_message'
    | 'reference_id'
    | 'cardholder_name'
    | 'gift_card'
  >
>;

/** How a method's call ended: approved (optionally with changed amounts and a tip), or refused with the seeds' error texts. */
export type PaymentResult =
  | {
      readonly ok: true;
      readonly amounts?: PaymentAmounts;
      readonly tips?: Cents;
      readonly fields?: PaymentExtraFields;
      /** A gift card's credit after this payment (seed 001 §2: the sale-completed modal shows the remaining balance). */
      readonly giftCardBalance?: Cents;
    }
  | {
      readonly ok: false;
      readonly title: string;
      readonly message: string;
      /** The cashier closed the method's own modal: no error shown. */
      readonly cancelled?: boolean;
      /** seed 001 §8 'Unsuccessful. Reason: …' (no response): the accepted surcharge is cancelled (checkout resets it). */
      readonly surchargeCancelled?: boolean;
      /**
       * The device did not say whether it charged (issue 19 §3): checkout keeps the payment as uncertain on the order,
       * with the reference a status query or staff find it by.
       */
      readonly uncertain?: { readonly reference: string | null };
    };

/**
 * One payment behaviour (domain PAYMENT_BEHAVIOR): cash, direct charge, card terminal A, card terminal B, gift card.
 * A new way to pay is one new module registered in index.ts; checkout and refunds only call these functions.
 */
export interface PaymentMethod {
  readonly behaviors: readonly number[];
  /** i18n key of the method's kind (for logs and screen readers); the button shows the payment type's name. */
  readonly label: string;
  /** Shows 'Waiting for Card Reader...' while pay() runs (seed 001 §2 processing modal). */
  readonly usesCardReader?: boolean;
  /** Needs connectivity (seed 001 §4: gift cards); offline the checkout refuses before calling pay(). */
  readonly needsConnectivity?: boolean;
  pay(context: PaymentContext): Promise<PaymentResult>;
  /**
   * Asks the device about a payment of unknown outcome by its reference (card B's Status): the approval found, 'not
   * charged', or still unknown. Absent: the device has no status query (card A), only staff settle it.
   */
  status?(
    paymentType: PaymentContext['paymentType'],
    reference: string,
    orderKey: string,
  ): Promise<{ kind: 'charged'; result: PaymentResult & { ok: true } } | { kind: 'not-charged' } | { kind: 'unknown' }>;
  /**
   * Reverses a payment by `amount` (negative cents) in a refund; absent means nothing to call (the money is handed back).
   * `voidWhole`: the refund voids this card payment (domain refundVoidPlan), its tip going back with it.
   */
  refund?(payment: Payment, amount: Cents, options?: { voidWhole?: boolean }): Promise<PaymentResult>;
}
