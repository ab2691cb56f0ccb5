import { z } from 'zod';

/** GET /api/health answer. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'database unavailable']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
