import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock } from '../test-kit.tsx';
import { api, ApiError, apiUrl, csrfTokenSet, errorMessage, errorTitleKey, onSignedOut } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  csrfTokenSet(null);
});

describe('api()', () => {
  it('sends the session cookie and the CSRF token on mutations only', async () => {
    const calls = fetchMock(() => ({ body: { ok: true } }));
    csrfTokenSet('token-abc');
    await api('/stores/1/products', { query: { q: 'tea', cursor: undefined, limit: 50 } });
    await api('/stores/1/products', { method: 'POST', body: { name: 'Tea' } });
    expect(calls[0]?.url).toBe('/api/dashboard/stores/1/products?q=tea&limit=50');
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.headers['X-CSRF-Token']).toBeUndefined();
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.credentials).toBe('same-origin');
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('token-abc');
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ name: 'Tea' });
  });

  it("rejects with the server's error code, message and field", async () => {
    fetchMock(() => ({
      status: 400,
      body: { error: 'invalid', message: 'body: price_cents: must be ≥ 0', field: 'price_cents' },
    }));
    const error = await api('/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid', field: 'price_cents' });
    expect((error as ApiError).message).toBe('body: price_cents: must be ≥ 0');
    expect(errorTitleKey(error)).toBe('errors.titles.value');
  });

  it('turns an unreachable server into a network error, and a 500 into "contact support"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await api('/x').catch((caught: unknown) => caught);
    expect(offline).toMatchObject({ status: 0, code: 'network' });
    expect(errorTitleKey(offline)).toBe('errors.titles.network');

    fetchMock(() => ({ status: 500, body: { error: 'internal', message: 'Internal server error' } }));
    const broken = await api('/x').catch((caught: unknown) => caught);
    expect(errorTitleKey(broken)).toBe('errors.titles.unknown');
    expect(errorMessage(broken, (key, fallback) => `${key}|${fallback}`)).toBe(
      'errors.codes.internal|Please, contact support',
    );
  });

  it('tells the app when the session is gone (401 signed_out), not on other 401s', async () => {
    const seen = vi.fn();
    const stop = onSignedOut(seen);
    fetchMock(() => ({ status: 401, body: { error: 'wrong_credentials', message: 'Wrong email or password' } }));
    await api('/sign-in', { method: 'POST', body: {} }).catch(() => undefined);
    expect(seen).not.toHaveBeenCalled();
    fetchMock(() => ({ status: 401, body: { error: 'signed_out', message: 'Signed out' } }));
    await api('/accounts').catch(() => undefined);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves FormData uploads to the browser (no JSON content type) and reads 204 as nothing', async () => {
    const calls = fetchMock(() => ({ status: 204 }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    const answer = await api('/stores/1/images', { method: 'POST', body: form });
    expect(answer).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('keeps paths outside the dashboard API as they are', () => {
    expect(apiUrl('/api/images/3')).toBe('/api/images/3');
    expect(apiUrl('session')).toBe('/api/dashboard/session');
  });
});
