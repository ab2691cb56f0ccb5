import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AccountRole, AccountRow } from '@opentill/contracts';
import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountStores, accounts, businesses, dashboardSessions, signInFailures, stores } from '../db/schema.ts';
import type { DashboardAccountContext } from '../http/dashboard-auth.ts';
import { HttpError } from '../http/errors.ts';
import { auditRecord } from './audit.ts';
import { sessionsRevokeAccount } from './dashboard-sessions.ts';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane; the library's defaults, written out so a change of
 * default never weakens new hashes). The hash string carries its parameters, so old hashes still verify.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Wrong passwords in a row that lock an account ... */
export const LOCKOUT_AFTER = 5;
/** ... for this long. */
export const LOCKOUT_MS = 15 * 60 * 1000;
/** Failed sign-ins from one address (any emails) within the window before that address must wait. */
export const SIGN_IN_ADDRESS_LIMIT = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export async function passwordHash(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function passwordVerify(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown: both answers take the same time. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= passwordHash(crypto.randomBytes(24).toString('base64url'));
  return decoyHash;
}

/** Emails are kept lower-cased and trimmed: one account per address, whatever case it is typed in. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A password the server makes for a new account (shown once to the owner): 20 characters, ~119 bits. */
export function newInitialPassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}

/** The stores an account may see (every store of the business for an owner), ascending. */
export async function accountStoreIds(
  db: Database,
  account: { id: number; businessId: number; role: string },
): Promise<number[]> {
  if (account.role === 'owner') {
    const rows = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.businessId, account.businessId))
      .orderBy(asc(stores.id));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: stores.id })
    .from(accountStores)
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .where(and(eq(accountStores.accountId, account.id), eq(stores.businessId, account.businessId)))
    .orderBy(asc(stores.id));
  return rows.map((row) => row.id);
}

/** The request context of an account (request.account), or null when it is gone or disabled. */
export async function accountContext(db: Database, accountId: number): Promise<DashboardAccountContext | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row || row.disabledAt) return null;
  const role: AccountRole = row.role === 'owner' ? 'owner' : 'manager';
  return {
    id: row.id,
    businessId: row.businessId,
    role,
    email: row.email,
    name: row.name,
    language: row.language,
    storeIds: await accountStoreIds(db, { id: row.id, businessId: row.businessId, role }),
  };
}

/** What the session hook needs of a request: its session and the account's context, or null when either is gone. */
export interface SessionContext {
  session: { id: number; accountId: number; lastSeenAt: Date };
  account: DashboardAccountContext;
}

/**
 * The session of a cookie token and its account's context in one statement (issue 16 benchmark: the session, the
 * account and its stores were three round trips before every dashboard answer, 4 ms of a 6 ms report). The same rules
 * as sessionLookup (live, not revoked, not idle) and accountContext (not disabled; an owner sees every store of the
 * business, a manager its listed ones).
 */
export async function sessionContext(db: Database, tokenHash: string, idleSince: Date, now: Date) {
  const [row] = await db
    .select({
      sessionId: dashboardSessions.id,
      lastSeenAt: dashboardSessions.lastSeenAt,
      id: accounts.id,
      businessId: accounts.businessId,
      role: accounts.role,
      email: accounts.email,
      name: accounts.name,
      language: accounts.language,
      storeIds: sql<number[]>`array(select s.id from ${stores} s where s.business_id = ${accounts.businessId}
        and (${accounts.role} = 'owner' or exists (select 1 from ${accountStores} x
          where x.account_id = ${accounts.id} and x.store_id = s.id)) order by s.id)`,
    })
    .from(dashboardSessions)
    .innerJoin(accounts, eq(accounts.id, dashboardSessions.accountId))
    .where(
      and(
        eq(dashboardSessions.tokenHash, tokenHash),
        isNull(dashboardSessions.revokedAt),
        gt(dashboardSessions.expiresAt, now),
        gt(dashboardSessions.lastSeenAt, idleSince),
        isNull(accounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const role: AccountRole = row.role === 'owner' ? 'owner' : 'manager';
  const context: SessionContext = {
    session: { id: row.sessionId, accountId: row.id, lastSeenAt: row.lastSeenAt },
    account: {
      id: row.id,
      businessId: row.businessId,
      role,
      email: row.email,
      name: row.name,
      language: row.language,
      storeIds: (row.storeIds ?? []).map(Number),
    },
  };
  return context;
}

/** The account, its business name and its stores as the dashboard shows them (contracts dashboardAccount). */
export async function accountAnswer(db: Database, account: DashboardAccountContext) {
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, account.businessId));
  const storeRows = account.storeIds.length
    ? await db
        .select({
          id: stores.id,
          name: stores.name,
          currency_code: stores.currencyCode,
          country: stores.country,
          logo_image_id: stores.logoImageId,
        })
        .from(stores)
        .where(and(inArray(stores.id, account.storeIds), eq(stores.businessId, account.businessId)))
        .orderBy(asc(stores.id))
    : [];
  return {
    id: account.id,
    business_id: account.businessId,
    business_name: business?.name ?? '',
    email: account.email,
    name: account.name,
    role: account.role,
    language: account.language,
    stores: storeRows,
  };
}

export type SignInAttempt =
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'locked'; retryAfter: number; accountId: number; businessId: number }
  | { kind: 'wrong'; accountId?: number; businessId?: number }
  | { kind: 'signed-in'; accountId: number; businessId: number };

