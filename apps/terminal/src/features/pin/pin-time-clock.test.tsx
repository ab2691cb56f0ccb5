import { pinUid } from '@opentill/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { db } from '../../data/db.ts';
import { TIME_CLOCK_QUEUE_KEY } from '../../data/repositories/time-clock.ts';
import { initI18n } from '../../i18n/index.ts';
import { linkTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  linkTerminal({ name: 'Front counter' });
  await db().store.put({ id: 1, name: 'Demo', pin_salt: 'salt-1' });
  await db().employee.clear();
  await db().employee.put({ id: 1, name: 'Olga Owner', role: 1, uid: await pinUid('1234', 'salt-1'), language: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function typePin(pin: string) {
  const user = userEvent.setup();
  const keypad = await screen.findByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

describe('time clock on the PIN screen (seed 000 §2.6, §4; issue 6 §6)', () => {
  it('clocks the employee in, shows name, CLOCK IN and hh:mm AM/PM, then returns to login mode', async () => {
    const time = new Date(2026, 0, 5, 9, 5).toISOString();
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ is_clock_in: true, time }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    const router = renderApp('/pin');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Time Clock' }));
    expect(screen.getByRole('heading', { name: 'Enter Pin to Time Clock' })).toBeInTheDocument();
    await typePin('1234');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Olga Owner' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('CLOCK IN 09:05 AM');
    // Other requests of the app run beside it (the status report of issue 16 §6, a table-service terminal's active
    // orders of issue 17 §4): the time clock sends exactly one entry.
    const clocks = fetch.mock.calls.filter(([input]) => input === 'http://shop.local/api/add-timeclock/');
    expect(clocks).toHaveLength(1);
    expect(JSON.parse(clocks[0]?.[1]?.body as string)).toEqual({ employee_id: 1 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Enter pin to login' })).toBeInTheDocument();
    expect(useSession.getState().unlocked).toBe(false);
    expect(router.state.location.pathname).toBe('/pin');
  });

  it('offline, queues the entry without a request and sends it first on the next online entry', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ is_clock_in: false, time: new Date(2026, 0, 5, 17, 30).toISOString() }), {
          status: 200,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/pin');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Time Clock' }));
    await typePin('1234');
    await waitFor(() => expect(localStorage.getItem(TIME_CLOCK_QUEUE_KEY)).not.toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Enter pin to login' })).toBeInTheDocument();

    onLine.mockReturnValue(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Time Clock' }));
    await typePin('1234');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('CLOCK OUT 05:30 PM');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(TIME_CLOCK_QUEUE_KEY)).toBeNull();
  });
});
