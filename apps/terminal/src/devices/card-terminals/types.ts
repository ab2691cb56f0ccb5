import type { Cents } from '@opentill/domain';

/** What a payment keeps of a card transaction (issue 8 §1): never a card number. */
export interface CardFields {
  card_lastfour?: string;
  card_type?: string;
  entry_type?: string;
  auth_code?: string;
  approval_message?: string;
  reference_id: string;
  dejavoo_transaction_type?: string;
  /** Scrubbed JSON text of the device's answer (@opentill/domain card-data.ts). */
  processor_response: string;
}

/** A refused card call: the seeds' English title and message, and the i18n key with values to show it translated. */
export interface CardFailure {
  readonly ok: false;
  readonly title: string;
  readonly message: string;
  readonly key: string;
  readonly values?: Record<string, string>;
  /** The device did not say whether it acted (its answer and the status query were both lost). */
  readonly uncertain?: boolean;
  /**
   * With `uncertain`: how staff find the transaction on the device or in the processor's portal (card A: our
   * reference; the device has no status query), and what was sent (TRAN_TYPE, TRAN_NBR, AMOUNT, the device's url).
   */
  readonly uncertainReference?: string;
  readonly uncertainDetail?: Readonly<Record<string, string>>;
}

export interface CardApproval {
  readonly ok: true;
  /** The tip the device read back (A: TIP_AMOUNT, B: Amounts.TipAmount), in cents. */
  readonly tipCents: Cents;
  readonly fields: CardFields;
  /** The amount the device approved (signed), when it said so. */
  readonly amountCents: Cents | null;
  /** True when the approval came from a status query after a lost answer (nothing was charged again). */
  readonly recovered: boolean;
}

export type CardOutcome = CardApproval | CardFailure;

/** The seed 001 §8 title of every card error: the error modal offers Retry on it. */
export const PAYMENT_ERROR = 'Payment Error';

export function cardFailure(message: string, key: string, values?: Record<string, string>): CardFailure {
  return { ok: false, title: PAYMENT_ERROR, message, key, ...(values ? { values } : {}) };
}

/** Client time-outs (seed 001 §9): 180 s for A's sale, 60 s for B and for refunds; tests shorten them. */
export interface CardTimeouts {
  saleA: number;
  refund: number;
  saleB: number;
  status: number;
}

export const CARD_TIMEOUTS: CardTimeouts = { saleA: 180_000, refund: 60_000, saleB: 60_000, status: 60_000 };