/**
 * One sign-in (issue 16 §2): refused for an address with too many failures in the window (any emails: guessing
 * many accounts from one place), for a locked account, and for a wrong password, which counts towards the account's
 * lockout (LOCKOUT_AFTER in a row lock it for LOCKOUT_MS). An unknown email costs the same argon2 work as a known
 * one. Failures per address are counted in the database, so every instance sees them.
 */
export async function signInAttempt(
  db: Database,
  emailTyped: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const email = normalEmail(emailTyped);
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [failures] = await db
    .select({ n: count(), first: sql<string | Date | null>`min(${signInFailures.createdAt})` })
    .from(signInFailures)
    .where(and(eq(signInFailures.address, address), gt(signInFailures.createdAt, windowStart)));
  if ((failures?.n ?? 0) >= SIGN_IN_ADDRESS_LIMIT) {
    const first = failures?.first ? new Date(failures.first).getTime() : now.getTime();
    return { kind: 'limited', retryAfter: Math.max(1, Math.ceil((first + SIGN_IN_WINDOW_MS - now.getTime()) / 1000)) };
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  const failure = async () => {
    await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)));
    await db.insert(signInFailures).values({ address, email: email.slice(0, 254), createdAt: now });
  };
  if (!account || account.disabledAt) {
    await passwordVerify(await decoy(), password);
    await failure();
    return account ? { kind: 'wrong', accountId: account.id, businessId: account.businessId } : { kind: 'wrong' };
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    // Counted for the address too: hammering a locked account is held back like any guessing.
    await failure();
    return {
      kind: 'locked',
      retryAfter: Math.max(1, Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000)),
      accountId: account.id,
      businessId: account.businessId,
    };
  }
  if (await passwordVerify(account.passwordHash, password)) {
    await db.update(accounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(accounts.id, account.id));
    return { kind: 'signed-in', accountId: account.id, businessId: account.businessId };
  }
  await failure();
  // Counted in one statement, so concurrent wrong passwords cannot each read the old count.
  const [counted] = await db
    .update(accounts)
    .set({ failedSignIns: sql`${accounts.failedSignIns} + 1` })
    .where(eq(accounts.id, account.id))
    .returning({ failed: accounts.failedSignIns });
  if ((counted?.failed ?? 0) >= LOCKOUT_AFTER) {
    const lockedUntil = new Date(now.getTime() + LOCKOUT_MS);
    await db.update(accounts).set({ failedSignIns: 0, lockedUntil }).where(eq(accounts.id, account.id));
    return {
      kind: 'locked',
      retryAfter: Math.ceil(LOCKOUT_MS / 1000),
      accountId: account.id,
      businessId: account.businessId,
    };
  }
  return { kind: 'wrong', accountId: account.id, businessId: account.businessId };
}

/** Checks an account's current password (password change); false when wrong. */
export async function accountPasswordMatches(db: Database, accountId: number, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ? passwordVerify(row.passwordHash, password) : false;
}

