import { DEMO_TOKEN, readConnection } from './connection.ts';
import { isOnline } from './network.ts';

/** seed 000 §9: HTTP time-out 30000 ms. */
export const HTTP_TIMEOUT_MS = 30_000;

/** seed 000 §7: any status but 200 throws 'Got {status} at {url}'. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    /** The parsed error body when the server sent JSON (400 {error, field, message}); the sync engine reports it. */
    readonly body: unknown = null,
  ) {
    super(`Got ${status} at ${url}`);
    this.name = 'HttpError';
  }
}

/** seed 000 §1: when offline no fetch is attempted. */
export class OfflineError extends Error {
  constructor() {
    super('You are not connected to the internet');
    this.name = 'OfflineError';
  }
}

export interface ApiDeps {
  fetch?: typeof fetch;
  storage?: Storage;
  online?: () => boolean;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  /** Overrides the stored base URL (verification happens before one is stored). */
  base?: string;
  /** Sends no token even if one is stored (terminal verification). */
  anonymous?: boolean;
}

/**
 * seed 000 §7: every call goes to {base}/api + path. A products `next` link may be a full URL (used as it is) or
 * a path already under /api (contracts' pageOf), which is joined to the base without doubling /api.
 */
export function apiUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const root = base.replace(/\/+$/, '');
  const relative = path.startsWith('/') ? path : `/${path}`;
  return relative.startsWith('/api/') ? `${root}${relative}` : `${root}/api${relative}`;
}

/** Low-level call: headers, token, credentials, time-out. Returns the Response whatever its status. */
async function send(path: string, options: RequestOptions, deps: ApiDeps): Promise<{ response: Response; url: string }> {
  const online = deps.online ?? isOnline;
  if (!online()) throw new OfflineError();
  const storage = deps.storage ?? localStorage;
  let base = options.base;
  let token: string | null = null;
  if (base === undefined) {
    const connection = readConnection(storage);
    base = connection.url;
    token = connection.token;
  } else if (!options.anonymous) {
    token = storage.getItem('token');
  }
  const url = apiUrl(base, path);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  // seed 000 §4/§7: the demo token sends no authorisation header; the demo banner's chosen terminal goes instead.
  if (token && token !== DEMO_TOKEN && !options.anonymous) headers.Authorization = `Token ${token}`;
  const demoTerminal = token === DEMO_TOKEN ? storage.getItem('demo-terminal') : null;
  if (demoTerminal) headers['X-Demo-Terminal'] = demoTerminal;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), deps.timeoutMs ?? HTTP_TIMEOUT_MS);
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      signal: controller.signal,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { response, url };
  } finally {
    clearTimeout(timer);
  }
}

/** seed 000 §7: only HTTP 200 is success; anything else throws 'Got {status} at {url}'. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, deps: ApiDeps = {}): Promise<T> {
  const { response, url } = await send(path, options, deps);
  if (response.status !== 200) throw new HttpError(response.status, url, await response.json().catch(() => null));
  return (await response.json()) as T;
}

/** What the generic helper answers on 400: the first synchronisation already happened (seed 000 §7). */
export const ALREADY_SYNCED = Symbol('already-synced');

/**
 * seed 000 §7 generic JSON helper: parsed JSON on 200, false on 404, ALREADY_SYNCED on 400; any other status
 * gives an error naming the status and the URL.
 */
export async function apiJson<T>(path: string, options: RequestOptions = {}, deps: ApiDeps = {}): Promise<T | false | typeof ALREADY_SYNCED> {
  const { response, url } = await send(path, options, deps);
  if (response.status === 200) return (await response.json()) as T;
  if (response.status === 404) return false;
  if (response.status === 400) return ALREADY_SYNCED;
  throw new HttpError(response.status, url);
}
