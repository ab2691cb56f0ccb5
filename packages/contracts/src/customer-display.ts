import { z } from 'zod';
import { id, multilineText } from './wire.ts';

/**
 * Customer-display signalling (seed 002 §3/§7): the terminal writes a message (form fields message, terminal,
 * key) and the display polls for it by key. Form-encoded or JSON bodies are both accepted.
 */
export const writeSyncMessageRequest = z.strictObject({
  message: multilineText(20_000).min(1),
  /** A terminal of the caller's store (issue 14 §9); a row id, so 2^31 and above is 400 (it was a 500). */
  terminal: z.coerce.number().pipe(id),
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export const writeSyncMessageResponse = z.object({ key: z.string() });

export const getSyncMessageRequest = z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** active: a message waits under the key; answer: the peer's answer, or null. */
export const getSyncMessageResponse = z.object({
  active: z.boolean(),
  answer: z.string().nullable(),
  message: z.string().nullable(),
});

/** The pairing key a terminal shows beside its connection code: 6 digits (docs/decisions.md, customer display). */
const pairingKey = z.string().regex(/^\d{6}$/, 'must be 6 digits');
/** The connection code: the terminal id padded to 6 digits (seed 000 §5); longer ids are typed whole. */
const connectionCode = z.string().regex(/^\d{1,10}$/, 'must be digits');

/**
 * The terminal's sync message (seed 002 §3 message) as this project writes it: JSON text of the pairing key it shows
 * and its WebRTC offer. A message without a pairing key can never be joined by a display.
 */
export const displayOfferMessage = z.object({
  pairing_key: pairingKey,
  offer: z.string().min(1).max(19_000),
  /** The terminal setting customer_display_stun, for the display to use too (none on a LAN). */
  stun: z
    .array(
      z
        .string()
        .regex(/^stuns?:/)
        .max(200),
    )
    .max(4)
    .optional(),
});
export type DisplayOfferMessage = z.infer<typeof displayOfferMessage>;

/** The display (no token) asks for its terminal's current offer with the code and the pairing key it was shown. */
export const displayOfferRequest = z.strictObject({ code: connectionCode, pairing_key: pairingKey });
/** offer: null while the terminal has no fresh unanswered offer (the display polls again in 2 s). */
export const displayOfferResponse = z.object({
  key: z.string().nullable(),
  offer: z.string().nullable(),
  stun: z.array(z.string()).optional(),
});

/** The display's answer to the offer under key (the seeds' answer of the sync message). */
export const displayAnswerRequest = z.strictObject({
  code: connectionCode,
  pairing_key: pairingKey,
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  answer: multilineText(20_000).min(1),
});
export const displayAnswerResponse = z.object({ key: z.string() });
