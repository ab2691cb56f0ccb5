import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardReset } from '../../app/guard.ts';
import { useSession } from '../../app/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';
import { batchClose } from './batch-close.ts';
import { DISPLAY_WRITE_RETRIES, useDisplayPairing, type DisplayPeer } from './display-pairing.ts';

const CARD_A = {
  id: 3,
  name: 'Card A',
  behavior: 3,
  url: 'http://127.0.0.1:8081/card-a',
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 0,
};

function signedIn(settings: { name: string; value: string }[] = [], paymentTypes: unknown[] = [CARD_A]) {
  signInLinkedTerminal({ id: 1234, db_settings: settings, payment_types: paymentTypes });
}

const xml = (fields: Record<string, string>) =>
  new Response(
    `<RESPONSE>${Object.entries(fields)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('')}</RESPONSE>`,
    { status: 200 },
  );

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  useSession.getState().reset();
  useDisplayPairing.getState().disconnect();
  guardReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Payment Terminal section (seed 002 §2)', () => {
  it('is absent unless show_batch is true', async () => {
    signedIn([{ name: 'show_batch', value: 'false' }]);
    renderApp('/settings');
    await screen.findByRole('region', { name: 'Customer Display System' });
    expect(screen.queryByRole('button', { name: 'Close Batch' })).not.toBeInTheDocument();
  });

  it('closes the batch on card terminal A with CCRZ and shows the result', async () => {
    signedIn([{ name: 'show_batch', value: 'true' }]);
    const fetcher = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith(CARD_A.url)
          ? xml({ AUTH_RESP: '00', AUTH_RESP_TEXT: 'BATCH 1 CLOSED, 3 TRANSACTIONS' })
          : new Response('{"results":[]}'),
      ),
    );
    vi.stubGlobal('fetch', fetcher);
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Payment Terminal' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Close Batch' }));
    expect(
      await within(section).findByText('Batch closed successfully: BATCH 1 CLOSED, 3 TRANSACTIONS'),
    ).toBeInTheDocument();
    const call = fetcher.mock.calls.find(([url]) => url === CARD_A.url) as unknown as [string, RequestInit];
    expect(call[1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    expect(call[1].body as string).toMatch(
      /^<DETAIL><TRAN_TYPE>CCRZ<\/TRAN_TYPE><TRAN_NBR>\d{1,10}<\/TRAN_NBR><\/DETAIL>$/,
    );
  });

  it("reports a refusal, a network error and a terminal without card terminal A in the seeds' words", async () => {
    signedIn();
    expect(await batchClose(() => Promise.resolve(xml({ AUTH_RESP: '05', AUTH_RESP_TEXT: 'NO OPEN BATCH' })))).toEqual({
      kind: 'failed',
      text: 'NO OPEN BATCH',
    });
    expect(await batchClose(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      kind: 'error',
      text: 'Failed to fetch',
    });
    signedIn([], []);
    expect(await batchClose()).toEqual({ kind: 'none', text: '' });
  });
});

function fakePeer() {
  const listeners = { open: [] as (() => void)[], close: [] as (() => void)[] };
  const sent: unknown[] = [];
  const peer: DisplayPeer & { accepted: string[]; sent: unknown[]; open(): void; drop(): void } = {
    accepted: [],
    sent,
    offer: () => Promise.resolve('{"type":"offer","sdp":"v=0"}'),
    accept: (answer) => {
      peer.accepted.push(answer);
      return Promise.resolve();
    },
    send: (message) => sent.push(message),
    onOpen: (listener) => listeners.open.push(listener),
    onClose: (listener) => listeners.close.push(listener),
    close: () => undefined,
    open: () => listeners.open.forEach((listener) => listener()),
    drop: () => listeners.close.forEach((listener) => listener()),
  };
  return peer;
}

describe('Customer display pairing (seed 002 §4)', () => {
  it('writes the offer, polls every 2 s for the answer, and shows Connected when the channel opens', async () => {
    signedIn();
    const peer = fakePeer();
    const waits: number[] = [];
    let polls = 0;
    const fetcher = vi.fn((url: string, init?: RequestInit) => {
      const path = url;
      if (path.endsWith('/write-sync-message/')) return Promise.resolve(new Response(JSON.stringify({ key: 'k1' })));
      if (path.endsWith('/get-sync-message/')) {
        polls += 1;
        expect(JSON.parse(init?.body as string)).toEqual({ key: 'k1' });
        return Promise.resolve(
          new Response(JSON.stringify({ active: true, answer: polls < 2 ? null : '{"type":"answer"}', message: null })),
        );
      }
      return Promise.resolve(new Response('{"results":[]}'));
    });
    vi.stubGlobal('fetch', fetcher);
    await useDisplayPairing.getState().connect({ peer: () => peer, wait: (ms) => (waits.push(ms), Promise.resolve()) });
    expect(waits).toEqual([2000, 2000]);
    expect(peer.accepted).toEqual(['{"type":"answer"}']);
    const write = fetcher.mock.calls.find(([url]) => url.endsWith('/write-sync-message/')) as unknown as [
      string,
      RequestInit,
    ];
    const written = JSON.parse(write[1].body as string) as { message: string; terminal: number };
    expect(written.terminal).toBe(1234);
    // Issue 20 (decisions §58): the offer travels with the pairing key Settings shows.
    const pairingKey = useDisplayPairing.getState().pairingKey;
    expect(pairingKey).toMatch(/^\d{6}$/);
    expect(JSON.parse(written.message)).toEqual({ pairing_key: pairingKey, offer: '{"type":"offer","sdp":"v=0"}' });
    expect(useDisplayPairing.getState().state).toBe('connecting');
    peer.open();
    expect(useDisplayPairing.getState().state).toBe('connected');
    expect(peer.sent).toEqual([{ terminal: 1234 }]);
    peer.drop();
    expect(useDisplayPairing.getState().state).toBe('reconnecting');
  });

  it('retries a failed write 5 times, 2 s apart, then shows Reconnecting... and RECONNECT', async () => {
    signedIn();
    const waits: number[] = [];
    const fetcher = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
    vi.stubGlobal('fetch', fetcher);
    await useDisplayPairing.getState().connect({ peer: fakePeer, wait: (ms) => (waits.push(ms), Promise.resolve()) });
    expect(fetcher).toHaveBeenCalledTimes(DISPLAY_WRITE_RETRIES + 1);
    expect(waits).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(useDisplayPairing.getState().state).toBe('reconnecting');
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Customer Display System' });
    expect(within(section).getByRole('status')).toHaveTextContent('Reconnecting...');
    expect(within(section).getByRole('button', { name: 'RECONNECT' })).toBeInTheDocument();
  });

  it('shows CONNECT while not connected', async () => {
    signedIn();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Customer Display System' });
    await waitFor(() => expect(within(section).getByRole('button', { name: 'CONNECT' })).toBeEnabled());
  });
});
