import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { saveRecords } from '../../data/save.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

const signedIn = () => signInLinkedTerminal();

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  await db().orders.clear();
  await db().shift.clear();
  await db().customers.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('Tools (seed 000 §2.10)', () => {
  it('exports local orders as terminalOrdersDump.json; Import is disabled with SOON', async () => {
    signedIn();
    await saveRecords('orders', [{ local_id: '7_1', status: 1 }]);
    const clicks: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ name: this.download, href: this.href });
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderApp('/tools');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export orders' }));
    await waitFor(() => expect(clicks).toEqual([{ name: 'terminalOrdersDump.json', href: 'blob:orders' }]));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await blob!.text())).toEqual([{ local_id: '7_1', status: 1, outbox: 0 }]);
    expect(screen.getByRole('button', { name: /Import/ })).toBeDisabled();
    expect(screen.getByText('SOON')).toBeInTheDocument();
  });

  it("shows the seeds' export error", async () => {
    signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error('no blobs');
      },
    });
    renderApp('/tools');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export orders' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Something went wrong during export! Please, contact administrator');
  });

  it('Start Sync goes to Synchronize and Reset to Reset', async () => {
    signedIn();
    renderApp('/tools');
    expect(await screen.findByRole('link', { name: 'Start Sync' })).toHaveAttribute('href', '/synchronize');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/reset');
  });
});

describe('Reset (seed 000 §2.10, issue 5 §10)', () => {
  it('clears IndexedDB and localStorage, then goes to Auth', async () => {
    signedIn();
    await saveRecords('products', [{ id: 1 }]);
    const router = renderApp('/reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(localStorage.getItem('baseUrl')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await db().products.count()).toBe(0);
  });

  it('warns while orders are not uploaded; Cancel keeps everything, Reset anyway clears', async () => {
    signedIn();
    await saveRecords('orders', [{ local_id: '7_1', updated: true }]);
    const router = renderApp('/reset');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this terminal?' });
    expect(dialog).toHaveTextContent('1 record is not uploaded yet and will be lost.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'));
    expect(await db().orders.count()).toBe(1);

    const again = renderApp('/reset');
    await userEvent
      .setup()
      .click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset anyway' }));
    await waitFor(() => expect(again.state.location.pathname).toBe('/auth'));
    expect(await db().orders.count()).toBe(0);
  });
});
