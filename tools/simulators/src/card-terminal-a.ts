import { randomInt } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { ROGUE_CARD } from './behaviour.ts';
import { centsToAmount, type SimTransaction, type TransactionJournal } from './transactions.ts';

/**
 * Card terminal A: the North (EPX) pinpad's XML over HTTP (../shared/reference/devices.md, docs/simulators.md).
 * Request `<DETAIL><TRAN_TYPE>CCR1</TRAN_TYPE><AMOUNT>1.00</AMOUNT>…</DETAIL>`; answer `<RESPONSE><AUTH_RESP>00</AUTH_RESP>…`
 * (or the gateway's `<RESPONSE><FIELDS><FIELD KEY="AUTH_RESP">00</FIELD>…`). TRAN_TYPE: CCR1 credit sale, DB00 debit
 * sale, CCR9 credit return, DB01 debit return (unlinked, positive AMOUNT), CCRX and CCR7 void/reversal by
 * ORIG_AUTH_GUID (which of the two the real device takes is unconfirmed: both are accepted), CCR2 a
 * pre-authorisation (a hold on the card: logged, never what a refund should send), CCRZ batch close.
 * There is no status query: a lost answer cannot be looked up on this device.
 */
const parser = new XMLParser({ parseTagValue: false, trimValues: true });

export const CARD_A_SALES = ['CCR1', 'DB00'] as const;
export const CARD_A_RETURNS = ['CCR9', 'DB01'] as const;
export const CARD_A_VOIDS = ['CCRX', 'CCR7'] as const;

/** One request as the pinpad read it (the test's proof of what the terminal sent: never a CCR2 for a refund). */
export interface CardARequest {
  tranType: string;
  amount: string | null;
  tranNbr: string | null;
  origAuthGuid: string | null;
  at: string;
}

/** The scenarios the protocol itself answers; the HTTP layer (card-terminal-a-server.ts) plays the others. */
export type CardAAnswerScenario = 'approve' | 'approve-fields' | 'decline' | 'partial' | 'cancel' | 'rogue';

export interface CardAAnswer {
  status: number;
  body: string;
}

type Fields = Record<string, string>;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pinpad's flat answer, or the gateway's FIELD KEY form. */
export function cardAResponse(fields: Fields, form: 'flat' | 'fields' = 'flat'): string {
  const entries = Object.entries(fields);
  if (form === 'fields')
    return `<RESPONSE><FIELDS>${entries.map(([key, value]) => `<FIELD KEY="${key}">${escape(value)}</FIELD>`).join('')}</FIELDS></RESPONSE>`;
  return `<RESPONSE>${entries.map(([key, value]) => `<${key}>${escape(value)}</${key}>`).join('')}</RESPONSE>`;
}

const GUID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** EPX's AUTH_GUID: a 19-character code of digits and capitals (not a UUID). */
export function epxGuid(): string {
  return Array.from({ length: 19 }, () => GUID_ALPHABET[randomInt(GUID_ALPHABET.length)]).join('');
}

