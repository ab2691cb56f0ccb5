/**
 * Card terminal B (seed 001 §7.6): the REST proxy's POST {proxy}/Sale and /Return (absolute amount) with the seeds'
 * body fields, 60 s client time-out, GeneralResponse.StatusCode '0000' approved, card data read back. A lost or
 * unreadable answer is followed by POST {proxy}/Status {ReferenceId} (docs/decisions.md §9) and an approval found
 * there is used: nothing is ever charged twice.
 */
import { cents, centsFromDecimal, centsToDecimal, type Cents } from '@opentill/domain';
import { deviceCall, urlJoin, type DeviceCallOptions } from './device-call.ts';
import { pendingClear, pendingGet, pendingSet } from './pending.ts';
import { lastFour, scrubProcessorResponse, shortField } from '@opentill/domain';
import { CARD_TIMEOUTS, cardFailure, type CardFailure, type CardOutcome, type CardTimeouts } from './types.ts';

/** seed 001 §8 integration B texts (title 'Payment Error'). */
export const CARD_B_ERRORS = {
  notApproved: (refund: boolean) =>
    refund
      ? cardFailure('Refund not approved', 'cards.error.refundNotApproved')
      : cardFailure('Payment not approved', 'cards.error.paymentNotApproved'),
  device: (text: string) => cardFailure(text, 'cards.error.device', { text }),
  parse: (refund: boolean, status: number) =>
    refund
      ? cardFailure('Error processing refund response', 'cards.error.refundParse')
      : cardFailure(`Error processing payment response. Status: ${String(status)}`, 'cards.error.paymentParse', {
          status: String(status),
        }),
  failed: () => cardFailure('Payment processing failed', 'cards.error.processingFailed'),
};

/** seed 001 §9: the processor's own time-out, sent in the body. */
export const CARD_B_PROCESSOR_TIMEOUT_S = 60;

export interface CardBAnswer {
  GeneralResponse?: { StatusCode?: string; Message?: string; DetailedMessage?: string };
  Amounts?: { TotalAmount?: number; Amount?: number; TipAmount?: number };
  CardData?: { Last4?: string; CardType?: string; EntryType?: string };
  AuthCode?: string;
  TransactionType?: string;
  ReferenceId?: string;
}

export interface CardBOptions {
  timeouts?: Partial<CardTimeouts>;
  fetch?: typeof fetch;
}

export interface CardBRequest {
  /** The proxy's base URL (the payment type's url). */
  url: string;
  /** Signed cents: negative goes to /Return with the absolute amount. */
  amountCents: Cents;
  tipCents?: Cents;
  reference: string;
  invoiceNumber: string;
  /** The payment type's setting "mode,terminal number,auth key" (seed 001 §7.6), when given. */
  setting?: string | null;
  orderKey: string;
}

/** seed 001 §7.6: the comma-separated setting of mode, terminal number and auth key. */
export function cardBSetting(setting: string | null | undefined): { mode: string; tpn: string; authKey: string } {
  const [mode = 'test', tpn = '', authKey = ''] = (setting ?? '').includes(',')
    ? (setting ?? '').split(',').map((part) => part.trim())
    : [];
  return { mode, tpn, authKey };
}

type Exchange = { kind: 'answer'; answer: CardBAnswer } | { kind: 'unknown'; failure: CardFailure };

async function exchange(
  url: string,
  body: Record<string, unknown>,
  refund: boolean,
  call: DeviceCallOptions,
): Promise<Exchange> {
  const result = await deviceCall(url, { body: JSON.stringify(body), contentType: 'application/json' }, call);
  if (result.kind === 'lost') return { kind: 'unknown', failure: CARD_B_ERRORS.failed() };
  try {
    const answer = JSON.parse(result.text) as CardBAnswer;
    if (!answer || typeof answer !== 'object' || typeof answer.GeneralResponse?.StatusCode !== 'string')
      throw new Error('not an answer');
    return { kind: 'answer', answer };
  } catch {
    return { kind: 'unknown', failure: CARD_B_ERRORS.parse(refund, result.status) };
  }
}