/** Sets an account's password (hash only) and clears its lockout. */
export async function accountPasswordSet(db: Database, accountId: number, password: string, now = new Date()) {
  await db
    .update(accounts)
    .set({ passwordHash: await passwordHash(password), passwordChangedAt: now, failedSignIns: 0, lockedUntil: null })
    .where(eq(accounts.id, accountId));
}

/** 409 email_taken when an account (of any business: one sign-in form) already has the email. */
export async function emailFreeCheck(db: Database, email: string, field = 'email'): Promise<void> {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, normalEmail(email)))
    .limit(1);
  if (taken) throw new HttpError(409, 'email_taken', 'An account with this email already exists', field);
}

/** 404 (naming the field) unless every id is a store of the business. */
export async function businessStoresCheck(
  db: Database,
  businessId: number,
  storeIds: number[],
  field = 'store_ids',
): Promise<number[]> {
  const wanted = [...new Set(storeIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, wanted), eq(stores.businessId, businessId)));
  if (found.length !== wanted.length) throw new HttpError(404, 'not_found', 'Store not found', field);
  return wanted.sort((a, b) => a - b);
}

/** Accounts of a business as the Managers screen lists them. */
export async function accountsOfBusiness(db: Database, businessId: number, only?: number): Promise<AccountRow[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), only === undefined ? undefined : eq(accounts.id, only)))
    .orderBy(asc(accounts.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ accountId: accountStores.accountId, storeId: accountStores.storeId })
    .from(accountStores)
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .where(
      and(
        inArray(
          accountStores.accountId,
          rows.map((row) => row.id),
        ),
        eq(stores.businessId, businessId),
      ),
    )
    .orderBy(asc(accountStores.storeId));
  const allStores = rows.some((row) => row.role === 'owner')
    ? (
        await db.select({ id: stores.id }).from(stores).where(eq(stores.businessId, businessId)).orderBy(asc(stores.id))
      ).map((row) => row.id)
    : [];
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'owner' ? 'owner' : 'manager',
    language: row.language,
    store_ids:
      row.role === 'owner' ? allStores : links.filter((link) => link.accountId === row.id).map((link) => link.storeId),
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Creates an account of a business; the email must be free, the stores the business's. */
export async function accountCreate(
  db: Database,
  input: {
    businessId: number;
    email: string;
    name: string;
    role: AccountRole;
    language: string;
    password: string;
    storeIds: number[];
  },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      businessId: input.businessId,
      email: normalEmail(input.email),
      name: input.name,
      role: input.role,
      language: input.language,
      passwordHash: await passwordHash(input.password),
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account not created');
  if (input.role === 'manager' && input.storeIds.length)
    await db.insert(accountStores).values(input.storeIds.map((storeId) => ({ accountId: row.id, storeId })));
  return row.id;
}

/** Replaces a manager's store list. */
export async function accountStoresSet(db: Database, accountId: number, storeIds: number[]): Promise<void> {
  await db.delete(accountStores).where(eq(accountStores.accountId, accountId));
  if (storeIds.length) await db.insert(accountStores).values(storeIds.map((storeId) => ({ accountId, storeId })));
}

/** The number of owners of a business that can still sign in (the last one may not be demoted or disabled). */
export async function activeOwnerCount(db: Database, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.businessId, businessId), eq(accounts.role, 'owner'), isNull(accounts.disabledAt)));
  return row?.n ?? 0;
}

/** Whether any dashboard account exists (main.ts prints the set-up link until one does). */
export async function anyAccountExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return row !== undefined;
}

/**
 * A forgotten password (the CLI's account:password-reset, issue 16 §2): a new random password for the account,
 * answered once; the lockout is cleared, every session of the account ends, and the audit log records it (by the
 * CLI, no account). Null when no account has the email.
 */
export async function accountPasswordReset(db: Database, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: accounts.id, businessId: accounts.businessId })
    .from(accounts)
    .where(eq(accounts.email, normalEmail(email)));
  if (!account) return null;
  const password = newInitialPassword();
  await accountPasswordSet(db, account.id, password);
  const ended = await sessionsRevokeAccount(db, account.id);
  await auditRecord(db, {
    businessId: account.businessId,
    accountId: null,
    address: 'cli',
    action: 'account.password-reset',
    target: `account ${account.id}`,
    detail: { sessions_ended: ended },
  });
  return password;
}
