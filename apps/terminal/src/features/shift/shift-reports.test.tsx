import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';

function signedIn(printer: boolean) {
  signInLinkedTerminal({
    printer: printer ? { local_ip: '192.168.1.50', name: 'Receipt printer', is_58mm: false } : null,
    printer_server_ip: '192.168.1.10',
  });
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  terminalReset();
  await Promise.all([db().shift.clear(), db().currency.clear(), db().store.clear(), db().employee.clear()]);
  await db().store.put({ id: 1, name: 'Demo Cafe', country: 'US' });
  await db().employee.put({ id: 1, name: 'Olivia Owner', role: 1, uid: 'x' });
});
afterEach(() => {
  printDepsSet({});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shift reports (seed 002 §4 report choice, §9 Reports)', () => {
  it('closing the shift shows the Z report and sends it to the configured printer', async () => {
    signedIn(true);
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(new Response(init?.body as string, { status: 200 })),
      ),
    );
    await db().shift.put({
      id: 3,
      local_id: '7_1',
      opening_amount: 100,
      shift_open_date: '2026-01-01T08:00:00Z',
      open_shift_employee: 1,
      totalTransactions: 2,
      total_cashtenders: 20,
      payment_breakdown: {
        sales: [{ payment_type: 'Cash', sum: 20 }],
        refund: [],
        total_sales: 20,
        total_refund: 0,
        net_sales: 20,
      },
    });
    renderApp('/shift');
    await screen.findByRole('heading', { name: 'Current Shift' });
    const user = userEvent.setup();
    for (const digit of '11550')
      await user.click(
        within(screen.getByRole('group', { name: 'Amount keypad' })).getByRole('button', { name: digit }),
      );
    await user.click(screen.getByRole('button', { name: 'Close Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Z Report' });
    const text = within(dialog).getByLabelText('Z Report').textContent;
    expect(text).toContain('Z REPORT');
    expect(text).toMatch(/Opened by +Olivia Owner/);
    expect(text).toMatch(/Closing Amount +\$115\.50/);
    expect(text).toMatch(/Over\/Short +-\$4\.50/);
    expect(text).toMatch(/Transactions +2/);
    expect(await within(dialog).findByText('Sent to the printer')).toBeInTheDocument();
    expect(helper.requests).toHaveLength(1);
    expect((helper.requests[0] as { lines: string[] }).lines.join('\n')).toBe(text);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The Z report stays available for the shift just closed.
    expect(await screen.findByRole('button', { name: 'Z Report' })).toBeInTheDocument();
  });

  it('shows the X report of the open shift on screen only when no printer is configured', async () => {
    signedIn(false);
    await db().shift.put({
      id: 4,
      local_id: '7_2',
      opening_amount: 50,
      shift_open_date: '2026-01-01T08:00:00Z',
      total_drops: 5,
    });
    renderApp('/shift');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'X Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'X Report' });
    expect(within(dialog).getByLabelText('X Report').textContent).toMatch(/Opening Amount +\$50\.00/);
    expect(within(dialog).getByRole('status')).toHaveTextContent('No printer configured');
  });

  it('fetches the day summary (GET /api/daysummary/) and shows it; a failed print offers Print again', async () => {
    signedIn(true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const helper = fakePrintHelper(() => ({ ok: false, error: 'Printer error' }));
    printDepsSet({ socket: helper.factory });
    const fetcher = vi.fn((url: string) =>
      Promise.resolve(
        !url.includes('/daysummary/')
          ? new Response('{"results":[]}', { status: 200 })
          : new Response(
              JSON.stringify({
                date: '2026-01-01',
                orders_count: 12,
                gross_sales: 150,
                discounts: 5,
                tax: 12,
                tips: 3,
                refunds: -10,
                net_sales: 140,
                payment_types: [{ payment_type: 'Cash', sum: 90 }],
              }),
              { status: 200 },
            ),
      ),
    );
    vi.stubGlobal('fetch', fetcher);
    renderApp('/shift');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Day Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Day Summary' });
    expect(fetcher.mock.calls.map(([url]) => url)).toContain('http://shop.local/api/daysummary/');
    const text = within(dialog).getByLabelText('Day Summary').textContent;
    expect(text).toMatch(/Transactions +12/);
    expect(text).toMatch(/Net Sales +\$140\.00/);
    expect(await within(dialog).findByText('Printing failed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Print again' })).toBeInTheDocument());
  });
});
