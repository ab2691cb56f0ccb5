import crypto from 'node:crypto';

/** SHA-256 hex: link codes and API tokens are stored only this way (issue 4 §2-3). */
export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** A 256-bit random API token (issue 4 §3), URL-safe. */
export function newApiToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A uniformly random 6-digit code (seed 000 §5: exactly 6 digits). */
export function newLinkCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}
