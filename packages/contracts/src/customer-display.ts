import { z } from 'zod';

/**
 * Customer-display signalling (seed 002 §3/§7): the terminal writes a message (form fields message, terminal,
 * key) and the display polls for it by key. Form-encoded or JSON bodies are both accepted.
 */
export const writeSyncMessageRequest = z.strictObject({
  message: z.string().min(1).max(20_000),
  terminal: z.coerce.number().int().min(1),
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
