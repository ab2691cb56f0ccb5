import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { useNetwork } from '../../data/network-store.ts';
import { saveRecords } from '../../data/save.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSession } from '../session-store.ts';

const signedIn = (mode: number) =>
  signInLinkedTerminal({ mode, db_settings: [{ name: 'online_order', value: 'true' }] });

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  useNetwork.setState({ online: true, checking: false });
  await db().orders.clear();
  await db().employee.clear();
  await db().employee.put({ id: 1, name: 'Olga Owner', role: 1, uid: 'x' });
});
afterEach(() => vi.unstubAllGlobals());

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('application shell (seed 000 §2.4)', () => {
  it('shows the sidebar entries in order, the employee and the clock', async () => {
    signedIn(1);
    renderApp('/settings');
    const nav = await menu();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Sales',
      'Dashboard',
      'Tables',
      'Orders',
      'Online Orders',
      'Shift',
      'Synchronize',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      'http://shop.local/dashboard/',
    );
    expect(within(nav).getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/orders/new');
    expect(await screen.findByText('Olga Owner')).toBeInTheDocument();
    expect(screen.getByLabelText('Current time').textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
  });

  it('hides Tables in quick service', async () => {
    signedIn(2);
    renderApp('/settings');
    const nav = await menu();
    expect(within(nav).queryByRole('link', { name: 'Tables' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('counts the outbox: orders not yet uploaded', async () => {
    signedIn(1);
    renderApp('/settings');
    expect(await screen.findByText('Waiting to upload: 0')).toBeInTheDocument();
    await saveRecords('orders', [
      { local_id: '7_1', updated: true },
      { local_id: '7_2', updated: false },
    ]);
    expect(await screen.findByText('Waiting to upload: 1')).toBeInTheDocument();
  });

  it('Lock clears the unlocked flag and goes to PIN', async () => {
    signedIn(1);
    const router = renderApp('/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin'));
    expect(useSession.getState().unlocked).toBe(false);
    // The PIN screen is its own lazily loaded route: the shell goes once it has loaded, not with the URL.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  it('going offline shows the notice and disables Synchronize; Try to connect asks our server', async () => {
    signedIn(1);
    renderApp('/settings');
    const nav = await menu();
    // The shell attaches its listener in an effect that may run after the menu shows (a loaded machine): the event
    // is sent again until the notice is there.
    await waitFor(() => {
      window.dispatchEvent(new Event('offline'));
      expect(screen.getByRole('alert')).toHaveTextContent('You are not connected to the internet');
    });
    expect(within(nav).queryByRole('link', { name: 'Synchronize' })).toHaveAttribute('aria-disabled', 'true');
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try to connect' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('http://shop.local/api/health', expect.objectContaining({ method: 'GET' }));
  });

  it('shows no chrome on a kiosk terminal', async () => {
    signedIn(3);
    renderApp('/tools');
    expect(await screen.findByRole('heading', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("'Schedule a Call' opens our support dialog, with no link away from the app, and Close hides it", async () => {
    signedIn(2);
    renderApp('/settings');
    await menu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule a Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Call' });
    expect(dialog).toHaveTextContent('Ask your store owner to book a call with OpenTill support from the back office.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
