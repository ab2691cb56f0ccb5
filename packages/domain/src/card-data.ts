/**
 * Card data scrubbing (issue 8 §1, ARCHITECTURE.md safety): a payment keeps only last four, brand, entry type, auth
 * code and a scrubbed processor response. Whatever a device answers, no card number, track data or CVV reaches
 * IndexedDB, the server or a log line.
 */

/** Field names that carry card data beyond the last four: removed whole from a processor response. */
const CARD_FIELDS =
  /^(card_?number|pan|account_?number|acct_?num|track\d?(_?data)?|cvv\d?|cvc\d?|cid|cv2|security_?code|first4|bin|expiration_?date|exp_?date|expiry|name|cardholder(_?name)?)$/i;

/** Runs of 13 to 19 digits, also when written in groups ("4111 1111 1111 1111", "4111-1111-..."). */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

/** Track data: ";PAN=YYMM...?" (track 2) and "%B...^NAME^...?" (track 1). */
const TRACK = /%B[^?]*\?|;\d{12,19}=[^?]*\?/g;

/**
 * A transaction GUID (8-4-4-4-12 hex). Its digit groups can join into a "grouped" 13–19-digit run (…15250-1042-4854-90…,
 * about 1 GUID in 40): removing it broke card A's void and refund, which find the original by its AUTH_GUID.
 */
const GUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

export const REMOVED = '[removed]';

const scrubPart = (text: string) => text.replace(TRACK, REMOVED).replace(DIGIT_RUN, REMOVED);

/** A text with every track and 13–19-digit run replaced; GUIDs are kept whole. */
export function scrubText(text: string): string {
  let scrubbed = '';
  let from = 0;
  for (const match of text.matchAll(GUID)) {
    scrubbed += scrubPart(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return scrubbed + scrubPart(text.slice(from));
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  // A card number sent as a JSON number is as bad as one sent as text.
  if (typeof value === 'number') return /\d{13,}/.test(String(value)) ? REMOVED : value;
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (CARD_FIELDS.test(key)) continue;
      kept[key] = scrubValue(inner);
    }
    return kept;
  }
  return value;
}

/** The processor response to store: JSON text of the answer without card fields, track data or long digit runs. */
export function scrubProcessorResponse(answer: unknown): string {
  return JSON.stringify(scrubValue(answer));
}

/** Last four digits when the device gave exactly that (anything longer is not trusted as last four). */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function lastFour(value: unknown): string | undefined {
  const text = textOf(value).trim();
  if (/^\d{4}$/.test(text)) return text;
  // A device that sends the full number here still only gives us its last four.
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 && digits.length <= 19 ? digits.slice(-4) : undefined;
}

/** A short text field for the payment (brand, entry type, auth code), scrubbed and cut to 64 characters. */
export function shortField(value: unknown): string | undefined {
  const text = textOf(value);
  return text === '' ? undefined : scrubText(text).slice(0, 64);
}

/** Luhn check of a digit string (used by tests that scan storage and logs for card numbers). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Every 13–19-digit Luhn-valid run in a text: what a card number looks like. */
export function cardNumbersIn(text: string): string[] {
  return [...text.matchAll(/\d{13,19}/g)].map((match) => match[0]).filter(luhnValid);
}
