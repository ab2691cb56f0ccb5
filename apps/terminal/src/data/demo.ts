import { terminalModeHome } from '@opentill/domain';
import { apiRequest } from './api.ts';
import { DEMO_TOKEN, saveConnection, saveTerminal, STORAGE_KEYS, storedTerminal } from './connection.ts';

/**
 * The demo terminal chosen by the demo banner's mode switches. The server acts for the demo store's terminal
 * named by the X-Demo-Terminal header (apps/server http/auth.ts); without it, the store's first terminal.
 */
export const DEMO_TERMINAL_KEY = 'demo-terminal';

/** issue 6 §3 "Try the demo": links this terminal to the demo store of the server that serves the app. */
export function demoStart(origin: string = location.origin, storage: Storage = localStorage): void {
  saveConnection({ url: origin, token: DEMO_TOKEN }, storage);
  storage.removeItem(STORAGE_KEYS.connection);
  storage.removeItem(STORAGE_KEYS.terminal);
  storage.removeItem(DEMO_TERMINAL_KEY);
}

interface StoreTerminal {
  id: number;
  name: string;
  mode: number;
}

/** The demo store's terminals (config store_terminals, kept with the terminal by the first sync). */
export function demoTerminals(storage: Storage = localStorage): StoreTerminal[] {
  return storedTerminal<{ store_terminals?: StoreTerminal[] }>(storage)?.store_terminals ?? [];
}

/**
 * seed 000 §2.3/§2.4: the demo banner switches between the three modes. Picks the demo store's terminal of that
 * mode, fetches its config and answers where the mode switch goes (Tables, a new Order or KioskHome).
 */
export async function demoSwitchMode(mode: number, storage: Storage = localStorage): Promise<string> {
  const target = demoTerminals(storage).find((terminal) => terminal.mode === mode);
  if (!target) throw new Error(`No demo terminal with mode ${mode}`);
  storage.setItem(DEMO_TERMINAL_KEY, String(target.id));
  const config = await apiRequest<{ terminal: Record<string, unknown>; store_terminals: StoreTerminal[] }>('/config/', {}, { storage });
  saveTerminal({ ...config.terminal, store_terminals: config.store_terminals }, storage);
  const home = terminalModeHome(mode);
  return home.name === 'Order' ? '/orders/new' : home.name === 'Tables' ? '/tables' : '/kiosk';
}
