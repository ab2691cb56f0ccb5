import type { OrderItem } from '@opentill/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenTillDb, setDb } from '../../data/db.ts';
import { useNetwork } from '../../data/network-store.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import OrdersListScreen from './orders-list-screen.tsx';
import { useOrdersList } from './orders-list-store.ts';

const printReceipt = vi.hoisted(() => vi.fn(() => Promise.resolve({ ok: true, printed: true, failures: [] })));
vi.mock('../../devices/printing/index.ts', () => ({ printReceipt }));
const playNotFoundSound = vi.hoisted(() => vi.fn());
vi.mock('../order/modals/not-found-sound.ts', () => ({ playNotFoundSound }));

const item = (local_id: string, name: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  local_id,
  product: 3,
  name,
  quantity: 1,
  price: 5,
  grand_total: 5,
  modifiers: [],
  void_status: 0,
  tax_status: 0,
  ...extra,
});

const order = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id,
    items: [],
    subtotal: 10,
    tax_total: 0,
    grand_total: 10,
    total_sum: 10,
    status: 3,
    open_date: '2026-11-24T10:00:00.000Z',
    close_date: new Date().toISOString(),
    payments: [],
    ...extra,
  }) as OrderRecord;

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: OrdersListScreen },
      { path: '/orders/:id', Component: Where },
      { path: '/tables', Component: Where },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let database: OpenTillDb;
beforeAll(async () => {
  await initI18n();
  // jsdom lays nothing out: give the list's scroll box a height so the virtualizer renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
beforeEach(async () => {
  database = new OpenTillDb(`orders-screen-${Math.random()}`);
  setDb(database);
  localStorage.clear();
  useNetwork.setState({ online: false });
  useOrdersList.getState().reset();
  printReceipt.mockClear();
  playNotFoundSound.mockClear();
  await database.orderList.bulkPut([
    order('1_10', {
      id: 12,
      number: 40,
      short_number: '1-004',
      customer: { first_name: 'Ada', last_name: 'Lovelace', phone: '555-0100' },
      items: [
        item('i1', 'Tea', { notes: 'no sugar', isPartialRefund: true }),
        item('i2', 'Cake'),
        item('i3', 'Voided', { void_status: 1 }),
      ],
      discount_orders_raw_type: 1,
      discount_orders_raw_value: 10,
      discount_total: 1,
      surcharge_value: 0.5,
      grand_total: 10,
      total_sum: 10.5,
      balance_remaining: 0,
      payments: [
        {
          local_id: 'p1',
          payment_type: 'Cash',
          amount: 10.5,
          payment_date: '2026-11-24T10:05:00.000Z',
          transaction_type: 'sale',
        },
        {
          local_id: 'p2',
          payment_type: 'Cash',
          amount: -5,
          payment_date: '2026-11-24T11:05:00.000Z',
          transaction_type: 'return',
        },
      ],
    }),
    order('1_11', {
      id: 13,
      short_number: '1-005',
      status: 2,
      hold_date: '2026-11-24T11:00:00.000Z',
      description: 'Window seat',
      close_date: null,
    }),
  ]);
});
afterEach(async () => {
  vi.useRealTimers();
  setDb(null);
  await database.delete();
});

describe('OrdersList screen (seed 002 §2)', () => {
  it('shows completed orders first and switches by status tab; Account does nothing', async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('#1-004')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    // Total plus surcharge.
    expect(screen.getByText('$10.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View customer of order #1-004' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Hold' }));
    expect(await screen.findByText('#1-005')).toBeInTheDocument();
    expect(screen.getByText('Window seat')).toBeInTheDocument();
    expect(screen.queryByText('#1-004')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('tab', { name: 'Hold' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('#1-005')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View order #1-005' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('at /orders/13')).toBeInTheDocument();
  });

  it('keeps only digits, underscore and hyphen in the search box and says Order not found', async () => {
    const user = userEvent.setup();
    renderList();
    const box = await screen.findByRole('textbox', { name: 'Order number' });
    await user.type(box, '9a8_b7');
    expect(box).toHaveValue('98_7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Order not found')).toBeInTheDocument();
    expect(playNotFoundSound).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.clear(box);
    await user.type(box, '13{Enter}');
    const sidebar = screen.getByRole('complementary', { name: 'Order details' });
    expect(await within(sidebar).findByText('Order #1-005')).toBeInTheDocument();
    expect(screen.queryByText('#1-004')).not.toBeInTheDocument();

    // issue 15 §4: the number the customer was told finds the order; neither its local id nor server number shows.
    await user.clear(box);
    await user.type(box, '1-004{Enter}');
    expect(await within(sidebar).findByText('Order #1-004')).toBeInTheDocument();
    expect(screen.getByText('#1-004')).toBeInTheDocument();
    expect(screen.queryByText(/1_10|#12\b|#40\b/)).not.toBeInTheDocument();
  });

  it('shows the selected order in the sidebar: status, items with notes, partial-refund dot, discount, payments, balance', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'View order #1-004' }));
    const sidebar = screen.getByRole('complementary', { name: 'Order details' });
    expect(await within(sidebar).findByText('Completed')).toBeInTheDocument();
    expect(within(sidebar).getByText('no sugar')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: 'Partially refunded' })).toBeInTheDocument();
    expect(within(sidebar).queryByText(/Voided/)).not.toBeInTheDocument();
    expect(within(sidebar).getByText('Discount 10%')).toBeInTheDocument();
    expect(within(sidebar).getByText('Surcharge')).toBeInTheDocument();
    expect(within(sidebar).getByText('Paid · Cash')).toBeInTheDocument();
    expect(within(sidebar).getByText('Refunded · Cash')).toBeInTheDocument();
    expect(within(sidebar).getByText('Balance')).toBeInTheDocument();
  });

  it('prints the check only after a 1.5 s long press', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'View order #1-004' }));
    const print = await screen.findByRole('button', { name: 'Print check' });
    vi.useFakeTimers();
    fireEvent.pointerDown(print, { pointerId: 1, pointerType: 'mouse', button: 0 });
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.pointerUp(print, { pointerId: 1, pointerType: 'mouse', button: 0 });
    act(() => void vi.advanceTimersByTime(1000));
    expect(printReceipt).not.toHaveBeenCalled();

    fireEvent.pointerDown(print, { pointerId: 1, pointerType: 'mouse', button: 0 });
    act(() => void vi.advanceTimersByTime(1470));
    expect(printReceipt).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(30));
    expect(printReceipt).toHaveBeenCalledWith(expect.objectContaining({ local_id: '1_10' }));
    fireEvent.pointerUp(print, { pointerId: 1, pointerType: 'mouse', button: 0 });
  });

  it('starts a refund of a completed order in the editor in refund mode', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'View order #1-004' }));
    const refund = await screen.findByRole('button', { name: 'Refund' });
    await waitFor(() => expect(refund).toBeEnabled());
    await user.click(refund);
    expect(await screen.findByText(/^at \/orders\/\d+_\d+\?refund=1$/)).toBeInTheDocument();
  });

  it('goes to Tables on Close', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('at /tables')).toBeInTheDocument();
  });
});
