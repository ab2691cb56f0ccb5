import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { fakePrintHelper } from '../../devices/printing/fake-print-socket.ts';
import { printDepsSet } from '../../devices/printing/index.ts';
import { initI18n } from '../../i18n/index.ts';
import { signInLinkedTerminal, terminalReset } from '../../test/linked-terminal.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PAYMENT_TYPES, shiftDay } from '../../test/shift-day.ts';

function signedIn(printer: boolean, payment_types: unknown[] = []) {
  signInLinkedTerminal({
    printer: printer ? { local_ip: '192.168.1.50', name: 'Receipt printer', is_58mm: false } : null,
    printer_server_ip: '192.168.1.10',
    payment_types,
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
  it('closing the shift counting the exact cash: over/short $0.00 and every figure from the orders (issue 15 §2)', async () => {
    signedIn(true, PAYMENT_TYPES);
    const helper = fakePrintHelper(() => ({ ok: true }));
    printDepsSet({ socket: helper.factory });
    // The server saves what is uploaded under its id (a shift opened here has none yet).
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(
          new Response(JSON.stringify({ id: 9, ...(JSON.parse((init?.body as string) || '{}') as object) }), {
            status: 200,
          }),
        ),
      ),
    );
    await shiftDay();
    renderApp('/shift');
    await screen.findByRole('heading', { name: 'Current Shift' });
    const user = userEvent.setup();
    // 100.00 + 5.00 cash sales − 1.00 cash returned + 3.00 paid in − 8.00 paid out − 20.00 dropped = 79.00
    for (const digit of '7900')
      await user.click(
        within(screen.getByRole('group', { name: 'Amount keypad' })).getByRole('button', { name: digit }),
      );
    await user.click(screen.getByRole('button', { name: 'Close Shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Z Report' });
    const text = within(dialog).getByLabelText('Z Report').textContent;
    expect(text).toContain('Z REPORT');
    expect(text).toMatch(/Opened by +Olivia Owner/);
    expect(text).toMatch(/Cash Sales +\$5\.00/);
    expect(text).toMatch(/Cash Returns +-\$1\.00/);
    expect(text).toMatch(/Expected Cash +\$79\.00/);
    expect(text).toMatch(/Closing Amount +\$79\.00/);
    expect(text).toMatch(/Over\/Short +\$0\.00/);
    // Five payments and one refund (of two tenders).
    expect(text).toMatch(/Transactions +4/);
    // Without tax and without the gift card sold: 10.50 + 10.00 + 20.00 (before its 2.00 discount).
    expect(text).toMatch(/Gross Sales +\$40\.50/);
    expect(text).toMatch(/Discounts +\$2\.00/);
    expect(text).toMatch(/Refunds +\$2\.50/);
    expect(text).toMatch(/Net Sales +\$36\.00/);
    expect(text).toMatch(/Tax +\$2\.52/);
    expect(text).toMatch(/Tips +\$1\.00/);
    expect(text).toMatch(/Card Brands\s+Visa +\$4\.56\s+MasterCard +\$44\.26/);
    expect(text).toMatch(/Gift Card Paid In +\$25\.00\s+Gift Card Paid Out +\$10\.70\s+Net +\$14\.30/);
    expect(await within(dialog).findByText('Sent to the printer')).toBeInTheDocument();
    expect(helper.requests).toHaveLength(1);
    expect((helper.requests[0] as { lines: string[] }).lines.join('\n')).toBe(text);
    // The shift uploads the figures the Z printed.
    expect(await db().shift.toCollection().first()).toMatchObject({
      over_shortage: 0,
      total_cashtenders: 5,
      total_cashreturns: -1,
      totalTransactions: 4,
      gift_card_breakdown: [
        { name: 'Gift Card Paid In', sum: 25 },
        { name: 'Gift Card Paid Out', sum: 10.7 },
        { name: 'Net', sum: 14.3 },
      ],
    });
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
                orders_count: 13,
                transactions: 12,
                gross_sales: 155,
                discounts: 5,
                refunds: 10,
                net_sales: 140,
                tax: 12,
                tips: 3,
                cash_sales: 90,
                cash_returns: -10.7,
                check_sales: 0,
                check_returns: 0,
                sale_payments: [{ payment_type: 'Cash', sum: 90 }],
                refund_payments: [{ payment_type: 'Cash', sum: -10.7 }],
                card_brands: [{ brand: 'Visa', sum: 60 }],
                gift_cards: { paid_in: 25, paid_out: 10, net: 15 },
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
    expect(text).toMatch(/Refunds by Payment Type\s+Cash +-\$10\.70/);
    expect(text).toMatch(/Visa +\$60\.00/);
    expect(text).toMatch(/Gift Card Paid In +\$25\.00/);
    expect(await within(dialog).findByText('Printing failed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Print again' })).toBeInTheDocument());
  });
});
