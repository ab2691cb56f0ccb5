/**
 * Customer display pairing (seed 002 §4 "Customer display connection", §7 customer-display calls, §9 constants):
 * the terminal writes its connection offer as a sync message, then polls for the display's answer every 2 s. A
 * write that fails is retried up to 5 times, 2 s apart; giving up is only logged and shows Reconnecting....
 * The peer is a WebRTC data channel; when it opens the terminal id is sent (the feed then resends the current order),
 * and closing it marks the display disconnected.
 *
 * Issue 20 (decisions §58): the sync message carries the pairing key Settings shows beside the connection code, so
 * only a display shown both can answer; the key is kept, so after a reload or a blip the terminal writes a new offer
 * by itself and the remembered display answers it. STUN only when the terminal setting customer_display_stun names
 * servers (none on a LAN).
 */
import { terminalSetting } from '@opentill/domain';
import { create } from 'zustand';
import { apiRequest } from '../../data/api.ts';
import { storedTerminal } from '../../data/connection.ts';
import { channelListen, iceGathered, rtcConfiguration } from '../../devices/customer-display/rtc-peer.ts';

export const DISPLAY_POLL_MS = 2000;
export const DISPLAY_WRITE_RETRIES = 5;
/** Decided: stop polling after 5 minutes without an answer (the seeds give no limit); a kept pairing offers again. */
export const DISPLAY_POLL_LIMIT = 150;
/** Decided (issue 20 §3): a kept pairing offers again this long after a failure, 2 s after a closed channel. */
export const DISPLAY_RETRY_MS = 10_000;
/** Decided: an answered offer whose channel is not open 15 s later is given up (and offered again). */
export const DISPLAY_OPEN_LIMIT_MS = 15_000;
/** localStorage: the pairing key while a display is paired (survives a reload of the terminal). */
export const DISPLAY_PAIRING_STORAGE = 'customer-display';

export type DisplayState = 'not_connected' | 'connecting' | 'connected' | 'reconnecting';

/** What pairing needs of a WebRTC peer (a fake one in tests). */
export interface DisplayPeer {
  /** The offer as text (the sync message). */
  offer(): Promise<string>;
  accept(answer: string): Promise<void>;
  /** Sends a JSON message on the data channel. */
  send(message: unknown): void;
  onOpen(listener: () => void): void;
  onClose(listener: () => void): void;
  /** The display's JSON messages on the data channel (its tip and signature, issue 20 §6). */
  onMessage?(listener: (message: unknown) => void): void;
  close(): void;
}

/** The STUN servers of the terminal setting customer_display_stun (comma-separated); none by default. */
export function displayStun(): string[] {
  const settings = storedTerminal<{ db_settings?: { name: string; value: string }[] }>()?.db_settings;
  return (terminalSetting(settings, 'customer_display_stun') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^stuns?:/.test(url));
}

/** A browser RTCPeerConnection with one data channel; the offer waits for ICE gathering (at most 3 s). */
export function browserPeer(): DisplayPeer {
  const connection = new RTCPeerConnection(rtcConfiguration(displayStun()));
  const channel = connection.createDataChannel('display');
  const closed: (() => void)[] = [];
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    closed.forEach((listener) => listener());
  };
  channel.addEventListener('close', fire);
  // A network blip: the ICE connection is lost before the channel notices (issue 20 §3).
  connection.addEventListener('connectionstatechange', () => {
    if (connection.connectionState === 'failed' || connection.connectionState === 'disconnected') fire();
  });
  return {
    async offer() {
      await connection.setLocalDescription(await connection.createOffer());
      await iceGathered(connection);
      return JSON.stringify(connection.localDescription);
    },
    accept: (answer) => connection.setRemoteDescription(JSON.parse(answer) as RTCSessionDescriptionInit),
    send: (message) => {
      if (channel.readyState === 'open') channel.send(JSON.stringify(message));
    },
    onOpen: (listener) => channel.addEventListener('open', listener),
    onClose: (listener) => closed.push(listener),
    onMessage: (listener) => channelListen(channel, listener),
    close: () => connection.close(),
  };
}

