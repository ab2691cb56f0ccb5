import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { API_ENDPOINTS } from '../src/http/api-catalog.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('OpenAPI at /api/docs', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  it('serves the document without a token, with every catalogued endpoint and its body schema', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    }>();
    for (const endpoint of API_ENDPOINTS)
      expect(
        doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
    const verify = doc.paths['/api/terminal/verify/']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(verify?.properties ?? {})).toEqual(['verification_code']);
    expect((await built.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('every catalogued endpoint is a real route (no 404 from the router)', async () => {
    for (const endpoint of API_ENDPOINTS) {
      if (endpoint.path === '/api/realtime') continue;
      const url = endpoint.path.replace('{store}', '1').replace('{id}', '1');
      const res = await built.app.inject({ method: endpoint.method, url });
      expect(
        res.statusCode === 404 && res.json<{ message?: string }>().message?.startsWith('No API at'),
        `${endpoint.method} ${url}`,
      ).toBe(false);
    }
  });
});

describe('docs/api.md', () => {
  it('is the current rendering of the endpoint catalogue (run npm run docs:api -w apps/server)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { apiMarkdown } = await import('../src/http/api-markdown.ts');
    const file = path.resolve(import.meta.dirname, '../../../docs/api.md');
    expect(fs.readFileSync(file, 'utf8')).toBe(apiMarkdown());
  });
});
