import { sessionResponse } from '@opentill/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { accounts, businesses } from '../src/db/schema.ts';
import { originAllowed } from '../src/http/dashboard-auth.ts';
import { DASHBOARD_SESSIONS_CHANNEL, sessionCacheGet } from '../src/services/dashboard-session-cache.ts';
import { sha256 } from '../src/services/secrets.ts';
import { auditChanges, redactSecrets } from '../src/services/audit.ts';
import { setupCodeValid, setupLinkForStart } from '../src/services/setup-codes.ts';
import { DASHBOARD_TEST_ORIGIN, dashboardHeaders, dashboardSignIn } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard session hook', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  it('answers the session to its cookie and 401 signed_out without one', async () => {
    const session = await dashboardSignIn(built);
    const res = await built.app.inject({ method: 'GET', url: '/api/dashboard/session', headers: session.headers });
    expect(res.statusCode).toBe(200);
    const body = sessionResponse.parse(res.json());
    expect(body.account.id).toBe(session.account.id);
    expect(body.account.stores.map((s) => s.id)).toEqual([session.storeId]);
    expect(body.csrf_token).toBe(session.csrf);
    const none = await built.app.inject({ method: 'GET', url: '/api/dashboard/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'signed_out' });
  });

  it('a read may reuse a session seen a moment ago; a revoked one is refused at once, on every instance', async () => {
    const session = await dashboardSignIn(built);
    const read = () => built.app.inject({ method: 'GET', url: '/api/dashboard/session', headers: session.headers });
    expect((await read()).statusCode).toBe(200);
    const hash = sha256(session.token);
    expect(sessionCacheGet(hash)?.account.id).toBe(session.account.id);
    // Another instance's change reaches this one as a NOTIFY: the cached sessions are forgotten.
    await built.database.db.execute(sql`select pg_notify(${DASHBOARD_SESSIONS_CHANNEL}, '')`);
    await expect.poll(() => sessionCacheGet(hash)).toBeNull();
    expect((await read()).statusCode).toBe(200);
    const out = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-out',
      headers: dashboardHeaders(session),
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await read()).statusCode).toBe(401);
  });

  it('refuses a mutation without the CSRF token or from another origin (403 csrf_refused)', async () => {
    const session = await dashboardSignIn(built);
    const noToken = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-out',
      headers: { cookie: session.cookie, origin: DASHBOARD_TEST_ORIGIN },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: 'csrf_refused' });
    const otherOrigin = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-out',
      headers: { ...dashboardHeaders(session), origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const ok = await built.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-out',
      headers: dashboardHeaders(session),
    });
    expect(ok.statusCode).toBe(200);
    const after = await built.app.inject({ method: 'GET', url: '/api/dashboard/session', headers: session.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('audit helpers', () => {
  it('keeps secrets out of an entry at any depth, whatever the caller passed', () => {
    expect(
      redactSecrets({
        name: { before: 'Tea', after: 'Green tea' },
        password: 'hunter2hunter2',
        employee: { pin: '1234', uid: 'abc', role: 2 },
        list: [{ api_token: 't' }, { card_number: '4111111111111111' }],
      }),
    ).toEqual({
      name: { before: 'Tea', after: 'Green tea' },
      password: '[redacted]',
      employee: { pin: '[redacted]', uid: '[redacted]', role: 2 },
      list: [{ api_token: '[redacted]' }, { card_number: '[redacted]' }],
    });
  });

  it('records only the fields that changed, with before and after', () => {
    expect(
      auditChanges({ price: 100, name: 'Tea', tags: ['a'] }, { price: 120, name: 'Tea', tags: ['a'], cost: undefined }),
    ).toEqual({
      price: { before: 100, after: 120 },
    });
    expect(auditChanges({ image: null }, { image: 5 })).toEqual({ image: { before: null, after: 5 } });
  });
});

describe('the Origin check of dashboard mutations', () => {
  const request = (headers: Record<string, string>, host = 'shop.example:8080') =>
    ({ headers, host }) as unknown as FastifyRequest;
  it('accepts the server’s own host or an ALLOWED_ORIGINS entry, and nothing else', () => {
    expect(originAllowed(request({ origin: 'http://shop.example:8080' }))).toBe(true);
    expect(originAllowed(request({ origin: 'https://shop.example' }, 'shop.example'))).toBe(true);
    expect(originAllowed(request({ referer: 'http://shop.example:8080/dashboard/catalog' }))).toBe(true);
    expect(originAllowed(request({ origin: 'http://shop.example:8081' }))).toBe(false);
    expect(originAllowed(request({ origin: 'http://evil.example' }))).toBe(false);
    expect(originAllowed(request({ origin: 'http://shop.example:8080.evil.example' }))).toBe(false);
    expect(originAllowed(request({}))).toBe(false);
    expect(originAllowed(request({ origin: 'null' }))).toBe(false);
    const before = process.env.ALLOWED_ORIGINS;
    process.env.ALLOWED_ORIGINS = 'https://admin.example, https://other.example/';
    try {
      expect(originAllowed(request({ origin: 'https://admin.example' }))).toBe(true);
      expect(originAllowed(request({ origin: 'https://other.example' }))).toBe(true);
      expect(originAllowed(request({ origin: 'https://third.example' }))).toBe(false);
    } finally {
      if (before === undefined) delete process.env.ALLOWED_ORIGINS;
      else process.env.ALLOWED_ORIGINS = before;
    }
  });
});

describe('the set-up link of a first start', () => {
  it('is printed while no account exists, with a code that works once; never after', async () => {
    // An empty database of its own (the shared PostgreSQL of the second run always has accounts of other files).
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const link = await setupLinkForStart(database.db, 'http://localhost:8080/');
      expect(link).toMatch(/^http:\/\/localhost:8080\/dashboard\/setup\?code=[A-Za-z0-9_-]{22}$/);
      const code = new URL(link ?? '').searchParams.get('code') ?? '';
      expect(await setupCodeValid(database.db, code)).toBe(true);
      const [business] = await database.db.insert(businesses).values({ name: 'B' }).returning();
      await database.db
        .insert(accounts)
        .values({ businessId: business?.id ?? 0, email: 'first@example.com', passwordHash: 'x', role: 'owner' });
      expect(await setupLinkForStart(database.db, 'http://localhost:8080')).toBeNull();
    } finally {
      await database.close();
    }
  });
});
