import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { renderApp } from '../test/render-app.tsx';
import { useUpdate } from './update-store.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  localStorage.clear();
  useUpdate.setState({ available: false, dismissed: false });
});

describe('update modal (seed 000 §2.4 item 2)', () => {
  it('opens when a new version is announced; Update applies it', async () => {
    const apply = vi.fn(() => Promise.resolve());
    useUpdate.setState({ apply });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Please, enter terminal verification code:' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useUpdate.getState().announce());
    const dialog = await screen.findByRole('dialog', { name: 'New version is available for update' });
    expect(dialog).toHaveTextContent('The page will refresh after updating. The update may take 2-4 minutes.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('is not dismissed by Escape or the backdrop, only by its close button', async () => {
    renderApp('/auth');
    act(() => useUpdate.getState().announce());
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
