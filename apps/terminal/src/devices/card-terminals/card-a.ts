/**
 * Card terminal A (seed 001 §7.5, §7.7; codes fixed in docs/simulators.md and docs/decisions.md §9): XML over HTTP
 * POST to the payment type's url. CCR1 sale (amount negative for a refund taken at checkout, optional tip), CCR9 void
 * and CCR2 refund by the original's guid, batch and number, CCR7 status by reference. AUTH_RESP '00' is approved.
 * A lost answer (time-out, network error, garbage) is followed by a status query of the same reference, and an
 * approval found there is used: nothing is ever charged twice.
 */
import { cents, centsFromDecimal, centsToString, type Cents } from '@opentill/domain';
import { deviceCall, type DeviceCallOptions } from './device-call.ts';
import { pendingClear, pendingGet, pendingSet } from './pending.ts';
import { lastFour, scrubProcessorResponse, shortField } from '@opentill/domain';
import { CARD_TIMEOUTS, cardFailure, type CardFailure, type CardOutcome, type CardTimeouts } from './types.ts';
import { xmlRequest, xmlResponse } from './xml.ts';

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
}

type Fields = Record<string, string>;
type Exchange =
  | { kind: 'answer'; fields: Fields }
  | { kind: 'failed'; failure: CardFailure }
  | { kind: 'unknown'; failure: CardFailure };

const amountText = (value: Cents) => centsToString(value);

/** One request; a lost or unreadable answer is 'unknown' (the device may have acted on it). */
async function exchange(
  url: string,
  detail: Record<string, string | undefined>,
  call: DeviceCallOptions,
): Promise<Exchange> {
  // seed 001 §7.5: XML content type (the device answers the browser's CORS preflight, docs/decisions.md).
  const result = await deviceCall(url, { body: xmlRequest(detail), contentType: 'text/xml' }, call);
  if (result.kind === 'lost') return { kind: 'unknown', failure: CARD_A_ERRORS.unsuccessful() };
  const fields = xmlResponse(result.text);
  if (!fields?.AUTH_RESP) return { kind: 'unknown', failure: CARD_A_ERRORS.reason(fields?.AUTH_RESP_TEXT) };
  return { kind: 'answer', fields };
}

/** CCR7: the device's record of a reference; 'unknown' when the device does not answer either. */
async function status(
  url: string,
  reference: string,
  call: DeviceCallOptions,
): Promise<'approved' | 'absent' | 'unknown' | Fields> {
  const answer = await exchange(url, { TRANSACTION_TYPE: 'CCR7', REFERENCE: reference }, call);
  if (answer.kind !== 'answer') return 'unknown';
  return answer.fields.AUTH_RESP === '00' ? answer.fields : 'absent';
}

