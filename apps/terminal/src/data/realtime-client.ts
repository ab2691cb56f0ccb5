/**
 * The realtime client (issue 5 §8): the WebSocket, its back-off and the dispatch of messages to the store of
 * realtime.ts. Loaded after the first screen (root-layout.tsx), so the PIN screen's JavaScript does not carry it
 * (issue 13 budget); the store it fills is small and loads at start.
 */
import { STORAGE_KEYS, storedTerminal } from './connection.ts';
import { useNetwork } from './network-store.ts';
import {
  BACKOFF_FIRST_MS,
  BACKOFF_MAX_MS,
  CURSOR_KEY,
  useRealtime,
  type OrdersEvent,
  type RealtimeHandlers,
} from './realtime.ts';
import { useWindowGuard } from './window-guard.ts';

function ordersNotificationOn(): boolean {
  const settings = storedTerminal<{ db_settings?: { name: string; value: string }[] }>()?.db_settings;
  return settings?.find((setting) => setting.name === 'orders_notification')?.value === 'true';
}

/** A message field as text: strings and numbers as they are, anything else (missing, objects) as ''. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Hands one server message to the store; returns false when it is not a message this client understands. */
export function realtimeDispatch(message: { event: string; cursor: string; data: Record<string, unknown> }, pathname: string, handlers: RealtimeHandlers = {}): boolean {
  const data = message.data;
  if (message.event === 'new-version') {
    // seed 000 §4 new-version: shows the update modal.
    handlers.newVersion?.();
    return true;
  }
  if (message.event === 'curbsideorder-pickup-event') {
    useRealtime.setState({
      curbside: {
        order_id: Number(data.order_id),
        car_model: text(data.car_model),
        car_color: text(data.car_color),
        parking_number: text(data.parking_number),
      },
    });
    return true;
  }
  if (message.event === 'config-changed') {
    // issue 16 §9: names of parts only (never records).
    const parts = Array.isArray(data.what) ? data.what.filter((name): name is string => typeof name === 'string') : [];
    if (parts.length > 0) handlers.configChanged?.(parts);
    return true;
  }
  if (message.event === 'orders-event') {
    const event: OrdersEvent = {
      instance_id: text(data.instance_id),
      call: text(data.call),
      order_ids: Array.isArray(data.order_ids) ? data.order_ids.map(Number) : [],
      cursor: message.cursor,
    };
    const popup = event.call === 'fetchPendingOrder' && ordersNotificationOn() && (handlers.newOrderPopupAllowed?.(pathname) ?? true);
    useRealtime.setState(popup ? { lastOrdersEvent: event, newOrderPrompt: true } : { lastOrdersEvent: event });
    return true;
  }
  return false;
}

export function realtimeUrl(origin: string, token: string): string {
  const url = new URL('/api/realtime', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // Browsers cannot set headers on a WebSocket, so the server reads the token from ?token= (routes/realtime.ts).
  url.searchParams.set('token', token);
  return url.toString();
}

export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** failures, BACKOFF_MAX_MS);
}

export interface RealtimeOptions extends RealtimeHandlers {
  WebSocketImpl?: typeof WebSocket;
  storage?: Storage;
  origin?: () => string;
  pathname?: () => string;
}

/**
 * Starts the realtime client (issue 5 §8): connected while online and linked, reconnecting with back-off, resuming
 * from the last cursor after a gap. Returns the stop function.
 */
export function realtimeStart(options: RealtimeOptions = {}): () => void {
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket;
  const storage = options.storage ?? localStorage;
  const origin = options.origin ?? (() => location.origin);
  const pathname = options.pathname ?? (() => location.pathname);
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;
  // Live pushes and a resume replay can overlap; an event is handled once by its cursor.
  const handled = new Set<string>();

  const token = () => storage.getItem(STORAGE_KEYS.token);
  // A secondary window (issue 5 §9) stays quiet: the active window alone shows the events' modals.
  const wanted = () => !stopped && useNetwork.getState().online && Boolean(token()) && useWindowGuard.getState().status !== 'secondary';

  const close = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (socket) {
      const old = socket;
      socket = null;
      old.onclose = null;
      old.onmessage = null;
      old.onerror = null;
      old.close();
    }
    useRealtime.setState({ connected: false });
  };

  const schedule = () => {
    if (timer || !wanted()) return;
    const delay = backoffDelay(failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  const onMessage = (raw: unknown) => {
    let message: { event?: unknown; cursor?: unknown; data?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    if (typeof message.event !== 'string' || typeof message.cursor !== 'string') return;
    if (message.event === 'hello') {
      // Subscribed: from now on nothing is missed, so the back-off starts again from 1 s.
      failures = 0;
      useRealtime.setState({ connected: true });
      const cursor = storage.getItem(CURSOR_KEY);
      if (cursor && /^\d{1,19}$/.test(cursor)) socket?.send(JSON.stringify({ type: 'resume', cursor }));
      return;
    }
    if (handled.has(message.cursor)) return;
    handled.add(message.cursor);
    if (handled.size > 500) handled.delete(handled.values().next().value ?? '');
    const data = message.data && typeof message.data === 'object' ? (message.data as Record<string, unknown>) : {};
    realtimeDispatch({ event: message.event, cursor: message.cursor, data }, pathname(), options);
    const last = storage.getItem(CURSOR_KEY);
    if (!last || BigInt(message.cursor) > BigInt(last)) storage.setItem(CURSOR_KEY, message.cursor);
  };

  function connect() {
    const current = token();
    if (!wanted() || !current || socket) return;
    let next: WebSocket;
    try {
      next = new WebSocketImpl(realtimeUrl(origin(), current));
    } catch {
      schedule();
      return;
    }
    socket = next;
    next.onmessage = (event: MessageEvent) => onMessage(event.data);
    next.onclose = () => {
      socket = null;
      useRealtime.setState({ connected: false });
      schedule();
    };
  }

  const evaluate = () => {
    if (wanted()) {
      if (!socket && !timer) connect();
    } else {
      close();
    }
  };

  // Linking (session domain), sign-out of the link (reset) and connectivity all change whether we should connect.
  const stopNetwork = useNetwork.subscribe((state, previous) => {
    if (state.online !== previous.online) {
      failures = 0;
      evaluate();
    }
  });
  const stopSession = options.onLinkChange?.(evaluate) ?? (() => undefined);
  const stopWindow = useWindowGuard.subscribe((state, previous) => {
    if (state.status !== previous.status) evaluate();
  });
  evaluate();
  return () => {
    stopped = true;
    stopNetwork();
    stopSession();
    stopWindow();
    close();
  };
}
