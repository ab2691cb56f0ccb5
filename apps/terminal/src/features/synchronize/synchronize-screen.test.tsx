import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../data/connection.ts';
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
  it('shows the seeds\' failure texts, and Retry resumes then goes to PIN', async () => {
    const server = fakeServer();
    server.fail.add('/api/products/?page=2');
    vi.stubGlobal('fetch', server.fetch);
    const router = renderApp('/synchronize');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Synchronization failed' })).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong! Could not sync the system.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Synchronization progress' })).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText(/Products — page 1/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/synchronize');

    server.fail.clear();
    server.calls.length = 0;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin'));
    expect(server.calls[0]).toBe('/api/products/?page=2');
    expect(await db().products.count()).toBe(3);
    expect(JSON.parse(localStorage.getItem('connection') ?? 'null')).toMatchObject({ syncedAt: expect.any(String) as unknown });
  });
});
