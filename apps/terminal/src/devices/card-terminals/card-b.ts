/**
 * Card terminal B: Dejavoo SPIn through our back office's proxy (issue 19 §2, seed 001 §7.6). The terminal posts the
 * seeds' `body` object to POST /api/card-b/{payment type}/{Sale|Return|Void|Status|AbortTransaction}; the back
 * office adds the register's Tpn and Authkey, which the browser never holds.
 *
 * StatusCode 0000 approved and 0001 partially approved are charges; 1012 cancelled, 1015 declined and the refusals
 * of a request that never reached the card are not; 2007, 2008, 2010 and every other answer (a lost one, an unknown
 * code) leave the outcome unknown: AbortTransaction, then Status with the same ReferenceId after
 * DelayBeforeNextRequest, and only a charge or a "not charged" found there ends it. What stays unknown becomes an
 * uncertain payment (never paid, never forgotten) that blocks a second charge until settled.
 */
import { SPIN_PROXY_TIMEOUT_S, type CardProxyBody, type CardProxyEndpoint } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsNegate,
  centsToDecimal,
  lastFour,
  scrubProcessorResponse,
  shortField,
  type Cents,
} from '@opentill/domain';
import { pendingClear, pendingGet, pendingSet } from './pending.ts';
import { cardFailure, type CardApproval, type CardFailure, type CardOutcome } from './types.ts';
import { cardBServerProxy } from './card-b-proxy.ts';

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

/** SPIn's answer as the proxy passes it on (reference devices.md). */
export interface SpinAnswer {
  GeneralResponse?: {
    StatusCode?: string;
    Message?: string;
    DetailedMessage?: string;
    DelayBeforeNextRequest?: number;
  };
  Amounts?: { TotalAmount?: number; Amount?: number; TipAmount?: number };
  CardData?: { Last4?: string; CardType?: string; EntryType?: string };
  AuthCode?: string;
  TransactionType?: string;
  ReferenceId?: string;
}

/**
 * One call through the proxy: SPIn's answer; 'not-sent' when the request surely never reached the register (offline,
 * the proxy refused it, SPIn unreachable); 'unknown' when it may have (a time-out, a lost or unreadable answer).
 */
export type CardBReply =
  | { readonly kind: 'answer'; readonly answer: SpinAnswer }
  | { readonly kind: 'not-sent'; readonly status: number }
  | { readonly kind: 'unknown'; readonly status: number };

export type CardBProxy = (endpoint: CardProxyEndpoint, body: CardProxyBody, timeoutMs: number) => Promise<CardBReply>;

export interface CardBOptions {
  /** The proxy to call (tests: the simulator behind a stand-in proxy, card-b-sim-kit.ts). */
  proxy?: CardBProxy;
  /** The client time-out of a Sale, Return or Void: above SPInProxyTimeout and the proxy's own margin. */
  saleTimeoutMs?: number;
  /** Status and AbortTransaction. */
  statusTimeoutMs?: number;
  /** Status queries after an unknown outcome before it is left to staff. */
  statusAttempts?: number;
  /** The wait between status queries when SPIn names none (DelayBeforeNextRequest 0), and the longest wait kept. */
  retryWaitMs?: number;
  maxWaitMs?: number;
}

/** The client waits SPInProxyTimeout, the proxy's margin (10 s) and 20 s more: the processor always answers first. */
export const CARD_B_SALE_TIMEOUT_MS = (SPIN_PROXY_TIMEOUT_S + 30) * 1000;

const CHARGED = new Set(['0000', '0001']);
/**
 * Answers that say the card was not charged: cancelled, declined, and requests refused before the terminal saw them
 * (duplicate ReferenceId 1011 is not here: an earlier request with it may have charged).
 */
const NOT_CHARGED = new Set(['1012', '1015', '1013', '1016', '2001', '2002', '2003', '2011']);
/** A Status that finds no transaction: the register never started it (asked after AbortTransaction). */
const NOT_FOUND = new Set(['2009', '1001']);

const codeOf = (answer: SpinAnswer) => answer.GeneralResponse?.StatusCode ?? '';

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/** SPIn's dollars as cents; null when absent or not a number. */
function centsOf(value: number | undefined): Cents | null {
  return typeof value === 'number' && Number.isFinite(value) ? centsFromDecimal(value) : null;
}

/**
 * An approval: tip = Amounts.TipAmount, the base = Amount - TipAmount (SPIn's Amount includes the tip), signed
 * negative for a Return or a Void. A 0001 base below the asked one is a partial approval.
 */
