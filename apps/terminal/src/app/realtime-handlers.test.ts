import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configPendingNames } from '../data/sync/config-pending.ts';
import { configRefreshRequest } from '../data/sync/config-refresh.ts';
import { realtimeAppHandlers } from './realtime-handlers.ts';
import { useSession } from './session-store.ts';
import { useUpdate } from './update-store.ts';

vi.mock('../data/sync/config-refresh.ts', () => ({ configRefreshRequest: vi.fn(() => Promise.resolve()) }));

beforeEach(() => {
  useUpdate.setState({ available: false, dismissed: false });
});

describe('the app side of the realtime client (seed 000 §4)', () => {
  it('new-version announces the update', () => {
    realtimeAppHandlers.newVersion?.();
    expect(useUpdate.getState().available).toBe(true);
  });

  it('allows the new-order popup except on OnlineOrder, Pin and Auth', () => {
    const allowed = realtimeAppHandlers.newOrderPopupAllowed;
    expect(['/online-orders', '/pin', '/auth'].map((path) => allowed?.(path))).toEqual([false, false, false]);
    expect(allowed?.('/orders')).toBe(true);
  });

  it('config-changed writes the parts down at once, then hands them to the refetch once its code loads (issue 16 §9)', async () => {
    localStorage.clear();
    realtimeAppHandlers.configChanged?.(['availability']);
    expect(configPendingNames()).toEqual(['availability']);
    await vi.waitFor(() => expect(configRefreshRequest).toHaveBeenCalledWith(['availability']));
  });

  it('reports a change of link (the session domain), and nothing else', () => {
    const listener = vi.fn();
    const stop = realtimeAppHandlers.onLinkChange?.(listener);
    useSession.getState().linked('shop.example.com');
    expect(listener).toHaveBeenCalledTimes(1);
    useSession.getState().linked('shop.example.com');
    expect(listener).toHaveBeenCalledTimes(1);
    stop?.();
    useSession.getState().linked('other.example.com');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
