import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountCreateResponse,
  accountsResponse,
  auditResponse,
  sessionResponse,
  sessionsResponse,
  storeDetails,
  storesResponse,
} from '@opentill/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { accountCommand, accountPasswordReset } from '../src/cli-account.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { operatorFileWrite } from '../src/services/operator.ts';
import * as t from '../src/db/schema.ts';
import { LOCKOUT_AFTER, SIGN_IN_ADDRESS_LIMIT } from '../src/services/accounts.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS, sessionLookup } from '../src/services/dashboard-sessions.ts';
import { setupCodeCreate, setupCodeValid, setupLinkForStart } from '../src/services/setup-codes.ts';
import {
  DASHBOARD_TEST_ORIGIN,
  DASHBOARD_TEST_PASSWORD,
  dashboardHeaders,
  dashboardSignIn,
  type DashboardSession,
} from './dashboard-fixtures.ts';
import { uniqueAddress } from './fixtures.ts';
import { sampleOrder } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

/** Addresses this file failed sign-ins from: forgotten afterwards (PostgreSQL is shared between files and runs). */
const usedAddresses = new Set<string>();
function address(): string {
  const chosen = uniqueAddress();
  usedAddresses.add(chosen);
  return chosen;
}

/** One app for the file (each start migrates and seeds: seconds on PGlite). */
let built: App;
beforeAll(async () => {
  // 127.0.0.1 is a trusted proxy here, so one test can say the request came over https (X-Forwarded-Proto).
  built = await buildApp({ ...testDatabaseOptions(), demoMode: false, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  if (usedAddresses.size)
    await built.database.db.delete(t.signInFailures).where(inArray(t.signInFailures.address, [...usedAddresses]));
  await built.app.close();
});

describe('dashboard accounts and security (issue 16 §2, §3)', () => {
  const signIn = (email: string, password: string, remoteAddress = address(), headers: Record<string, string> = {}) =>
    built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-in',
      headers: { origin: DASHBOARD_TEST_ORIGIN, ...headers },
      payload: { email, password },
      remoteAddress,
    });
  const get = (session: { cookie: string }, url: string) =>
    built.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const send = (session: DashboardSession, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    built.app.inject({
      method,
      url,
      headers: dashboardHeaders(session),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** The cookie and CSRF token of a sign-in answer, as a session the helpers above take. */
  function sessionOf(res: Awaited<ReturnType<typeof signIn>>, base: DashboardSession): DashboardSession {
    const cookie = res.cookies.find((c) => c.name === 'opentill_session');
    if (!cookie) throw new Error('no session cookie');
    const body = sessionResponse.parse(res.json());
    return {
      ...base,
      cookie: `opentill_session=${cookie.value}`,
      headers: { cookie: `opentill_session=${cookie.value}` },
      csrf: body.csrf_token,
      token: cookie.value,
    };
  }

  it('signs in with the right password: an httpOnly, SameSite=Strict, Path=/ cookie, Secure only over https', async () => {
    const session = await dashboardSignIn(built);
    const res = await signIn(session.account.email.toUpperCase(), DASHBOARD_TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'opentill_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The table keeps only the token's SHA-256.
    const stored = await built.database.db
      .select({ hash: t.dashboardSessions.tokenHash })
      .from(t.dashboardSessions)
      .where(eq(t.dashboardSessions.accountId, session.account.id));
    expect(stored.map((row) => row.hash)).not.toContain(cookie?.value);
    const body = sessionResponse.parse(res.json());
    expect(body.account).toMatchObject({ id: session.account.id, role: 'owner' });
    const again = await get(sessionOf(res, session), '/api/dashboard/session');
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');

    const https = await signIn(session.account.email, DASHBOARD_TEST_PASSWORD, '127.0.0.1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': address(),
    });
    expect(https.statusCode).toBe(200);
    expect(https.cookies.find((c) => c.name === 'opentill_session')?.secure).toBe(true);
  });

  it('answers a wrong password and an unknown email alike (401 wrong_credentials), and never logs in', async () => {
    const session = await dashboardSignIn(built);
    const wrong = await signIn(session.account.email, 'not the password at all');
    const unknown = await signIn('nobody-here@example.com', 'not the password at all');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'wrong_credentials', field: 'password', message: 'Wrong email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it(`locks an account after ${LOCKOUT_AFTER} wrong passwords in a row: even the right one is refused then`, async () => {
    const session = await dashboardSignIn(built);
    // From different addresses: the lockout is the account's, not the address's.
    for (let i = 1; i < LOCKOUT_AFTER; i++)
      expect((await signIn(session.account.email, `wrong password ${i}`)).statusCode).toBe(401);
    const locking = await signIn(session.account.email, 'wrong password last');
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({ error: 'account_locked' });
    const right = await signIn(session.account.email, DASHBOARD_TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: 'account_locked' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
    // The owner sees it in the audit log and on the Managers screen, and may unlock.
    const audit = auditResponse.parse((await get(session, '/api/dashboard/audit?action=sign-in')).json());
    const actions = audit.entries.filter((e) => e.account_id === session.account.id).map((e) => e.action);
    expect(actions.filter((a) => a === 'sign-in.failed')).toHaveLength(LOCKOUT_AFTER - 1);
    expect(actions).toContain('sign-in.locked');
    const list = accountsResponse.parse((await get(session, '/api/dashboard/accounts')).json());
    expect(list.accounts.find((a) => a.id === session.account.id)?.locked_until).not.toBeNull();
    const unlock = await send(session, 'PATCH', `/api/dashboard/accounts/${session.account.id}`, { unlock: true });
    expect(unlock.statusCode).toBe(200);
    expect((await signIn(session.account.email, DASHBOARD_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts attempts on a locked account against the address: hammering it is held back too', async () => {
    const session = await dashboardSignIn(built);
    await built.database.db
      .update(t.accounts)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(t.accounts.id, session.account.id));
    const from = address();
    for (let i = 0; i < SIGN_IN_ADDRESS_LIMIT; i++)
      expect((await signIn(session.account.email, 'anything', from)).json()).toMatchObject({ error: 'account_locked' });
    expect((await signIn(session.account.email, 'anything', from)).json()).toMatchObject({ error: 'rate_limited' });
  });

  it(`limits failed sign-ins per address (${SIGN_IN_ADDRESS_LIMIT} in 15 minutes, any emails): 429 rate_limited`, async () => {
    const from = address();
    for (let i = 0; i < SIGN_IN_ADDRESS_LIMIT; i++)
      expect((await signIn(`guess-${i}@example.com`, 'guessing', from)).statusCode).toBe(401);
    const session = await dashboardSignIn(built);
    const limited = await signIn(session.account.email, DASHBOARD_TEST_PASSWORD, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await signIn(session.account.email, DASHBOARD_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses mutations without the CSRF token, with another session’s, from another origin or without one', async () => {
    const session = await dashboardSignIn(built);
    const other = await dashboardSignIn(built);
    const url = `/api/dashboard/stores/${session.storeId}`;
    const attempts: Record<string, string>[] = [
      { cookie: session.cookie, origin: DASHBOARD_TEST_ORIGIN },
      { cookie: session.cookie, origin: DASHBOARD_TEST_ORIGIN, 'x-csrf-token': other.csrf },
      { cookie: session.cookie, origin: DASHBOARD_TEST_ORIGIN, 'x-csrf-token': 'x' },
      { cookie: session.cookie, origin: 'https://evil.example', 'x-csrf-token': session.csrf },
      { cookie: session.cookie, origin: 'null', 'x-csrf-token': session.csrf },
      { cookie: session.cookie, 'x-csrf-token': session.csrf },
      { cookie: session.cookie, referer: 'http://evil.example/page', 'x-csrf-token': session.csrf },
    ];
    for (const headers of attempts) {
      const res = await built.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Changed by CSRF' } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'csrf_refused' });
    }
    // Sign-in needs no session but is Origin-checked too (login CSRF).
    const crossSignIn = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: session.account.email, password: DASHBOARD_TEST_PASSWORD },
      remoteAddress: address(),
    });
    expect(crossSignIn.statusCode).toBe(403);
    const details = storeDetails.parse((await get(session, url)).json());
    expect(details.name).toBe('Test store');
    // The same request from the dashboard's own page (Referer of this host works where Origin is absent).
    const ok = await built.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: session.cookie, referer: `${DASHBOARD_TEST_ORIGIN}/dashboard/`, 'x-csrf-token': session.csrf },
      payload: { name: 'Renamed' },
    });
    expect(ok.statusCode).toBe(200);
    expect(storeDetails.parse(ok.json()).name).toBe('Renamed');
  });

  it('keeps a manager of store A out of store B (404, as for a store that does not exist)', async () => {
    const owner = await dashboardSignIn(built, { storeName: 'Store A' });
    const storeB = await dashboardSignIn(built, { business: owner.business, storeName: 'Store B' });
    const manager = await dashboardSignIn(built, {
      role: 'manager',
      business: owner.business,
      storeIds: [owner.storeId],
    });
    // The fixture made a third store for the manager's session; the manager sees only store A.
    const stores = storesResponse.parse((await get(manager, '/api/dashboard/stores')).json());
    expect(stores.stores.map((s) => s.id)).toEqual([owner.storeId]);
    expect((await get(manager, `/api/dashboard/stores/${owner.storeId}`)).statusCode).toBe(200);
    const read = await get(manager, `/api/dashboard/stores/${storeB.storeId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ error: 'not_found' });
    const change = await send(manager, 'PATCH', `/api/dashboard/stores/${storeB.storeId}`, { name: 'Taken over' });
    expect(change.statusCode).toBe(404);
    expect((await get(manager, `/api/dashboard/audit?store=${storeB.storeId}`)).statusCode).toBe(404);
    expect((await get(manager, '/api/dashboard/accounts')).statusCode).toBe(403);
    expect((await send(manager, 'POST', '/api/dashboard/stores', newStore('Mine'))).statusCode).toBe(403);
    // The owner sees all three stores of the business.
    const ownerStores = storesResponse.parse((await get(owner, '/api/dashboard/stores')).json());
    expect(ownerStores.stores.map((s) => s.id)).toEqual(
      expect.arrayContaining([owner.storeId, storeB.storeId, manager.storeId]),
    );
    const [b] = await built.database.db.select().from(t.stores).where(eq(t.stores.id, storeB.storeId));
    expect(b?.name).toBe('Store B');
  });

  it("answers 404 for another business's stores, accounts and sessions", async () => {
    const mine = await dashboardSignIn(built);
    const theirs = await dashboardSignIn(built);
    expect((await get(mine, `/api/dashboard/stores/${theirs.storeId}`)).statusCode).toBe(404);
    expect((await send(mine, 'PATCH', `/api/dashboard/stores/${theirs.storeId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await get(mine, '/api/dashboard/stores/99999999999')).statusCode).toBe(404);
    expect((await get(mine, '/api/dashboard/stores/abc')).statusCode).toBe(404);
    const account = await send(mine, 'PATCH', `/api/dashboard/accounts/${theirs.account.id}`, { name: 'Mine now' });
    expect(account.statusCode).toBe(404);
    expect((await send(mine, 'DELETE', `/api/dashboard/sessions/${theirs.sessionId}`)).statusCode).toBe(404);
    const manager = await send(mine, 'POST', '/api/dashboard/accounts', {
      email: `m-${Date.now()}-${Math.random()}@example.com`,
      name: 'Manager',
      store_ids: [theirs.storeId],
    });
    expect(manager.statusCode).toBe(404);
    expect(manager.json()).toMatchObject({ field: 'store_ids' });
    const audit = auditResponse.parse((await get(mine, '/api/dashboard/audit?limit=200')).json());
    expect(audit.entries.every((e) => e.store_id === null || e.store_id === mine.storeId)).toBe(true);
    expect((await get(theirs, `/api/dashboard/stores/${theirs.storeId}`)).statusCode).toBe(200);
  });

  it('changes the password: the current one is checked, other sessions end, this one stays', async () => {
    const session = await dashboardSignIn(built);
    const second = sessionOf(await signIn(session.account.email, DASHBOARD_TEST_PASSWORD), session);
    const wrong = await send(session, 'POST', '/api/dashboard/password', {
      current_password: 'not it at all',
      new_password: 'a brand new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password', field: 'current_password' });
    const short = await send(session, 'POST', '/api/dashboard/password', {
      current_password: DASHBOARD_TEST_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'new_password' });
    const changed = await send(session, 'POST', '/api/dashboard/password', {
      current_password: DASHBOARD_TEST_PASSWORD,
      new_password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(session, '/api/dashboard/session')).statusCode).toBe(200);
    const ended = await get(second, '/api/dashboard/session');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ error: 'signed_out' });
    expect((await signIn(session.account.email, DASHBOARD_TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(session.account.email, 'a brand new password')).statusCode).toBe(200);
    const [row] = await built.database.db
      .select({ hash: t.accounts.passwordHash })
      .from(t.accounts)
      .where(eq(t.accounts.id, session.account.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('lists the account’s sessions and revokes one; sign-out ends the current one', async () => {
    const session = await dashboardSignIn(built);
    const second = sessionOf(await signIn(session.account.email, DASHBOARD_TEST_PASSWORD), session);
    const list = sessionsResponse.parse((await get(session, '/api/dashboard/sessions')).json());
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s) => s.current).map((s) => s.id)).toEqual([session.sessionId]);
    const other = list.sessions.find((s) => !s.current);
    expect((await send(session, 'DELETE', `/api/dashboard/sessions/${other?.id}`)).statusCode).toBe(200);
    expect((await get(second, '/api/dashboard/session')).statusCode).toBe(401);
    const out = await send(session, 'POST', '/api/dashboard/sign-out');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'opentill_session')).toMatchObject({ value: '', maxAge: 0 });
    expect((await get(session, '/api/dashboard/session')).statusCode).toBe(401);
  });

  it('ends sessions after 12 hours idle or 30 days at most', async () => {
    const session = await dashboardSignIn(built);
    const now = Date.now();
    expect(await sessionLookup(built.database.db, session.token, new Date(now + 60_000))).not.toBeNull();
    expect(await sessionLookup(built.database.db, session.token, new Date(now + SESSION_IDLE_MS + 120_000))).toBeNull();
    // Kept busy (a request every few hours) it still ends at 30 days.
    let at = now;
    while (at + 6 * 3_600_000 < now + SESSION_MAX_MS) {
      at += 6 * 3_600_000;
      expect(await sessionLookup(built.database.db, session.token, new Date(at))).not.toBeNull();
    }
    expect(await sessionLookup(built.database.db, session.token, new Date(now + SESSION_MAX_MS + 1000))).toBeNull();
  });

  it('lets an owner add a manager with a store list; the manager signs in with the password shown once', async () => {
    const owner = await dashboardSignIn(built);
    const email = `manager-${Date.now()}-${Math.floor(Math.random() * 1e6)}@Example.com`;
    const created = await send(owner, 'POST', '/api/dashboard/accounts', {
      email,
      name: 'Mia Manager',
      role: 'manager',
      store_ids: [owner.storeId],
    });
    expect(created.statusCode).toBe(200);
    const body = accountCreateResponse.parse(created.json());
    expect(body.account).toMatchObject({ email: email.toLowerCase(), role: 'manager', store_ids: [owner.storeId] });
    expect(body.initial_password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const twice = await send(owner, 'POST', '/api/dashboard/accounts', { email, name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: 'email_taken', field: 'email' });
    const bad = await send(owner, 'POST', '/api/dashboard/accounts', { email: 'not-an-email', name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'email' });

    const signedIn = await signIn(email, body.initial_password ?? '');
    expect(signedIn.statusCode).toBe(200);
    const manager = sessionOf(signedIn, owner);
    expect(sessionResponse.parse(signedIn.json()).account.stores.map((s) => s.id)).toEqual([owner.storeId]);
    // Disabled: signed out everywhere and refused at sign-in.
    const disabled = await send(owner, 'PATCH', `/api/dashboard/accounts/${body.account.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect((await get(manager, '/api/dashboard/session')).statusCode).toBe(401);
    expect((await signIn(email, body.initial_password ?? '')).statusCode).toBe(401);
    // The audit log has the account's creation and change, never the password.
    const audit = auditResponse.parse((await get(owner, '/api/dashboard/audit?action=account')).json());
    const text = JSON.stringify(audit.entries);
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['account.create', 'account.update']));
    expect(text).not.toContain(body.initial_password);
    const update = audit.entries.find((e) => e.action === 'account.update');
    expect(update?.detail).toMatchObject({ disabled: { before: false, after: true } });
    expect(update?.account_email).toBe(owner.account.email);
  });

  it('keeps at least one owner who can sign in', async () => {
    const owner = await dashboardSignIn(built);
    const demote = await send(owner, 'PATCH', `/api/dashboard/accounts/${owner.account.id}`, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'last_owner' });
    const disable = await send(owner, 'PATCH', `/api/dashboard/accounts/${owner.account.id}`, { disabled: true });
    expect(disable.statusCode).toBe(409);
  });

  it('updates a store’s details with before/after in the audit log and a config-changed event for its terminals', async () => {
    const owner = await dashboardSignIn(built);
    const url = `/api/dashboard/stores/${owner.storeId}`;
    const bad = await send(owner, 'PATCH', url, { currency_code: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'currency_code' });
    const unknownField = await send(owner, 'PATCH', url, { pin_salt: 'x' });
    expect(unknownField.statusCode).toBe(400);
    const res = await send(owner, 'PATCH', url, { receipt_footer_text: 'Danke!', currency_code: 'eur', name: 'Café' });
    expect(res.statusCode).toBe(200);
    expect(storeDetails.parse(res.json())).toMatchObject({
      receipt_footer_text: 'Danke!',
      currency_code: 'EUR',
      currency_symbol: '€',
      name: 'Café',
    });
    const events = await built.database.db
      .select()
      .from(t.eventLog)
      .where(and(eq(t.eventLog.storeId, owner.storeId), eq(t.eventLog.event, 'config-changed')));
    expect(events.map((e) => e.payload)).toEqual([{ what: ['store'] }]);
    const audit = auditResponse.parse((await get(owner, `/api/dashboard/audit?store=${owner.storeId}`)).json());
    expect(audit.entries[0]).toMatchObject({
      action: 'store.update',
      store_id: owner.storeId,
      detail: { name: { before: 'Test store', after: 'Café' }, currency_code: { before: 'USD', after: 'EUR' } },
    });
  });

  it("reports show a store's new settings at once (its cached facts are dropped on change)", async () => {
    const owner = await dashboardSignIn(built);
    const report = async () =>
      (await get(owner, `/api/dashboard/stores/${owner.storeId}/reports/day`)).json<{
        store: { currency_code: string };
      }>();
    expect((await report()).store.currency_code).toBe('USD');
    const res = await send(owner, 'PATCH', `/api/dashboard/stores/${owner.storeId}`, { currency_code: 'EUR' });
    expect(res.statusCode).toBe(200);
    expect((await report()).store.currency_code).toBe('EUR');
  });

  it('keeps the currency of a store that has sold (409 store_has_sales)', async () => {
    const owner = await dashboardSignIn(built);
    const token = await apiTokenCreate(built.database.db, owner.storeId, owner.terminalId);
    const sync = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: { authorization: `Token ${token}` },
      payload: [sampleOrder('currency_guard_1')],
    });
    expect(sync.statusCode).toBe(200);
    const res = await send(owner, 'PATCH', `/api/dashboard/stores/${owner.storeId}`, { currency_code: 'EUR' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'store_has_sales', field: 'currency_code' });
    const other = await send(owner, 'PATCH', `/api/dashboard/stores/${owner.storeId}`, { receipt_header_text: 'Hi' });
    expect(other.statusCode).toBe(200);
  });

  it('pages the audit log newest first and filters it; a manager reads their stores only', async () => {
    const owner = await dashboardSignIn(built);
    const second = await dashboardSignIn(built, { business: owner.business });
    const manager = await dashboardSignIn(built, {
      role: 'manager',
      business: owner.business,
      storeIds: [owner.storeId],
    });
    for (const name of ['One', 'Two', 'Three'])
      expect((await send(owner, 'PATCH', `/api/dashboard/stores/${owner.storeId}`, { name })).statusCode).toBe(200);
    expect((await send(owner, 'PATCH', `/api/dashboard/stores/${second.storeId}`, { name: 'Other' })).statusCode).toBe(
      200,
    );
    const first = auditResponse.parse((await get(owner, '/api/dashboard/audit?limit=2&action=store.update')).json());
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]?.id).toBeGreaterThan(first.entries[1]?.id ?? 0);
    const next = auditResponse.parse(
      (await get(owner, `/api/dashboard/audit?limit=2&action=store.update&before=${first.next_before}`)).json(),
    );
    const everything = auditResponse.parse(
      (await get(owner, '/api/dashboard/audit?limit=200&action=store.update')).json(),
    );
    expect([...first.entries, ...next.entries].map((e) => e.id)).toEqual(
      everything.entries.slice(0, 4).map((e) => e.id),
    );
    expect(everything.entries.map((e) => e.store_id).sort()).toEqual(
      [owner.storeId, owner.storeId, owner.storeId, second.storeId].sort(),
    );
    expect(everything.entries.at(-1)?.detail).toEqual({ name: { before: 'Test store', after: 'One' } });
    const seen = auditResponse.parse((await get(manager, '/api/dashboard/audit?limit=200')).json());
    expect(seen.entries.length).toBeGreaterThanOrEqual(3);
    expect(seen.entries.every((e) => e.store_id === owner.storeId || e.account_id === manager.account.id)).toBe(true);
    const badQuery = await get(owner, '/api/dashboard/audit?limit=9999');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({ field: 'limit' });
  });

  it('lets the CLI reset a password: printed once, the lockout cleared, every session ended', async () => {
    const session = await dashboardSignIn(built);
    const password = await accountPasswordReset(built.database.db, session.account.email.toUpperCase());
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await get(session, '/api/dashboard/session')).statusCode).toBe(401);
    expect((await signIn(session.account.email, password ?? '')).statusCode).toBe(200);
    expect(await accountPasswordReset(built.database.db, 'no-such-account@example.com')).toBeNull();
  });
});

describe('the CLI account commands while the server runs (operator channel)', () => {
  let dataDir: string;
  const previous = process.env.DATA_DIR;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-operator-'));
    process.env.DATA_DIR = dataDir;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** fetch for the CLI, answered by this app in memory, as from this machine. */
  const localFetch = (async (url: string, init?: { headers?: Record<string, string>; body?: string }) => {
    const res = await built.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: init?.headers ?? {},
      payload: init?.body ?? '',
      remoteAddress: '127.0.0.1',
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;

  it('resets a password through the running server, which answers only its own operator token from this machine', async () => {
    const session = await dashboardSignIn(built);
    const token = operatorFileWrite(dataDir, 'http://127.0.0.1:1');
    expect(token).not.toBeNull();
    const post = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      built.app.inject({
        method: 'POST',
        url: '/api/operator/account-password-reset',
        headers,
        payload: { email: session.account.email },
        remoteAddress,
      });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ 'x-operator-token': 'wrong' })).statusCode).toBe(403);
    expect((await post({ 'x-operator-token': token ?? '' }, '10.1.2.3')).statusCode).toBe(403);

    const lines: string[] = [];
    const code = await accountCommand(
      'account:password-reset',
      { email: session.account.email },
      {
        dataDir,
        fetch: localFetch,
        open: () => Promise.reject(new Error('the CLI must not open the database while the server runs')),
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      },
    );
    expect(code).toBe(0);
    const password = /^ {2}(\S+)$/m.exec(lines.join('\n'))?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await get(session)).statusCode).toBe(401);
    const signIn = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-in',
      headers: { origin: DASHBOARD_TEST_ORIGIN },
      payload: { email: session.account.email, password },
      remoteAddress: uniqueAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const unknown = await accountCommand(
      'account:password-reset',
      { email: 'nobody-at-all@example.com' },
      { dataDir, fetch: localFetch, open: () => Promise.reject(new Error('no')), out: () => {}, err: () => {} },
    );
    expect(unknown).toBe(1);
  });

  it('opens the database itself when no server answers (no operator file)', async () => {
    const session = await dashboardSignIn(built);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-no-operator-'));
    try {
      const lines: string[] = [];
      const code = await accountCommand(
        'account:password-reset',
        { email: session.account.email },
        {
          dataDir: empty,
          open: () => Promise.resolve({ db: built.database.db, close: () => Promise.resolve() }),
          out: (line) => lines.push(line),
        },
      );
      expect(code).toBe(0);
      expect(lines.join('\n')).toContain('New password for');
      expect((await get(session)).statusCode).toBe(401);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  const get = (session: DashboardSession) =>
    built.app.inject({ method: 'GET', url: '/api/dashboard/session', headers: session.headers });
});

/** A store's details as POST /api/dashboard/stores and set-up take them. */
function newStore(name: string) {
  return { name, country: 'DE', currency_code: 'EUR', tax_option: 'inclusive', receipt_footer_text: 'Danke' };
}

describe('first-run set-up (issue 16 §3)', () => {
  const setup = (payload: Record<string, unknown>) =>
    built.app.inject({
      method: 'POST',
      url: '/api/dashboard/setup',
      headers: { origin: DASHBOARD_TEST_ORIGIN },
      payload,
      remoteAddress: uniqueAddress(),
    });
  const owner = (email = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`) => ({
    email,
    password: 'the owner’s own password',
    name: 'Olga Owner',
    language: 'de',
  });

  it('creates the business, its owner and a store that can sell, signs the owner in; the code is single use', async () => {
    const { code } = await setupCodeCreate(built.database.db);
    const { code: otherCode } = await setupCodeCreate(built.database.db);
    const check = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/setup/check',
      headers: { origin: DASHBOARD_TEST_ORIGIN },
      payload: { code },
    });
    expect(check.json()).toEqual({ valid: true });
    const person = owner();
    const res = await setup({ code, owner: person, store: { ...newStore('Bäckerei Olga'), address: 'Hauptstr. 1' } });
    expect(res.statusCode).toBe(200);
    const body = sessionResponse.parse(res.json());
    expect(body.account).toMatchObject({
      role: 'owner',
      email: person.email,
      language: 'de',
      business_name: 'Bäckerei Olga',
    });
    const storeId = body.account.stores[0]?.id ?? 0;
    const cookie = res.cookies.find((c) => c.name === 'opentill_session');
    expect(cookie?.httpOnly).toBe(true);
    const db = built.database.db;
    const [store] = await db.select().from(t.stores).where(eq(t.stores.id, storeId));
    expect(store).toMatchObject({
      name: 'Bäckerei Olga',
      country: 'DE',
      currencyCode: 'EUR',
      currencySymbol: '€',
      taxOption: 'inclusive',
      address: 'Hauptstr. 1',
      receiptFooterText: 'Danke',
      demo: false,
    });
    const terminals = await db.select().from(t.terminals).where(eq(t.terminals.storeId, storeId));
    expect(terminals.map((x) => [x.name, x.mode])).toEqual([['Counter', 2]]);
    const payments = await db.select().from(t.paymentTypes).where(eq(t.paymentTypes.storeId, storeId));
    expect(payments.map((p) => [p.name, p.behavior])).toEqual([['Cash', 1]]);
    const dining = await db.select().from(t.diningOptions).where(eq(t.diningOptions.storeId, storeId));
    expect(dining.map((d) => d.id)).toContain(store?.defaultDiningOption);
    const [counter] = await db.select().from(t.orderCounters).where(eq(t.orderCounters.storeId, storeId));
    expect(counter?.lastNumber).toBe(0);

    const again = await setup({ code, owner: owner(), store: newStore('Second try') });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'invalid_code', field: 'code' });
    // Once the server is set up, other printed links end too.
    expect(await setupCodeValid(db, otherCode)).toBe(false);
    expect(await setupLinkForStart(db, 'http://localhost:8080')).toBeNull();
    const signedIn = await built.app.inject({
      method: 'GET',
      url: '/api/dashboard/session',
      headers: { cookie: `opentill_session=${cookie?.value}` },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses an expired code, a taken email and bad store fields (naming the field), leaving the code good', async () => {
    const db = built.database.db;
    const old = await setupCodeCreate(db, new Date(Date.now() - 25 * 3_600_000));
    const expired = await setup({ code: old.code, owner: owner(), store: newStore('Late') });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ error: 'invalid_code' });

    const { code } = await setupCodeCreate(db);
    const taken = await dashboardSignIn(built);
    const dup = await setup({ code, owner: owner(taken.account.email), store: newStore('Dup') });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'email_taken', field: 'owner.email' });
    const badCurrency = await setup({ code, owner: owner(), store: { ...newStore('X'), currency_code: 'ABC' } });
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json()).toMatchObject({ field: 'store.currency_code' });
    const missing = await setup({ code, owner: owner(), store: { country: 'US', currency_code: 'USD' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'store.name' });
    const weak = await setup({ code, owner: { ...owner(), password: 'short' }, store: newStore('X') });
    expect(weak.json()).toMatchObject({ field: 'owner.password' });
    expect(await setupCodeValid(db, code)).toBe(true);
  });
});
