import { ROGUE_CARD, type Behaviour } from './behaviour.ts';
import type { DeviceAnswer, DeviceHandler } from './http-device.ts';
import { amountToCents, centsToAmount, type SimTransaction, type TransactionJournal } from './transactions.ts';

/**
 * Card terminal B: Dejavoo SPIn REST as our server's card proxy calls it (docs/simulators.md, ../shared/reference
 * devices.md): POST {base}/v2/Payment/Sale, Return, Void, Status and AbortTransaction with flat JSON carrying Tpn and
 * Authkey. Every business answer is HTTP 200 with GeneralResponse {ResultCode, StatusCode, Message, DetailedMessage,
 * DelayBeforeNextRequest}; amounts in dollars, Amounts.Amount includes the tip. The journal keeps what the card was
 * charged, so a test can prove that nothing was charged twice.
 */
export interface CardTerminalBOptions {
  /** The register's credentials the simulated SPIn accepts. */
  readonly tpn?: string;
  readonly authkey?: string;
  /** DelayBeforeNextRequest (seconds) of busy and timed-out answers; tests use 0. */
  readonly delaySeconds?: number;
}

/** The demo store's register: the back office holds these for its Card B payment type (seed-demo.ts). */
export const SPIN_DEMO_CREDENTIALS = { tpn: 'OT0000000001', authkey: 'DemoAuthKey0001' } as const;

interface SpinBody {
  Amount?: unknown;
  TipAmount?: unknown;
  PaymentType?: unknown;
  ReferenceId?: unknown;
  Tpn?: unknown;
  Authkey?: unknown;
}

/** SPIn StatusCodes the simulator answers (reference devices.md). */
export const SPIN = {
  approved: '0000',
  partial: '0001',
  busy: '1000',
  duplicate: '1011',
  cancelled: '1012',
  badRequest: '1013',
  declined: '1015',
  authKey: '2002',
  timedOut: '2007',
  inUse: '2008',
  notFound: '2009',
  communication: '2010',
} as const;

const MESSAGES: Record<string, [string, string]> = {
  [SPIN.approved]: ['Approved', 'Approved'],
  [SPIN.partial]: ['Partially Approved', 'Partial approval: the rest must be paid another way'],
  [SPIN.duplicate]: ['Duplicate', 'A transaction with this ReferenceId exists'],
  [SPIN.cancelled]: ['Canceled', 'Transaction Canceled'],
  [SPIN.badRequest]: ['Bad request', 'Invalid request'],
  [SPIN.declined]: ['Declined', 'Payment declined, please select or swipe another card'],
  [SPIN.authKey]: ['Unauthorized', 'Invalid Tpn or Authkey'],
  [SPIN.timedOut]: ['Timeout', 'Terminal timed out'],
  [SPIN.inUse]: ['Terminal in use', 'The terminal is processing another transaction'],
  [SPIN.notFound]: ['Not found', 'Transaction not found'],
  [SPIN.communication]: ['Communication error', 'Communication error with the terminal'],
};

const PAYMENT_TYPES = new Set(['Credit', 'Debit', 'EBT_Food', 'EBT_Cash', 'Card', 'Cash', 'Check', 'Gift']);
const REFERENCE = /^[A-Za-z0-9]{1,50}$/;

const json = (value: unknown): DeviceAnswer => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

function general(code: string, delaySeconds = 0, detail?: string) {
  const [message, detailed] = MESSAGES[code] ?? ['Error', 'Error'];
  return {
    ResultCode: code === SPIN.approved || code === SPIN.partial ? '0' : code.startsWith('1') ? '1' : '2',
    StatusCode: code,
    Message: message,
    DetailedMessage: detail ?? detailed,
    DelayBeforeNextRequest: delaySeconds,
  };
}

/** Dollars as SPIn writes them (a JSON number), from cents without float arithmetic on the cents. */
const dollars = (cents: number): number => Number(centsToAmount(cents));

