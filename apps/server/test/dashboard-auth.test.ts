import { sessionResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
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
