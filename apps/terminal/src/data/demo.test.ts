import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStoredConnection, saveTerminal, storedTerminal } from './connection.ts';
import { DEMO_TERMINAL_KEY, demoStart, demoSwitchMode } from './demo.ts';

const terminals = [
  { id: 1, name: 'Counter', mode: 1 },
  { id: 2, name: 'Floor', mode: 2 },
  { id: 3, name: 'Kiosk', mode: 3 },
];

beforeEach(() => localStorage.clear());

describe('demo mode (seed 000 §2.3, §4)', () => {
  it('Try the demo stores the demo token for this origin and forgets any earlier link', () => {
    saveStoredConnection({ domain: 'old', syncedAt: 'x' });
    saveTerminal({ id: 9 });
    demoStart('http://pos.local');
    expect(localStorage.getItem('token')).toBe('demo');
    expect(localStorage.getItem('baseUrl')).toBe('http://pos.local');
    expect(localStorage.getItem('connection')).toBeNull();
    expect(localStorage.getItem('terminal')).toBeNull();
  });

  it.each([
    [2, 2, '/orders/new'],
    [1, 1, '/tables'],
    [3, 3, '/kiosk'],
  ])('switching to mode %i uses demo terminal %i and goes to %s', async (mode, terminalId, path) => {
    demoStart('http://pos.local');
    saveTerminal({ id: 1, mode: 1, store_terminals: terminals });
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ terminal: { id: terminalId, mode }, store_terminals: terminals }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await demoSwitchMode(mode)).toBe(path);
    vi.unstubAllGlobals();
    expect(localStorage.getItem(DEMO_TERMINAL_KEY)).toBe(String(terminalId));
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    // seed 000 §7: no authorisation header with the demo token; the chosen demo terminal is named instead.
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers['X-Demo-Terminal']).toBe(String(terminalId));
    expect(storedTerminal()).toMatchObject({ id: terminalId, mode, store_terminals: terminals });
  });
});
