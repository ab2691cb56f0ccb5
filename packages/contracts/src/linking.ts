import { z } from 'zod';

/** Seed 000 §5: the terminal verification code is exactly 6 digits, digits only. */
export const VERIFICATION_CODE_LENGTH = 6;

/** POST /api/terminal/verify/ body (seed 000 §7). */
export const verifyRequest = z.strictObject({
  verification_code: z.string().regex(/^\d{6}$/, 'must be exactly 6 digits'),
});
export type VerifyRequest = z.infer<typeof verifyRequest>;

/** POST /api/terminal/verify/ answer (seed 000 §3 "Verify response"). api_token goes in `Authorization: Token …`. */
export const verifyResponse = z.object({
  domain_name: z.string(),
  api_token: z.string(),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

/** The token a demo terminal uses; it sends no Authorization header (seed 000 §4 Demo mode). */
export const DEMO_TOKEN = 'demo';
