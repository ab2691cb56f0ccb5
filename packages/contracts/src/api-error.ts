import { z } from 'zod';

/** Every non-200 answer of the API: a machine key, the offending field when there is one, and a message. */
export const apiError = z.object({
  error: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiError>;
