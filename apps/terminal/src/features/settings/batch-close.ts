/**
 * Close Batch (seed 002 §7 "Card terminal batch close"; docs/simulators.md): CCRZ to the card terminal A payment
 * type's url, as text/plain XML, through the print helper's relay like every card A call (devices/card-terminals
 * card-a.ts); AUTH_RESP 00 is success. The result texts are the seeds' (seed 002 §8 Batch close).
 */
import { PAYMENT_BEHAVIOR, type PaymentType } from '@opentill/contracts';
import { storedTerminal } from '../../data/connection.ts';
import { cardABatchClose, type CardABatchResult } from '../../devices/card-terminals/index.ts';

/** none: no card terminal A payment type; success / failed by AUTH_RESP; error: the request itself failed. */
export type BatchResult = { kind: 'none'; text: string } | CardABatchResult;

export async function batchClose(fetcher?: typeof fetch): Promise<BatchResult> {
  const types = storedTerminal<{ payment_types?: PaymentType[] }>()?.payment_types ?? [];
  const cardA = types.find((type) => type.behavior === PAYMENT_BEHAVIOR.CARD_A && type.url);
  if (!cardA?.url) return { kind: 'none', text: '' };
  return cardABatchClose(cardA.url, fetcher ? { fetch: fetcher } : {});
}
