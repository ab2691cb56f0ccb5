import { ROGUE_CARD } from './behaviour.ts';
import type { DeviceAnswer, DeviceHandler } from './http-device.ts';
import { amountToCents, type SimTransaction, type TransactionJournal } from './transactions.ts';

/**
 * Card terminal B: the REST proxy of seed 001 §7.6. POST /Sale and /Return with JSON {Amount, TipAmount,
 * PaymentType, ReferenceId, InvoiceNumber, ...}; answers GeneralResponse.StatusCode '0000' when approved, with
 * Amounts, CardData, AuthCode, TransactionType and ReferenceId. POST /Status {ReferenceId} answers the recorded
 * transaction, so a client whose answer was lost can ask before trying again.
 */
interface SaleBody {
  Amount?: number | string;
  TipAmount?: number | string;
  ReferenceId?: string;
}

const json = (value: unknown, status = 200): DeviceAnswer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

function answer(t: SimTransaction, extraCard: Record<string, string> = {}) {
  return {
    GeneralResponse: t.approved
      ? { StatusCode: '0000', Message: 'Approved', DetailedMessage: 'Approved' }
      : {
          StatusCode: '2001',
          Message: 'Declined',
          DetailedMessage: 'Payment declined, please select or swipe another card',
        },
    Amounts: {
      TotalAmount: (t.amountCents + t.tipCents) / 100,
      Amount: t.amountCents / 100,
      TipAmount: t.tipCents / 100,
    },
    CardData: {
      Last4: t.last4,
      CardType: 'Visa',
      EntryType: 'Chip',
      First4: '4111',
      BIN: '411111',
      ExpirationDate: '1230',
      Name: 'TEST CARD',
      ...extraCard,
    },
    AuthCode: t.authCode,
    TransactionType: t.kind === 'sale' ? 'Sale' : 'Return',
    ReferenceId: t.reference,
  };
}

export function cardTerminalB(journal: TransactionJournal): DeviceHandler {
  return ({ method, path: fullPath, body, behaviour }) => {
    // The proxy's base URL may carry a path (http://host:8082/card-b); the endpoint is its last segment.
    const path = fullPath.slice(fullPath.lastIndexOf('/'));
    if (method !== 'POST') return json({ GeneralResponse: { StatusCode: '9999', Message: 'POST only' } }, 405);
    let parsed: SaleBody;
    try {
      parsed = JSON.parse(body) as SaleBody;
    } catch {
      return json({ GeneralResponse: { StatusCode: '1001', Message: 'Malformed JSON' } }, 400);
    }
    const reference = String(parsed.ReferenceId ?? '');
    if (path === '/Status') {
      const found = journal.find(reference);
      return found
        ? json(answer(found))
        : json({ GeneralResponse: { StatusCode: '2008', Message: 'Transaction not found' }, ReferenceId: reference });
    }
    if (path !== '/Sale' && path !== '/Return')
      return json({ GeneralResponse: { StatusCode: '1002', Message: 'Unknown endpoint' } }, 404);
    const amountCents = amountToCents(parsed.Amount);
    const tipCents = parsed.TipAmount === undefined ? 0 : amountToCents(parsed.TipAmount);
    if (!Number.isFinite(amountCents) || amountCents < 0 || !Number.isFinite(tipCents)) {
      return json({ GeneralResponse: { StatusCode: '1003', Message: 'Invalid amount' } });
    }
    const kind = path === '/Sale' ? 'sale' : 'return';
    const recorded = journal.record({
      reference,
      kind,
      approved: behaviour !== 'decline',
      amountCents: kind === 'return' ? -amountCents : amountCents,
      tipCents,
    });
    if (behaviour === 'drop-after-approve') return 'drop';
    if (behaviour === 'rogue') {
      return json(answer(recorded, { CardNumber: ROGUE_CARD.pan, Track2: ROGUE_CARD.track2, CVV: ROGUE_CARD.cvv }));
    }
    return json(answer(recorded));
  };
}
