/**
 * The display's side of the connection (issue 20 §1, §3, §4; decisions §58). Over the network it asks the back office
 * for its terminal's offer every 2 s (seed 002 §9) with the connection code and the pairing key, answers it, and
 * takes the WebRTC data channel; when the channel closes or the network drops it shows Reconnecting... and waits for
 * the terminal's next offer. On one PC it listens on the BroadcastChannel instead, saying hello every 2 s. The pairing
 * is remembered (localStorage), so a reload reconnects by itself. A refused code or key stops and asks again.
 */
import {
  DISPLAY_BROADCAST,
  DISPLAY_HEARTBEAT_MS,
  type DisplayMessage,
  type DisplayReply,
  type DisplayRequest,
} from '../../devices/customer-display/display-protocol.ts';
import { channelListen, rtcAnswer } from '../../devices/customer-display/rtc-peer.ts';

export type LinkState = 'not_connected' | 'connected' | 'reconnecting' | 'refused' | 'limited';

export type Pairing = { mode: 'network'; address: string; code: string; pairingKey: string } | { mode: 'local' };

export const PAIRING_STORAGE = 'opentill-display-pairing';
const POLL_MS = 2000;
/** An answered offer whose channel is not open by then is dropped, and the next offer awaited. */
const OPEN_LIMIT_MS = 15_000;
/** Leaving, the connection outlives the channel's close this long so the goodbye is delivered. */
const LEAVE_MS = 1000;

export function pairingStored(storage: Storage = localStorage): Pairing | null {
  try {
    const value = JSON.parse(storage.getItem(PAIRING_STORAGE) ?? 'null') as Pairing | null;
    if (value?.mode === 'local') return value;
    if (value?.mode === 'network' && value.address && /^\d{1,10}$/.test(value.code) && /^\d{6}$/.test(value.pairingKey))
      return value;
  } catch {
    // A damaged entry asks again.
  }
  return null;
}

export interface LinkEvents {
  state: (state: LinkState) => void;
  message: (message: DisplayMessage) => void;
}

export interface LinkDeps {
  fetch: typeof fetch;
  wait: (ms: number) => Promise<void>;
  answer: typeof rtcAnswer;
}
const defaults: LinkDeps = {
  fetch: (...args) => fetch(...args),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  answer: rtcAnswer,
};

/** The back office's address as typed ('pos.example.com', 'https://pos.example.com/'), as an origin; null if not one. */
export function addressOrigin(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `${location.protocol}//${text}`);
    return url.origin;
  } catch {
    return null;
  }
}

/** A running link: its stop, and the way back to the terminal (the customer's tip and signature, issue 20 §6). */
export interface Link {
  stop: () => void;
  /** Sent when connected; dropped otherwise (the terminal asks again after a reconnection). */
  send: (reply: DisplayReply) => void;
  /** Staff change the terminal: the terminal is told (it marks the display disconnected), then the link stops. */
  leave: () => void;
}

/** Starts the link. */
export function linkStart(pairing: Pairing, events: LinkEvents, deps: Partial<LinkDeps> = {}): Link {
  return pairing.mode === 'local' ? localLink(events) : networkLink(pairing, events, { ...defaults, ...deps });
}

function localLink(events: LinkEvents): Link {
  if (typeof BroadcastChannel === 'undefined') {
    events.state('refused');
    return { stop: () => undefined, send: () => undefined, leave: () => undefined };
  }
  const id = crypto.randomUUID();
  const channel = new BroadcastChannel(DISPLAY_BROADCAST);
  let heard = 0;
  let state: LinkState = 'not_connected';
  const set = (next: LinkState) => {
    if (next === state) return;
    state = next;
    events.state(next);
  };
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => {
    heard = Date.now();
    set('connected');
    if (event.data && typeof event.data === 'object') events.message(event.data);
  };
  const hello = () => {
    channel.postMessage({ hello: id } satisfies DisplayRequest);
    if (state === 'connected' && Date.now() - heard > DISPLAY_HEARTBEAT_MS * 3) set('reconnecting');
  };
  hello();
  const timer = setInterval(hello, DISPLAY_HEARTBEAT_MS);
  const bye = () => channel.postMessage({ bye: id } satisfies DisplayRequest);
  addEventListener('pagehide', bye);
  const stop = () => {
    clearInterval(timer);
    removeEventListener('pagehide', bye);
    bye();
    channel.close();
  };
  // On one PC the bye already tells the terminal this window is gone.
  return { stop, send: (reply) => channel.postMessage(reply satisfies DisplayRequest), leave: stop };
}

