/**
 * Customer display pairing (seed 002 §4 "Customer display connection", §7 customer-display calls, §9 constants):
 * the terminal writes its connection offer as a sync message, then polls for the display's answer every 2 s. A
 * write that fails is retried up to 5 times, 2 s apart; giving up is only logged and shows Reconnecting....
 * The peer is a WebRTC data channel (public STUN server); when it opens the terminal id is sent, and closing it
 * marks the display disconnected.
 */
import { create } from 'zustand';
import { apiRequest } from '../../data/api.ts';
import { storedTerminal } from '../../data/connection.ts';

export const DISPLAY_POLL_MS = 2000;
export const DISPLAY_WRITE_RETRIES = 5;
/** Decided: stop polling after 5 minutes without an answer (the seeds give no limit). */
export const DISPLAY_POLL_LIMIT = 150;
const STUN = 'stun:stun.l.google.com:19302';

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
  close(): void;
}

/** A browser RTCPeerConnection with one data channel; the offer waits for ICE gathering (at most 3 s). */
export function browserPeer(): DisplayPeer {
  const connection = new RTCPeerConnection({ iceServers: [{ urls: STUN }] });
  const channel = connection.createDataChannel('display');
  return {
    async offer() {
      await connection.setLocalDescription(await connection.createOffer());
      await new Promise<void>((resolve) => {
        if (connection.iceGatheringState === 'complete') return resolve();
        const timer = setTimeout(resolve, 3000);
        connection.addEventListener('icegatheringstatechange', () => {
          if (connection.iceGatheringState === 'complete') {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      return JSON.stringify(connection.localDescription);
    },
    accept: (answer) => connection.setRemoteDescription(JSON.parse(answer) as RTCSessionDescriptionInit),
    send: (message) => {
      if (channel.readyState === 'open') channel.send(JSON.stringify(message));
    },
    onOpen: (listener) => channel.addEventListener('open', listener),
    onClose: (listener) => channel.addEventListener('close', listener),
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
  connect: (deps?: Partial<PairingDeps>) => Promise<void>;
  /** Sends a message to the display when connected (the order, a display-open flag, a sale; seed 002 §4). */
  send: (message: unknown) => void;
  disconnect: () => void;
}

let current: DisplayPeer | null = null;
let run = 0;

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

export const useDisplayPairing = create<PairingState>()((set, get) => ({
  state: 'not_connected',
  connect: async (overrides = {}) => {
    const deps = { ...defaults, ...overrides };
    const mine = (run += 1);
    current?.close();
    set({ state: 'connecting' });
    const terminal = storedTerminal<{ id?: number }>()?.id ?? 0;
    const failed = () => {
      if (run === mine) set({ state: 'reconnecting' });
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
    });
    peer.onClose(() => {
      if (run === mine && get().state === 'connected') set({ state: 'reconnecting' });
    });
    let key: string | null;
    try {
      key = await writeOffer(await peer.offer(), terminal, deps.wait);
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
    current?.close();
    current = null;
    set({ state: 'not_connected' });
  },
}));
