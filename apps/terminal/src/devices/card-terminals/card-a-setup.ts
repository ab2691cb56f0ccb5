/**
 * How this terminal talks to card terminal A (docs/decisions.md §60): through the print helper's device relay when
 * the terminal has a print helper (the pinpad answers no CORS preflight, so a page cannot read it), straight from the
 * page when the terminal setting card_a_direct is 'true' (a pinpad or a wrapper that does answer CORS). And the
 * payment type's codes: its transaction_type names debit (DB00 sale, DB01 return instead of CCR1, CCR9) and may name
 * the void code (`void=CCR7`), which no public source confirms for the pinpad; CCRX, EPX's void, by default.
 */
import { PAYMENT_BEHAVIOR, type PaymentType } from '@opentill/contracts';
import { storedTerminal } from '../../data/connection.ts';
import { printingConfigFrom } from '../printing/printer-config.ts';
import { storedHelperToken } from '../printing/print-helper-client.ts';
import type { DeviceRelay } from './device-call.ts';

export const CARD_A_DEFAULT_VOID = 'CCRX';

/** Codes a void must never be: a sale, a pre-authorisation (a new hold on the card), a return, the batch close. */
const NOT_A_VOID: ReadonlySet<string> = new Set(['CCR1', 'CCR2', 'CCR9', 'DB00', 'DB01', 'CCRZ']);

export interface CardACodes {
  readonly sale: 'CCR1' | 'DB00';
  readonly refund: 'CCR9' | 'DB01';
  readonly void: string;
}

/** The codes a payment type's transaction_type setting chooses, e.g. "debit", "credit, void=CCR7". */
export function cardACodes(setting: string | null | undefined): CardACodes {
  const words = (setting ?? '')
    .split(/[\s,;]+/)
    .map((word) => word.trim().toUpperCase())
    .filter(Boolean);
  const debit = words.includes('DEBIT');
  const chosen = words.map((word) => /^(?:VOID|REVERSAL)=([A-Z0-9]{4})$/.exec(word)?.[1]).find(Boolean);
  return {
    sale: debit ? 'DB00' : 'CCR1',
    refund: debit ? 'DB01' : 'CCR9',
    void: chosen && !NOT_A_VOID.has(chosen) ? chosen : CARD_A_DEFAULT_VOID,
  };
}

interface StoredTerminal {
  payment_types?: PaymentType[];
  db_settings?: { name: string; value: string }[];
  printer_server_ip?: string | null;
}

function stored(): StoredTerminal | null {
  try {
    return storedTerminal<StoredTerminal>();
  } catch {
    // No localStorage (a test in node).
    return null;
  }
}

/** The transaction_type of the card A payment type at this url, when the caller did not pass it. */
export function storedCardASetting(url: string): string | null {
  const type = stored()?.payment_types?.find(
    (candidate) => candidate.behavior === PAYMENT_BEHAVIOR.CARD_A && candidate.url === url,
  );
  return type?.transaction_type ?? null;
}

/** The relay this terminal's card A calls go through, or null for the page's own fetch. */
export function storedCardARelay(): DeviceRelay | null {
  const terminal = stored();
  if (!terminal) return null;
  const settings = new Map((terminal.db_settings ?? []).map((setting) => [setting.name, setting.value] as const));
  if (settings.get('card_a_direct') === 'true') return null;
  const { helperUrl } = printingConfigFrom(terminal);
  return helperUrl ? { helperUrl, token: storedHelperToken() } : null;
}