function networkLink(pairing: Extract<Pairing, { mode: 'network' }>, events: LinkEvents, deps: LinkDeps): Link {
  let stopped = false;
  let connection: RTCPeerConnection | null = null;
  let open: RTCDataChannel | null = null;
  let everConnected = false;
  const origin = addressOrigin(pairing.address) ?? location.origin;
  const post = async (path: string, body: object) => {
    const response = await deps.fetch(`${origin}/api/customer-display/${path}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0), response };
  };
  const credentials = { code: pairing.code, pairing_key: pairing.pairingKey };

  /** One offer answered and its channel followed until it closes; false when refused (stop). */
  const round = async (): Promise<boolean> => {
    let offer: { key: string | null; offer: string | null; stun?: string[] };
    try {
      const result = await post('offer', credentials);
      if (result.status === 404 || result.status === 400) return (events.state('refused'), false);
      if (result.status === 429) {
        events.state('limited');
        await deps.wait(Math.max(result.retryAfter, 1) * 1000);
        return true;
      }
      if (result.status !== 200) throw new Error(`Got ${String(result.status)}`);
      offer = (await result.response.json()) as typeof offer;
    } catch {
      if (everConnected) events.state('reconnecting');
      await deps.wait(POLL_MS);
      return true;
    }
    if (!offer.key || !offer.offer) {
      await deps.wait(POLL_MS);
      return true;
    }
    const answered = await deps.answer(offer.offer, offer.stun ?? []);
    connection = answered.connection;
    const sent = await post('answer', { ...credentials, key: offer.key, answer: answered.answer }).catch(() => null);
    if (sent?.status !== 200) {
      answered.connection.close();
      await deps.wait(POLL_MS);
      return true;
    }
    const channel = await Promise.race([answered.channel, deps.wait(OPEN_LIMIT_MS).then(() => null)]);
    if (!channel || stopped) {
      answered.connection.close();
      return true;
    }
    await new Promise<void>((resolve) => {
      const closed = () => {
        removeEventListener('offline', closed);
        resolve();
      };
      channel.addEventListener('close', closed);
      // The device lost its network: the channel is given up now (ICE would notice only seconds later), and the
      // terminal, seeing it close, offers again for when the network is back (issue 20 §3).
      addEventListener('offline', closed);
      answered.connection.addEventListener('connectionstatechange', () => {
        const now = answered.connection.connectionState;
        if (now === 'failed' || now === 'disconnected' || now === 'closed') closed();
      });
      channelListen(channel, (message) => {
        if (message && typeof message === 'object') events.message(message as DisplayMessage);
      });
      const opened = () => {
        everConnected = true;
        open = channel;
        events.state('connected');
      };
      if (channel.readyState === 'open') opened();
      else channel.addEventListener('open', opened);
    });
    // Stopped, the stop (or the leave, a moment later) closes the connection.
    if (stopped) return false;
    answered.connection.close();
    events.state('reconnecting');
    return true;
  };

  void (async () => {
    events.state('not_connected');
    while (!stopped) {
      let go = true;
      try {
        go = await round();
      } catch {
        await deps.wait(POLL_MS);
      }
      if (!go) return;
    }
  })();
  const send = (reply: DisplayReply) => {
    if (open?.readyState === 'open') open.send(JSON.stringify(reply));
  };
  return {
    stop: () => {
      stopped = true;
      connection?.close();
    },
    send,
    leave: () => {
      stopped = true;
      send({ closing: true });
      // A data channel's close sends what is queued first; the connection itself goes a moment later.
      open?.close();
      const last = connection;
      setTimeout(() => last?.close(), LEAVE_MS);
    },
  };
}
