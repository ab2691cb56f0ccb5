import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection, STORAGE_KEYS } from '../data/connection.ts';
import { OpenTillDb } from '../data/db.ts';
import { useRealtime } from '../data/realtime.ts';
import { realtimeDispatch } from '../data/realtime-client.ts';
import { saveRecords } from '../data/save.ts';
import { onlineOrdersFetch } from './online-orders-fetch.ts';
import { newOrderBeep, ONLINE_ORDERS_FETCH_DELAY_MS, onlineOrdersNotifyStart } from './online-orders-notify.ts';

function notification(value: string) {
  localStorage.setItem(
    STORAGE_KEYS.terminal,
    JSON.stringify({ db_settings: [{ name: 'orders_notification', value }] }),
  );
}

let cursor = 1;
/** An orders-event as the realtime client hands it on (seed 000 §4 fields instance_id, call). */
function ordersEvent(call = 'fetchPendingOrder') {
  cursor += 1;
  realtimeDispatch(
    { event: 'orders-event', cursor: String(cursor), data: { instance_id: 'online', call, order_ids: [cursor] } },
    '/orders',
  );
}

let target: EventTarget;
let sound: ReturnType<typeof vi.fn<() => void>>;
let fetch: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  notification('true');
  useRealtime.setState({ lastOrdersEvent: null, newOrderPrompt: false });
  target = new EventTarget();
  sound = vi.fn<() => void>();
  fetch = vi.fn<() => Promise<unknown>>(() => Promise.resolve(1));
  stop = onlineOrdersNotifyStart({ target, sound, fetch });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('online order notification (seed 000 §4, seed 002 §2)', () => {
  it('fetches the online orders 5 seconds after a fetchPendingOrder event, not before', () => {
    ordersEvent();
    expect(useRealtime.getState().newOrderPrompt).toBe(true);
    vi.advanceTimersByTime(ONLINE_ORDERS_FETCH_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('plays no sound before the user has interacted with the page, and plays it after a first tap or key', () => {
    ordersEvent();
    expect(sound).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    ordersEvent();
    expect(sound).toHaveBeenCalledTimes(1);
    stop();
    stop = onlineOrdersNotifyStart({ target, sound, fetch });
    target.dispatchEvent(new Event('keydown'));
    ordersEvent();
    expect(sound).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between announcements within the delay, and fetches again for a later one', () => {
    ordersEvent();
    vi.advanceTimersByTime(3000);
    ordersEvent();
    vi.advanceTimersByTime(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    ordersEvent();
    vi.advanceTimersByTime(ONLINE_ORDERS_FETCH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does nothing when orders_notification is not true, or for another call', () => {
    target.dispatchEvent(new Event('pointerdown'));
    notification('false');
    ordersEvent();
    notification('true');
    ordersEvent('fetchOrders');
    vi.advanceTimersByTime(ONLINE_ORDERS_FETCH_DELAY_MS * 2);
    expect(sound).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops listening when stopped: a pending fetch is cancelled', () => {
    ordersEvent();
    stop();
    ordersEvent();
    vi.advanceTimersByTime(ONLINE_ORDERS_FETCH_DELAY_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed fetch is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetch.mockRejectedValueOnce(new Error('offline'));
    ordersEvent();
    await vi.advanceTimersByTimeAsync(ONLINE_ORDERS_FETCH_DELAY_MS);
    expect(warn).toHaveBeenCalledWith('online orders fetch failed', expect.any(Error));
    warn.mockRestore();
  });

  it('the beep does nothing where WebAudio is missing (jsdom)', () => {
    expect('AudioContext' in globalThis).toBe(false);
    expect(() => newOrderBeep()).not.toThrow();
  });

  it('the beep plays two short oscillator tones where WebAudio exists', () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain() {
        return { gain: { value: 0 }, connect: vi.fn() };
      }
      createOscillator() {
        return {
          type: '',
          frequency: { value: 0 },
          connect: vi.fn(),
          start: (at: number) => started.push(at),
          stop: vi.fn(),
        };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    newOrderBeep();
    vi.unstubAllGlobals();
    expect(started).toHaveLength(2);
  });
});

describe('online orders fetch (seed 002 §7 GET /online/orderlist?status=0)', () => {
  let database: OpenTillDb;
  beforeEach(() => {
    vi.useRealTimers();
    database = new OpenTillDb(`online-${Math.random()}`);
    saveConnection({ url: 'http://shop.local', token: 'tok' });
  });
  afterEach(async () => {
    await database.delete();
  });

  it('asks for the pending online orders and merges them into the orders store as synced, keeping a local copy further on', async () => {
    await saveRecords(
      'orders',
      [{ local_id: 'online_b', id: 2, status: 1, type: 1, updated_at: '2026-01-01T10:00:00.000Z' }],
      database,
    );
    const results = [
      { local_id: 'online_a', id: 1, number: 1, status: 0, type: 1, updated_at: '2026-01-01T11:00:00.000Z' },
      { local_id: 'online_b', id: 2, number: 2, status: 0, type: 1, updated_at: '2026-01-01T11:00:00.000Z' },
    ];
    const fetchStub = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ results }), { status: 200 })),
    );
    expect(
      await onlineOrdersFetch(database, { fetch: fetchStub as unknown as typeof globalThis.fetch, online: () => true }),
    ).toBe(1);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('http://shop.local/api/online/orderlist?status=0');
    expect(init?.method).toBe('GET');
    expect(await database.orders.get('online_a')).toMatchObject({ status: 0, type: 1, updated: false });
    // seed 000 §9: the local copy with a higher status (approved here) is kept.
    expect(await database.orders.get('online_b')).toMatchObject({ status: 1 });
  });
});
