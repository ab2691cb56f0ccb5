import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { paymentTypes, printers, terminals } from '../src/db/schema.ts';
import {
  contentSecurityPolicy,
  CONTENT_SECURITY_POLICY,
  CSP_ORIGINS_TTL_MS,
  deviceOrigin,
  kitchenDisplayOrigin,
  printHelperOrigin,
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

  it('connect-src names the origins of the configured card terminals and print helpers and nothing more', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const sources = connectSrc(csp);
    const rows = await built.database.db.select({ url: paymentTypes.url }).from(paymentTypes);
    const helpers = await built.database.db
      .select({ ip: terminals.printerServerIp, settings: terminals.dbSettings })
      .from(terminals);
    // Kitchen displays (issue 17 §6): on PostgreSQL other files' stores share this database.
    const displays = await built.database.db.select({ ip: printers.ip }).from(printers).where(eq(printers.isKds, true));
    const expected = [
      ...new Set(
        [
          ...rows.map((row) => deviceOrigin(row.url)),
          ...helpers.map((row) => printHelperOrigin(row.ip, row.settings)),
          ...displays.map((row) => kitchenDisplayOrigin(row.ip)),
        ].filter((origin) => origin !== null),
      ),
    ];
    expect(expected.length).toBeGreaterThan(0);
    // The demo terminals' print helper on 127.0.0.1 (docs/print-helper.md port 8765).
    expect(expected).toContain('ws://127.0.0.1:8765');
    expect(sources).toEqual(["'self'", ...expected.sort()]);
    // Issue 14 §13: no scheme-only source, which would allow a WebSocket to any host.
    expect(sources).not.toContain('ws:');
    expect(sources).not.toContain('wss:');
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
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('a print helper is named by its address and port (print_helper_port or 8765); a host that could widen the policy is left out', () => {
    expect(printHelperOrigin('192.168.1.20', [])).toBe('ws://192.168.1.20:8765');
    expect(printHelperOrigin(' printers.local ', [{ name: 'print_helper_port', value: '9000' }])).toBe(
      'ws://printers.local:9000',
    );
    expect(printHelperOrigin('fd00::5', [{ name: 'print_helper_port', value: 'x' }])).toBe('ws://[fd00::5]:8765');
    expect(printHelperOrigin('', [])).toBeNull();
    expect(printHelperOrigin(null, [])).toBeNull();
    for (const bad of ['*', 'a;b', "x' 'unsafe-inline", 'a b', 'host/path'])
      expect(printHelperOrigin(bad, [])).toBeNull();
    expect(deviceOrigin('http://a;script-src:8080/')).toBeNull();
  });

  it('a terminal given a print helper address has its origin in the header once the short cache expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [row] = await built.database.db.select({ storeId: terminals.storeId }).from(terminals).limit(1);
    if (!row) throw new Error('demo has no terminal');
    const [added] = await built.database.db
      .insert(terminals)
      .values({ storeId: row.storeId, name: 'CSP helper test', mode: 2, printerServerIp: '10.9.8.7' })
      .returning({ id: terminals.id });
    try {
      vi.setSystemTime(Date.now() + 2 * CSP_ORIGINS_TTL_MS + 2000);
      const res = await built.app.inject({ method: 'GET', url: '/api/health' });
      expect(connectSrc(String(res.headers['content-security-policy']))).toContain('ws://10.9.8.7:8765');
    } finally {
      if (added) await built.database.db.delete(terminals).where(eq(terminals.id, added.id));
    }
  });
});