/** The answer of a recorded transaction (Sale, Return, Void or a Status of one). */
function transactionAnswer(t: SimTransaction, code: string, extraCard: Record<string, string> = {}) {
  const base = Math.abs(t.amountCents);
  return {
    GeneralResponse: general(code),
    Amounts: {
      TotalAmount: dollars(base + t.tipCents),
      Amount: dollars(base + t.tipCents),
      TipAmount: dollars(t.tipCents),
      FeeAmount: 0,
      TaxAmount: 0,
    },
    CardData: {
      CardType: 'Visa',
      EntryType: 'Chip',
      Last4: t.last4,
      First4: '4111',
      BIN: '411111',
      ExpirationDate: '1230',
      Name: 'TEST CARD',
      ...extraCard,
    },
    AuthCode: t.approved ? t.authCode : '',
    ReferenceId: t.reference,
    BatchNumber: String(t.batch),
    TransactionNumber: String(t.number),
    TransactionType: t.kind === 'sale' ? 'Sale' : t.kind === 'return' ? 'Return' : 'Void',
    PaymentType: 'Credit',
  };
}

/** What each recorded reference answered (a Status repeats it), kept beside the journal. */
type Outcome = { code: string; transaction: SimTransaction | null };

export function cardTerminalBWith(options: CardTerminalBOptions = {}) {
  const tpn = options.tpn ?? SPIN_DEMO_CREDENTIALS.tpn;
  const authkey = options.authkey ?? SPIN_DEMO_CREDENTIALS.authkey;
  const delay = options.delaySeconds ?? 1;
  return (journal: TransactionJournal): DeviceHandler => {
    const outcomes = new Map<string, Outcome>();

    const sale = (kind: 'sale' | 'return', body: SpinBody, behaviour: Behaviour): DeviceAnswer | 'drop' => {
      const reference = String(body.ReferenceId);
      const amount = amountToCents(body.Amount as number | string | undefined);
      const tip = body.TipAmount === undefined ? 0 : amountToCents(body.TipAmount as number | string);
      if (!Number.isFinite(amount) || amount <= 0 || !Number.isFinite(tip) || tip < 0 || tip > amount)
        return json({
          GeneralResponse: general(SPIN.badRequest, 0, 'Amount must be positive, with at most 2 decimals'),
        });
      // The SPIn Amount carries the tip (reference devices.md): the base is what is left without it.
      const baseCents = amount - tip;
      if (outcomes.has(reference) || journal.find(reference))
        return json({ GeneralResponse: general(SPIN.duplicate), ReferenceId: reference });
      if (behaviour === 'busy' || behaviour === 'timed-out') {
        const code = behaviour === 'busy' ? SPIN.inUse : SPIN.timedOut;
        outcomes.set(reference, { code: SPIN.notFound, transaction: null });
        return json({ GeneralResponse: general(code, delay), ReferenceId: reference });
      }
      if (behaviour === 'cancel') {
        outcomes.set(reference, { code: SPIN.cancelled, transaction: null });
        return json({ GeneralResponse: general(SPIN.cancelled), ReferenceId: reference });
      }
      const declined = behaviour === 'decline';
      const partial = behaviour === 'partial' && kind === 'sale';
      // A partial approval charges half the base (whole cents), the tip as asked.
      const charged = partial ? Math.floor(baseCents / 2) : baseCents;
      const recorded = journal.record({
        reference,
        kind,
        approved: !declined,
        amountCents: kind === 'return' ? -charged : charged,
        tipCents: tip,
      });
      const code = declined ? SPIN.declined : partial ? SPIN.partial : SPIN.approved;
      outcomes.set(reference, { code, transaction: recorded });
      journalLength = journal.all().length;
      if (behaviour === 'drop-after-approve') return 'drop';
      if (behaviour === 'comm-error')
        return json({ GeneralResponse: general(SPIN.communication, delay), ReferenceId: reference });
      if (behaviour === 'late-approve')
        return json({ GeneralResponse: general(SPIN.timedOut, delay), ReferenceId: reference });
      if (behaviour === 'rogue')
        return json(
          transactionAnswer(recorded, code, {
            CardNumber: ROGUE_CARD.pan,
            Track2: ROGUE_CARD.track2,
            CVV: ROGUE_CARD.cvv,
          }),
        );
      return json(transactionAnswer(recorded, code));
    };

    const voided = (body: SpinBody): DeviceAnswer => {
      const reference = String(body.ReferenceId);
      const original = journal.find(reference);
      const amount = amountToCents(body.Amount as number | string | undefined);
      if (!original || original.kind !== 'sale' || !original.approved)
        return json({ GeneralResponse: general(SPIN.notFound), ReferenceId: reference });
      if (journal.all().some((t) => t.kind === 'void' && t.reference === `${reference}V`))
        return json({ GeneralResponse: general(SPIN.duplicate, 0, 'Already voided'), ReferenceId: reference });
      if (amount !== original.amountCents + original.tipCents)
        return json({ GeneralResponse: general(SPIN.badRequest, 0, 'Void amount must be the original amount') });
      const recorded = journal.record({
        reference: `${reference}V`,
        kind: 'void',
        approved: true,
        amountCents: -original.amountCents,
        tipCents: original.tipCents,
      });
      journalLength = journal.all().length;
      return json({ ...transactionAnswer(recorded, SPIN.approved), ReferenceId: reference });
    };

    let journalLength = 0;
    return ({ method, path: fullPath, body, behaviour }) => {
      // POST /__sim/reset empties the journal: the answers kept beside it go too.
      if (journal.all().length < journalLength) outcomes.clear();
      journalLength = journal.all().length;
      // The base URL may carry a path (http://host:8082/card-b/v2/Payment); the endpoint is its last segment.
      const endpoint = fullPath.slice(fullPath.lastIndexOf('/') + 1);
      if (method !== 'POST')
        return { ...json({ GeneralResponse: general(SPIN.badRequest, 0, 'POST only') }), status: 405 };
      let parsed: SpinBody;
      try {
        parsed = JSON.parse(body) as SpinBody;
      } catch {
        return { ...json({ GeneralResponse: general(SPIN.badRequest, 0, 'Malformed JSON') }), status: 400 };
      }
      if (parsed.Tpn !== tpn || parsed.Authkey !== authkey) return json({ GeneralResponse: general(SPIN.authKey) });
      if (
        typeof parsed.ReferenceId !== 'string' ||
        !REFERENCE.test(parsed.ReferenceId) ||
        !PAYMENT_TYPES.has(String(parsed.PaymentType))
      )
        return json({
          GeneralResponse: general(
            SPIN.badRequest,
            0,
            'ReferenceId (1-50 letters and digits) and PaymentType are required',
          ),
        });
      const reference = String(parsed.ReferenceId);
      switch (endpoint) {
        case 'Sale':
          return sale('sale', parsed, behaviour);
        case 'Return':
          return sale('return', parsed, behaviour);
        case 'Void':
          return voided(parsed);
        case 'AbortTransaction':
          return json({
            GeneralResponse: general(outcomes.has(reference) ? SPIN.approved : SPIN.notFound),
            ReferenceId: reference,
          });
        case 'Status': {
          if (behaviour === 'busy')
            return json({ GeneralResponse: general(SPIN.inUse, delay), ReferenceId: reference });
          const outcome = outcomes.get(reference);
          if (!outcome?.transaction)
            return json({ GeneralResponse: general(outcome?.code ?? SPIN.notFound), ReferenceId: reference });
          return json(transactionAnswer(outcome.transaction, outcome.code));
        }
        default:
          return { ...json({ GeneralResponse: general(SPIN.badRequest, 0, 'Unknown endpoint') }), status: 404 };
      }
    };
  };
}

/** The simulator with the demo register's credentials and a one-second DelayBeforeNextRequest. */
export const cardTerminalB = cardTerminalBWith();
