/**
 * The sales area's server state (issue 16 §8): one query per answer of the dashboard sales API
 * (packages/contracts dashboard/sales.ts), all keyed under ['sales', store] so one live `orders` event refreshes
 * every figure on screen.
 */
import {
  daySummaryDashboardResponse,
  orderDetailResponse,
  ordersDashboardResponse,
  reportResponse,
  salesFiltersResponse,
  salesTodayResponse,
  shiftDetailResponse,
  shiftsDashboardResponse,
  type ReportKind,
} from '@opentill/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, apiUrl } from '../../api/client.ts';

export const salesKey = (store: number) => ['sales', store] as const;

/** The filters of the orders list as the URL keeps them (strings; '' = any). */
export interface OrdersFilters {
  from: string;
  to: string;
  status: string;
  terminal: string;
  employee: string;
  payment_type: string;
  online: string;
}

export const NO_FILTERS: OrdersFilters = {
  from: '',
  to: '',
  status: '',
  terminal: '',
  employee: '',
  payment_type: '',
  online: '',
};

type Query = Record<string, string | number | undefined>;

/** The query string of filters: empty ones left out. */
export function filtersQuery(filters: Partial<Record<string, string>>): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query;
}

/** Where the CSV of a list or report downloads from (api/client.ts). */
export { csvUrl } from '../../api/client.ts';

export function useSalesToday(store: number) {
  return useQuery({
    queryKey: [...salesKey(store), 'today'],
    queryFn: ({ signal }) => api(`/stores/${store}/reports/today`, { schema: salesTodayResponse, signal }),
    refetchInterval: 60_000,
  });
}

export function useDaySummary(store: number, date: string) {
  return useQuery({
    queryKey: [...salesKey(store), 'day-summary', date],
    queryFn: ({ signal }) =>
      api(`/stores/${store}/reports/day-summary`, {
        schema: daySummaryDashboardResponse,
        query: filtersQuery({ date }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReport(store: number, kind: ReportKind, from: string, to: string) {
  return useQuery({
    enabled: from !== '' && to !== '',
    queryKey: [...salesKey(store), 'report', kind, from, to],
    queryFn: ({ signal }) =>
      api(`/stores/${store}/reports/${kind}`, { schema: reportResponse, query: filtersQuery({ from, to }), signal }),
    placeholderData: keepPreviousData,
  });
}

export const ORDERS_PAGE = 50;

export function useOrders(store: number, filters: OrdersFilters) {
  return useInfiniteQuery({
    queryKey: [...salesKey(store), 'orders', filters],
    queryFn: ({ pageParam, signal }) =>
      api(`/stores/${store}/orders`, {
        schema: ordersDashboardResponse,
        query: { ...filtersQuery({ ...filters }), limit: ORDERS_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(store: number, id: string) {
  return useQuery({
    queryKey: [...salesKey(store), 'order', id],
    queryFn: ({ signal }) => api(`/stores/${store}/orders/${id}`, { schema: orderDetailResponse, signal }),
  });
}

export function useSalesFilters(store: number) {
  return useQuery({
    queryKey: ['sales-filters', store],
    queryFn: ({ signal }) => api(`/stores/${store}/orders/filters`, { schema: salesFiltersResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useShifts(store: number, from: string, to: string) {
  return useInfiniteQuery({
    queryKey: [...salesKey(store), 'shifts', from, to],
    queryFn: ({ pageParam, signal }) =>
      api(`/stores/${store}/shifts`, {
        schema: shiftsDashboardResponse,
        query: { ...filtersQuery({ from, to }), limit: ORDERS_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useShift(store: number, id: string) {
  return useQuery({
    queryKey: [...salesKey(store), 'shift', id],
    queryFn: ({ signal }) => api(`/stores/${store}/shifts/${id}`, { schema: shiftDetailResponse, signal }),
  });
}

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Today's sales live (issue 16 §8): the server's event stream of the store (GET .../live, Server-Sent Events with
 * the session cookie) says when its orders change, and every sales query of the store is refetched. EventSource
 * reconnects by itself; while it is down the queries keep their 60-second refresh.
 */
export function useSalesLive(store: number): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(`/stores/${store}/live`), { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
    source.addEventListener('orders', () => {
      // A burst of uploads (a terminal back online) refetches once.
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: salesKey(store) }), 300);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [client, store]);
  return state;
}
