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
