/**
 * Card terminal A, the North (EPX) pinpad (seed 001 §7.5, §7.7, §8; ../shared/reference/devices.md; docs/decisions.md
 * §60): `<DETAIL>` with TRAN_TYPE, a positive AMOUNT (sale and tip together) and our TRAN_NBR, POSTed to the payment
 * type's url through the print helper's relay (or straight from the page). CCR1 sale and CCR9 return (DB00, DB01 for
 * debit); a refund voids by ORIG_AUTH_GUID first, then returns; CCRZ closes the batch. AUTH_RESP 00 approved, 10 a
 * partial approval for AUTH_AMOUNT, anything else is refused with AUTH_RESP_TEXT.
 * The pinpad has no status query: an answer that is lost after the request left makes the payment uncertain (staff
 * resolve it), and nothing is ever sent again by itself.
 */
import {
  cents,
  centsFromDecimal,
  centsToString,
  lastFour,
  scrubProcessorResponse,
  shortField,
  type Cents,
} from '@opentill/domain';
import { cardACodes, storedCardARelay, storedCardASetting } from './card-a-setup.ts';
import { deviceCall, type DeviceCallOptions, type DeviceRelay } from './device-call.ts';
import { CARD_TIMEOUTS, cardFailure, type CardFailure, type CardOutcome, type CardTimeouts } from './types.ts';
import { epxRequest, epxResponse } from './xml.ts';

/** seed 001 §8 card errors (title 'Payment Error'), English as the seeds say them, with their i18n keys. */
export const CARD_A_ERRORS = {
  unsuccessful: () => cardFailure('Unsuccessful', 'cards.error.unsuccessful'),
  response: (text: string) =>
    cardFailure(`Unsuccessful Response: "${text}"`, 'cards.error.unsuccessfulResponse', { text }),
  reason: (reason: string | undefined) =>
    reason
      ? cardFailure(`Unsuccessful. Reason: ${reason}`, 'cards.error.unsuccessfulReason', { reason })
      : cardFailure('Unsuccessful. Reason: No info', 'cards.error.unsuccessfulNoInfo'),
};

export interface CardAOptions {
  timeouts?: Partial<CardTimeouts>;
  fetch?: typeof fetch;
  /** Through this print helper; null for the page's own fetch; absent: as the stored terminal says (card-a-setup). */
  relay?: DeviceRelay | null;
}

type Fields = Record<string, string>;
type Detail = Record<string, string | undefined>;

const AMOUNT = /^\d{1,9}\.\d{1,2}$/;
const amountText = (value: Cents) => centsToString(cents(Math.abs(value)));
const centsOf = (text: string | undefined): Cents | null => (text && AMOUNT.test(text) ? centsFromDecimal(text) : null);

/** EPX's TRAN_NBR, at most 10 digits: the milliseconds of the clock, unique on one terminal for 115 days. */
export const tranNbr = (now: number = Date.now()): string => String(now % 10_000_000_000);

/** The brand letter of AUTH_CARD_TYPE as a name (others kept as they came). */
const BRANDS: Readonly<Record<string, string>> = { V: 'VISA', M: 'MASTERCARD', A: 'AMEX', D: 'DISCOVER', J: 'JCB' };
/** CARD_ENT_METH: G chip, D swipe, X keyed (the reference's three); others kept as they came. */
const ENTRIES: Readonly<Record<string, string>> = { G: 'CHIP', D: 'SWIPE', X: 'MANUAL' };

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, string>);

type Sent = { detail: Detail; url: string; reference: string };

/** A payment whose outcome the pinpad did not tell: staff find it by our reference and TRAN_NBR, and resolve it. */
function uncertain(sent: Sent, failure: CardFailure): CardFailure {
  return {
    ...failure,
    uncertain: true,
    uncertainReference: sent.reference,
    uncertainDetail: {
      TRAN_TYPE: sent.detail.TRAN_TYPE ?? '',
      TRAN_NBR: sent.detail.TRAN_NBR ?? '',
      ...(sent.detail.AMOUNT ? { AMOUNT: sent.detail.AMOUNT } : {}),
      ...(sent.detail.ORIG_AUTH_GUID ? { ORIG_AUTH_GUID: sent.detail.ORIG_AUTH_GUID } : {}),
      device: sent.url,
    },
  };
}

/**
 * One request and what its answer means. A refused connection (only the relay can tell) never reached the pinpad;
 * a 503 is the pinpad busy before it read anything (docs/decisions.md §60); any other failure, or an answer without
 * AUTH_RESP, may have been acted on.
 */
