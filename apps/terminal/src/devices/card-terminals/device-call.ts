/**
 * One HTTP call to a card device with a client time-out (AbortController). A call ends in one of three ways, and
 * the caller must tell them apart: an answer (any HTTP status), 'lost' (time-out or a network error: the device may
 * have charged, so ask for the status before trying again), or never sent.
 */
export type DeviceCallResult =
  | { readonly kind: 'answer'; readonly status: number; readonly text: string }
  | { readonly kind: 'lost'; readonly reason: 'timeout' | 'network'; readonly detail: string };

export interface DeviceCallOptions {
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

export async function deviceCall(
  url: string,
  init: { body: string; contentType: string },
  options: DeviceCallOptions,
): Promise<DeviceCallResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const fetcher = options.fetch ?? fetch;
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': init.contentType },
      body: init.body,
      signal: controller.signal,
      cache: 'no-store',
    });
    const text = await response.text();
    return { kind: 'answer', status: response.status, text };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'lost', reason: 'timeout', detail: 'time-out' };
    // The browser does not say whether the request left (refused) or the answer was lost (reset after sending).
    return { kind: 'lost', reason: 'network', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A base URL and an endpoint joined with one slash (B's proxy: {proxy}/Sale). */
export function urlJoin(base: string, endpoint: string): string {
  return `${base.replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}`;
}
