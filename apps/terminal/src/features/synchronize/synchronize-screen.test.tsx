import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { saveConnection, saveStoredConnection } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { fakeServer } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSyncStore } from './sync-store.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  localStorage.clear();
  useSyncStore.getState().reset();
  useSession.getState().reset();
  await db().delete();
  await db().open();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Synchronize screen (issue 6 §4)', () => {
  it("shows the seeds' failure texts, and Retry resumes then goes to PIN", async () => {
    const server = fakeServer();
    server.fail.add('/api/products/?page=2');
    vi.stubGlobal('fetch', server.fetch);
    const router = renderApp('/synchronize');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Synchronization failed' })).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong! Could not sync the system.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Synchronization progress' })).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText(/Products — 1 page/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/synchronize');

    server.fail.clear();
    server.calls.length = 0;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin'));
    expect(server.calls[0]).toBe('/api/products/?page=2');
    expect(await db().products.count()).toBe(3);
    expect(JSON.parse(localStorage.getItem('connection') ?? 'null')).toMatchObject({
      syncedAt: expect.any(String) as unknown,
    });
  });
});

describe('Synchronize offline (seed 000 §2.4, issue 14 §13)', () => {
  it('shows the offline notice with Try to connect next to the failed sync; online it is gone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/synchronize');
    await screen.findByRole('heading', { name: 'Synchronization' });
    const notice = () =>
      screen
        .queryAllByRole('alert')
        .find((alert) => alert.textContent?.includes('You are not connected to the internet'));
    await waitFor(() => expect(notice()).toBeDefined());
    expect(within(notice() as HTMLElement).getByRole('button', { name: 'Try to connect' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(notice()).toBeUndefined();
  });
});

describe('Synchronize when signed in', () => {
  it('goes back to work (Tables with an open shift on table service) instead of PIN', async () => {
    const server = fakeServer();
    server.answers['/api/config/'] = {
      ...(server.answers['/api/config/'] as object),
      terminal: { id: 7, name: 'Front', mode: 1 },
    };
    server.answers['/api/shifts/sync/'] = {
      id: 5,
      local_id: '7_1',
      opening_amount: 100,
      shift_open_date: '2026-01-01T10:00:00Z',
    };
    vi.stubGlobal('fetch', server.fetch);
    useSession.getState().unlock(1, 'en');
    saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-01T00:00:00Z' });
    const router = renderApp('/synchronize');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tables'));
  });
});
