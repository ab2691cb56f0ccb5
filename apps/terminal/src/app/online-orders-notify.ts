import { useRealtime, type OrdersEvent } from '../data/realtime.ts';
import { storedTerminal } from '../data/connection.ts';

/** seed 000 §9 / seed 002 §9 constants: "Online order fetch delay after notification 5 s". */
export const ONLINE_ORDERS_FETCH_DELAY_MS = 5000;

/** seed 000 §3 terminal setting: the notification behaviour is on only when orders_notification is 'true'. */
export function ordersNotificationEnabled(): boolean {
  const settings = storedTerminal<{ db_settings?: { name: string; value: string }[] }>()?.db_settings;
  return settings?.find((setting) => setting.name === 'orders_notification')?.value === 'true';
}

/** seed 000 §4: only an orders-event whose call is fetchPendingOrder announces a new online order. */
export function announcesPendingOrder(event: OrdersEvent | null): boolean {
  return event !== null && event.call === 'fetchPendingOrder';
}

type AudioContextClass = new () => AudioContext;
let audio: AudioContext | null = null;

/**
 * A short two-tone beep made with WebAudio (no audio file to ship or cache). Does nothing where WebAudio is missing
 * (jsdom, old browsers); a sound is a hint only, so a failure is swallowed.
 */
export function newOrderBeep(): void {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (Context === undefined) return;
  try {
    audio ??= new Context();
    const context = audio;
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const gain = context.createGain();
    gain.gain.value = 0.2;
    gain.connect(context.destination);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.12);
    }
  } catch {
    // No sound rather than a broken screen.
  }
}

/** Fetches the pending online orders into the orders store (loaded on demand: it needs the API client and Dexie). */
async function fetchPendingOnlineOrders(): Promise<void> {
  const { onlineOrdersFetch } = await import('./online-orders-fetch.ts');
  await onlineOrdersFetch();
}

export interface OnlineOrdersNotifyOptions {
  /** Where the first interaction is listened for (the window). */
  target?: EventTarget;
  sound?: () => void;
  fetch?: () => Promise<unknown>;
  enabled?: () => boolean;
}

/**
 * seed 000 §4 / seed 002 §2: when orders_notification is 'true' and an orders-event with call fetchPendingOrder
 * arrives, a sound plays once the user has interacted with the page (browsers refuse audio before a gesture, so
 * none is attempted), and the online orders are fetched 5 seconds later. The popup itself is opened by the
 * realtime client (data/realtime.ts); this adds the sound and the fetch. Returns the stop function.
 */
export function onlineOrdersNotifyStart(options: OnlineOrdersNotifyOptions = {}): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? null : window);
  const sound = options.sound ?? newOrderBeep;
  const fetch = options.fetch ?? fetchPendingOnlineOrders;
  const enabled = options.enabled ?? ordersNotificationEnabled;
  let interacted = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onInteraction = () => {
    interacted = true;
    target?.removeEventListener('pointerdown', onInteraction, true);
    target?.removeEventListener('keydown', onInteraction, true);
  };
  // Capture phase: a screen that stops propagation still counts as an interaction.
  target?.addEventListener('pointerdown', onInteraction, true);
  target?.addEventListener('keydown', onInteraction, true);

  const stopRealtime = useRealtime.subscribe((state, previous) => {
    const event = state.lastOrdersEvent;
    if (event === previous.lastOrdersEvent || !announcesPendingOrder(event) || !enabled()) return;
    if (interacted) sound();
    // Several announcements within the delay share one fetch: it brings every pending order.
    timer ??= setTimeout(() => {
      timer = null;
      fetch().catch((error: unknown) => console.warn('online orders fetch failed', error));
    }, ONLINE_ORDERS_FETCH_DELAY_MS);
  });

  return () => {
    stopRealtime();
    onInteraction();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
