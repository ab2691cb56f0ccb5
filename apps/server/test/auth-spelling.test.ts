import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { routeNeedsToken } from '../src/http/auth.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * Issue 14 §10: the router decodes the path, so a spelling of an /api route that does not start with the bytes
 * "/api/" still reaches it; the token check must hold for every spelling that reaches a route.
 */
const ROUTES = ['/api/countries', '/api/customers/list/', '/api/categories/', '/api/config/'];

/** Spellings of one /api path: percent-encoded letters, encoded slashes, doubled slashes, dot segments, case. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const encoded = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return [
    path,
    `/%61pi${rest}`,
    `/%41pi${rest}`,
    `/${encoded('api')}${rest}`,
    `/api/${encoded(rest.slice(1, 2))}${rest.slice(2)}`,
    `/%2Fapi${rest}`,
    `/%2fapi${rest}`,
    `%2Fapi${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `${path}?`,
    `${path}?token=x`,
    `${path}#x`,
    `/%61pi${rest}?%2F`,
  ];
}

describe('every /api route is behind the token check whatever its spelling (issue 14 §10)', () => {
  let built: App;
  // A built terminal, so a spelling the router maps to no route gets the app's index.html (the SPA fallback), as on
  // a real server: that page is no API answer, but it is a 200.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OpenTill</title>');
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false, terminalDist: dist });
  });
  afterAll(async () => {
    await built.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('no spelling answers API data without a token or with an invalid one', async () => {
    const reached: string[] = [];
    for (const route of ROUTES) {
      for (const url of spellings(route)) {
        for (const headers of [{}, { authorization: 'Token not-a-token' }, { authorization: 'Token demo' }]) {
          const res = await built.app.inject({ method: 'GET', url, headers });
          const html = String(res.headers['content-type']).startsWith('text/html') && res.body.startsWith('<!doctype');
          if (res.statusCode < 400 && !html) reached.push(`${url} ${JSON.stringify(headers)} -> ${res.statusCode}`);
        }
      }
    }
    expect(reached).toEqual([]);
  });

  it('the spellings the router maps to a route answer that route for a valid token, so the test above reached it', async () => {
    const store = await freshStore(built.database.db);
    const ok = await built.app.inject({ method: 'GET', url: '/%61pi/countries', headers: store.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe((await built.app.inject({ method: 'GET', url: '/api/countries', headers: store.auth })).body);
    const refused = await built.app.inject({
      method: 'GET',
      url: '/%61pi/countries',
      headers: { authorization: 'Token not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('judges the matched route: /api routes need a token unless public; docs, the dashboard and the terminal do not', () => {
    expect(routeNeedsToken('/api/countries', undefined)).toBe(true);
    expect(routeNeedsToken('/api', undefined)).toBe(true);
    expect(routeNeedsToken('/api/online/:store/orders/', true)).toBe(false);
    expect(routeNeedsToken('/api/docs', undefined)).toBe(false);
    expect(routeNeedsToken('/api/docs/json', undefined)).toBe(false);
    expect(routeNeedsToken('/api/docsx', undefined)).toBe(true);
    expect(routeNeedsToken('/index.html', undefined)).toBe(false);
    expect(routeNeedsToken(undefined, undefined)).toBe(false);
    // The dashboard's routes answer to its session cookie (http/dashboard-auth.ts), not to a terminal token.
    expect(routeNeedsToken('/api/dashboard/session', undefined)).toBe(false);
    expect(routeNeedsToken('/api/dashboard/stores/:store/products', undefined)).toBe(false);
    expect(routeNeedsToken('/api/dashboardx', undefined)).toBe(true);
  });
});
