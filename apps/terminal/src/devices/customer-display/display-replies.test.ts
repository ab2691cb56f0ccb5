import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPLAY_PAIRING_STORAGE,
  useDisplayPairing,
  type DisplayPeer,
} from '../../features/settings/display-pairing.ts';
import { signInLinkedTerminal } from '../../test/linked-terminal.ts';
import { customerTipAsk, useCustomerTip } from './customer-tip.ts';
import { displaySenderStart } from './display-sender.ts';

/**
 * What the paired display sends back over the data channel (issue 20 §3, §6): the customer's tip reaches the checkout's
 * store; a display leaving on purpose is marked disconnected and the code is cleared (seed 002 §4), while a channel
 * merely lost shows Reconnecting... and keeps the pairing key (the terminal offers again).
 */
function peerWithMessages() {
  const listeners = {
    open: [] as (() => void)[],
    close: [] as (() => void)[],
    message: [] as ((m: unknown) => void)[],
  };
  const peer: DisplayPeer & { open(): void; drop(): void; receive(message: unknown): void } = {
    offer: () => Promise.resolve('{"type":"offer"}'),
    accept: () => Promise.resolve(),
    send: () => undefined,
    onOpen: (listener) => listeners.open.push(listener),
    onClose: (listener) => listeners.close.push(listener),
    onMessage: (listener) => listeners.message.push(listener),
    close: () => undefined,
    open: () => listeners.open.forEach((listener) => listener()),
    drop: () => listeners.close.forEach((listener) => listener()),
    receive: (message) => listeners.message.forEach((listener) => listener(message)),
  };
  return peer;
}

let stop: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  signInLinkedTerminal({ id: 12, db_settings: [], payment_types: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(url.endsWith('/write-sync-message/') ? { key: 'k' } : { active: true, answer: '{"a":1}' }),
        ),
      ),
    ),
  );
  stop = displaySenderStart();
});
afterEach(() => {
  stop();
  useDisplayPairing.getState().disconnect();
  vi.unstubAllGlobals();
});

async function connected() {
  const peer = peerWithMessages();
  await useDisplayPairing.getState().connect({ peer: () => peer, wait: () => Promise.resolve() });
  peer.open();
  expect(useDisplayPairing.getState().state).toBe('connected');
  return peer;
}

describe("the display's replies on the data channel", () => {
  it("the customer's tip for the order asked reaches the checkout's store", async () => {
    const peer = await connected();
    customerTipAsk('12_3');
    peer.receive({ tip_choice: { order: '12_3', percent: 18, signature: 'M1 2 L3 4' } });
    expect(useCustomerTip.getState().choice).toEqual({ order: '12_3', percent: 18, signature: 'M1 2 L3 4' });
  });

  it('a display leaving on purpose is Not Connected and the code is cleared; a lost channel keeps the key', async () => {
    let peer = await connected();
    const key = useDisplayPairing.getState().pairingKey;
    expect(key).toMatch(/^\d{6}$/);
    peer.drop();
    expect(useDisplayPairing.getState()).toMatchObject({ state: 'reconnecting', pairingKey: key });
    expect(localStorage.getItem(DISPLAY_PAIRING_STORAGE)).toBe(key);

    peer = await connected();
    peer.receive({ closing: true });
    expect(useDisplayPairing.getState()).toMatchObject({ state: 'not_connected', pairingKey: null });
    expect(localStorage.getItem(DISPLAY_PAIRING_STORAGE)).toBeNull();
    // The channel's close that follows changes nothing.
    peer.drop();
    expect(useDisplayPairing.getState().state).toBe('not_connected');
  });
});
