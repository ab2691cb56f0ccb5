/**
 * The terminal's side of the customer display's messages (issue 20 §2, §4): the latest message of each kind is kept
 * (the store, the display-open flag, the order, the sale), sent to every display when it changes, and resent whole
 * when a display connects (seed 002 §4: "the current order is resent"). Displays are the paired WebRTC peer and any
 * window of this PC listening on the BroadcastChannel, which says hello every 2 s (Connected while it does). What a
 * display sends back (the customer's tip and signature, issue 20 §6) goes to customer-tip.ts from either.
 */
import { create } from 'zustand';
import { displayOnMessage, displayOnOpen, useDisplayPairing } from '../../features/settings/display-pairing.ts';
import { customerTipReceived } from './customer-tip.ts';
import {
  DISPLAY_BROADCAST,
  DISPLAY_HEARTBEAT_MS,
  type DisplayMessage,
  type DisplayRequest,
} from './display-protocol.ts';

type Kind = 'store' | 'display_open' | 'order' | 'sale' | 'tip_request';
const KINDS: readonly Kind[] = ['store', 'display_open', 'order', 'sale', 'tip_request'];
const snapshot = new Map<Kind, DisplayMessage>();
const lastText = new Map<Kind, string>();

/** Whether a display window of this PC answers on the BroadcastChannel. */
export const useLocalDisplay = create<{ connected: boolean }>()(() => ({ connected: false }));

/** Whether any display would receive a message now: the paired one connected, or a window of this PC. */
export function useDisplayListening(): boolean {
  const local = useLocalDisplay((state) => state.connected);
  const paired = useDisplayPairing((state) => state.state === 'connected');
  return local || paired;
}

let channel: BroadcastChannel | null = null;

function broadcast(message: DisplayMessage): void {
  useDisplayPairing.getState().send(message);
  channel?.postMessage(message);
}

function resend(): void {
  for (const kind of KINDS) {
    const message = snapshot.get(kind);
    if (message) broadcast(message);
  }
}

/** Sets the current message of a kind (null clears it) and sends it when it changed. */
export function displayPublish(kind: Kind, message: DisplayMessage | null): void {
  const text = message ? JSON.stringify(message) : '';
  if (lastText.get(kind) === text) return;
  lastText.set(kind, text);
  if (message) {
    snapshot.set(kind, message);
    broadcast(message);
  } else snapshot.delete(kind);
}

/** Sends a one-off message (the thank-you). */
export function displayAnnounce(message: DisplayMessage): void {
  broadcast(message);
}

/**
 * What the paired display sent on the data channel: the customer's tip, or its leaving. A display that leaves on
 * purpose (Change terminal) is marked disconnected and the pairing key, the code Settings shows, is cleared (seed 002
 * §4); a channel merely lost keeps both and offers again (issue 20 §3).
 */
export function displayReplied(message: unknown): void {
  if (message && typeof message === 'object' && 'closing' in message) useDisplayPairing.getState().disconnect();
  else customerTipReceived(message);
}

/** Starts listening for displays (local windows and the WebRTC peer); returns the stop. */
export function displaySenderStart(): () => void {
  const stopPeer = displayOnOpen(resend);
  const stopReplies = displayOnMessage(displayReplied);
  const stopOpen = () => {
    stopPeer();
    stopReplies();
  };
  if (typeof BroadcastChannel === 'undefined') return stopOpen;
  const local = new BroadcastChannel(DISPLAY_BROADCAST);
  channel = local;
  const seen = new Map<string, number>();
  local.onmessage = (event: MessageEvent<DisplayRequest>) => {
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if ('hello' in data) {
      const known = seen.has(data.hello);
      seen.set(data.hello, Date.now());
      if (!known) resend();
    } else if ('bye' in data) seen.delete(data.bye);
    else customerTipReceived(data);
    check();
  };
  const check = () => {
    const now = Date.now();
    for (const [id, at] of seen) if (now - at > DISPLAY_HEARTBEAT_MS * 3) seen.delete(id);
    const connected = seen.size > 0;
    if (useLocalDisplay.getState().connected !== connected) useLocalDisplay.setState({ connected });
  };
  const timer = setInterval(check, DISPLAY_HEARTBEAT_MS);
  return () => {
    stopOpen();
    clearInterval(timer);
    local.close();
    if (channel === local) channel = null;
  };
}
