/**
 * The order list's state and actions (seed 002 §2 Order list and refund screen, §4 Order list search, §9): the status
 * tab, local orders merged with server pages when online, paging by 20, the order number search, the selected order
 * with its refunds, print check and the start of a refund. Components read this store; it alone reads the data.
 */
import {
  centsFromDecimal,
  ORDER_STATUS,
  orderSearchInputIsValid,
  orderSearchRoute,
  refundButtonDisabled,
  refundOffered,
} from '@opentill/domain';
import { create } from 'zustand';
import { useNetwork } from '../../data/network-store.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printReceipt } from '../../devices/printing/index.ts';
import { refundDraftCreate } from '../refund/refund-actions.ts';
import { orderFullyRefunded } from '../refund/refund-build.ts';
import {
  ORDERS_PAGE_SIZE,
  orderRefunds,
  orderSearchLocal,
  orderSearchServer,
  ordersListLocal,
  ordersListPageFetch,
} from './orders-list-repository.ts';

/** seed 002 §2: the status tabs in their order; Account does nothing. */
export const ORDER_TABS = [
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.OPEN,
  ORDER_STATUS.HOLD,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.REFUNDED,
] as const;

export interface OrdersListState {
  status: number;
  orders: OrderRecord[];
  /** How many rows are shown: 20 a page (seed 002 §9). */
  visible: number;
  /** The next server page to fetch, and whether the server has more. */
  serverPage: number;
  serverMore: boolean;
  /** Local ids fetched from the server in this visit: shown whatever their age. */
  fetched: ReadonlySet<string>;
  loading: boolean;
  searchText: string;
  /** The order a search found; the list then shows it alone. */
  searchResult: OrderRecord | null;
  notFound: boolean;
  selected: OrderRecord | null;
  selectedFullyRefunded: boolean;
  selectedLoading: boolean;
  printFailed: boolean;
  refundStarting: boolean;
}

export interface OrdersListActions {
  /** Shows a status tab: local orders at once, then the server's first page when online. */
  open: (status: number, now?: Date) => Promise<void>;
  /** Near the bottom: 20 more rows, fetching the server's next page when the local ones run out. */
  more: (now?: Date) => Promise<void>;
  /** seed 002 §5: only digits and underscore; other input is reverted (the text stays as it was). */
  type: (text: string) => void;
  /** Enter or Search (seed 002 §4). Answers whether an order was found. */
  search: () => Promise<boolean>;
  clearSearch: () => void;
  dismissNotFound: () => void;
  select: (order: OrderRecord | null) => Promise<void>;
  printCheck: (order: OrderRecord) => Promise<void>;
  dismissPrintFailed: () => void;
  /** Creates the refund draft of the selected order; answers the editor route to open, or null. */
  refundStart: (now?: Date) => Promise<string | null>;
  reset: () => void;
}

const initial: OrdersListState = {
  status: ORDER_STATUS.COMPLETED,
  orders: [],
  visible: ORDERS_PAGE_SIZE,
  serverPage: 1,
  serverMore: false,
  fetched: new Set(),
  loading: false,
  searchText: '',
  searchResult: null,
  notFound: false,
  selected: null,
  selectedFullyRefunded: false,
  selectedLoading: false,
  printFailed: false,
  refundStarting: false,
};

/** Whether the Refund button shows for an order (seed 002 §2; a refunded original too until fully refunded, decisions §15). */
export function refundShown(order: OrderRecord): boolean {
  const total = centsFromDecimal(order.total_sum);
  if (refundOffered(order.status, total)) return true;
  return (
    order.status === ORDER_STATUS.REFUNDED &&
    (order.reference_order === null || order.reference_order === undefined) &&
    total > 0
  );
}

/** seed 002 §5: the Refund button is disabled when fully refunded, without server id, only gift cards, or loading. */
export function refundDisabled(
  state: Pick<OrdersListState, 'selected' | 'selectedFullyRefunded' | 'selectedLoading' | 'refundStarting'>,
): boolean {
  const order = state.selected;
  if (!order) return true;
  return refundButtonDisabled({
    fullyRefunded: state.selectedFullyRefunded,
    id: order.id,
    items: order.items,
    loading: state.selectedLoading || state.refundStarting,
  });
}

