import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, OpenTillDb } from '../data/db.ts';
import { useNetwork } from '../data/network-store.ts';
import { saveRecords } from '../data/save.ts';
import { initI18n } from '../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../test/linked-terminal.ts';
import { renderApp } from '../test/render-app.tsx';
import { pendingOnlineOrdersToday } from './online-orders-badge.ts';

/** A local-time ISO date `days` from today at `hour`. */
const day = (days: number, hour: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 30).toISOString();
};

const orders = () => [
  { local_id: 'online_1', status: 0, type: 1, open_date: day(0, 0) },
  { local_id: 'online_2', status: 0, type: 1, open_date: day(0, 23) },
  // Not counted: yesterday, tomorrow, approved, a terminal's own pending order, no open date.
  { local_id: 'online_3', status: 0, type: 1, open_date: day(-1, 23) },
  { local_id: 'online_4', status: 0, type: 1, open_date: day(1, 0) },
  { local_id: 'online_5', status: 1, type: 1, open_date: day(0, 9) },
  { local_id: '7_1', status: 0, type: 0, open_date: day(0, 9) },
  { local_id: 'online_6', status: 0, type: 1 },
];

describe('pending online orders of today (seed 000 §2.4 badge)', () => {
  let database: OpenTillDb;
  beforeEach(() => {
    database = new OpenTillDb(`badge-${Math.random()}`);
  });
  afterEach(async () => {
    await database.delete();
  });

  it('counts only status 0 type 1 orders opened on the local calendar day', async () => {
    await saveRecords('orders', orders(), database);
    expect(await pendingOnlineOrdersToday(new Date(), database)).toBe(2);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(await pendingOnlineOrdersToday(tomorrow, database)).toBe(1);
  });
});

describe('Online Orders sidebar badge', () => {
  const signedIn = (onlineOrder: string) =>
    signInLinkedTerminal({ db_settings: [{ name: 'online_order', value: onlineOrder }] });

  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(async () => {
    terminalReset();
    useNetwork.setState({ online: true, checking: false });
    // The shell's background sync gets no answer (the badge reads local data only).
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    await db().orders.clear();
    await db().employee.clear();
    await db().employee.put({ id: 1, name: 'Olga Owner', role: 1, uid: 'x' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the count of today’s pending online orders on the item and follows new ones live', async () => {
    signedIn('true');
    await saveRecords('orders', orders());
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Online Orders 2 pending today' })).toHaveAttribute(
      'href',
      '/online-orders',
    );
    await saveRecords('orders', [{ local_id: 'online_9', status: 0, type: 1, open_date: new Date().toISOString() }]);
    expect(await within(nav).findByRole('link', { name: 'Online Orders 3 pending today' })).toBeInTheDocument();
  });

  it('shows no badge without pending online orders', async () => {
    signedIn('true');
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Online Orders' })).toHaveTextContent(/^Online Orders$/);
  });

  it('hides the item and its badge when online_order is false', async () => {
    signedIn('false');
    await saveRecords('orders', orders());
    renderApp('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByRole('link', { name: 'Settings' });
    expect(within(nav).queryByRole('link', { name: /Online Orders/ })).not.toBeInTheDocument();
    expect(within(nav).queryByText(/pending today/)).not.toBeInTheDocument();
  });
});
