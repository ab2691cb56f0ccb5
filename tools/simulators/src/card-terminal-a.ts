import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { ROGUE_CARD } from './behaviour.ts';
import type { DeviceAnswer, DeviceHandler } from './http-device.ts';
import { amountToCents, centsToAmount, type SimTransaction, type TransactionJournal } from './transactions.ts';

/**
 * Card terminal A: XML over HTTP (seed 001 §7.5, §7.7, seed 002 §7 batch close). Transaction types — the seeds
 * name CCR1..CCR9 without meaning, so we fix them here and in docs/simulators.md:
 *   CCR1 sale, CCR2 refund by original guid/batch/number, CCR9 void (reversal) by original guid,
 *   CCR7 status of a transaction by REFERENCE (asked before any retry, so nothing is charged twice),
 *   CCRZ batch close.
 * Answers carry AUTH_RESP ('00' approved) and AUTH_RESP_TEXT.
 */
const parser = new XMLParser({ parseTagValue: false, trimValues: true });
const builder = new XMLBuilder({ format: false });

interface Detail {
  TRANSACTION_TYPE?: string;
  AMOUNT?: string;
  TIP_AMOUNT?: string;
  REFERENCE?: string;
  ORIG_AUTH_GUID?: string;
}

const xml = (response: Record<string, string | number>, status = 200): DeviceAnswer => ({
  status,
  contentType: 'text/xml',
  body: String(builder.build({ response })),
});

const transactionFields = (t: SimTransaction) => ({
  AUTH_RESP: t.approved ? '00' : '05',
  AUTH_RESP_TEXT: t.approved ? 'APPROVED' : 'DECLINED',
  AUTH_CODE: t.authCode,
  AUTH_GUID: t.guid,
  BATCH_NUM: t.batch,
  TRANS_NUM: t.number,
  AUTH_AMOUNT: centsToAmount(t.amountCents),
  TIP_AMOUNT: centsToAmount(t.tipCents),
  CARD_TYPE: t.brand,
  LAST4: t.last4,
  ENTRY_METHOD: t.entry,
  REFERENCE: t.reference,
});

export function cardTerminalA(journal: TransactionJournal): DeviceHandler {
  return ({ method, body, behaviour }) => {
    if (method !== 'POST') return xml({ AUTH_RESP: '99', AUTH_RESP_TEXT: 'POST an XML request' }, 405);
    let detail: Detail | undefined;
    try {
      detail = (parser.parse(body) as { request?: { detail?: Detail } }).request?.detail;
    } catch {
      detail = undefined;
    }
    if (!detail?.TRANSACTION_TYPE) return xml({ AUTH_RESP: '99', AUTH_RESP_TEXT: 'MALFORMED REQUEST' }, 400);
    const type = detail.TRANSACTION_TYPE;
    const reference = detail.REFERENCE ?? '';

    if (type === 'CCR7') {
      const found = journal.find(reference);
      return found
        ? xml(transactionFields(found))
        : xml({ AUTH_RESP: 'NF', AUTH_RESP_TEXT: 'NOT FOUND', REFERENCE: reference });
    }
    if (type === 'CCRZ') {
      const count = journal.all().filter((t) => t.approved).length;
      return xml({ AUTH_RESP: '00', AUTH_RESP_TEXT: `BATCH 1 CLOSED, ${count} TRANSACTIONS` });
    }
    if (type === 'CCR9' || type === 'CCR2') {
      const original = detail.ORIG_AUTH_GUID ? journal.findByGuid(detail.ORIG_AUTH_GUID) : undefined;
      if (!original?.approved) return xml({ AUTH_RESP: '25', AUTH_RESP_TEXT: 'ORIGINAL NOT FOUND' });
      const approved = behaviour !== 'decline';
      // A void reverses the whole charge; a refund returns AMOUNT when given (a partial return), else the whole.
      const asked = type === 'CCR2' && detail.AMOUNT ? amountToCents(detail.AMOUNT) : Number.NaN;
      const done = journal.record({
        reference: reference || `${original.reference}-${type}`,
        kind: type === 'CCR9' ? 'void' : 'return',
        approved,
        amountCents: -Math.abs(Number.isFinite(asked) ? asked : original.amountCents),
        tipCents: 0,
      });
      return behaviour === 'drop-after-approve' ? 'drop' : xml(transactionFields(done));
    }
    if (type !== 'CCR1') return xml({ AUTH_RESP: '12', AUTH_RESP_TEXT: `UNSUPPORTED ${type}` });

    const amountCents = amountToCents(detail.AMOUNT);
    const tipCents = detail.TIP_AMOUNT ? amountToCents(detail.TIP_AMOUNT) : 0;
    if (!Number.isFinite(amountCents) || !Number.isFinite(tipCents)) {
      return xml({ AUTH_RESP: '13', AUTH_RESP_TEXT: 'INVALID AMOUNT' });
    }
    const sale = journal.record({ reference, kind: 'sale', approved: behaviour !== 'decline', amountCents, tipCents });
    if (behaviour === 'drop-after-approve') return 'drop';
    if (behaviour === 'rogue') {
      return xml({
        ...transactionFields(sale),
        CARD_NUMBER: ROGUE_CARD.pan,
        TRACK2: ROGUE_CARD.track2,
        CVV: ROGUE_CARD.cvv,
      });
    }
    return xml(transactionFields(sale));
  };
}
