import {
  accountCreateRequest,
  accountUpdateRequest,
  passwordChangeRequest,
  profileUpdateRequest,
  setupCheckRequest,
  setupRequest,
  signInRequest,
  storeCreateRequest,
  storeUpdateRequest,
  type AccountRow,
} from '@opentill/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { accounts, businesses, orders, signInFailures, stores } from '../../db/schema.ts';
import {
  clearSessionCookie,
  dashboardAccount,
  dashboardStore,
  installDashboardAuth,
  requireOwner,
  setSessionCookie,
} from '../../http/dashboard-auth.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { accountOperatorRoutes } from './account-operator.ts';
import {
  SIGN_IN_ADDRESS_LIMIT,
  SIGN_IN_WINDOW_MS,
  accountAnswer,
  accountContext,
  accountCreate,
  accountPasswordMatches,
  accountPasswordSet,
  accountStoresSet,
  accountsOfBusiness,
  activeOwnerCount,
  businessStoresCheck,
  emailFreeCheck,
  newInitialPassword,
  normalEmail,
  passwordHash,
  signInAttempt,
} from '../../services/accounts.ts';
import { auditAppend, auditChanges, auditRecord } from '../../services/audit.ts';
import {
  STORE_COLUMNS,
  logoCheck,
  storeCodesCheck,
  storeCreate,
  storeDetailsRead,
  currencySymbol,
} from '../../services/business-setup.ts';
import { configChanged } from '../../services/config-events.ts';
import {
  csrfTokenFor,
  sessionCreate,
  sessionLookup,
  sessionRevoke,
  sessionsOfAccount,
  sessionsRevokeAccount,
} from '../../services/dashboard-sessions.ts';
import { STORE_FACTS_KEY } from '../../services/dashboard-reports.ts';
import { readCacheEvict } from '../../services/read-cache.ts';
import { setupCodeRedeem, setupCodeValid } from '../../services/setup-codes.ts';

const publicRoute = { config: { dashboardPublic: true } };

/** A PostgreSQL unique violation (two set-ups or accounts racing for one email). */
function uniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const emailTaken = (field: string) =>
  new HttpError(409, 'email_taken', 'An account with this email already exists', field);

/** The numeric :id of a path, or 404 (a malformed id is as unknown as a missing one). */
function pathId(request: FastifyRequest, what: string): number {
  const raw = (request.params as Record<string, unknown>).id;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw new HttpError(404, 'not_found', `${what} not found`);
  return Number(raw);
}

/** Signs an account in on this request: a new session, its cookie, and the session answer. */
async function signIn(db: Database, request: FastifyRequest, reply: FastifyReply, accountId: number) {
  // A session already on this browser is replaced, not left alive next to the new one.
  const previous = request.dashboardSessionToken ? await sessionLookup(db, request.dashboardSessionToken) : null;
  if (previous) await sessionRevoke(db, previous.accountId, previous.id);
  const session = await sessionCreate(db, accountId, {
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  setSessionCookie(request, reply, session.token);
  const account = await accountContext(db, accountId);
  if (!account) throw new HttpError(401, 'signed_out', 'Signed out: sign in again');
  return { account: await accountAnswer(db, account), csrf_token: csrfTokenFor(session.token) };
}

/** Failures counted against an address for the set-up code and the password change, as for sign-in. */
async function addressLimited(db: Database, address: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.address, address),
        gt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    )
    .limit(SIGN_IN_ADDRESS_LIMIT);
  return rows.length >= SIGN_IN_ADDRESS_LIMIT;
}

const invalidSetupCode = () =>
  new HttpError(404, 'invalid_code', 'This set-up link was used already or has expired', 'code');

const tooManyFailures = () =>
  new HttpError(429, 'rate_limited', 'Too many failed attempts from this address; try again in 15 minutes');

/**
 * Accounts, sessions, first-run set-up, password change, the business's stores (issue 16 §2, §3): under
 * /api/dashboard. Installs the session hook every dashboard route answers to (http/dashboard-auth.ts); this file's
 * registration runs first (routes/dashboard/index.ts).
 */
