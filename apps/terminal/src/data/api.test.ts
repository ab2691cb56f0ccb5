import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_SYNCED, apiJson, apiRequest, apiUrl, HttpError, OfflineError } from './api.ts';
import { saveConnection } from './connection.ts';

const json = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local/', token: 'secret' });
});
afterEach(() => vi.useRealTimers());

describe('API client (seed 000 §7)', () => {
  it('calls {base}/api + path with JSON headers, the token and credentials', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { results: [1] }));
    expect(await apiRequest('/sections/', {}, { fetch, online: () => true })).toEqual({ results: [1] });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://shop.local/api/sections/');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Token secret' });
  });

  it('sends no authorisation header with the demo token', async () => {
    saveConnection({ url: 'http://demo.local', token: 'demo' });
    const fetch = vi.fn().mockResolvedValue(json(200));
    await apiRequest('/config/', {}, { fetch, online: () => true });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('posts a JSON body', async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, { ok: 1 }));
    await apiRequest('/shifts/sync/', { method: 'POST', body: { id: 1 } }, { fetch, online: () => true });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":1}');
  });

  it.each([201, 204, 404, 500])('treats %i as failure with "Got {status} at {url}"', async (status) => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status }));
    const error = await apiRequest('/config/', {}, { fetch, online: () => true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe(`Got ${status} at http://shop.local/api/config/`);
  });

  it('attempts no request while offline', async () => {
    const fetch = vi.fn();
    await expect(apiRequest('/config/', {}, { fetch, online: () => false })).rejects.toBeInstanceOf(OfflineError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('aborts after the 30 s time-out', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    }));
    const pending = apiRequest('/config/', {}, { fetch, online: () => true });
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect((fetch.mock.calls[0]?.[1])?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await caught) as Error).name).toBe('TimeoutError');
  });

  it('uses a full next link as it is', () => {
    expect(apiUrl('http://a', 'http://a/api/products/?page=2')).toBe('http://a/api/products/?page=2');
    expect(apiUrl('http://a/', 'config/')).toBe('http://a/api/config/');
    expect(apiUrl('http://a', '/api/products/?page=3')).toBe('http://a/api/products/?page=3');
  });
});

describe('generic JSON helper (seed 000 §7)', () => {
  it('answers parsed JSON on 200, false on 404 and ALREADY_SYNCED on 400', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(200, { a: 1 })).mockResolvedValueOnce(json(404)).mockResolvedValueOnce(json(400));
    const deps = { fetch, online: () => true };
    expect(await apiJson('/x/', {}, deps)).toEqual({ a: 1 });
    expect(await apiJson('/x/', {}, deps)).toBe(false);
    expect(await apiJson('/x/', {}, deps)).toBe(ALREADY_SYNCED);
  });

  it('throws with status and URL on anything else', async () => {
    const fetch = vi.fn().mockResolvedValue(json(503));
    await expect(apiJson('/x/', {}, { fetch, online: () => true })).rejects.toThrow('Got 503 at http://shop.local/api/x/');
  });
});
