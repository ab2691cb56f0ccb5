import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../../data/test-body.ts';
import { saveConnection, saveStoredConnection, saveTerminal } from '../../data/connection.ts';
import { checkoutLockRefusal, LOCK_TIMEOUT_MS, lockedElsewhere, orderLockTake } from './order-lock.ts';

beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-02T09:00:00.000Z' });
  saveTerminal({ id: 2, store_terminals: [{ id: 7, name: 'Floor 2' }] });
});
afterEach(() => vi.restoreAllMocks());

const answer = (body: unknown, status = 200) =>
  vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status })));
const online = (fetch: unknown) => ({ deps: { fetch: fetch as typeof globalThis.fetch, online: () => true } });
const name = (id: number | string) => (String(id) === '7' ? 'Floor 2' : null);

describe('order locks (issue 17 §4)', () => {
  it('reads another terminal in locked_by, not this one nor an empty value', () => {
    expect(lockedElsewhere(7, 2)).toBe(7);
    expect(lockedElsewhere('2', 2)).toBeNull();
    expect(lockedElsewhere(null, 2)).toBeNull();
    expect(lockedElsewhere('', 2)).toBeNull();
  });

  it('asks the server to take the lock and holds it when the server says so, even over a stale local copy', async () => {
    const fetch = answer({ ok: true, stored: true, locked_by: 2, terminal_name: null, stale: false });
    expect(await orderLockTake({ local_id: '7_1', id: 41, locked_by: 7 }, 2, name, online(fetch))).toEqual({
      kind: 'held',
    });
    expect(JSON.parse(bodyText(fetch.mock.calls[0]?.[1]))).toEqual({ local_id: '7_1', take: true, takeover: false });
  });

  it("is refused with the holder's name and staleness; a takeover is asked as such", async () => {
    const fetch = answer({ ok: false, stored: true, locked_by: 7, terminal_name: 'Floor 2', stale: true });
    const outcome = await orderLockTake({ local_id: '7_1' }, 2, name, { ...online(fetch), takeover: true });
    expect(outcome).toEqual({ kind: 'refused', lockedBy: 7, name: 'Floor 2', stale: true });
    expect(JSON.parse(bodyText(fetch.mock.calls[0]?.[1]))).toMatchObject({ takeover: true });
  });

  it('offline, on a network failure or for an order the server lacks, the local record decides', async () => {
    const offline = { deps: { fetch: answer({}) as unknown as typeof globalThis.fetch, online: () => false } };
    expect(await orderLockTake({ local_id: '7_1', locked_by: 7 }, 2, name, offline)).toMatchObject({
      kind: 'refused',
      name: 'Floor 2',
      stale: false,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(() => Promise.reject(new TypeError('network')));
    expect(await orderLockTake({ local_id: '7_1', id: 41, locked_by: null }, 2, name, online(failing))).toEqual({
      kind: 'held',
    });
    const unknown = answer({ ok: true, stored: false, locked_by: 2, terminal_name: null, stale: false });
    expect(await orderLockTake({ local_id: '7_1', id: 41, locked_by: 7 }, 2, name, online(unknown))).toMatchObject({
      kind: 'refused',
    });
  });

  it('opens an order that never reached the server without asking it; an uploaded one (synced_at) is asked', async () => {
    const never = answer({});
    expect(await orderLockTake({ local_id: '2_1', locked_by: 2 }, 2, name, online(never))).toEqual({ kind: 'held' });
    expect(await orderLockTake({ local_id: '2_1', id: '2_1', locked_by: 2 }, 2, name, online(never))).toEqual({
      kind: 'held',
    });
    expect(never).not.toHaveBeenCalled();
    const fetch = answer({ ok: false, stored: true, locked_by: 7, terminal_name: null, stale: false });
    const uploaded = { local_id: '2_1', locked_by: 2, synced_at: '2026-01-02T09:00:00.000Z' };
    expect(await orderLockTake(uploaded, 2, name, online(fetch))).toMatchObject({ kind: 'refused', lockedBy: 7 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a server slower than the lock time-out leaves the decision to the local record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const started = Date.now();
    const outcome = await orderLockTake({ local_id: '7_1', id: 41, locked_by: null }, 2, name, {
      deps: { fetch: hanging as unknown as typeof globalThis.fetch, online: () => true, timeoutMs: 50 },
    });
    expect(outcome).toEqual({ kind: 'held' });
    expect(Date.now() - started).toBeLessThan(LOCK_TIMEOUT_MS);
  });

  it("checkout refuses an open order another terminal holds with the seeds' message, and never asks for a final one", async () => {
    const fetch = answer({ ok: false, stored: true, locked_by: 7, terminal_name: null, stale: false });
    expect(await checkoutLockRefusal({ local_id: '7_1', id: 41, status: 1 }, 2, online(fetch))).toBe(
      'Order is being edited on another terminal: Terminal #7 Floor 2',
    );
    const never = answer({});
    expect(await checkoutLockRefusal({ local_id: '7_1', status: 3, locked_by: 7 }, 2, online(never))).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });
});
