import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { setupCodes } from '../db/schema.ts';
import { sha256 } from './secrets.ts';

/** A set-up code is good for this long after the start that printed it (issue 16 §3: it expires). */
export const SETUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A new one-time set-up code (issue 16 §3), 128 random bits, URL-safe; kept as SHA-256 only. Older unused codes end
 * now: only the link printed by the latest start works.
 */
export async function setupCodeCreate(db: Database, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const code = crypto.randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(setupCodes)
      .set({ expiresAt: now })
      .where(and(isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)));
    await tx.insert(setupCodes).values({ codeHash: sha256(code), expiresAt, createdAt: now });
  });
  return { code, expiresAt };
}

/** Whether a code is unused and unexpired (the Set-up screen asks before showing its form). */
export async function setupCodeValid(db: Database, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: setupCodes.id })
    .from(setupCodes)
    .where(and(eq(setupCodes.codeHash, sha256(code)), isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses a code up: single use (the UPDATE marks it only while unused and unexpired, so of two concurrent set-ups one
 * wins). Call inside the set-up's transaction, so a failed set-up leaves the code good.
 */
export async function setupCodeRedeem(db: Database, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(setupCodes)
    .set({ usedAt: now })
    .where(and(eq(setupCodes.codeHash, sha256(code)), isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)))
    .returning({ id: setupCodes.id });
  return rows.length > 0;
}
