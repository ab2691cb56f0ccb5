import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { linkTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  terminalReset();
});

describe('Settings (seed 000 §2.10)', () => {
  it('tells how to connect the customer display with the domain and the zero-padded terminal number', async () => {
    linkTerminal({ id: 1234 });
    useSession.getState().linked('cafe.example');
    useSession.getState().unlock(1, 'en');
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Customer Display System' });
    expect(within(section).getByText('Not connected')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'On the display device, enter the domain name cafe.example and the terminal number 001234.',
    );
    expect(screen.getByRole('link', { name: 'Open dashboard' })).toHaveAttribute(
      'href',
      'http://shop.local/dashboard/',
    );
    expect(screen.getByRole('link', { name: 'Synchronize data' })).toHaveAttribute('href', '/synchronize');
  });
});
