import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './connection.ts';
import { useNetwork } from './network-store.ts';
import { useWindowGuard } from './window-guard.ts';
import { backoffDelay, realtimeStart, realtimeUrl } from './realtime-client.ts';
import { CURSOR_KEY, useRealtime } from './realtime.ts';

/** A WebSocket stand-in that records what the client does and lets a test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  receive(event: string, cursor: string, data: Record<string, unknown> = {}) {
    this.onmessage?.({ data: JSON.stringify({ channel: '127-1-channel', event, cursor, data }) } as MessageEvent);
  }
  drop() {
    this.onclose?.();
  }
}

const latest = () => FakeSocket.all.at(-1) as FakeSocket;
let path = '/orders';
let stop: () => void = () => undefined;
// The app's handlers are stand-ins here (app/realtime-handlers.test.ts tests the real ones).
const newVersion = vi.fn();
const configChanged = vi.fn();
const linkListeners = new Set<() => void>();
const linkChanged = () => linkListeners.forEach((listener) => listener());

function start() {
  stop = realtimeStart({
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    origin: () => 'https://shop.example.com',
    pathname: () => path,
    newVersion,
    configChanged,
    newOrderPopupAllowed: (pathname) => !['/online-orders', '/pin', '/auth'].includes(pathname),
    onLinkChange: (listener) => {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
  });
}

function terminalWithNotification(value: string) {
  localStorage.setItem(STORAGE_KEYS.terminal, JSON.stringify({ db_settings: [{ name: 'orders_notification', value }] }));
}

beforeEach(() => {
  FakeSocket.all = [];
  path = '/orders';
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'tok123');
  useNetwork.setState({ online: true });
  useWindowGuard.setState({ status: 'checking' });
  useRealtime.setState({ connected: false, curbside: null, newOrderPrompt: false, lastOrdersEvent: null });
  newVersion.mockClear();
  configChanged.mockClear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('realtime client (issue 5 §8)', () => {
  it('connects to ws/wss of the origin with the token in the query', () => {
    expect(realtimeUrl('http://127.0.0.1:8080', 'abc')).toBe('ws://127.0.0.1:8080/api/realtime?token=abc');
    start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('wss://shop.example.com/api/realtime?token=tok123');
  });

  it('does not connect while unlinked, and connects once the terminal is linked', () => {
    localStorage.removeItem(STORAGE_KEYS.token);
    start();
    expect(FakeSocket.all).toHaveLength(0);
    localStorage.setItem(STORAGE_KEYS.token, 'tok123');
    linkChanged();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not connect offline, connects when back online and closes when going offline', () => {
    useNetwork.setState({ online: false });
    start();
    expect(FakeSocket.all).toHaveLength(0);
    useNetwork.setState({ online: true });
    expect(FakeSocket.all).toHaveLength(1);
    latest().receive('hello', '0');
    expect(useRealtime.getState().connected).toBe(true);
    useNetwork.setState({ online: false });
    expect(latest().closed).toBe(true);
    expect(useRealtime.getState().connected).toBe(false);
  });

  it('disconnects in a secondary window and connects again when the window is made active (Use Here)', () => {
    start();
    expect(FakeSocket.all).toHaveLength(1);
    useWindowGuard.setState({ status: 'secondary' });
    expect(latest().closed).toBe(true);
    useWindowGuard.setState({ status: 'active' });
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().closed).toBe(false);
  });

  it('remembers the last cursor and resumes from it after a gap, handling a replayed event once', () => {
    vi.useFakeTimers();
    start();
    latest().receive('hello', '0');
    // First connection ever: nothing to resume from.
    expect(latest().sent).toEqual([]);
    latest().receive('orders-event', '41', { instance_id: '2', call: 'tables', order_ids: [] });
    expect(localStorage.getItem(CURSOR_KEY)).toBe('41');
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    latest().receive('hello', '0');
    expect(latest().sent.map((text) => JSON.parse(text) as unknown)).toEqual([{ type: 'resume', cursor: '41' }]);
    const seen: string[] = [];
    const unsubscribe = useRealtime.subscribe((state) => seen.push(state.lastOrdersEvent?.cursor ?? ''));
    latest().receive('orders-event', '41', { instance_id: '2', call: 'tables', order_ids: [] });
    latest().receive('orders-event', '42', { instance_id: '2', call: 'tables', order_ids: [7] });
    unsubscribe();
    expect(seen).toEqual(['42']);
    expect(useRealtime.getState().lastOrdersEvent).toEqual({ instance_id: '2', call: 'tables', order_ids: [7], cursor: '42' });
    expect(localStorage.getItem(CURSOR_KEY)).toBe('42');
  });

  it('reconnects with back-off from 1 s doubling to 30 s, and starts again at 1 s after a subscription', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    vi.useFakeTimers();
    start();
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().receive('hello', '0');
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('config-changed hands the named parts to the app, live and when replayed after a gap (issue 16 §9)', () => {
    vi.useFakeTimers();
    start();
    latest().receive('hello', '0');
    latest().receive('config-changed', '40', { what: ['availability', 'no-such-part', 'employees'] });
    // The names as sent: the refetch (config-refresh.ts) drops those it does not know.
    expect(configChanged).toHaveBeenLastCalledWith(['availability', 'no-such-part', 'employees']);
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().receive('hello', '0');
    expect(latest().sent).toEqual([JSON.stringify({ type: 'resume', cursor: '40' })]);
    latest().receive('config-changed', '41', { what: ['catalog'] });
    expect(configChanged).toHaveBeenLastCalledWith(['catalog']);
    latest().receive('config-changed', '42', { what: 'catalog' });
    latest().receive('config-changed', '43', { what: [7] });
    expect(configChanged).toHaveBeenCalledTimes(2);
  });

  it('new-version opens the update modal (seed 000 §4)', () => {
    start();
    latest().receive('new-version', '5', { version: 'next' });
    expect(newVersion).toHaveBeenCalledTimes(1);
  });

  it('curbsideorder-pickup-event stores the curbside order (seed 000 §4)', () => {
    start();
    latest().receive('curbsideorder-pickup-event', '6', { order_id: 12, car_model: 'Golf', car_color: 'Red', parking_number: '4' });
    expect(useRealtime.getState().curbside).toEqual({ order_id: 12, car_model: 'Golf', car_color: 'Red', parking_number: '4' });
  });

  it('orders-event fetchPendingOrder asks about the new order only with orders_notification true and not on OnlineOrder, Pin or Auth', () => {
    start();
    const pending = (cursor: string) => latest().receive('orders-event', cursor, { instance_id: 'online', call: 'fetchPendingOrder', order_ids: [1] });
    terminalWithNotification('false');
    pending('1');
    expect(useRealtime.getState().newOrderPrompt).toBe(false);
    terminalWithNotification('true');
    for (const [cursor, where] of [['2', '/online-orders'], ['3', '/pin'], ['4', '/auth']] as const) {
      path = where;
      pending(cursor);
      expect(useRealtime.getState().newOrderPrompt, where).toBe(false);
    }
    path = '/orders';
    latest().receive('orders-event', '5', { instance_id: '2', call: 'tables', order_ids: [] });
    expect(useRealtime.getState().newOrderPrompt).toBe(false);
    pending('6');
    expect(useRealtime.getState().newOrderPrompt).toBe(true);
  });
});
