import { configResponse, verifyResponse } from '@opentill/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { verificationCodes } from '../src/db/schema.ts';
import {
  LINK_FAILURE_LIMIT,
  apiTokenCreate,
  apiTokenRevoke,
  apiTokensRevokeTerminal,
  linkCodeCreate,
} from '../src/services/linking.ts';
import { sha256 } from '../src/services/secrets.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('linking and auth', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const verify = (code: unknown, remoteAddress = uniqueAddress()) =>
    built.app.inject({
      method: 'POST',
      url: '/api/terminal/verify/',
      payload: { verification_code: code },
      remoteAddress,
    });

  it('links a terminal with a fresh code; the token opens /api/config/ for that terminal only', async () => {
    const store = await freshStore(built.database.db);
    const code = await linkCodeCreate(built.database.db, store.storeId, store.terminalId);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    const { api_token } = verifyResponse.parse(res.json());
    expect(api_token.length).toBeGreaterThanOrEqual(43);
    const config = await built.app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { authorization: `Token ${api_token}` },
    });
    expect(config.statusCode).toBe(200);
    const body = configResponse.parse(config.json());
    expect(body.terminal.id).toBe(store.terminalId);
    expect(body.store.id).toBe(store.storeId);
  });

  it('stores codes only hashed, and a code works once', async () => {
    const store = await freshStore(built.database.db);
    const code = await linkCodeCreate(built.database.db, store.storeId, store.terminalId);
    const rows = await built.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.codeHash, sha256(code)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: string }>().error).toBe('invalid_code');
  });

  it('refuses an expired code', async () => {
    const store = await freshStore(built.database.db);
    const past = new Date(Date.now() - 11 * 60 * 1000);
    const code = await linkCodeCreate(built.database.db, store.storeId, store.terminalId, past);
    expect((await verify(code)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a code that is not 6 digits', async () => {
    for (const bad of ['12345', '1234567', 'abcdef', 123456]) {
      const res = await verify(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ field: string }>().field).toBe('verification_code');
    }
  });

  it('answers 429 with Retry-After once an address has used up its wrong codes, even for a right code', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LINK_FAILURE_LIMIT + 5; i += 1) statuses.push((await verify('000000', address)).statusCode);
    expect(statuses.slice(0, LINK_FAILURE_LIMIT).every((s) => s === 404 || s === 200)).toBe(true);
    expect(statuses.slice(LINK_FAILURE_LIMIT).every((s) => s === 429)).toBe(true);
    const store = await freshStore(built.database.db);
    const code = await linkCodeCreate(built.database.db, store.storeId, store.terminalId);
    const blocked = await verify(code, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(code, uniqueAddress())).statusCode).toBe(200);
  });

  it('2,000 wrong codes from one address: exactly the limit gets through to a check, the rest 429', async () => {
    const address = uniqueAddress();
    const tally = new Map<number, number>();
    for (let i = 0; i < 2000; i += 1) {
      const status = (await verify(String(100000 + i), address)).statusCode;
      tally.set(status, (tally.get(status) ?? 0) + 1);
    }
    expect((tally.get(404) ?? 0) + (tally.get(200) ?? 0)).toBe(LINK_FAILURE_LIMIT);
    expect(tally.get(429)).toBe(2000 - LINK_FAILURE_LIMIT);
  });

  it('answers 401 without a token, with a wrong one and with a revoked one', async () => {
    const store = await freshStore(built.database.db);
    expect((await built.app.inject({ method: 'GET', url: '/api/config/' })).statusCode).toBe(401);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/config/', headers: { authorization: 'Token nope' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/config/', headers: { authorization: 'Token demo' } }))
        .statusCode,
    ).toBe(401);
    expect((await built.app.inject({ method: 'GET', url: '/api/config/', headers: store.auth })).statusCode).toBe(200);
    expect(await apiTokenRevoke(built.database.db, store.token)).toBe(true);
    const revoked = await built.app.inject({ method: 'GET', url: '/api/config/', headers: store.auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<{ error: string }>().error).toBe('unauthorized');
  });

  it('revoking a terminal refuses all its tokens at once, even ones just used (cached)', async () => {
    const store = await freshStore(built.database.db);
    const second = await apiTokenCreate(built.database.db, store.storeId, store.terminalId);
    for (const token of [store.token, second]) {
      expect(
        (
          await built.app.inject({
            method: 'GET',
            url: '/api/categories/',
            headers: { authorization: `Token ${token}` },
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(await apiTokensRevokeTerminal(built.database.db, store.storeId, store.terminalId)).toBe(2);
    for (const token of [store.token, second]) {
      expect(
        (
          await built.app.inject({
            method: 'GET',
            url: '/api/categories/',
            headers: { authorization: `Token ${token}` },
          })
        ).statusCode,
      ).toBe(401);
    }
  });

  it('keeps health public', async () => {
    expect((await built.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('demo mode', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: true });
  });
  afterAll(async () => built.app.close());

  it('answers the demo store (store 1) without a header or with Token demo, terminal chosen by X-Demo-Terminal', async () => {
    const plain = configResponse.parse((await built.app.inject({ method: 'GET', url: '/api/config/' })).json());
    expect(plain.store.id).toBe(1);
    const demo = await built.app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { authorization: 'Token demo' },
    });
    expect(configResponse.parse(demo.json()).store.id).toBe(1);
    const second = plain.store_terminals[1];
    expect(second).toBeDefined();
    const chosen = await built.app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { 'x-demo-terminal': String(second?.id) },
    });
    expect(configResponse.parse(chosen.json()).terminal.id).toBe(second?.id);
  });
});