/** seed 002 §2: Edit for open or hold orders. */
export function editShown(order: OrderRecord): boolean {
  return order.status === ORDER_STATUS.OPEN || order.status === ORDER_STATUS.HOLD;
}

let request = 0;

export const useOrdersList = create<OrdersListState & OrdersListActions>()((set, get) => {
  /** Re-reads the local list of the current tab (after a merge or a change). */
  const reload = async (status: number, now: Date, token: number) => {
    const orders = await ordersListLocal(status, now, get().fetched);
    if (token === request) set({ orders });
  };

  const fetchPage = async (status: number, page: number, now: Date, token: number) => {
    if (!useNetwork.getState().online) return;
    try {
      const answer = await ordersListPageFetch(status, page);
      if (token !== request) return;
      set({ fetched: new Set([...get().fetched, ...answer.localIds]), serverPage: page + 1, serverMore: answer.more });
      await reload(status, now, token);
    } catch (error) {
      // The local list stays usable; the next scroll or tab tries the server again.
      console.error('Order list page fetch failed', error);
    }
  };

  return {
    ...initial,
    open: async (status, now = new Date()) => {
      request += 1;
      const token = request;
      set({
        status,
        orders: [],
        visible: ORDERS_PAGE_SIZE,
        serverPage: 1,
        serverMore: false,
        searchResult: null,
        selected: null,
        loading: true,
      });
      await reload(status, now, token);
      await fetchPage(status, 1, now, token);
      if (token === request) set({ loading: false });
    },
    more: async (now = new Date()) => {
      const { orders, visible, serverMore, serverPage, status, loading, searchResult } = get();
      if (loading || searchResult) return;
      if (visible < orders.length) {
        set({ visible: visible + ORDERS_PAGE_SIZE });
        return;
      }
      if (!serverMore) return;
      const token = request;
      set({ loading: true });
      await fetchPage(status, serverPage, now, token);
      if (token === request) set({ loading: false, visible: get().visible + ORDERS_PAGE_SIZE });
    },
    type: (text) => {
      if (orderSearchInputIsValid(text)) set({ searchText: text });
    },
    search: async () => {
      const value = get().searchText.trim();
      if (value === '') {
        set({ searchResult: null });
        return false;
      }
      const route = orderSearchRoute(value, useNetwork.getState().online);
      let found: OrderRecord | null = null;
      try {
        if (route === 'local') found = await orderSearchLocal(value);
        else if (route === 'server') found = await orderSearchServer(value);
      } catch (error) {
        console.error('Order search failed', error);
      }
      if (!found) {
        set({ notFound: true });
        return false;
      }
      set({ searchResult: found });
      await get().select(found);
      return true;
    },
    clearSearch: () => set({ searchText: '', searchResult: null }),
    dismissNotFound: () => set({ notFound: false }),
    select: async (order) => {
      set({ selected: order, selectedFullyRefunded: false, selectedLoading: order !== null });
      if (!order) return;
      const refunds = await orderRefunds(order);
      if (get().selected?.local_id === order.local_id)
        set({ selectedFullyRefunded: orderFullyRefunded(order, refunds), selectedLoading: false });
    },
    printCheck: async (order) => {
      const outcome = await printReceipt(order);
      if (!outcome.ok) set({ printFailed: true });
    },
    dismissPrintFailed: () => set({ printFailed: false }),
    refundStart: async (now = new Date()) => {
      const state = get();
      const order = state.selected;
      if (!order || !refundShown(order) || refundDisabled(state)) return null;
      set({ refundStarting: true });
      try {
        const draft = await refundDraftCreate(order, now);
        return `/orders/${draft.local_id}?refund=1`;
      } finally {
        set({ refundStarting: false });
      }
    },
    reset: () => {
      request += 1;
      set({ ...initial, fetched: new Set() });
    },
  };
});
