/**
 * Close Batch (seed 002 §7 "Card terminal batch close"; docs/simulators.md CCRZ): a POST of text/plain XML with a
 * detail block whose transaction type is CCRZ to the card terminal A payment type's url; AUTH_RESP 00 is success.
 * The result texts are the seeds' (seed 002 §8 Batch close).
 */
import { PAYMENT_BEHAVIOR, type PaymentType } from '@opentill/contracts';
import { storedTerminal } from '../../data/connection.ts';

/** none: no card terminal A payment type; success / failed by AUTH_RESP; error: the request itself failed. */
export type BatchResult = { kind: 'none' | 'success' | 'failed' | 'error'; text: string };

/** Decided: the same 60 s as card terminal A's other requests (seed 001 §7). */
const BATCH_TIMEOUT_MS = 60_000;

const field = (xml: string, name: string): string | null => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? (match[1] ?? '').trim() : null;
};

export async function batchClose(fetcher: typeof fetch = fetch): Promise<BatchResult> {
  const types = storedTerminal<{ payment_types?: PaymentType[] }>()?.payment_types ?? [];
  const cardA = types.find((type) => type.behavior === PAYMENT_BEHAVIOR.CARD_A && type.url);
  if (!cardA?.url) return { kind: 'none', text: '' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BATCH_TIMEOUT_MS);
  try {
    const response = await fetcher(cardA.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '<request><detail><TRANSACTION_TYPE>CCRZ</TRANSACTION_TYPE></detail></request>',
      signal: controller.signal,
    });
    const xml = await response.text();
    const code = field(xml, 'AUTH_RESP');
    const text = field(xml, 'AUTH_RESP_TEXT') ?? '';
    if (code === '00') return { kind: 'success', text };
    return { kind: 'failed', text: text || `HTTP ${String(response.status)}` };
  } catch (error) {
    return { kind: 'error', text: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
