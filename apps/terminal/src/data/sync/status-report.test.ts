import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../test-body.ts';
import { saveConnection, saveStoredConnection } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { syncEngineNew } from './engine.ts';
import { STATUS_INTERVAL_MS, terminalStatusListen, terminalStatusReport } from './status-report.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-01T00:00:00Z' });
  database = new OpenTillDb(`status-${Math.random()}`);
});
afterEach(async () => {
  vi.useRealTimers();
  await database.delete();
});

function server(status = 200) {
  const calls: { url: string; body: unknown; auth: string | null }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(bodyText(init)) as unknown, auth: new Headers(init?.headers).get('Authorization') });
    return Promise.resolve(new Response(status === 204 ? null : '{}', { status }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the terminal reports its outbox and that it is there (issue 16 §6)', () => {
  it('posts the outbox size with its token; the server answers 204', async () => {
    await saveRecords('orders', [{ local_id: '7_1', status: 3, updated: true }, { local_id: '7_2', status: 3, updated: false }], database);
    await saveRecords('shift', [{ id: '7_9', local_id: '7_9', updated: true }], database);
    const api = server(204);
    expect(await terminalStatusReport({ api: { fetch: api.fetch, online: () => true }, database: () => database })).toBe(true);
    expect(api.calls).toEqual([{ url: 'http://shop.local/api/terminal/status', body: { outbox_size: 2 }, auth: 'Token tok' }]);
  });

  it('says nothing offline or before the first sync, and takes a refusal quietly', async () => {
    const api = server(404);
    expect(await terminalStatusReport({ api: { fetch: api.fetch, online: () => false }, database: () => database })).toBe(false);
    expect(api.calls).toEqual([]);
    expect(await terminalStatusReport({ api: { fetch: api.fetch, online: () => true }, database: () => database })).toBe(false);
    expect(api.calls).toHaveLength(1);
    localStorage.removeItem('connection');
    expect(await terminalStatusReport({ api: { fetch: api.fetch, online: () => true }, database: () => database })).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('reports at once and then every minute', async () => {
    vi.useFakeTimers();
    const api = server();
    const stop = terminalStatusListen({ api: { fetch: api.fetch, online: () => true }, database: () => database });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(STATUS_INTERVAL_MS);
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    stop();
    await vi.advanceTimersByTimeAsync(STATUS_INTERVAL_MS * 2);
    expect(api.calls).toHaveLength(2);
  });

  it('the sync engine calls its afterSync after each sync', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const afterSync = vi.fn();
    const engine = syncEngineNew({ database: () => database, locks: () => null, online: () => false, setTimer: () => 0, clearTimer: () => undefined, afterSync });
    await engine.now();
    await vi.waitFor(() => expect(afterSync).toHaveBeenCalledWith(expect.objectContaining({ ok: false })));
  });
});
