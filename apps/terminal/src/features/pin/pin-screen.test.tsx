import { pinUid } from '@opentill/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardReset } from '../../app/guard.ts';
import { useSession } from '../../app/session-store.ts';
import { saveTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { linkTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';
import { employeeOneHasPin } from '../../data/repositories/employees.ts';
import { useSyncStore } from '../synchronize/sync-store.ts';
import { usePinStore } from './pin-store.ts';

const SALT = 'salt-1';
let owner: string;
let german: string;

beforeAll(async () => {
  await initI18n();
  owner = await pinUid('1234', SALT);
  german = await pinUid('5678', SALT);
});

async function terminal(mode: number, { shiftOpen = false } = {}) {
  linkTerminal({ name: 'Front counter', mode });
  await db().store.put({ id: 1, name: 'Demo', pin_salt: SALT });
  await db().employee.bulkPut([
    { id: 1, name: 'Olga Owner', role: 1, uid: owner, language: 'en' },
    { id: 2, name: 'Greta', role: 3, uid: german, language: 'de' },
  ]);
  if (shiftOpen) await db().shift.put({ id: 3, local_id: '7_1', shift_open_date: '2026-01-01T08:00:00Z' });
}

async function typePin(pin: string) {
  const user = userEvent.setup();
  const keypad = await screen.findByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

beforeEach(async () => {
  terminalReset();
  await db().shift.clear();
  await db().employee.clear();
  await i18next.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PIN screen (seed 000 §2.6, issue 6 §5)', () => {
  it('shows the title, terminal name and id, and the version label', async () => {
    await terminal(1);
    renderApp('/pin');
    expect(await screen.findByRole('heading', { name: 'Enter pin to login' })).toBeInTheDocument();
    expect(screen.getByText('Front counter (terminal #7)')).toBeInTheDocument();
    expect(screen.getByText('Version 2025.04.23.1428')).toBeInTheDocument();
    // Employee 1 still has the default PIN 1234: the hint shows.
    expect(await screen.findByText('Default PIN: 1234')).toBeInTheDocument();
  });

  it('offline shows the notice with Try to connect above the PIN pad; back online it goes (seed 000 §2.4, issue 14 §13)', async () => {
    await terminal(1);
    renderApp('/pin');
    await screen.findByRole('heading', { name: 'Enter pin to login' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('You are not connected to the internet');
    expect(within(notice).getByRole('button', { name: 'Try to connect' })).toBeEnabled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables Sync Data while offline and while a sync runs', async () => {
    await terminal(1);
    renderApp('/pin');
    // Asked for each time: the screen may render its button anew (a background sync or status report settling).
    const button = () => screen.getByRole('button', { name: 'Sync Data' });
    await waitFor(() => expect(button()).toBeEnabled());
    // As the browser does: navigator.onLine changes, then the event. The screen's listener is attached in a passive
    // effect, which a loaded machine can run after the button is on screen; it reads navigator.onLine when it does.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(button()).toBeDisabled());
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(button()).toBeEnabled());
    onLine.mockRestore();
    act(() => useSyncStore.setState({ status: 'running' }));
    // The screen subscribes to the sync store once its lazy module has loaded, which can come after this status.
    await waitFor(() => expect(button()).toBeDisabled());
    act(() => useSyncStore.getState().reset());
  });

  it('hides the default PIN hint once employee 1 has another PIN', async () => {
    await terminal(1);
    await db().employee.put({ id: 1, name: 'Olga Owner', role: 1, uid: german, language: 'en' });
    renderApp('/pin');
    await screen.findByRole('heading', { name: 'Enter pin to login' });
    // The same check the screen runs has finished once this answers (one hash each, run in order).
    expect(await employeeOneHasPin('1234')).toBe(false);
    expect(screen.queryByText(/Default PIN/)).not.toBeInTheDocument();
  });

  it('a wrong PIN clears the entry and says "Wrong pin, try again"; the right one goes to Shift when none is open', async () => {
    await terminal(1);
    const router = renderApp('/pin');
    await typePin('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong pin, try again');
    expect(screen.getByRole('status', { name: '0 of 4 PIN digits entered' })).toBeInTheDocument();
    expect(useSession.getState().unlocked).toBe(false);
    await typePin('1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shift'));
    expect(useSession.getState()).toMatchObject({ unlocked: true, employeeId: 1 });
  });

  it('with an open shift: table service goes to Tables, quick service to a new order', async () => {
    await terminal(1, { shiftOpen: true });
    const tables = renderApp('/pin');
    await typePin('1234');
    await waitFor(() => expect(tables.state.location.pathname).toBe('/tables'));
    cleanup();
    useSession.getState().lock();
    guardReset();
    saveTerminal({ id: 7, name: 'Front counter', mode: 2 });
    const quick = renderApp('/pin');
    await typePin('1234');
    await waitFor(() => expect(quick.state.location.pathname).toBe('/orders/new'));
  });

  it("takes the PIN from the keyboard and applies the employee's language", async () => {
    await terminal(1, { shiftOpen: true });
    const router = renderApp('/pin');
    await screen.findByRole('group', { name: 'PIN keypad' });
    await userEvent.setup().keyboard('5678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tables'));
    expect(i18next.language).toBe('de');
    expect(useSession.getState().language).toBe('de');
  });

  it('after 5 wrong PINs pauses 30 seconds, counted down, and keeps the pause across a reload', async () => {
    await terminal(1);
    renderApp('/pin');
    for (let i = 0; i < 5; i++) {
      await typePin('0000');
      await waitFor(() => expect(usePinStore.getState()).toMatchObject({ checking: false, wrong: true }));
    }
    expect(await screen.findByText(/Too many wrong PINs\. Try again in (30|29) s\./)).toHaveAttribute('role', 'alert');
    const keypad = screen.getByRole('group', { name: 'PIN keypad' });
    expect(within(keypad).getByRole('button', { name: '1' })).toBeDisabled();
    const persisted = localStorage.getItem('data') ?? '{}';
    expect((JSON.parse(persisted) as { state: { pinPausedUntil: number } }).state.pinPausedUntil).toBeGreaterThan(
      Date.now() + 25_000,
    );

    // A reload: memory is lost, the app starts again from what was persisted under 'data'.
    cleanup();
    useSession.setState({ pinPausedUntil: null });
    localStorage.setItem('data', persisted);
    await useSession.persist.rehydrate();
    guardReset();
    renderApp('/pin');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Try again in \d+ s\./);
    expect(within(screen.getByRole('group', { name: 'PIN keypad' })).getByRole('button', { name: '1' })).toBeDisabled();
  });
});
