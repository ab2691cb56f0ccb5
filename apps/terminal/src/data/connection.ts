/** Connection settings kept in localStorage under the seeds' keys (seed 000 §3, §9). */
export const STORAGE_KEYS = {
  token: 'token',
  baseUrl: 'baseUrl',
  terminal: 'terminal',
  connection: 'connection',
  firstTab: 'first-tab',
  data: 'data',
} as const;

/** seed 000 §9: the demo terminal token; no authorisation header is sent with it (seed 000 §4, §7). */
export const DEMO_TOKEN = 'demo';

/** seed 000 §5 error texts, kept verbatim: they are what the seeds and tests expect. */
export const CONNECTION_ERRORS = {
  missingUrl: 'Can not save, missing "url"',
  missingToken: 'Can not save, missing "token"',
  notConnected: 'POS is not connected to Dashboard yet',
} as const;

export interface ConnectionSettings {
  url: string;
  token: string;
}

/** seed 000 §5: saving needs a url and a token. */
export function saveConnection(settings: Partial<ConnectionSettings>, storage: Storage = localStorage): void {
  if (!settings.url) throw new Error(CONNECTION_ERRORS.missingUrl);
  if (!settings.token) throw new Error(CONNECTION_ERRORS.missingToken);
  storage.setItem(STORAGE_KEYS.baseUrl, settings.url);
  storage.setItem(STORAGE_KEYS.token, settings.token);
}

/** seed 000 §5: reading absent settings gives 'POS is not connected to Dashboard yet'. */
export function readConnection(storage: Storage = localStorage): ConnectionSettings {
  const url = storage.getItem(STORAGE_KEYS.baseUrl);
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!url || !token) throw new Error(CONNECTION_ERRORS.notConnected);
  return { url, token };
}

export function storedBaseUrl(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.baseUrl);
}

/** Where the back office is served on the linked server (issue 16: the app at /dashboard/). */
export const DASHBOARD_PATH = '/dashboard/';

/**
 * seed 000 §2.4: the sidebar's Dashboard entry opens the stored base address; since issue 16 that server serves the
 * owner's back office at /dashboard/ (its / is this terminal). Null when no base address is stored.
 */
export function dashboardUrl(storage: Storage = localStorage): string | null {
  const base = storedBaseUrl(storage);
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}${DASHBOARD_PATH}`;
}

export function isDemoToken(storage: Storage = localStorage): boolean {
  return storage.getItem(STORAGE_KEYS.token) === DEMO_TOKEN;
}

/** The terminal config answered by /config/ (seed 000 §3 Terminal config), kept under 'terminal'. */
export function storedTerminal<T = Record<string, unknown>>(storage: Storage = localStorage): T | null {
  const raw = storage.getItem(STORAGE_KEYS.terminal);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveTerminal(terminal: unknown, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.terminal, JSON.stringify(terminal));
}

/**
 * 'connection' is written when the first synchronisation completed (seed 000 §2.2 rule 4: with no stored
 * connection the guard sends the terminal to Synchronize once). It holds the linked domain and the sync time.
 */
export interface StoredConnection {
  domain: string;
  syncedAt: string;
}

export function storedConnection(storage: Storage = localStorage): StoredConnection | null {
  const raw = storage.getItem(STORAGE_KEYS.connection);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredConnection;
  } catch {
    return null;
  }
}

export function saveStoredConnection(connection: StoredConnection, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.connection, JSON.stringify(connection));
}