function approval(answer: SpinAnswer, reference: string, recovered: boolean, refund: boolean): CardApproval {
  const tip = centsOf(answer.Amounts?.TipAmount) ?? cents(0);
  const amount = centsOf(answer.Amounts?.Amount);
  const base = amount === null ? null : cents(Math.max(0, amount - tip));
  return {
    ok: true,
    amountCents: base === null ? null : refund ? centsNegate(base) : base,
    recovered,
    tipCents: tip,
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

/** seed 001 §8: the detailed message, else the message, else 'Payment not approved' / 'Refund not approved'. */
function refused(answer: SpinAnswer, refund: boolean): CardFailure {
  const text = answer.GeneralResponse?.DetailedMessage || answer.GeneralResponse?.Message;
  return text ? CARD_B_ERRORS.device(text) : CARD_B_ERRORS.notApproved(refund);
}

function uncertain(reference: string, refund: boolean, status = 0): CardFailure {
  const failure = status > 0 ? CARD_B_ERRORS.parse(refund, status) : CARD_B_ERRORS.failed();
  return { ...failure, uncertain: true, uncertainReference: reference };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Call {
  proxy: CardBProxy;
  saleMs: number;
  statusMs: number;
  attempts: number;
  retryMs: number;
  maxWaitMs: number;
}

function callOf(typeId: number, options: CardBOptions): Call {
  return {
    proxy: options.proxy ?? cardBServerProxy(typeId),
    saleMs: options.saleTimeoutMs ?? CARD_B_SALE_TIMEOUT_MS,
    statusMs: options.statusTimeoutMs ?? 40_000,
    attempts: options.statusAttempts ?? 3,
    retryMs: options.retryWaitMs ?? 2000,
    maxWaitMs: options.maxWaitMs ?? 30_000,
  };
}

/** SPIn's DelayBeforeNextRequest (seconds) as a wait, never past maxWaitMs. */
function waitOf(answer: SpinAnswer | null, call: Call, fallback: number): number {
  const seconds = answer?.GeneralResponse?.DelayBeforeNextRequest;
  const asked = typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : fallback;
  return Math.min(asked, call.maxWaitMs);
}

type Settled = { kind: 'charged'; answer: SpinAnswer } | { kind: 'not-charged'; answer: SpinAnswer | null } | null;

/**
 * After an unknown outcome: AbortTransaction (the register stops waiting for a card, if it still is), then Status with
 * the same ReferenceId, honouring DelayBeforeNextRequest, until it says charged or not; null when it never does.
 */
async function settle(reference: string, call: Call, last: SpinAnswer | null): Promise<Settled> {
  const ask = { PaymentType: 'Credit' as const, ReferenceId: reference };
  await sleep(waitOf(last, call, 0));
  const aborted = await call.proxy('AbortTransaction', ask, call.statusMs);
  let previous = aborted.kind === 'answer' ? aborted.answer : last;
  for (let attempt = 0; attempt < call.attempts; attempt += 1) {
    await sleep(waitOf(previous, call, attempt === 0 ? 0 : call.retryMs));
    const reply = await call.proxy('Status', ask, call.statusMs);
    if (reply.kind !== 'answer') {
      previous = null;
      continue;
    }
    const code = codeOf(reply.answer);
    if (CHARGED.has(code)) return { kind: 'charged', answer: reply.answer };
    if (NOT_CHARGED.has(code) || NOT_FOUND.has(code)) return { kind: 'not-charged', answer: reply.answer };
    previous = reply.answer;
  }
  return null;
}

/** A Sale, Return or Void and what follows an unknown outcome; the pending reference guards a reload or a retry. */
async function transact(
  endpoint: 'Sale' | 'Return' | 'Void',
  body: CardProxyBody,
  pendingKey: string,
  call: Call,
): Promise<CardOutcome> {
  const refund = endpoint !== 'Sale';
  const reference = body.ReferenceId;
  pendingSet('card-b', pendingKey, { reference, amountCents: centsFromDecimal(body.Amount ?? 0) });
  const reply = await call.proxy(endpoint, body, call.saleMs);
  if (reply.kind === 'not-sent') {
    pendingClear('card-b', pendingKey);
    return CARD_B_ERRORS.failed();
  }
  if (reply.kind === 'answer') {
    const code = codeOf(reply.answer);
    if (CHARGED.has(code)) {
      pendingClear('card-b', pendingKey);
      return approval(reply.answer, reference, false, refund);
    }
    if (NOT_CHARGED.has(code)) {
      pendingClear('card-b', pendingKey);
      return refused(reply.answer, refund);
    }
  }
  const settled = await settle(reference, call, reply.kind === 'answer' ? reply.answer : null);
  if (settled === null) return uncertain(reference, refund, reply.kind === 'unknown' ? reply.status : 0);
  pendingClear('card-b', pendingKey);
  if (settled.kind === 'charged') return approval(settled.answer, reference, true, refund);
  return settled.answer && NOT_CHARGED.has(codeOf(settled.answer))
    ? refused(settled.answer, refund)
    : reply.kind === 'answer'
      ? refused(reply.answer, refund)
      : CARD_B_ERRORS.failed();
}

/** An earlier attempt for this order whose outcome stayed unknown is asked about first (never a second charge). */
async function earlierSettled(pendingKey: string, call: Call, refund: boolean): Promise<CardOutcome | 'none'> {
  const earlier = pendingGet('card-b', pendingKey);
  if (!earlier) return 'none';
  const settled = await settle(earlier.reference, call, null);
  if (settled === null) return uncertain(earlier.reference, refund);
  pendingClear('card-b', pendingKey);
  return settled.kind === 'charged' ? approval(settled.answer, earlier.reference, true, refund) : 'none';
}

/** SPIn ReferenceId: letters and digits only, at most 50 (seed 001 §7.6 host-prefix_orderId_timestamp, unseparated). */
export function spinReference(terminalId: number, orderId: string | number, at: Date, suffix = ''): string {
  const order = String(orderId).replace(/[^A-Za-z0-9]/g, '');
  return `T${String(terminalId)}O${order}X${at.getTime().toString(36)}${suffix}`.slice(-50);
}

function common(reference: string, invoiceNumber: string) {
  return {
    PaymentType: 'Credit' as const,
    ReferenceId: reference,
    InvoiceNumber: invoiceNumber.slice(0, 50),
    PrintReceipt: 'No' as const,
    GetReceipt: 'No' as const,
    CaptureSignature: false,
    GetExtendedData: true,
    CallbackInfo: { Url: '' },
    SPInProxyTimeout: SPIN_PROXY_TIMEOUT_S,
    CustomFields: {},
  };
}

export interface CardBSaleRequest {
  /** The payment type's id: the proxy finds its register by it. */
  typeId: number;
  /** The base amount to charge (the tip apart), positive cents. */
  amountCents: Cents;
  tipCents?: Cents;
  reference: string;
  invoiceNumber: string;
  /** The order being paid: a second attempt for it asks for the first one's status first. */
  orderKey: string;
}

/** A sale: Amount = base + tip, TipAmount = tip (SPIn's Amount carries the tip). */
export async function cardBSale(request: CardBSaleRequest, options: CardBOptions = {}): Promise<CardOutcome> {
  const call = callOf(request.typeId, options);
  const pendingKey = `sale|${request.orderKey}`;
  const earlier = await earlierSettled(pendingKey, call, false);
  if (earlier !== 'none') return earlier;
  const tip = request.tipCents ?? cents(0);
  const body: CardProxyBody = {
    ...common(request.reference, request.invoiceNumber),
    Amount: Number(centsToDecimal(cents(Math.abs(request.amountCents) + tip))),
    TipAmount: Number(centsToDecimal(tip)),
  };
  return transact('Sale', body, pendingKey, call);
}

export interface CardBRefundRequest {
  typeId: number;
  /** The original sale, when known: its ReferenceId, base and tip in cents, and when it was taken. */
  original: { reference: string; amountCents: Cents; tipCents: Cents; at: Date } | null;
  /** What is refunded (the original payment's or the refund order's local id): a second attempt asks first. */
  refundKey: string;
  /** What to hand back (negative or positive cents, the base without the tip). */
  amountCents: Cents;
  /**
   * The refund voids the original (domain refundVoidPlan: a same-day refund of the whole sale): the Void cancels the
   * whole transaction, its tip too; a Void refused is followed by a Return of the same whole charge.
   */
  voidWhole?: boolean;
  reference: string;
  invoiceNumber: string;
  now: Date;
}

/**
 * A refund: a Void of the original when the refund voids (the whole charge back, tip included), else a Return of the
 * amount. A Void that is refused (settled already, not found) is followed by a Return of the whole charge; one whose
 * outcome is unknown is not (never twice).
 */
export async function cardBRefund(request: CardBRefundRequest, options: CardBOptions = {}): Promise<CardOutcome> {
  const call = callOf(request.typeId, options);
  const original = request.original;
  const whole = request.voidWhole === true && original !== null;
  const amount = Math.abs(request.amountCents) + (whole ? Math.abs(original.tipCents) : 0);
  if (whole && original.reference) {
    const voided = await transact(
      'Void',
      { ...common(original.reference, request.invoiceNumber), Amount: Number(centsToDecimal(cents(amount))) },
      `void|${request.refundKey}`,
      call,
    );
    if (voided.ok || voided.uncertain === true) return voided;
  }
  const earlier = await earlierSettled(`return|${request.refundKey}`, call, true);
  if (earlier !== 'none') return earlier;
  return transact(
    'Return',
    { ...common(request.reference, request.invoiceNumber), Amount: Number(centsToDecimal(cents(amount))) },
    `return|${request.refundKey}`,
    call,
  );
}

/** A status query of an uncertain payment (its ReferenceId): charged, not charged, or still unknown. */
export async function cardBStatus(
  typeId: number,
  reference: string,
  orderKey: string | null,
  options: CardBOptions = {},
): Promise<{ kind: 'charged'; approval: CardApproval } | { kind: 'not-charged' } | { kind: 'unknown' }> {
  const call = callOf(typeId, options);
  const settled = await settle(reference, call, null);
  if (settled === null) return { kind: 'unknown' };
  if (orderKey !== null) pendingClear('card-b', `sale|${orderKey}`);
  if (settled.kind === 'charged')
    return { kind: 'charged', approval: approval(settled.answer, reference, true, false) };
  return { kind: 'not-charged' };
}
