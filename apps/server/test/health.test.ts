import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('health, static terminal and unknown paths', () => {
  let built: App;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OpenTill</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    built = await buildApp({ ...testDatabaseOptions(), terminalDist: dist });
  });
  afterAll(async () => {
    await built.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /api/health with version, database kind and uptime', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponse.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toBe('2025.04.23.1428');
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('serves index.html at / and for unknown terminal paths (SPA fallback)', async () => {
    for (const url of ['/', '/auth', '/orders/12/checkout?x=1']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable files', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown /api paths with a JSON 404, never index.html', async () => {
    for (const url of ['/api/nope', '/api', '/api/orders/sync/extra']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json<{ error: string }>().error).toBe('not_found');
    }
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
  });
});

describe('health when the database is gone', () => {
  it('answers 503 once the database stops answering', async () => {
    const built = await buildApp(testDatabaseOptions());
    await built.database.close();
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ status: string }>().status).toBe('database unavailable');
    await built.app.close();
  });
});