function approval(fields: Fields, reference: string, recovered: boolean): CardOutcome {
  const tip = /^-?\d+(\.\d{1,2})?$/.test(fields.TIP_AMOUNT ?? '')
    ? centsFromDecimal(fields.TIP_AMOUNT ?? '0')
    : cents(0);
  const amount = /^-?\d+(\.\d{1,2})?$/.test(fields.AUTH_AMOUNT ?? '')
    ? centsFromDecimal(fields.AUTH_AMOUNT ?? '0')
    : null;
  return {
    ok: true,
    tipCents: tip,
    amountCents: amount,
    recovered,
    fields: {
      ...optional('card_lastfour', lastFour(fields.LAST4)),
      ...optional('card_type', shortField(fields.CARD_TYPE)),
      ...optional('entry_type', shortField(fields.ENTRY_METHOD)),
      ...optional('auth_code', shortField(fields.AUTH_CODE)),
      ...optional('approval_message', shortField(fields.AUTH_RESP_TEXT)),
      reference_id: reference,
      processor_response: scrubProcessorResponse(fields),
    },
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * Sends one transaction and settles a lost answer by the status of its reference: an approval there is the answer,
 * nothing there means nothing was charged, and a silent device leaves the reference pending for the next attempt.
 */
async function transact(
  url: string,
  pendingKey: string,
  detail: Record<string, string | undefined>,
  reference: string,
  amountCents: Cents,
  call: DeviceCallOptions,
  statusCall: DeviceCallOptions,
): Promise<CardOutcome> {
  const earlier = pendingGet(url, pendingKey);
  if (earlier) {
    const found = await status(url, earlier.reference, statusCall);
    if (found === 'unknown') return { ...CARD_A_ERRORS.unsuccessful(), uncertain: true };
    pendingClear(url, pendingKey);
    if (typeof found === 'object') return approval(found, earlier.reference, true);
  }
  pendingSet(url, pendingKey, { reference, amountCents });
  const answer = await exchange(url, { ...detail, REFERENCE: reference }, call);
  if (answer.kind === 'answer') {
    pendingClear(url, pendingKey);
    return answer.fields.AUTH_RESP === '00'
      ? approval(answer.fields, reference, false)
      : CARD_A_ERRORS.response(answer.fields.AUTH_RESP_TEXT ?? answer.fields.AUTH_RESP ?? '');
  }
  const found = await status(url, reference, statusCall);
  if (found === 'unknown') return { ...answer.failure, uncertain: true };
  pendingClear(url, pendingKey);
  return typeof found === 'object' ? approval(found, reference, true) : answer.failure;
}

export interface CardASaleRequest {
  url: string;
  /** Signed: negative for a return taken at checkout (seed 001 §7.5). Already carries any surcharge. */
  amountCents: Cents;
  tipCents?: Cents;
  reference: string;
  /** The order the payment is for: a lost answer is settled before that order is charged again. */
  orderKey: string;
}

/** CCR1 sale with the 180 s time-out (seed 001 §9). */
export function cardASale(request: CardASaleRequest, options: CardAOptions = {}): Promise<CardOutcome> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const detail = {
    TRANSACTION_TYPE: 'CCR1',
    AMOUNT: amountText(request.amountCents),
    TIP_AMOUNT: request.tipCents ? amountText(request.tipCents) : undefined,
  };
  return transact(
    request.url,
    `sale|${request.orderKey}`,
    detail,
    request.reference,
    request.amountCents,
    { timeoutMs: timeouts.saleA, ...fetchOf(options) },
    { timeoutMs: timeouts.status, ...fetchOf(options) },
  );
}

const fetchOf = (options: CardAOptions) => (options.fetch ? { fetch: options.fetch } : {});

export interface CardARefundRequest {
  url: string;
  /** The original payment's scrubbed processor response (AUTH_GUID, BATCH_NUM, TRANS_NUM, ENTRY_METHOD). */
  processorResponse: string | null | undefined;
  /** The original charge in cents; a void is tried only when the whole of it is returned. */
  originalCents: Cents;
  /** Negative cents to return. */
  amountCents: Cents;
  reference: string;
}

/**
 * seed 001 §7.7: a void (CCR9) first, then, if that fails, a refund by the original guid, batch and number (CCR2);
 * 60 s each. A void reverses the whole charge, so a partial return goes straight to the refund (decided, §decisions).
 */
export async function cardARefund(request: CardARefundRequest, options: CardAOptions = {}): Promise<CardOutcome> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const call = { timeoutMs: timeouts.refund, ...fetchOf(options) };
  const statusCall = { timeoutMs: timeouts.status, ...fetchOf(options) };
  let original: Fields;
  try {
    original = JSON.parse(request.processorResponse ?? '{}') as Fields;
  } catch {
    original = {};
  }
  if (!original.AUTH_GUID) return CARD_A_ERRORS.reason('No original transaction');
  const amount = amountText(request.amountCents);
  if (Math.abs(request.amountCents) === Math.abs(request.originalCents)) {
    const voided = await transact(
      request.url,
      `void|${original.AUTH_GUID}`,
      {
        TRANSACTION_TYPE: 'CCR9',
        ORIG_AUTH_GUID: original.AUTH_GUID,
        ENTRY_METHOD: original.ENTRY_METHOD,
        AMOUNT: amount,
      },
      `${request.reference}-V`,
      request.amountCents,
      call,
      statusCall,
    );
    if (voided.ok) return voided;
    // A void whose outcome is unknown must not be followed by a refund (it could return the money twice).
    if (voided.uncertain) return voided;
  }
  return transact(
    request.url,
    `refund|${original.AUTH_GUID}`,
    {
      TRANSACTION_TYPE: 'CCR2',
      ORIG_AUTH_GUID: original.AUTH_GUID,
      BATCH_NUM: String(original.BATCH_NUM ?? ''),
      TRANS_NUM: String(original.TRANS_NUM ?? ''),
      AMOUNT: amount,
    },
    `${request.reference}-R`,
    request.amountCents,
    call,
    statusCall,
  );
}