async function transact(sent: Sent, signedCents: Cents, call: DeviceCallOptions): Promise<CardOutcome> {
  const result = await deviceCall(sent.url, { body: epxRequest(sent.detail), contentType: 'text/xml' }, call);
  if (result.kind === 'lost')
    return result.reason === 'not-sent' ? CARD_A_ERRORS.unsuccessful() : uncertain(sent, CARD_A_ERRORS.unsuccessful());
  const fields = epxResponse(result.text);
  const code = fields?.AUTH_RESP;
  if (!code) {
    if (result.status === 503) return CARD_A_ERRORS.reason(fields?.AUTH_RESP_TEXT || 'Terminal busy');
    return uncertain(sent, CARD_A_ERRORS.reason(fields?.AUTH_RESP_TEXT));
  }
  if (code !== '00' && code !== '10') return CARD_A_ERRORS.response(fields.AUTH_RESP_TEXT || code);
  const approved = centsOf(fields.AUTH_AMOUNT);
  // A partial approval charged the card for AUTH_AMOUNT: without a readable one, what was charged is unknown.
  if (code === '10' && (approved === null || approved <= 0 || approved > Math.abs(signedCents)))
    return uncertain(sent, CARD_A_ERRORS.reason(fields.AUTH_RESP_TEXT));
  return approval({ ...fields, TRAN_NBR: fields.TRAN_NBR ?? sent.detail.TRAN_NBR ?? '' }, sent, signedCents, approved);
}

function approval(fields: Fields, sent: Sent, signedCents: Cents, approved: Cents | null): CardOutcome {
  const sign = signedCents < 0 ? -1 : 1;
  const brand = shortField(fields.AUTH_CARD_TYPE);
  const entry = shortField(fields.CARD_ENT_METH);
  return {
    ok: true,
    tipCents: centsOf(fields.TIP_AMT ?? fields.TIP_AMOUNT) ?? cents(0),
    amountCents: approved === null ? signedCents : cents(sign * approved),
    recovered: false,
    fields: {
      ...optional('card_lastfour', lastFour(fields.AUTH_MASKED_ACCOUNT_NBR)),
      ...optional('card_type', brand === undefined ? undefined : (BRANDS[brand] ?? brand)),
      ...optional('entry_type', entry === undefined ? undefined : (ENTRIES[entry] ?? entry)),
      ...optional('auth_code', shortField(fields.AUTH_CODE)),
      ...optional('approval_message', shortField(fields.AUTH_RESP_TEXT)),
      reference_id: sent.reference,
      processor_response: scrubProcessorResponse({ ...fields, TRAN_TYPE: sent.detail.TRAN_TYPE ?? '' }),
    },
  };
}

const fetchOf = (options: CardAOptions) => (options.fetch ? { fetch: options.fetch } : {});
const relayOf = (options: CardAOptions) => ({
  relay: options.relay === undefined ? storedCardARelay() : options.relay,
});

export interface CardASaleRequest {
  url: string;
  /** Signed: negative for a return taken at checkout (seed 001 §7.5). Already carries any surcharge. */
  amountCents: Cents;
  /** A tip on top (EPX's AMOUNT is sale and tip together); the approval's amountCents is without it. */
  tipCents?: Cents;
  reference: string;
  /** The order the payment is for (kept for the caller's record of an uncertain payment). */
  orderKey: string;
  /** The payment type's transaction_type (debit, void code); absent: the stored payment type at this url's. */
  setting?: string | null;
}

/** CCR1 sale (DB00 debit) with the 180 s time-out (seed 001 §9); a negative amount is a CCR9 (DB01) return. */
export function cardASale(request: CardASaleRequest, options: CardAOptions = {}): Promise<CardOutcome> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const codes = cardACodes(request.setting === undefined ? storedCardASetting(request.url) : request.setting);
  const tip = request.tipCents && request.amountCents > 0 ? request.tipCents : cents(0);
  const total = cents(request.amountCents + tip);
  if (total === 0) return Promise.resolve(CARD_A_ERRORS.reason('Invalid amount'));
  const detail = { TRAN_TYPE: total > 0 ? codes.sale : codes.refund, AMOUNT: amountText(total), TRAN_NBR: tranNbr() };
  return transact({ detail, url: request.url, reference: request.reference }, total, {
    timeoutMs: total > 0 ? timeouts.saleA : timeouts.refund,
    ...fetchOf(options),
    ...relayOf(options),
  }).then((outcome) => {
    if (!outcome.ok || tip === 0) return outcome;
    // As card B's: amountCents is the sale without the tip, which AMOUNT carried (a partial approval cuts the sale).
    const approved = outcome.amountCents ?? total;
    const tipped = cents(Math.min(outcome.tipCents > 0 ? outcome.tipCents : tip, approved));
    return { ...outcome, tipCents: tipped, amountCents: cents(approved - tipped) };
  });
}

