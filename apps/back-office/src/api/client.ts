/**
 * The back office's one way to the API (issue 16 §2): same-origin requests with the session cookie, the CSRF token
 * on every mutation (X-CSRF-Token, from GET /api/dashboard/session or sign-in), JSON in and out, and every failure
 * as an ApiError carrying the server's `{error, message, field}` (apps/server/src/http/errors.ts). Screens never
 * call fetch themselves.
 */
import type { z } from 'zod';

export const API_BASE = '/api/dashboard';

/** A failed request: the server's error code, English message and the field it names, or a network failure. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's code: 'invalid', 'not_found', 'signed_out', 'csrf_refused'...; 'network' when unreachable. */
    readonly code: string,
    message: string,
    /** The request field the server refused (a 400's `field`), dotted: 'owner.email'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: string | null = null;
/** Set from the session answer (and cleared at sign-out); sent as X-CSRF-Token on every non-GET request. */
export function csrfTokenSet(token: string | null): void {
  csrfToken = token;
}
export function csrfTokenGet(): string | null {
  return csrfToken;
}

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();
/** Called when any request answers 401 `signed_out` (the session expired or was revoked): the app shows sign-in. */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value goes as JSON; FormData (uploads) and Blob go as they are. */
  body?: unknown;
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The contract's schema of the answer: parsed (so dates and defaults are the contract's) when given. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** Builds the URL of an API path: `apiUrl('/stores/3/products', {q: 'tea'})` → /api/dashboard/stores/3/products?q=tea. */
export function apiUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const url = path.startsWith('/api/') ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * Where the CSV of a list or report downloads from: the same query with format=csv (the session cookie goes along;
 * the server answers it as an attachment).
 */
export function csvUrl(path: string, query: RequestOptions<unknown>['query'] = {}): string {
  return apiUrl(path, { ...query, format: 'csv' });
}

function isErrorBody(value: unknown): value is { error: string; message?: unknown; field?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/**
 * One request. Resolves with the answer's JSON (parsed by `schema` when given; undefined for 204), rejects with an
 * ApiError. `path` is under /api/dashboard unless it starts with /api/.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Network error');
  }

  const text = response.status === 204 ? '' : await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const error = isErrorBody(json)
      ? new ApiError(
          response.status,
          json.error,
          typeof json.message === 'string' ? json.message : response.statusText,
          typeof json.field === 'string' ? json.field : undefined,
        )
      : new ApiError(response.status, response.status >= 500 ? 'internal' : 'unknown', response.statusText || 'Error');
    if (error.status === 401 && error.code === 'signed_out') {
      for (const listener of signedOutListeners) listener();
    }
    throw error;
  }
  if (options.schema) return options.schema.parse(json);
  return json as T;
}

/**
 * The seeds' error titles (seed 001 §8, seed 002 §8) for an API failure, as translation keys of the `common`
 * namespace: what the error popup or a form's banner says above the message.
 */
export function errorTitleKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.titles.unknown';
  if (error.code === 'network') return 'errors.titles.network';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'errors.titles.value';
  if (error.status === 403 || error.code === 'signed_out') return 'errors.titles.restricted';
  if (error.status >= 500) return 'errors.titles.unknown';
  return 'errors.titles.error';
}

/**
 * The message under the title: a known code's translation key (`errors.codes.<code>`) when the common namespace has
 * one, else the server's English text; a 5xx never shows the server's words (seed: "Please, contact support").
 */
export function errorMessage(error: unknown, translate: (key: string, fallback: string) => string): string {
  if (!(error instanceof ApiError)) return translate('errors.codes.unknown', 'Please, contact support');
  if (error.status >= 500) return translate('errors.codes.internal', 'Please, contact support');
  return translate(`errors.codes.${error.code}`, error.message);
}
