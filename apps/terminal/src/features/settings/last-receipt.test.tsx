import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { db } from '../../data/db.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

// Issue 15 §7: Settings shows the last receipt as printed, read back by the print helper from the ESC/POS job.
const PRINTER = { local_ip: '127.0.0.1', name: 'Receipt printer', is_58mm: false };
const RECEIPT = 'OpenTill Café\nLatte              $4.90\nTOTAL              $4.90\n\n\n';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  await db().store.clear();
  await db().store.put({ id: 1, name: 'Demo', country: 'US' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The back office is not part of this test: synchronisation waits forever instead of failing noisily.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  printDepsSet({});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function showLast() {
  renderApp('/settings');
  const region = await screen.findByRole('region', { name: 'Last receipt' });
  await userEvent.click(within(region).getByRole('button', { name: 'Show last receipt' }));
  return region;
}

describe('Last receipt in Settings', () => {
  it("shows the newest job of the terminal's receipt printer as its text, with when and where it printed", async () => {
    const helper = fakePrintHelper((request) =>
      request.type === 'jobs'
        ? {
            ok: true,
            jobs: [
              {
                at: '2026-11-24T21:05:00.000Z',
                printer: '127.0.0.1:9100',
                text: RECEIPT,
                cut: true,
                drawer: false,
                image: false,
              },
              {
                at: '2026-11-24T21:00:00.000Z',
                printer: '127.0.0.1:9100',
                text: 'older\n',
                cut: true,
                drawer: false,
                image: false,
              },
            ],
          }
        : null,
    );
    printDepsSet({ socket: helper.factory });
    signInLinkedTerminal({ printer: PRINTER, printer_server_ip: '127.0.0.1' });
    const region = await showLast();
    const paper = await within(region).findByLabelText('Last receipt');
    expect(paper.textContent).toBe('OpenTill Café\nLatte              $4.90\nTOTAL              $4.90');
    const local = new Date('2026-11-24T21:05:00.000Z');
    const time = `${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')}/2026`;
    expect(within(region).getByRole('status')).toHaveTextContent(`Printed ${time}`);
    expect(within(region).getByRole('status')).toHaveTextContent('on Receipt printer (127.0.0.1:9100)');
    expect(helper.urls).toEqual(['ws://127.0.0.1:8765']);
    expect(helper.requests.map((request) => request.type)).toEqual(['jobs']);
  });

  it('says nothing was printed yet when the helper has no job for this printer', async () => {
    const helper = fakePrintHelper(() => ({
      ok: true,
      jobs: [
        {
          at: '2026-11-24T21:05:00.000Z',
          printer: '10.0.0.9:9100',
          text: 'other printer\n',
          cut: true,
          drawer: false,
          image: false,
        },
      ],
    }));
    printDepsSet({ socket: helper.factory });
    signInLinkedTerminal({ printer: PRINTER, printer_server_ip: '127.0.0.1' });
    const region = await showLast();
    expect(await within(region).findByRole('status')).toHaveTextContent('Nothing printed yet.');
    expect(within(region).queryByLabelText('Last receipt')).not.toBeInTheDocument();
  });

  it('names the cause and the check when the print helper cannot be reached', async () => {
    const helper = fakePrintHelper(
      () => ({ ok: true }),
      () => true,
    );
    printDepsSet({ socket: helper.factory });
    signInLinkedTerminal({ printer: PRINTER, printer_server_ip: '127.0.0.1' });
    const region = await showLast();
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Could not read the last receipt: the print helper is not running or cannot be reached Check the printer IP and that the print helper is running.',
    );
  });

  it('says no printer is configured on a terminal without one', async () => {
    signInLinkedTerminal({ printer: null, printer_server_ip: null });
    const region = await showLast();
    expect(await within(region).findByRole('status')).toHaveTextContent('No printer configured');
  });
});
