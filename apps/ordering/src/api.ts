import type { OrderingGeo, OrderingMenu, OrderingOrderRequest, OrderingStatus } from '@opentill/contracts';

/** A refused call: the server's field and message (400), or only the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
  });
  if (response.status !== 200) {
    const body = (await response.json().catch(() => ({}))) as { field?: string; message?: string };
    throw new ApiError(response.status, body.message ?? `Got ${String(response.status)} at ${url}`, body.field);
  }
  return (await response.json()) as T;
}

const base = (store: number) => `/api/order/${String(store)}`;

export const menuFetch = (store: number) => call<OrderingMenu>(`${base(store)}/menu/`);
export const geoFetch = () => call<OrderingGeo>('/api/order/geo/');
export const orderPost = (store: number, body: OrderingOrderRequest) =>
  call<OrderingStatus>(`${base(store)}/orders/`, { method: 'POST', body: JSON.stringify(body) });
export const statusFetch = (store: number, key: string) => call<OrderingStatus>(`${base(store)}/orders/${key}/`);
export const liveUrl = (store: number, key: string) => `${base(store)}/orders/${key}/live/`;
export const herePost = (
  store: number,
  key: string,
  body: { car_model: string; car_color: string; parking_number: string },
) => call<{ ok: true }>(`${base(store)}/orders/${key}/here/`, { method: 'POST', body: JSON.stringify(body) });

/** A key of 128 random bits, URL-safe: the only way to read or follow the order (decisions §63). */
export function orderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
