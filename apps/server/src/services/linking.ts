import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiTokens, linkFailures, terminals, verificationCodes } from '../db/schema.ts';
import { newApiToken, newLinkCode, sha256 } from './secrets.ts';
import { TOKENS_CHANNEL, tokenCacheEvict, tokenCacheGet, tokenCachePut } from './token-cache.ts';

/** Issue 4 §2: a link code is valid 10 minutes. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed per client address in the window before 429 (issue 4 §2; the million codes cannot be walked). */
export const LINK_FAILURE_LIMIT = 10;
export const LINK_FAILURE_WINDOW_MS = 10 * 60 * 1000;

/** Makes a fresh single-use code for a terminal; unknown store/terminal pairs are refused. */
export async function linkCodeCreate(
  db: Database,
  storeId: number,
  terminalId: number,
  now = new Date(),
): Promise<string> {
  const [terminal] = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(and(eq(terminals.id, terminalId), eq(terminals.storeId, storeId)));
  if (!terminal) throw new Error(`Terminal ${terminalId} of store ${storeId} not found`);
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
  // Retry on the (rare) clash with another live code, so a code always names exactly one terminal.
  for (;;) {
    const code = newLinkCode();
    const codeHash = sha256(code);
    const [clash] = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.codeHash, codeHash), isNull(verificationCodes.usedAt)));
    if (clash) continue;
    await db
      .insert(verificationCodes)
      .values({ storeId, terminalId, codeHash, expiresAt: new Date(now.getTime() + LINK_CODE_TTL_MS) });
    return code;
  }
}

/** Seconds until this address may try again, or 0 when under the limit. */
export async function linkRetryAfter(db: Database, address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LINK_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(linkFailures.createdAt) })
    .from(linkFailures)
    .where(and(eq(linkFailures.address, address), gt(linkFailures.createdAt, since)));
  if (!row || row.n < LINK_FAILURE_LIMIT || !row.oldest) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + LINK_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Redeems a code: single use (the UPDATE marks it used only if still unused and unexpired, so two concurrent
 * redemptions cannot both win) and answers a new API token, or null for a wrong, used or expired code.
 */
export async function linkCodeRedeem(
  db: Database,
  code: string,
  address: string,
  now = new Date(),
): Promise<{ token: string; storeId: number; terminalId: number } | null> {
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.codeHash, sha256(code)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ storeId: verificationCodes.storeId, terminalId: verificationCodes.terminalId });
  if (!used) {
    await db.insert(linkFailures).values({ address, createdAt: now });
    return null;
  }
  const token = await apiTokenCreate(db, used.storeId, used.terminalId);
  return { token, ...used };
}

export async function apiTokenCreate(db: Database, storeId: number, terminalId: number): Promise<string> {
  const token = newApiToken();
  await db.insert(apiTokens).values({ storeId, terminalId, tokenHash: sha256(token) });
  return token;
}

/** Evicts revoked tokens from every instance's cache: here at once, elsewhere through NOTIFY. */
async function revokedAnnounce(db: Database, hashes: string[]): Promise<void> {
  for (const hash of hashes) {
    tokenCacheEvict(hash);
    await db.execute(sql`select pg_notify(${TOKENS_CHANNEL}, ${hash})`);
  }
}

/** Revokes a token (issue 4 §3); the next request with it gets 401. */
export async function apiTokenRevoke(db: Database, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(eq(apiTokens.tokenHash, sha256(token)))
    .returning({ hash: apiTokens.tokenHash });
  await revokedAnnounce(
    db,
    rows.map((row) => row.hash),
  );
  return rows.length > 0;
}

/** Revokes every token of a terminal (a lost or replaced device); answers how many. */
export async function apiTokensRevokeTerminal(
  db: Database,
  storeId: number,
  terminalId: number,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.storeId, storeId), eq(apiTokens.terminalId, terminalId), isNull(apiTokens.revokedAt)))
    .returning({ hash: apiTokens.tokenHash });
  await revokedAnnounce(
    db,
    rows.map((row) => row.hash),
  );
  return rows.length;
}

/** The store and terminal of a live token, or null; recently seen tokens come from the cache. */
export async function apiTokenLookup(
  db: Database,
  token: string,
): Promise<{ storeId: number; terminalId: number } | null> {
  const hash = sha256(token);
  const cached = tokenCacheGet(hash);
  if (cached) return cached;
  const [row] = await db
    .select({ storeId: apiTokens.storeId, terminalId: apiTokens.terminalId })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)));
  if (row) tokenCachePut(hash, row);
  return row ?? null;
}
