import { create } from 'zustand';
import { STORAGE_KEYS } from './connection.ts';

/** How long a starting window waits for the active one to answer before it treats the marker as stale. */
export const WINDOW_PING_MS = 400;
let channelName = 'opentill-window';

/**
 * The BroadcastChannel's name. Tests give each Vitest worker its own, because Node's BroadcastChannel reaches
 * every worker thread of the process.
 */
export function windowGuardChannel(name?: string): string {
  if (name !== undefined) channelName = name;
  return channelName;
}

type Message = { type: 'ping'; from: string } | { type: 'pong'; from: string } | { type: 'claimed'; from: string };

export interface WindowGuardState {
  status: 'checking' | 'active' | 'secondary';
  /** seed 000 §2.4/§4: Use Here makes this window the active one and the others secondary. */
  useHere: () => void;
}

export const useWindowGuard = create<WindowGuardState>()(() => ({ status: 'checking', useHere: () => undefined }));

let running: { stop: () => void } | null = null;

/**
 * Multi-window guard (seed 000 §4; issue 5 §9). On start, a window with no 'first-tab' marker writes its random id
 * and is active. When a marker exists the window asks on a BroadcastChannel whether its owner is still open: an
 * answer makes this window secondary (duplicate-window notice); silence means the marker outlived a closed or
 * crashed window, so this one takes over. The active window removes its marker when the page goes away.
 */
export function windowGuardStart(storage: Storage = localStorage, pingMs = WINDOW_PING_MS): () => void {
  if (running) return running.stop;
  const id = crypto.randomUUID();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const post = (message: Message) => channel?.postMessage(message);
  const claim = () => {
    clearTimeout(timer);
    storage.setItem(STORAGE_KEYS.firstTab, id);
    useWindowGuard.setState({ status: 'active' });
    post({ type: 'claimed', from: id });
  };
  const onMessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    const status = useWindowGuard.getState().status;
    if (message.type === 'ping' && status === 'active') post({ type: 'pong', from: id });
    else if (message.type === 'pong' && status === 'checking') {
      clearTimeout(timer);
      useWindowGuard.setState({ status: 'secondary' });
    } else if (message.type === 'claimed' && message.from !== id) useWindowGuard.setState({ status: 'secondary' });
  };
  const onPageHide = () => {
    if (useWindowGuard.getState().status === 'active' && storage.getItem(STORAGE_KEYS.firstTab) === id) storage.removeItem(STORAGE_KEYS.firstTab);
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('pagehide', onPageHide);
  useWindowGuard.setState({ status: 'checking', useHere: claim });

  const marker = storage.getItem(STORAGE_KEYS.firstTab);
  if (!marker || !channel) claim();
  else {
    post({ type: 'ping', from: id });
    timer = setTimeout(claim, pingMs);
  }

  const stop = () => {
    clearTimeout(timer);
    onPageHide();
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('pagehide', onPageHide);
    useWindowGuard.setState({ status: 'checking', useHere: () => undefined });
    running = null;
  };
  running = { stop };
  return stop;
}

/** Stops the running guard, if any (tests; a page going away removes its marker through pagehide). */
export function windowGuardStop(): void {
  running?.stop();
}
