import { describe, expect, it, vi } from 'vitest';
import { addressOrigin, linkStart, pairingStored, PAIRING_STORAGE, type LinkState } from './display-link.ts';

const pairing = { mode: 'network' as const, address: 'http://shop.test', code: '000012', pairingKey: '123456' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers }));

describe("the display's link (issue 20 §1, §3; decisions §58)", () => {
  it('polls every 2 s with the code and pairing key while the terminal has no offer', async () => {
    const bodies: unknown[] = [];
    const fetcher = vi.fn((url: string, init?: RequestInit) => {
      expect(url).toBe('http://shop.test/api/customer-display/offer/');
      bodies.push(JSON.parse(init?.body as string));
      return json(200, { key: null, offer: null });
    });
    const waits: number[] = [];
    let stop = () => undefined as void;
    await new Promise<void>((resolve) => {
      stop = linkStart(
        pairing,
        { state: () => undefined, message: () => undefined },
        {
          fetch: fetcher as unknown as typeof fetch,
          wait: (ms) => {
            waits.push(ms);
            if (waits.length === 3) resolve();
            return Promise.resolve();
          },
        },
      ).stop;
    });
    stop();
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(bodies[0]).toEqual({ code: '000012', pairing_key: '123456' });
  });

  it('stops on a refused code or key, and says so when limited', async () => {
    for (const [status, expected] of [
      [404, 'refused'],
      [429, 'limited'],
    ] as const) {
      const states: LinkState[] = [];
      const waits: number[] = [];
      await new Promise<void>((resolve) => {
        const { stop } = linkStart(
          pairing,
          {
            state: (state) => {
              states.push(state);
              if (state === expected) {
                stop();
                resolve();
              }
            },
            message: () => undefined,
          },
          {
            fetch: (() => json(status, { error: 'x' }, { 'retry-after': '7' })) as unknown as typeof fetch,
            wait: (ms) => (waits.push(ms), Promise.resolve()),
          },
        );
      });
      expect(states).toEqual(['not_connected', expected]);
    }
  });

  it('remembers only a whole pairing, and reads the address as an origin', () => {
    localStorage.setItem(PAIRING_STORAGE, JSON.stringify(pairing));
    expect(pairingStored()).toEqual(pairing);
    localStorage.setItem(PAIRING_STORAGE, JSON.stringify({ ...pairing, pairingKey: '12' }));
    expect(pairingStored()).toBeNull();
    localStorage.setItem(PAIRING_STORAGE, '{not json');
    expect(pairingStored()).toBeNull();
    expect(addressOrigin('https://pos.example.com/dashboard')).toBe('https://pos.example.com');
    expect(addressOrigin('')).toBeNull();
  });
});
