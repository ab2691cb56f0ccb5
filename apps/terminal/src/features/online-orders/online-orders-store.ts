/**
 * The Online Orders screen's state and actions (seed 002 §2, §4): the filters (Pending and Today on entry), the
 * selected order with whether it is fully refunded, the reject confirmation, Approve, Reject, the start of a refund,
 * print check and the notices. Components read this store; it alone calls the actions and the data.
 */
import { ORDER_STATUS } from '@opentill/domain';
import { create } from 'zustand';
import { useNetwork } from '../../data/network-store.ts';
import { ordersRefundingOrder, type OrderRecord } from '../../data/repositories/orders.ts';
import { printReceipt } from '../../devices/printing/index.ts';
import { kitchenFailureNotice } from '../kitchen/kitchen-send.ts';
import { refundDisabled, refundShown } from '../orders/orders-list-store.ts';
import { refundDraftCreate } from '../refund/refund-actions.ts';
import { orderFullyRefunded } from '../refund/refund-build.ts';
import {
  onlineOrderApprove,
  onlineOrderDepsReal,
  onlineOrderReject,
  type OnlineOrderDeps,
} from './online-orders-actions.ts';
import { onlineOrdersStatusFetch } from './online-orders-repository.ts';
import { ONLINE_FILTERS_DEFAULT, type DiningFilter, type OnlineDay, type OnlineFilters } from './online-orders-view.ts';

export interface OnlineNotice {
  title: string;
  message: string;
}

export interface OnlineOrdersState extends OnlineFilters {
  selectedId: string | null;
  selectedFullyRefunded: boolean;
  selectedLoading: boolean;
  /** The order the reject confirmation asks about. */
  rejecting: OrderRecord | null;
  /** An action under way (its buttons are busy). */
  busy: boolean;
  notice: OnlineNotice | null;
  printFailed: boolean;
}

export interface OnlineOrdersActions {
  /** Entry: the defaults (seed 002 §2: Pending, Today), then the tab's orders from the server when online. */
  enter: () => void;
  /** Back to the defaults without a fetch (leaving the screen). */
  reset: () => void;
  setStatus: (status: number) => void;
  setDining: (dining: DiningFilter) => void;
  setDay: (day: OnlineDay) => void;
  select: (order: OrderRecord | null) => Promise<void>;
  approve: (order: OrderRecord) => Promise<void>;
  rejectAsk: (order: OrderRecord) => void;
  rejectCancel: () => void;
  /** The confirmation's yes. */
  rejectConfirm: () => Promise<void>;
  /** Creates the refund draft of the order; answers the editor route to open, or null. */
  refundStart: (order: OrderRecord) => Promise<string | null>;
  printCheck: (order: OrderRecord) => Promise<void>;
  dismissNotice: () => void;
  dismissPrintFailed: () => void;
}

const initial: OnlineOrdersState = {
  ...ONLINE_FILTERS_DEFAULT,
  selectedId: null,
  selectedFullyRefunded: false,
  selectedLoading: false,
  rejecting: null,
  busy: false,
  notice: null,
  printFailed: false,
};

let deps: OnlineOrderDeps = onlineOrderDepsReal;
/** Tests swap the transitions' outside world; answers the restore function. */
export function onlineOrderDepsSet(next: Partial<OnlineOrderDeps>): () => void {
  deps = { ...onlineOrderDepsReal, ...next };
  return () => {
    deps = onlineOrderDepsReal;
  };
}

/** The tab's orders from the server; offline, or on failure, the device's copies stay shown. */
function fetchTab(status: number): void {
  if (!useNetwork.getState().online) return;
  onlineOrdersStatusFetch(status).catch((error: unknown) => console.warn('Online orders fetch failed', error));
}

export const useOnlineOrders = create<OnlineOrdersState & OnlineOrdersActions>()((set, get) => ({
  ...initial,
  enter: () => {
    set({ ...initial });
    fetchTab(ORDER_STATUS.PENDING);
  },
  reset: () => set({ ...initial }),
  setStatus: (status) => {
    set({ status, selectedId: null });
    fetchTab(status);
  },
  setDining: (dining) => set({ dining }),
  setDay: (day) => set({ day }),
  select: async (order) => {
    set({ selectedId: order?.local_id ?? null, selectedFullyRefunded: false, selectedLoading: order !== null });
    if (!order) return;
    const refunds = await ordersRefundingOrder(order);
    if (get().selectedId === order.local_id)
      set({ selectedFullyRefunded: orderFullyRefunded(order, refunds), selectedLoading: false });
  },
  approve: async (order) => {
    if (get().busy) return;
    set({ busy: true });
    try {
      const outcome = await onlineOrderApprove(order, deps);
      if (outcome && !outcome.kitchen.ok) set({ notice: kitchenFailureNotice(outcome.kitchen) });
    } finally {
      set({ busy: false });
    }
  },
  rejectAsk: (order) => set({ rejecting: order }),
  rejectCancel: () => set({ rejecting: null }),
  rejectConfirm: async () => {
    const order = get().rejecting;
    if (!order || get().busy) return;
    set({ busy: true, rejecting: null });
    try {
      await onlineOrderReject(order, deps);
    } finally {
      set({ busy: false });
    }
  },
  refundStart: async (order) => {
    const state = get();
    const blocked = refundDisabled({
      selected: order,
      selectedFullyRefunded: state.selectedId === order.local_id && state.selectedFullyRefunded,
      selectedLoading: state.selectedId === order.local_id && state.selectedLoading,
      refundStarting: state.busy,
    });
    if (!refundShown(order) || blocked) return null;
    set({ busy: true });
    try {
      const draft = await refundDraftCreate(order, new Date());
      return `/orders/${draft.local_id}?refund=1`;
    } finally {
      set({ busy: false });
    }
  },
  printCheck: async (order) => {
    const outcome = await printReceipt(order);
    if (!outcome.ok) set({ printFailed: true });
  },
  dismissNotice: () => set({ notice: null }),
  dismissPrintFailed: () => set({ printFailed: false }),
}));
