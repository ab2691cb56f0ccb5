import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowGuard, windowGuardChannel, windowGuardStart, windowGuardStop } from './window-guard.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  windowGuardStop();
  vi.useRealTimers();
});

/** Another window: answers pings while it is active and announces claims, like windowGuardStart does. */
function otherWindow(id: string) {
  const channel = new BroadcastChannel(windowGuardChannel());
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent<{ type: string }>) => {
    received.push(event.data);
    if (event.data.type === 'ping') channel.postMessage({ type: 'pong', from: id });
  };
  return { channel, received };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('multi-window guard (seed 000 §4, issue 5 §9)', () => {
  it('the first window writes its random id under first-tab and is active', () => {
    windowGuardStart();
    expect(useWindowGuard.getState().status).toBe('active');
    expect(localStorage.getItem('first-tab')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a second window is secondary while the first answers; Use Here swaps them', async () => {
    localStorage.setItem('first-tab', 'other-window');
    const other = otherWindow('other-window');
    windowGuardStart(localStorage, 300);
    await settle(100);
    expect(useWindowGuard.getState().status).toBe('secondary');
    useWindowGuard.getState().useHere();
    expect(useWindowGuard.getState().status).toBe('active');
    expect(localStorage.getItem('first-tab')).not.toBe('other-window');
    await settle(50);
    expect(other.received).toContainEqual(expect.objectContaining({ type: 'claimed' }));
    other.channel.close();
  });

  it('takes over a marker left by a window that is gone (no answer)', async () => {
    localStorage.setItem('first-tab', 'crashed-window');
    windowGuardStart(localStorage, 50);
    expect(useWindowGuard.getState().status).toBe('checking');
    await settle(120);
    expect(useWindowGuard.getState().status).toBe('active');
    expect(localStorage.getItem('first-tab')).not.toBe('crashed-window');
  });

  it('becomes secondary when another window claims, and removes its marker when the page goes away', async () => {
    windowGuardStart();
    const other = new BroadcastChannel(windowGuardChannel());
    other.postMessage({ type: 'claimed', from: 'new-window' });
    await settle(50);
    expect(useWindowGuard.getState().status).toBe('secondary');
    other.close();
    windowGuardStop();
    localStorage.clear();
    windowGuardStart();
    const mine = localStorage.getItem('first-tab');
    expect(mine).not.toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('first-tab')).toBeNull();
  });
});