export function accountDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const db = database.db;
  installDashboardAuth(app, db);

  app.post('/api/dashboard/sign-in', publicRoute, async (request, reply) => {
    const body = parseInput(signInRequest, request.body);
    const attempt = await signInAttempt(db, body.email, body.password, request.ip);
    if (attempt.kind === 'limited') {
      reply.header('Retry-After', String(attempt.retryAfter));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many failed sign-ins from this address; try again in ${Math.ceil(attempt.retryAfter / 60)} minutes`,
      );
    }
    if (attempt.kind === 'locked') {
      await auditRecord(db, {
        businessId: attempt.businessId,
        accountId: attempt.accountId,
        address: request.ip,
        action: 'sign-in.locked',
        target: `account ${attempt.accountId}`,
      });
      reply.header('Retry-After', String(attempt.retryAfter));
      throw new HttpError(
        429,
        'account_locked',
        `Too many wrong passwords: this account is locked; try again in ${Math.ceil(attempt.retryAfter / 60)} minutes`,
      );
    }
    if (attempt.kind === 'wrong') {
      if (attempt.businessId !== undefined)
        await auditRecord(db, {
          businessId: attempt.businessId,
          accountId: attempt.accountId ?? null,
          address: request.ip,
          action: 'sign-in.failed',
          target: `account ${attempt.accountId ?? ''}`,
        });
      throw new HttpError(401, 'wrong_credentials', 'Wrong email or password', 'password');
    }
    const answer = await signIn(db, request, reply, attempt.accountId);
    await auditRecord(db, {
      businessId: attempt.businessId,
      accountId: attempt.accountId,
      address: request.ip,
      action: 'sign-in',
      target: `account ${attempt.accountId}`,
    });
    return answer;
  });

  app.post('/api/dashboard/sign-out', async (request, reply) => {
    const account = dashboardAccount(request);
    if (request.dashboardSessionId !== null) await sessionRevoke(db, account.id, request.dashboardSessionId);
    clearSessionCookie(request, reply);
    await auditAppend(db, request, { action: 'sign-out', target: `account ${account.id}` });
    return { ok: true };
  });

  app.get('/api/dashboard/session', async (request) => {
    const account = dashboardAccount(request);
    return {
      account: await accountAnswer(db, account),
      csrf_token: csrfTokenFor(request.dashboardSessionToken ?? ''),
    };
  });

  app.patch('/api/dashboard/me', async (request) => {
    const account = dashboardAccount(request);
    const body = parseInput(profileUpdateRequest, request.body);
    const changes = auditChanges({ name: account.name, language: account.language }, body);
    if (Object.keys(changes).length) {
      await db
        .update(accounts)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
        })
        .where(eq(accounts.id, account.id));
      await auditAppend(db, request, { action: 'account.profile', target: `account ${account.id}`, detail: changes });
    }
    const fresh = await accountContext(db, account.id);
    if (!fresh) throw new HttpError(401, 'signed_out', 'Signed out: sign in again');
    return { account: await accountAnswer(db, fresh), csrf_token: csrfTokenFor(request.dashboardSessionToken ?? '') };
  });

  app.post('/api/dashboard/password', async (request) => {
    const account = dashboardAccount(request);
    const body = parseInput(passwordChangeRequest, request.body);
    if (await addressLimited(db, request.ip)) throw tooManyFailures();
    if (!(await accountPasswordMatches(db, account.id, body.current_password))) {
      await db.insert(signInFailures).values({ address: request.ip, email: account.email });
      throw new HttpError(400, 'wrong_password', 'The current password is wrong', 'current_password');
    }
    if (body.new_password === body.current_password)
      throw new HttpError(400, 'invalid', 'new_password: must differ from the current password', 'new_password');
    await accountPasswordSet(db, account.id, body.new_password);
    const revoked = await sessionsRevokeAccount(db, account.id, request.dashboardSessionId ?? undefined);
    await auditAppend(db, request, {
      action: 'account.password',
      target: `account ${account.id}`,
      detail: { other_sessions_ended: revoked },
    });
    return { ok: true, other_sessions_ended: revoked };
  });

  app.get('/api/dashboard/sessions', async (request) => {
    const account = dashboardAccount(request);
    const rows = await sessionsOfAccount(db, account.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        current: row.id === request.dashboardSessionId,
        user_agent: row.userAgent,
        address: row.address,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      })),
    };
  });

  app.delete('/api/dashboard/sessions/:id', async (request, reply) => {
    const account = dashboardAccount(request);
    const id = pathId(request, 'Session');
    if (!(await sessionRevoke(db, account.id, id))) throw new HttpError(404, 'not_found', 'Session not found');
    if (id === request.dashboardSessionId) clearSessionCookie(request, reply);
    await auditAppend(db, request, { action: 'session.revoke', target: `session ${id}` });
    return { ok: true };
  });

  accountRoutes(app, db);
  storeRoutes(app, db);
  setupRoutes(app, db);
  accountOperatorRoutes(app, db);
}

/** The owner's Managers screen: the business's accounts (issue 16 §2). */
function accountRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/dashboard/accounts', async (request) => {
    const owner = requireOwner(request);
    return { accounts: await accountsOfBusiness(db, owner.businessId) };
  });

  app.post('/api/dashboard/accounts', async (request) => {
    const owner = requireOwner(request);
    const body = parseInput(accountCreateRequest, request.body);
    const storeIds = body.role === 'manager' ? await businessStoresCheck(db, owner.businessId, body.store_ids) : [];
    await emailFreeCheck(db, body.email);
    const initial = body.password === undefined ? newInitialPassword() : undefined;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const created = await accountCreate(tx, {
          businessId: owner.businessId,
          email: body.email,
          name: body.name,
          role: body.role,
          language: body.language,
          password: body.password ?? initial ?? '',
          storeIds,
        });
        await auditAppend(tx, request, {
          action: 'account.create',
          target: `account ${created}`,
          detail: { email: normalEmail(body.email), name: body.name, role: body.role, store_ids: storeIds },
        });
        return created;
      });
    } catch (error) {
      if (uniqueViolation(error)) throw emailTaken('email');
      throw error;
    }
    const [row] = await accountsOfBusiness(db, owner.businessId, id);
    return { account: row, ...(initial ? { initial_password: initial } : {}) };
  });

  app.patch('/api/dashboard/accounts/:id', async (request) => {
    const owner = requireOwner(request);
    const id = pathId(request, 'Account');
    const body = parseInput(accountUpdateRequest, request.body);
    const [before] = await accountsOfBusiness(db, owner.businessId, id);
    if (!before) throw new HttpError(404, 'not_found', 'Account not found');
    const role = body.role ?? before.role;
    const storeIds =
      body.store_ids !== undefined ? await businessStoresCheck(db, owner.businessId, body.store_ids) : undefined;
    const losesOwner = before.role === 'owner' && !before.disabled && (role !== 'owner' || body.disabled === true);
    const hash = body.password !== undefined ? await passwordHash(body.password) : undefined;
    await db.transaction(async (tx) => {
      if (losesOwner && (await activeOwnerCount(tx, owner.businessId)) <= 1)
        throw new HttpError(409, 'last_owner', 'The business needs at least one owner who can sign in', 'role');
      await tx
        .update(accounts)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(body.disabled !== undefined ? { disabledAt: body.disabled ? new Date() : null } : {}),
          ...(body.unlock ? { lockedUntil: null, failedSignIns: 0 } : {}),
          ...(hash !== undefined ? { passwordHash: hash, passwordChangedAt: new Date(), lockedUntil: null } : {}),
        })
        .where(and(eq(accounts.id, id), eq(accounts.businessId, owner.businessId)));
      if (storeIds !== undefined || (body.role === 'owner' && before.role !== 'owner'))
        await accountStoresSet(tx, id, role === 'manager' ? (storeIds ?? before.store_ids) : []);
      // Disabled or given a new password: signed out everywhere (the owner's own current session stays).
      if (body.disabled === true || hash !== undefined)
        await sessionsRevokeAccount(tx, id, id === owner.id ? (request.dashboardSessionId ?? undefined) : undefined);
      const changes = auditChanges(before, {
        name: body.name,
        role: body.role,
        language: body.language,
        disabled: body.disabled,
        store_ids: role === 'manager' ? storeIds : undefined,
      });
      await auditAppend(tx, request, {
        action: 'account.update',
        target: `account ${id}`,
        detail: {
          ...changes,
          ...(body.unlock ? { unlocked: true } : {}),
          ...(hash !== undefined ? { password_set: true } : {}),
        },
      });
    });
    const [after] = await accountsOfBusiness(db, owner.businessId, id);
    return { account: after as AccountRow };
  });
}

/** The business's stores: the switcher's list, a new store (owner), a store's own details (issue 16 §2, §3). */
function storeRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/dashboard/stores', async (request) => {
    const account = dashboardAccount(request);
    return { stores: (await accountAnswer(db, account)).stores };
  });

  app.post('/api/dashboard/stores', async (request) => {
    const owner = requireOwner(request);
    const body = parseInput(storeCreateRequest, request.body);
    storeCodesCheck(body);
    // A new store has no images yet: its logo is uploaded to it afterwards.
    await logoCheck(db, null, body.logo_image_id, 'logo_image_id');
    const storeId = await db.transaction(async (tx) => {
      const created = await storeCreate(tx, owner.businessId, body);
      await auditAppend(tx, request, {
        storeId: created.storeId,
        action: 'store.create',
        target: `store ${created.storeId}`,
        detail: { name: body.name, currency_code: body.currency_code, country: body.country },
      });
      return created.storeId;
    });
    return storeDetailsRead(db, storeId);
  });

  app.get('/api/dashboard/stores/:store', async (request) => storeDetailsRead(db, dashboardStore(request)));

  app.patch('/api/dashboard/stores/:store', async (request) => {
    const storeId = dashboardStore(request);
    const body = parseInput(storeUpdateRequest, request.body);
    storeCodesCheck(body);
    if (body.logo_image_id !== undefined) await logoCheck(db, storeId, body.logo_image_id, 'logo_image_id');
    const before = await storeDetailsRead(db, storeId);
    const changes = auditChanges(before, body);
    if (Object.keys(changes).length === 0) return before;
    // Amounts are kept in the store's currency: once it has sold, a new currency would re-label its history.
    if (changes.currency_code) {
      const [sold] = await db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId)).limit(1);
      if (sold)
        throw new HttpError(
          409,
          'store_has_sales',
          'The currency cannot change once the store has orders: its history is in the old currency',
          'currency_code',
        );
    }
    const set: Record<string, unknown> = {};
    for (const key of Object.keys(changes) as (keyof typeof STORE_COLUMNS)[]) set[STORE_COLUMNS[key]] = body[key];
    if (body.currency_code !== undefined) set.currencySymbol = currencySymbol(body.currency_code);
    await db.transaction(async (tx) => {
      await tx.update(stores).set(set).where(eq(stores.id, storeId));
      await auditAppend(tx, request, { storeId, action: 'store.update', target: `store ${storeId}`, detail: changes });
    });
    readCacheEvict(storeId, STORE_FACTS_KEY);
    await configChanged(db, storeId, ['store']);
    return storeDetailsRead(db, storeId);
  });
}

/** First run (issue 16 §3): the set-up link's code creates the business, its owner and the first store. */
function setupRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/dashboard/setup/check', publicRoute, async (request) => {
    const body = parseInput(setupCheckRequest, request.body);
    if (await addressLimited(db, request.ip)) throw tooManyFailures();
    const valid = await setupCodeValid(db, body.code);
    if (!valid) await db.insert(signInFailures).values({ address: request.ip, email: '(set-up code)' });
    return { valid };
  });

  app.post('/api/dashboard/setup', publicRoute, async (request, reply) => {
    const body = parseInput(setupRequest, request.body);
    storeCodesCheck(body.store, 'store.');
    await logoCheck(db, null, body.store.logo_image_id, 'store.logo_image_id');
    if (await addressLimited(db, request.ip)) throw tooManyFailures();
    // A wrong code costs no password hash.
    if (!(await setupCodeValid(db, body.code))) {
      await db.insert(signInFailures).values({ address: request.ip, email: '(set-up code)' });
      throw invalidSetupCode();
    }
    await emailFreeCheck(db, body.owner.email, 'owner.email');
    const hash = await passwordHash(body.owner.password);
    let created: { accountId: number; businessId: number; storeId: number };
    try {
      created = await db.transaction(async (tx) => {
        if (!(await setupCodeRedeem(tx, body.code))) throw invalidSetupCode();
        const [business] = await tx
          .insert(businesses)
          .values({ name: body.business_name || body.store.name })
          .returning({ id: businesses.id });
        if (!business) throw new Error('business not created');
        const [owner] = await tx
          .insert(accounts)
          .values({
            businessId: business.id,
            email: normalEmail(body.owner.email),
            name: body.owner.name,
            role: 'owner',
            language: body.owner.language,
            passwordHash: hash,
          })
          .returning({ id: accounts.id });
        if (!owner) throw new Error('owner not created');
        const { storeId } = await storeCreate(tx, business.id, body.store);
        await auditRecord(tx, {
          businessId: business.id,
          accountId: owner.id,
          storeId,
          address: request.ip,
          action: 'setup',
          target: `store ${storeId}`,
          detail: { email: normalEmail(body.owner.email), store: body.store.name },
        });
        return { accountId: owner.id, businessId: business.id, storeId };
      });
    } catch (error) {
      if (error instanceof HttpError && error.error === 'invalid_code')
        await db.insert(signInFailures).values({ address: request.ip, email: '(set-up code)' });
      if (uniqueViolation(error)) throw emailTaken('owner.email');
      throw error;
    }
    return signIn(db, request, reply, created.accountId);
  });
}
