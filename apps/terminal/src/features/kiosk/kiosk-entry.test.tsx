import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { KIOSK_TOOLS_PRESS_MS, kioskDeps } from './kiosk-actions.ts';
import { kioskDeviceReady } from './kiosk-test-kit.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await kioskDeviceReady();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('kiosk entry (seed 000 §2.11)', () => {
  it('/ on a kiosk terminal lands on the welcome screen with the terminal name and id', async () => {
    const router = renderApp('/');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Touch to begin your order')).toBeInTheDocument();
    expect(screen.getByText('Lobby kiosk · #7')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk');
    // seed 000 §2.4: kiosk mode has neither side menu nor top bar.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('a tap goes to the order type; an active dining option creates and saves the order, then opens it', async () => {
    const user = userEvent.setup();
    const router = renderApp('/kiosk');
    await user.click(await screen.findByRole('button', { name: /Touch to begin your order/ }));
    expect(await screen.findByRole('heading', { name: 'Select order type' })).toBeInTheDocument();
    const options = screen.getByRole('group', { name: 'Select order type' });
    expect(options).toHaveTextContent('Dine in');
    expect(options).toHaveTextContent('Take away');
    expect(options).not.toHaveTextContent('Retired');
    await user.click(screen.getByRole('button', { name: 'Take away' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/7_\d+$/));
    expect(router.state.location.search).toBe('?diningOption=2');
    const localId = router.state.location.pathname.split('/')[2]!;
    const saved = await db().orders.get(localId);
    expect(saved).toMatchObject({
      status: 1,
      terminal_id: 7,
      dining_option_type: 2,
      dining_option: { id: 2, name: 'Take away' },
      emp_open: null,
      updated: true,
    });
    expect(kioskDeps.sync).toHaveBeenCalled();
    // The kiosk editor opens with the order type and the empty cart.
    expect(await screen.findByText('Order type: Take away')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('a 5 s long-press on the powered-by image opens Tools; a shorter one does not', async () => {
    const router = renderApp('/kiosk');
    const powered = await screen.findByRole('img', { name: 'Powered by OpenTill' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.pointerDown(powered);
    act(() => void vi.advanceTimersByTime(KIOSK_TOOLS_PRESS_MS - 100));
    fireEvent.pointerUp(powered);
    act(() => void vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/kiosk');
    fireEvent.pointerDown(powered);
    act(() => void vi.advanceTimersByTime(KIOSK_TOOLS_PRESS_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'));
  });
});