export interface CardARefundRequest {
  url: string;
  /** The original payment's scrubbed processor response (AUTH_GUID, BATCH_ID, TRAN_NBR, CARD_ENT_METH, TRAN_TYPE). */
  processorResponse: string | null | undefined;
  /** The original charge in cents (the payment's amount, without its tip). */
  originalCents: Cents;
  /** Cents to return (the sign is not read: a return's AMOUNT is positive), without the tip. */
  amountCents: Cents;
  /**
   * The refund voids the original (domain refundVoidPlan: a same-day refund of the whole sale): the void cancels the
   * whole charge, its tip too; a void the pinpad refuses is followed by a return of the whole charge.
   */
  voidWhole?: boolean;
  /** The original's tip in cents (AMOUNT carried sale and tip together): returned with the whole charge. */
  tipCents?: Cents;
  reference: string;
  setting?: string | null;
}

/**
 * seed 001 §7.7: when the refund voids (a same-day refund of the whole sale, domain refundVoidPlan), a void of the whole
 * charge by ORIG_AUTH_GUID first (60 s), then, if the pinpad refused it (a closed batch), a return (CCR9, DB01 for a
 * debit sale) of a positive AMOUNT naming the original; any other refund is that return of its amount. Never a CCR2,
 * which is a new hold on the card. A void whose outcome is unknown is not followed by a return (the money could go back
 * twice).
 */
export async function cardARefund(request: CardARefundRequest, options: CardAOptions = {}): Promise<CardOutcome> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const call = { timeoutMs: timeouts.refund, ...fetchOf(options), ...relayOf(options) };
  let original: Fields;
  try {
    original = JSON.parse(request.processorResponse ?? '{}') as Fields;
  } catch {
    original = {};
  }
  const guid = original.AUTH_GUID;
  if (!guid) return CARD_A_ERRORS.reason('No original transaction');
  const codes = cardACodes(request.setting === undefined ? storedCardASetting(request.url) : request.setting);
  const debit = original.TRAN_TYPE === 'DB00' || codes.sale === 'DB00';
  const whole = request.voidWhole === true;
  const back = cents(-Math.abs(request.amountCents) - (whole ? Math.abs(request.tipCents ?? 0) : 0));
  if (whole) {
    const detail = {
      TRAN_TYPE: codes.void,
      ORIG_AUTH_GUID: guid,
      CARD_ENT_METH: original.CARD_ENT_METH,
      TRAN_NBR: tranNbr(),
    };
    const voided = await transact({ detail, url: request.url, reference: `${request.reference}-V` }, back, call);
    if (voided.ok || voided.uncertain) return voided;
  }
  const detail = {
    TRAN_TYPE: debit ? 'DB01' : 'CCR9',
    AMOUNT: amountText(back),
    ORIG_AUTH_GUID: guid,
    BATCH_ID: original.BATCH_ID,
    TRAN_NBR: tranNbr(),
  };
  return transact({ detail, url: request.url, reference: `${request.reference}-R` }, back, call);
}

export type CardABatchResult = { kind: 'success' | 'failed' | 'error'; text: string };

/** CCRZ batch close (seed 002 §7): AUTH_RESP 00 is success; 60 s. */
export async function cardABatchClose(url: string, options: CardAOptions = {}): Promise<CardABatchResult> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const result = await deviceCall(
    url,
    // seed 002 §7: the batch close goes as text/plain.
    { body: epxRequest({ TRAN_TYPE: 'CCRZ', TRAN_NBR: tranNbr() }), contentType: 'text/plain' },
    { timeoutMs: timeouts.refund, ...fetchOf(options), ...relayOf(options) },
  );
  if (result.kind === 'lost') return { kind: 'error', text: result.detail };
  const fields = epxResponse(result.text);
  const text = fields?.AUTH_RESP_TEXT ?? '';
  if (fields?.AUTH_RESP === '00') return { kind: 'success', text };
  return { kind: 'failed', text: text || `HTTP ${String(result.status)}` };
}