/** "12.34" into cents; NaN unless a positive amount with two decimals (EPX's N.NN). */
function positiveCents(text: string | undefined): number {
  const match = /^(\d{1,7})\.(\d{2})$/.exec(text ?? '');
  if (!match) return Number.NaN;
  const value = Number(match[1]) * 100 + Number(match[2]);
  return value > 0 ? value : Number.NaN;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The simulated pinpad: its journal of charges, the requests it read, the open batch. */
export class CardAPinpad {
  batch = 1;
  readonly requests: CardARequest[] = [];
  private readonly voided = new Set<string>();

  constructor(readonly journal: TransactionJournal) {}

  reset(): void {
    this.journal.clear();
    this.requests.length = 0;
    this.voided.clear();
    this.batch = 1;
  }

  handle(body: string, scenario: CardAAnswerScenario): CardAAnswer {
    let detail: Record<string, unknown> | undefined;
    try {
      detail = (parser.parse(body) as { DETAIL?: Record<string, unknown> }).DETAIL;
    } catch {
      detail = undefined;
    }
    const tranType = text(detail?.TRAN_TYPE);
    if (!detail || !tranType) return this.answer({ AUTH_RESP: 'RR', AUTH_RESP_TEXT: 'FORMAT ERROR' });
    const amount = text(detail.AMOUNT);
    const tranNbr = text(detail.TRAN_NBR);
    const origAuthGuid = text(detail.ORIG_AUTH_GUID);
    this.requests.push({
      tranType,
      amount: amount ?? null,
      tranNbr: tranNbr ?? null,
      origAuthGuid: origAuthGuid ?? null,
      at: new Date().toISOString(),
    });
    if (tranNbr !== undefined && !/^\d{1,10}$/.test(tranNbr))
      return this.answer({ AUTH_RESP: 'RR', AUTH_RESP_TEXT: 'INVALID TRAN_NBR' });
    const echo: Fields = { TRAN_TYPE: tranType, ...(tranNbr ? { TRAN_NBR: tranNbr } : {}) };
    const form = scenario === 'approve-fields' ? 'fields' : 'flat';

    if (tranType === 'CCRZ') {
      const count = this.journal.all().filter((t) => t.approved && t.batch === this.batch).length;
      const closed = this.batch;
      this.batch += 1;
      return this.answer(
        { ...echo, AUTH_RESP: '00', AUTH_RESP_TEXT: `BATCH ${String(closed)} CLOSED ${String(count)} TRANS` },
        form,
      );
    }
    if ((CARD_A_VOIDS as readonly string[]).includes(tranType)) return this.void(echo, origAuthGuid, scenario, form);

    const sale = (CARD_A_SALES as readonly string[]).includes(tranType);
    const refund = (CARD_A_RETURNS as readonly string[]).includes(tranType);
    const hold = tranType === 'CCR2';
    if (!sale && !refund && !hold) return this.answer({ ...echo, AUTH_RESP: '12', AUTH_RESP_TEXT: 'INVALID TRANS' });
    const asked = positiveCents(amount);
    if (!Number.isFinite(asked)) return this.answer({ ...echo, AUTH_RESP: '13', AUTH_RESP_TEXT: 'INVALID AMOUNT' });
    if (hold) return this.answer({ ...echo, AUTH_RESP: '00', AUTH_RESP_TEXT: 'APPROVAL', AUTH_GUID: epxGuid() }, form);

    if (scenario === 'decline' || scenario === 'cancel') {
      const declined = this.journal.record({
        reference: tranNbr ?? '',
        kind: sale ? 'sale' : 'return',
        approved: false,
        amountCents: sale ? asked : -asked,
        tipCents: 0,
        guid: epxGuid(),
        batch: this.batch,
      });
      return this.answer(
        scenario === 'decline'
          ? { ...echo, AUTH_RESP: '05', AUTH_RESP_TEXT: 'DECLINED', AUTH_GUID: declined.guid }
          : { ...echo, AUTH_RESP: 'S0', AUTH_RESP_TEXT: 'CANCELLED', AUTH_GUID: declined.guid },
        form,
      );
    }
    // A partial approval charges what the card had (half here) and says so in AUTH_AMOUNT.
    const charged = scenario === 'partial' && sale ? Math.max(1, Math.floor(asked / 2)) : asked;
    const done = this.journal.record({
      reference: tranNbr ?? '',
      kind: sale ? 'sale' : 'return',
      approved: true,
      amountCents: sale ? charged : -charged,
      tipCents: 0,
      guid: epxGuid(),
      batch: this.batch,
    });
    const fields = {
      ...echo,
      ...approvalFields(done, charged, asked),
      ...(charged < asked ? { AUTH_RESP: '10', AUTH_RESP_TEXT: 'PARTIAL APPROVAL' } : {}),
      ...(scenario === 'rogue' ? { CARD_NUMBER: ROGUE_CARD.pan, TRACK2: ROGUE_CARD.track2, CVV2: ROGUE_CARD.cvv } : {}),
    };
    return this.answer(fields, form);
  }

  /** A void takes back a whole approved charge of the open batch, once; after the batch closed only a return can. */
  private void(echo: Fields, guid: string | undefined, scenario: CardAAnswerScenario, form: 'flat' | 'fields') {
    const original = guid ? this.journal.findByGuid(guid) : undefined;
    if (
      !original?.approved ||
      original.kind !== 'sale' ||
      original.batch !== this.batch ||
      this.voided.has(original.guid)
    )
      return this.answer({ ...echo, AUTH_RESP: '12', AUTH_RESP_TEXT: 'ORIG TRANS NOT FOUND' }, form);
    if (scenario === 'decline') return this.answer({ ...echo, AUTH_RESP: '05', AUTH_RESP_TEXT: 'DECLINED' }, form);
    this.voided.add(original.guid);
    const done = this.journal.record({
      reference: echo.TRAN_NBR ?? '',
      kind: 'void',
      approved: true,
      amountCents: -original.amountCents,
      tipCents: 0,
      guid: epxGuid(),
      batch: this.batch,
    });
    return this.answer({ ...echo, ...approvalFields(done, original.amountCents, original.amountCents) }, form);
  }

  private answer(fields: Fields, form: 'flat' | 'fields' = 'flat'): CardAAnswer {
    return { status: 200, body: cardAResponse(fields, form) };
  }
}

function approvalFields(t: SimTransaction, chargedCents: number, askedCents: number): Fields {
  return {
    AUTH_RESP: '00',
    AUTH_RESP_TEXT: 'APPROVAL',
    AUTH_CODE: t.authCode,
    AUTH_GUID: t.guid,
    AUTH_AMOUNT: centsToAmount(chargedCents),
    AUTH_AMOUNT_REQUESTED: centsToAmount(askedCents),
    AUTH_CARD_TYPE: 'V',
    AUTH_MASKED_ACCOUNT_NBR: `XXXXXXXXXXXX${t.last4}`,
    CARD_ENT_METH: 'G',
    BATCH_ID: String(t.batch),
  };
}
