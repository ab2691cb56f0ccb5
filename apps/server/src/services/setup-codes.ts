import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accounts, setupCodes } from '../db/schema.ts';
import { sha256 } from './secrets.ts';

/** A set-up code is good for this long after the start that printed it (issue 16 §3: it expires). */
export const SETUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A new one-time set-up code (issue 16 §3), 128 random bits, URL-safe; kept as SHA-256 only. Printed by each start
 * while no account exists; codes of other starts (another instance on the same PostgreSQL) stay good until one is
 * used, which ends them all.
 */
export async function setupCodeCreate(db: Database, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const code = crypto.randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_CODE_TTL_MS);
  await db.insert(setupCodes).values({ codeHash: sha256(code), expiresAt, createdAt: now });
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
 * wins), and ends every other unused code. Call inside the set-up's transaction, so a failed set-up leaves the code good.
 */
export async function setupCodeRedeem(db: Database, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(setupCodes)
    .set({ usedAt: now })
    .where(and(eq(setupCodes.codeHash, sha256(code)), isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)))
    .returning({ id: setupCodes.id });
  if (rows.length === 0) return false;
  // The server is set up: every other link printed so far ends too.
  await db
    .update(setupCodes)
    .set({ expiresAt: now })
    .where(and(isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)));
  return true;
}

/**
 * The set-up link a start prints (issue 16 §3) while no dashboard account exists, e.g.
 * http://localhost:8080/dashboard/setup?code=...; null once the server is set up.
 */
export async function setupLinkForStart(db: Database, baseUrl: string, now = new Date()): Promise<string | null> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  if (account) return null;
  const { code } = await setupCodeCreate(db, now);
  return `${baseUrl.replace(/\/+$/, '')}/dashboard/setup?code=${code}`;
}
