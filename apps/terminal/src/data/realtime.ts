import { create } from 'zustand';

/** Where the last handled event cursor is kept, so a reconnect (or a reload) catches up after a gap (issue 5 §8). */
export const CURSOR_KEY = 'realtimeCursor';
/** Back-off between reconnects: 1 s doubling to 30 s (brief; issue 5 §8 "reconnects with back-off"). */
export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export interface CurbsideOrder {
  order_id: number;
  car_model: string;
  car_color: string;
  parking_number: string;
}

export interface OrdersEvent {
  instance_id: string;
  call: string;
  order_ids: number[];
  cursor: string;
}

export interface RealtimeState {
  connected: boolean;
  /** The last orders-event, for screens that reload on it (seed 000 §4: Tables reloads open orders). */
  lastOrdersEvent: OrdersEvent | null;
  /** seed 000 §4 curbsideorder-pickup-event "stores the curbside order and shows the pickup modal". */
  curbside: CurbsideOrder | null;
  /** seed 000 §2.4 item 5: the new-order-received modal is open. */
  newOrderPrompt: boolean;
  closeCurbside: () => void;
  closeNewOrder: () => void;
}

export const useRealtime = create<RealtimeState>()((set) => ({
  connected: false,
  lastOrdersEvent: null,
  curbside: null,
  newOrderPrompt: false,
  closeCurbside: () => set({ curbside: null }),
  closeNewOrder: () => set({ newOrderPrompt: false }),
}));

/**
 * What the app does with events that concern its own screens and state. The data layer does not import the app
 * (ARCHITECTURE.md layers): the app registers these when it starts the client (app/realtime-handlers.ts).
 */
export interface RealtimeHandlers {
  /** seed 000 §4 new-version: the app shows its update modal. */
  newVersion?: () => void;
  /** seed 000 §4: whether the new-order popup may show on this path (not on OnlineOrder, Pin or Auth). */
  newOrderPopupAllowed?: (pathname: string) => boolean;
  /** Calls the listener whenever the terminal is linked or unlinked (the client connects or closes); returns the unsubscribe. */
  onLinkChange?: (listener: () => void) => () => void;
  /**
   * issue 16 §9 config-changed: the dashboard changed these parts of the store's data; the app fetches them again.
   * The names as sent (the refetch knows which parts exist: this module stays free of the contracts' schemas).
   */
  configChanged?: (parts: string[]) => void;
}
