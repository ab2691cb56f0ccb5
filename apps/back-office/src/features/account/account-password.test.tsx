import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderApp, sessionAnswer } from '../../test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Account', () => {
  it('changes the password: both new fields must match, a wrong current password is named, others are signed out', async () => {
    let attempts = 0;
    const calls = fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return { body: sessionAnswer() };
      if (call.url === '/api/dashboard/sessions') return { body: { sessions: [] } };
      if (call.url === '/api/dashboard/password') {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: { error: 'wrong_password', message: 'The current password is wrong', field: 'current_password' },
            }
          : { body: { ok: true, other_sessions_ended: 2 } };
      }
      return undefined;
    });
    await renderApp('/account');
    const panel = await screen.findByRole('region', { name: 'Change password' });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Current password'), 'old password 123');
    await user.type(within(panel).getByLabelText('New password'), 'new password 456');
    await user.type(within(panel).getByLabelText('New password again'), 'new password 789');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(within(panel).getByLabelText('New password again')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(attempts).toBe(0);

    await user.clear(within(panel).getByLabelText('New password again'));
    await user.type(within(panel).getByLabelText('New password again'), 'new password 456');
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/dashboard/password')?.body).toEqual({
      current_password: 'old password 123',
      new_password: 'new password 456',
    });

    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Password changed. 2 other sessions were signed out.',
    );
  });
});

describe('Managers', () => {
  it('adds a manager with their stores and shows the first password once', async () => {
    const calls = fetchMock((call) => {
      if (call.url === '/api/dashboard/session') return { body: sessionAnswer('owner') };
      if (call.url === '/api/dashboard/accounts' && call.method === 'GET') return { body: { accounts: [] } };
      if (call.url === '/api/dashboard/accounts' && call.method === 'POST')
        return {
          body: {
            account: {
              id: 2,
              email: 'mia@example.test',
              name: 'Mia',
              role: 'manager',
              language: 'en',
              store_ids: [7],
              locked_until: null,
              disabled: false,
              created_at: '2026-11-25T00:00:00.000Z',
            },
            initial_password: 'Xy7-first-password',
          },
        };
      return undefined;
    });
    await renderApp('/managers');
    const panel = await screen.findByRole('region', { name: 'Add a manager' });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText('Name'), 'Mia');
    await user.type(within(panel).getByLabelText('Email'), 'mia@example.test');
    await user.click(within(panel).getByRole('checkbox', { name: 'Corner Café' }));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Xy7-first-password')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Mia',
      email: 'mia@example.test',
      role: 'manager',
      store_ids: [7],
    });
  });
});