export interface PairingDeps {
  peer: () => DisplayPeer;
  wait: (ms: number) => Promise<void>;
}
const defaults: PairingDeps = {
  peer: browserPeer,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface PairingState {
  state: DisplayState;
  /** The 6-digit pairing key the display must be given with the connection code; null while not paired. */
  pairingKey: string | null;
  connect: (deps?: Partial<PairingDeps>) => Promise<void>;
  /** Sends a message to the display when connected (the order, a display-open flag, a sale; seed 002 §4). */
  send: (message: unknown) => void;
  /** Forgets the pairing: the display paired with the key is refused from now on. */
  disconnect: () => void;
}

let current: DisplayPeer | null = null;
let run = 0;
let retry: ReturnType<typeof setTimeout> | null = null;
const openListeners = new Set<() => void>();
const messageListeners = new Set<(message: unknown) => void>();

/** Called each time a display channel opens (the feed resends the current order, seed 002 §4). */
export function displayOnOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Called with each message the paired display sends (the customer's tip and signature, issue 20 §6). */
export function displayOnMessage(listener: (message: unknown) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** The kept pairing key, or null. */
export function displayPairingKey(storage: Storage = localStorage): string | null {
  const key = storage.getItem(DISPLAY_PAIRING_STORAGE);
  return key && /^\d{6}$/.test(key) ? key : null;
}

function pairingKeyNew(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

async function writeOffer(message: string, terminal: number, wait: PairingDeps['wait']): Promise<string | null> {
  for (let attempt = 0; attempt <= DISPLAY_WRITE_RETRIES; attempt += 1) {
    try {
      const answer = await apiRequest<{ key: string }>('/customer-display/write-sync-message/', {
        method: 'POST',
        body: { message, terminal },
      });
      return answer.key;
    } catch (error) {
      console.warn(`customer display: write failed (attempt ${String(attempt + 1)})`, error);
      if (attempt < DISPLAY_WRITE_RETRIES) await wait(DISPLAY_POLL_MS);
    }
  }
  // seed 002 §4: giving up is only logged.
  console.warn('customer display: giving up writing the connection offer');
  return null;
}

export const useDisplayPairing = create<PairingState>()((set, get) => {
  /** A kept pairing tries again by itself (issue 20 §3); a real timer, so a test's instant wait never loops. */
  const again = (mine: number, ms: number, deps: Partial<PairingDeps>) => {
    if (retry) clearTimeout(retry);
    retry = setTimeout(() => {
      retry = null;
      if (run === mine && displayPairingKey()) void get().connect(deps);
    }, ms);
  };
  return {
    state: 'not_connected',
    pairingKey: typeof localStorage === 'undefined' ? null : displayPairingKey(),
    connect: async (overrides = {}) => {
      const deps = { ...defaults, ...overrides };
      const mine = (run += 1);
      current?.close();
      const pairingKey = displayPairingKey() ?? pairingKeyNew();
      localStorage.setItem(DISPLAY_PAIRING_STORAGE, pairingKey);
      set({ state: get().state === 'not_connected' ? 'connecting' : get().state, pairingKey });
      const terminal = storedTerminal<{ id?: number }>()?.id ?? 0;
      const failed = () => {
        if (run !== mine) return;
        set({ state: 'reconnecting' });
        again(mine, DISPLAY_RETRY_MS, overrides);
      };
      let peer: DisplayPeer;
      try {
        peer = deps.peer();
        current = peer;
      } catch (error) {
        console.warn('customer display: no WebRTC here', error);
        return failed();
      }
      peer.onOpen(() => {
        if (run !== mine) return;
        set({ state: 'connected' });
        peer.send({ terminal });
        openListeners.forEach((listener) => listener());
      });
      peer.onMessage?.((message) => {
        if (run === mine) messageListeners.forEach((listener) => listener(message));
      });
      peer.onClose(() => {
        if (run !== mine || get().state !== 'connected') return;
        set({ state: 'reconnecting' });
        again(mine, DISPLAY_POLL_MS, overrides);
      });
      let key: string | null;
      try {
        const stun = displayStun();
        const message = { pairing_key: pairingKey, offer: await peer.offer(), ...(stun.length ? { stun } : {}) };
        key = await writeOffer(JSON.stringify(message), terminal, deps.wait);
      } catch (error) {
        console.warn('customer display: offer failed', error);
        key = null;
      }
      if (key === null) return failed();
      for (let poll = 0; poll < DISPLAY_POLL_LIMIT && run === mine; poll += 1) {
        await deps.wait(DISPLAY_POLL_MS);
        if (run !== mine) return;
        try {
          const message = await apiRequest<{ active: boolean; answer: string | null }>(
            '/customer-display/get-sync-message/',
            { method: 'POST', body: { key } },
          );
          if (message.answer) {
            await peer.accept(message.answer);
            // Answered but the channel never opens (no route between the two): offer again.
            setTimeout(() => {
              if (run === mine && get().state !== 'connected') failed();
            }, DISPLAY_OPEN_LIMIT_MS);
            return;
          }
        } catch (error) {
          console.warn('customer display: poll failed', error);
        }
      }
      failed();
    },
    send: (message) => {
      if (get().state === 'connected') current?.send(message);
    },
    disconnect: () => {
      run += 1;
      if (retry) clearTimeout(retry);
      retry = null;
      current?.close();
      current = null;
      localStorage.removeItem(DISPLAY_PAIRING_STORAGE);
      set({ state: 'not_connected', pairingKey: null });
    },
  };
});
