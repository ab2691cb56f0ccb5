import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { paymentTypes } from '../src/db/schema.ts';
import {
  contentSecurityPolicy,
  CONTENT_SECURITY_POLICY,
  CSP_ORIGINS_TTL_MS,
  deviceOrigin,
} from '../src/http/security-headers.ts';
import { testDatabaseOptions } from './test-database.ts';

/** connect-src of a policy, as a list of sources. */
const connectSrc = (csp: string) =>
  (csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '').split(' ').slice(1);

describe('Content-Security-Policy with the card terminals of the payment types (issue 8)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp(testDatabaseOptions());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await built.app.close();
  });

  it('connect-src names the origins of the configured card terminal urls and nothing more', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const sources = connectSrc(csp);
    const rows = await built.database.db.select({ url: paymentTypes.url }).from(paymentTypes);
    const expected = [...new Set(rows.map((row) => deviceOrigin(row.url)).filter((origin) => origin !== null))];
    expect(expected.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", 'ws:', 'wss:', ...expected.sort()]);
    expect(sources.some((source) => source.includes('/card-'))).toBe(false);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('a changed payment type url is in the header once the short cache expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [row] = await built.database.db
      .select({ storeId: paymentTypes.storeId, terminalId: paymentTypes.terminalId })
      .from(paymentTypes)
      .where(eq(paymentTypes.behavior, 3))
      .limit(1);
    if (!row) throw new Error('demo has no card A');
    // A row of its own (the PostgreSQL run shares the database with other files), removed afterwards.
    const [added] = await built.database.db
      .insert(paymentTypes)
      .values({ ...row, name: 'CSP test card', behavior: 3, url: 'https://10.1.2.3:8443/spin' })
      .returning({ id: paymentTypes.id });
    try {
      vi.setSystemTime(Date.now() + CSP_ORIGINS_TTL_MS + 1000);
      const res = await built.app.inject({ method: 'GET', url: '/api/health' });
      expect(connectSrc(String(res.headers['content-security-policy']))).toContain('https://10.1.2.3:8443');
    } finally {
      if (added) await built.database.db.delete(paymentTypes).where(eq(paymentTypes.id, added.id));
    }
  });

  it('only http(s) origins are taken; no url keeps the strict policy', () => {
    expect(deviceOrigin('http://127.0.0.1:8081/card-a?x=1')).toBe('http://127.0.0.1:8081');
    expect(deviceOrigin('javascript:alert(1)')).toBeNull();
    expect(deviceOrigin('*')).toBeNull();
    expect(deviceOrigin('')).toBeNull();
    expect(contentSecurityPolicy([])).toBe(CONTENT_SECURITY_POLICY);
    expect(connectSrc(contentSecurityPolicy(['https://b.example', 'https://a.example', 'https://a.example']))).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https://a.example',
      'https://b.example',
    ]);
  });
});