function approval(answer: CardBAnswer, reference: string, recovered: boolean): CardOutcome {
  const tip = answer.Amounts?.TipAmount;
  const amount = answer.Amounts?.Amount;
  const sign = answer.TransactionType === 'Return' ? -1 : 1;
  return {
    ok: true,
    amountCents:
      typeof amount === 'number' && Number.isFinite(amount) ? cents(sign * Math.abs(centsFromDecimal(amount))) : null,
    recovered,
    tipCents: typeof tip === 'number' && Number.isFinite(tip) ? centsFromDecimal(tip) : cents(0),
    fields: {
      ...optional('card_lastfour', lastFour(answer.CardData?.Last4)),
      ...optional('card_type', shortField(answer.CardData?.CardType)),
      ...optional('entry_type', shortField(answer.CardData?.EntryType)),
      ...optional('auth_code', shortField(answer.AuthCode)),
      ...optional('approval_message', shortField(answer.GeneralResponse?.Message)),
      ...optional('dejavoo_transaction_type', shortField(answer.TransactionType)),
      reference_id: reference,
      processor_response: scrubProcessorResponse(answer),
    },
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function refused(answer: CardBAnswer, refund: boolean): CardFailure {
  const text = answer.GeneralResponse?.DetailedMessage || answer.GeneralResponse?.Message;
  return text ? CARD_B_ERRORS.device(text) : CARD_B_ERRORS.notApproved(refund);
}

async function status(
  url: string,
  reference: string,
  call: DeviceCallOptions,
): Promise<'absent' | 'unknown' | CardBAnswer> {
  const answer = await exchange(urlJoin(url, 'Status'), { ReferenceId: reference }, false, call);
  if (answer.kind !== 'answer') return 'unknown';
  return answer.answer.GeneralResponse?.StatusCode === '0000' ? answer.answer : 'absent';
}

/** A sale (positive) or a return (negative) through the proxy, settling any lost answer by /Status first. */
export async function cardBTransact(request: CardBRequest, options: CardBOptions = {}): Promise<CardOutcome> {
  const timeouts = { ...CARD_TIMEOUTS, ...options.timeouts };
  const fetcher = options.fetch ? { fetch: options.fetch } : {};
  const call = { timeoutMs: timeouts.saleB, ...fetcher };
  const statusCall = { timeoutMs: timeouts.status, ...fetcher };
  const refund = request.amountCents < 0;
  const pendingKey = `${refund ? 'return' : 'sale'}|${request.orderKey}`;
  const earlier = pendingGet(request.url, pendingKey);
  if (earlier) {
    const found = await status(request.url, earlier.reference, statusCall);
    if (found === 'unknown') return { ...CARD_B_ERRORS.failed(), uncertain: true };
    pendingClear(request.url, pendingKey);
    if (typeof found === 'object') return approval(found, earlier.reference, true);
  }
  const { tpn, authKey } = cardBSetting(request.setting);
  const body = {
    Amount: centsToDecimal(cents(Math.abs(request.amountCents))),
    TipAmount: centsToDecimal(request.tipCents ?? cents(0)),
    PaymentType: 'Credit',
    ReferenceId: request.reference,
    InvoiceNumber: request.invoiceNumber,
    PrintReceipt: 'No',
    GetReceipt: 'No',
    CaptureSignature: false,
    GetExtendedData: true,
    CallbackInfo: { Url: '' },
    Tpn: tpn,
    Authkey: authKey,
    SPInProxyTimeout: CARD_B_PROCESSOR_TIMEOUT_S,
    CustomFields: {},
  };
  pendingSet(request.url, pendingKey, { reference: request.reference, amountCents: request.amountCents });
  const answer = await exchange(urlJoin(request.url, refund ? 'Return' : 'Sale'), body, refund, call);
  if (answer.kind === 'answer') {
    pendingClear(request.url, pendingKey);
    return answer.answer.GeneralResponse?.StatusCode === '0000'
      ? approval(answer.answer, request.reference, false)
      : refused(answer.answer, refund);
  }
  const found = await status(request.url, request.reference, statusCall);
  if (found === 'unknown') return { ...answer.failure, uncertain: true };
  pendingClear(request.url, pendingKey);
  return typeof found === 'object' ? approval(found, request.reference, true) : answer.failure;
}
