import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testDatabaseOptions } from './test-database.ts';

// Issue 16 §1: the dashboard is served at /dashboard/ beside the terminal at /, found beside the terminal's dist.
describe('the dashboard at /dashboard', () => {
  let built: App;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-apps-'));
    const terminal = path.join(root, 'terminal', 'dist');
    const dashboard = path.join(root, 'back-office', 'dist');
    fs.mkdirSync(path.join(terminal, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dashboard, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(terminal, 'index.html'), '<!doctype html><title>Terminal</title>');
    fs.writeFileSync(path.join(dashboard, 'index.html'), '<!doctype html><title>Dashboard</title>');
    fs.writeFileSync(path.join(dashboard, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dashboard, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(root, 'back-office', 'secret.txt'), 'outside');
    built = await buildApp({ ...testDatabaseOptions(), terminalDist: terminal });
  });
  afterAll(async () => {
    await built.app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers the dashboard's index.html for its screens (SPA fallback), revalidated every time", async () => {
    for (const url of ['/dashboard/', '/dashboard/sign-in', '/dashboard/stores/3/catalog/products?q=tea']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Dashboard</title>');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('redirects /dashboard to /dashboard/ and leaves / to the terminal', async () => {
    const bare = await built.app.inject({ method: 'GET', url: '/dashboard' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/dashboard/');
    const terminal = await built.app.inject({ method: 'GET', url: '/orders' });
    expect(terminal.body).toContain('<title>Terminal</title>');
  });

  it('serves hashed assets as immutable files and other files revalidated', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/dashboard/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await built.app.inject({ method: 'GET', url: '/dashboard/icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset 404 and never a file outside its folder', async () => {
    for (const url of [
      '/dashboard/assets/missing.js',
      '/dashboard/../back-office/secret.txt',
      '/dashboard/%2e%2e/secret.txt',
      '/dashboard/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('outside');
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toContain('text/html');
    }
    const missing = await built.app.inject({ method: 'GET', url: '/dashboard/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves /api alone: an unknown dashboard API path is a JSON 404', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/dashboard/nope' });
    expect(res.statusCode).not.toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
