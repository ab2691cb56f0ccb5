import crypto from 'node:crypto';
import { DASHBOARD_SESSION_COOKIE, type AccountRole } from '@opentill/contracts';
import type { App } from '../src/app.ts';
import { accountStores, accounts, businesses } from '../src/db/schema.ts';
import { passwordHash } from '../src/services/accounts.ts';
import { storeCreate } from '../src/services/business-setup.ts';
import { csrfTokenFor, sessionCreate } from '../src/services/dashboard-sessions.ts';

/** The Origin the fixtures send: app.inject's default Host is localhost:80, so this is the server's own origin. */
export const DASHBOARD_TEST_ORIGIN = 'http://localhost:80';

/** One password for every fixture account (hashed once per file: argon2 is slow on purpose). */
export const DASHBOARD_TEST_PASSWORD = 'correct horse battery staple';
let testHash: Promise<string> | undefined;

export interface DashboardSession {
  /** For GET requests: the session cookie. */
  headers: { cookie: string };
  cookie: string;
  /** The session's CSRF token (X-CSRF-Token). */
  csrf: string;
  /** The raw session token (the cookie's value). */
  token: string;
  sessionId: number;
  account: { id: number; email: string; role: AccountRole; businessId: number; password: string };
  business: number;
  /** The store created for this session (in `business`); a manager may see it unless storeIds said otherwise. */
  storeId: number;
  /** The quick-service terminal "Counter" that every new store gets. */
  terminalId: number;
}

/**
 * A signed-in dashboard account for route tests: a fresh business (or `business`), a fresh store in it (made the
 * way set-up makes one: dining options, a Counter terminal with Cash), an account with the role and a session. A
 * manager sees `storeIds` (default: the fresh store). Unique emails, so it works on a shared PostgreSQL database.
 */
export async function dashboardSignIn(
  built: App,
  options: { role?: AccountRole; storeIds?: number[]; business?: number; storeName?: string } = {},
): Promise<DashboardSession> {
  const db = built.database.db;
  const role = options.role ?? 'owner';
  let businessId = options.business;
  if (businessId === undefined) {
    const [business] = await db.insert(businesses).values({ name: 'Test business' }).returning({ id: businesses.id });
    if (!business) throw new Error('no business');
    businessId = business.id;
  }
  const { storeId, terminalId } = await storeCreate(db, businessId, {
    name: options.storeName ?? 'Test store',
    address: '',
    address_2: '',
    phone: '',
    email: '',
    website: '',
    country: 'US',
    currency_code: 'USD',
    tax_option: 'exclusive',
    tax_round: 'default',
    receipt_header_text: '',
    receipt_footer_text: '',
    start_time: '06:00',
    logo_image_id: null,
  });
  testHash ??= passwordHash(DASHBOARD_TEST_PASSWORD);
  const email = `test-${crypto.randomBytes(8).toString('hex')}@example.com`;
  const [account] = await db
    .insert(accounts)
    .values({ businessId, email, name: `Test ${role}`, role, passwordHash: await testHash })
    .returning({ id: accounts.id });
  if (!account) throw new Error('no account');
  if (role === 'manager') {
    const storeIds = options.storeIds ?? [storeId];
    if (storeIds.length)
      await db.insert(accountStores).values(storeIds.map((id) => ({ accountId: account.id, storeId: id })));
  }
  const session = await sessionCreate(db, account.id, { userAgent: 'vitest', address: '127.0.0.1' });
  const cookie = `${DASHBOARD_SESSION_COOKIE}=${session.token}`;
  return {
    headers: { cookie },
    cookie,
    csrf: csrfTokenFor(session.token),
    token: session.token,
    sessionId: session.id,
    account: { id: account.id, email, role, businessId, password: DASHBOARD_TEST_PASSWORD },
    business: businessId,
    storeId,
    terminalId,
  };
}

/** Headers of a dashboard mutation (POST, PATCH, PUT, DELETE): the cookie, X-CSRF-Token and the server's Origin. */
export function dashboardHeaders(session: DashboardSession): Record<string, string> {
  return { cookie: session.cookie, 'x-csrf-token': session.csrf, origin: DASHBOARD_TEST_ORIGIN };
}
