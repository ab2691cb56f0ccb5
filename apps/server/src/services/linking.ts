import { and, asc, count, eq, gt, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiTokens, linkFailures, stores, terminals, verificationCodes } from '../db/schema.ts';
import { newApiToken, newLinkCode, sha256 } from './secrets.ts';
import { TOKENS_CHANNEL, tokenCacheEvict, tokenCacheGet, tokenCachePut, type TokenOwner } from './token-cache.ts';

/** Issue 4 §2: a link code is valid 10 minutes. */
export const LINK_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes allowed per client address in the window before 429 (issue 4 §2; the million codes cannot be walked). */
export const LINK_FAILURE_LIMIT = 10;
export const LINK_FAILURE_WINDOW_MS = 10 * 60 * 1000;
/**
 * Wrong codes allowed from all addresses together in the window (issue 14 §4): the codes of every store share one
 * space of a million, so whoever controls many addresses still gets at most this many guesses per window (a live code
 * is found with odds of 1 in 10,000 per window). Past it every verify answers 429 until the window moves on, a right
 * code too (else a guess would still learn its answer): a flood can delay linking by minutes, never open it.
 */
export const LINK_GLOBAL_FAILURE_LIMIT = 100;
/** Failures older than this are deleted when a new one is written, so the table stays small. */
const LINK_FAILURE_KEEP_MS = 24 * 60 * 60 * 1000;
/** Serialises verify attempts across instances, so concurrent guesses cannot all pass the limit check first. */
const LINK_ATTEMPT_LOCK = 7411003;

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

/** Seconds until the window holding `oldest` lets another attempt through. */
function secondsLeft(oldest: Date | string | null, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + LINK_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Seconds until this address may try again, or 0 when under both limits: the address's own and the ceiling of all
 * addresses together (issue 14 §4).
 */
export async function linkRetryAfter(db: Database, address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LINK_FAILURE_WINDOW_MS);
  const inWindow = and(gt(linkFailures.createdAt, since), lte(linkFailures.createdAt, now));
  const [mine] = await db
    .select({ n: count(), oldest: min(linkFailures.createdAt) })
    .from(linkFailures)
    .where(and(eq(linkFailures.address, address), inWindow));
  if (mine && mine.n >= LINK_FAILURE_LIMIT) return secondsLeft(mine.oldest, now);
  const [all] = await db.select({ n: count() }).from(linkFailures).where(inWindow);
  if (!all || all.n < LINK_GLOBAL_FAILURE_LIMIT) return 0;
  // The window frees a place when its oldest failures leave it: the (n - limit + 1)-th oldest, so the answer holds.
  const [freeing] = await db
    .select({ at: linkFailures.createdAt })
    .from(linkFailures)
    .where(inWindow)
    .orderBy(asc(linkFailures.createdAt))
    .offset(all.n - LINK_GLOBAL_FAILURE_LIMIT)
    .limit(1);
  return secondsLeft(freeing?.at ?? null, now);
}

export type LinkAttempt =
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'wrong' }
  | { kind: 'linked'; token: string; storeId: number; terminalId: number };

/**
 * One verify attempt (POST /api/terminal/verify/): the limits are checked and the code redeemed under one lock, so
 * a burst of concurrent guesses is counted one after the other and cannot pass the limits together.
 */
export async function linkAttempt(db: Database, code: string, address: string, now = new Date()): Promise<LinkAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_ATTEMPT_LOCK})`);
    const retryAfter = await linkRetryAfter(tx, address, now);
    if (retryAfter > 0) return { kind: 'limited', retryAfter };
    const linked = await linkCodeRedeem(tx, code, address, now);
    return linked ? { kind: 'linked', ...linked } : { kind: 'wrong' };
  });
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
    await db.delete(linkFailures).where(lt(linkFailures.createdAt, new Date(now.getTime() - LINK_FAILURE_KEEP_MS)));
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

/**
 * The store and terminal of a live token (and whether that store is the demo store), or null; recently seen tokens
 * come from the cache without a hash or a database round trip.
 */
export async function apiTokenLookup(db: Database, token: string): Promise<TokenOwner | null> {
  const cached = tokenCacheGet(token);
  if (cached) return cached;
  const hash = sha256(token);
  const [row] = await db
    .select({ storeId: apiTokens.storeId, terminalId: apiTokens.terminalId, demo: stores.demo })
    .from(apiTokens)
    .innerJoin(stores, eq(stores.id, apiTokens.storeId))
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)));
  if (row) tokenCachePut(token, hash, row);
  return row ?? null;
}

/** The cached owner of a token, or null when it must be looked up: the auth hook's path without a promise. */
export function apiTokenCached(token: string): TokenOwner | null {
  return tokenCacheGet(token);
}
