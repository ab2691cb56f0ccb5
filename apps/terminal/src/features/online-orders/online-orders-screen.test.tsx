import type { OrderItem, Payment } from '@opentill/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTerminal } from '../../data/connection.ts';
import { OpenTillDb, setDb } from '../../data/db.ts';
import { useNetwork } from '../../data/network-store.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import OnlineOrdersScreen from './online-orders-screen.tsx';
import { onlineOrderDepsSet, useOnlineOrders } from './online-orders-store.ts';

const item = (local_id: string, name: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  local_id,
  product: 3,
  name,
  quantity: 1,
  price: 5,
  modifiers: [],
  void_status: 0,
  tax_status: 0,
  ...extra,
});

const card: Payment = {
  local_id: 'p1',
  payment_type: 'Card',
  amount: 10,
  change_amount: 0,
  payment_date: new Date().toISOString(),
  transaction_type: 'sale',
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const online = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id,
    type: 1,
    status: 0,
    open_date: minutesAgo(5),
    items: [
      item(`${local_id}-1`, 'Latte', { notes: 'oat milk' }),
      item(`${local_id}-2`, 'Bagel', { tax_status: 1, tax_rates: [{ id: 1, name: 'VAT', rate: 10 }] }),
    ],
    subtotal: 10,
    tax_total: 0,
    grand_total: 10,
    total_sum: 10,
    balance_remaining: 10,
    payments: [],
    ...extra,
  }) as OrderRecord;

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/online-orders', Component: OnlineOrdersScreen },
      { path: '/orders/:id', Component: Where },
      { path: '/orders/:id/checkout', Component: Where },
      { path: '/tables', Component: Where },
    ],
    { initialEntries: ['/online-orders'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let database: OpenTillDb;
let restore: () => void;
const printKitchen = vi.fn();
const refundCall = vi.fn();
const syncRequest = vi.fn();

beforeAll(async () => {
  await initI18n();
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
beforeEach(async () => {
  database = new OpenTillDb(`online-orders-${Math.random()}`);
  setDb(database);
  localStorage.clear();
  useNetwork.setState({ online: false });
  saveTerminal({
    id: 2,
    dining_options: [
      { id: 1, name: 'Dine in', active: true, online_ordering: false },
      { id: 2, name: 'Take out', active: true, online_ordering: true },
      { id: 3, name: 'Delivery', active: true, online_ordering: true },
    ],
  });
  printKitchen.mockReset().mockResolvedValue({ ok: true, printed: true, failures: [], printedItems: [] });
  refundCall.mockReset().mockResolvedValue({});
  syncRequest.mockReset();
  restore = onlineOrderDepsSet({ printKitchen, refundCall, syncRequest, employeeId: () => 5 });
  await database.orders.bulkPut([
    online('online_a', {
      id: 31,
      short_number: '0-001',
      dining_option_type: 2,
      dining_option: { id: 2, name: 'Take out' },
      customer: { first_name: 'Ada', last_name: 'Lovelace', phone: '5550100' },
    }),
    online('online_b', {
      id: 32,
      short_number: '0-002',
      dining_option_type: 3,
      dining_option: { id: 3, name: 'Delivery' },
      delivery_address: '1 Main St',
      items: [
        item('online_b-1', 'Latte', { notes: 'oat milk' }),
        item('online_b-2', 'Soup', { tax_rates: [{ id: 1, name: 'VAT', rate: 10 }] }),
      ],
      tax_total: 0.5,
      grand_total: 10.5,
      total_sum: 10.5,
      payments: [{ ...card, amount: 10.5 }],
    }),
    online('online_c', {
      id: 33,
      short_number: '0-003',
      serve_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }),
    online('online_d', { id: 34, short_number: '0-004', status: 1 }),
    online('online_e', { id: 35, short_number: '0-005', status: 3, payments: [card], close_date: minutesAgo(1) }),
    online('1_900', { short_number: '1-001', type: 0 }),
  ]);
});
afterEach(async () => {
  restore();
  useOnlineOrders.getState().reset();
  setDb(null);
  await database.delete();
});

const list = () => screen.getByRole('list', { name: 'Online orders' });

describe('Online Orders screen (seed 002 §2)', () => {
  it("opens on Pending and Today, with today's pending count and each entry's fields", async () => {
    renderScreen();
    expect(await within(list()).findByText('#0-001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    // Three pending orders were placed today (one is served in three days); the badge counts them.
    expect(screen.getByRole('tab', { name: 'Pending 3 pending today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // All plus the options flagged for online ordering.
    const dining = screen.getByRole('group', { name: 'Dining option' });
    expect(
      within(dining)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Take out', 'Delivery']);
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const ada = rows.find((row) => row.textContent?.includes('#0-001'))!;
    expect(ada).toHaveTextContent('Take out');
    expect(ada).toHaveTextContent('Ada Lovelace · 5550100');
    expect(ada).toHaveTextContent('Unpaid');
    expect(ada).toHaveTextContent('$10.00');
    expect(ada).toHaveTextContent('2 items');
    expect(ada).toHaveTextContent('Now');
    expect(within(ada).getByRole('timer').getAttribute('aria-label')).toMatch(/^5:0\d since ordered$/);
    const paid = rows.find((row) => row.textContent?.includes('#0-002'))!;
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('1 Main St');
    expect(paid).toHaveTextContent('No customer');
    expect(within(list()).queryByText('#1-001')).toBeNull();
  });

  it('filters by dining option and shows Future orders with their serve-at time', async () => {
    const user = userEvent.setup();
    renderScreen();
    await within(list()).findByText('#0-001');
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(within(list()).queryByText('#0-001')).toBeNull();
    expect(within(list()).getByText('#0-002')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Future' }));
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('#0-003');
    expect(rows[0]).toHaveTextContent(/Serve at /);
  });

  it('the sidebar shows the selected order: customer, items with notes and taxed tag, totals details, payments', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View online order #0-002' }));
    const sidebar = screen.getByRole('complementary', { name: 'Online order details' });
    expect(within(sidebar).getByRole('heading', { name: 'Order #0-002' })).toBeInTheDocument();
    expect(sidebar).toHaveTextContent('Delivery');
    expect(sidebar).toHaveTextContent('No customer');
    expect(within(sidebar).getByRole('img', { name: 'Notes: oat milk' })).toBeInTheDocument();
    // The Soup carries a rate and is taxable: the one taxed tag.
    expect(within(sidebar).getByText('Taxed').closest('li')).toHaveTextContent('Soup');
    expect(within(sidebar).getAllByText('Taxed')).toHaveLength(1);
    expect(sidebar).toHaveTextContent('Paid · Card');
    expect(sidebar).toHaveTextContent('Change $0.00');
    expect(within(sidebar).queryByText('Subtotal')).toBeNull();
    await user.click(within(sidebar).getByRole('button', { name: 'Show details' }));
    expect(within(sidebar).getByText('Subtotal')).toBeInTheDocument();
    expect(within(sidebar).getByText('Tips')).toBeInTheDocument();
    expect(within(sidebar).getByText('Tax').nextElementSibling).toHaveTextContent('$0.50');
    expect(within(sidebar).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("an item's discount shows as its percent (seed 002 §2), with the amount beside it", async () => {
    await database.orders.put(
      online('online_f', {
        id: 36,
        short_number: '0-006',
        items: [item('online_f-1', 'Scone', { price: 4, quantity: 2, discount: 2 })],
        subtotal: 6,
        grand_total: 6,
        total_sum: 6,
        balance_remaining: 6,
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View online order #0-006' }));
    const sidebar = screen.getByRole('complementary', { name: 'Online order details' });
    const scone = within(sidebar).getByText('Discount 25%').closest('li');
    expect(scone).toHaveTextContent('Scone');
    expect(scone).toHaveTextContent('-$2.00');
  });

  it('Approve an unpaid order: it becomes payment pending (open), the kitchen ticket is asked, a sync runs', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View online order #0-001' }));
    await user.click(screen.getByRole('button', { name: 'Approve order #0-001' }));
    await waitFor(async () => expect((await database.orders.get('online_a'))?.status).toBe(1));
    expect(printKitchen).toHaveBeenCalledTimes(1);
    expect(syncRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(list()).queryByText('#0-001')).toBeNull());
    // Still selected: now it offers Pay and Edit.
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('at /orders/31/checkout')).toBeInTheDocument();
  });

  it('Reject asks first; No keeps the order, Yes cancels an unpaid one without the refund call', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View online order #0-001' }));
    await user.click(screen.getByRole('button', { name: 'Reject order #0-001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reject this order?' });
    expect(confirm).toHaveTextContent('Are you sure you want to reject this order?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect((await database.orders.get('online_a'))?.status).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reject order #0-001' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reject this order?' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(async () => expect((await database.orders.get('online_a'))?.status).toBe(4));
    expect(refundCall).not.toHaveBeenCalled();
    expect(syncRequest).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await within(list()).findByText('#0-001')).toBeInTheDocument();
  });

  it('Reject a paid order: refunded with the refund call', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View online order #0-002' }));
    await user.click(screen.getByRole('button', { name: 'Reject order #0-002' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reject this order?' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(async () => expect((await database.orders.get('online_b'))?.status).toBe(5));
    expect(refundCall).toHaveBeenCalledWith(32);
    await user.click(screen.getByRole('tab', { name: 'Refunded' }));
    expect(await within(list()).findByText('#0-002')).toBeInTheDocument();
  });

  it('Payment Pending offers Pay and Edit, not Approve', async () => {
    const user = userEvent.setup();
    renderScreen();
    await within(list()).findByText('#0-001');
    await user.click(screen.getByRole('tab', { name: 'Payment Pending' }));
    // The selected tab names the panel shown (axe aria-valid-attr-value).
    const controls = screen.getByRole('tab', { name: 'Payment Pending' }).getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controls)).toBe(screen.getByRole('tabpanel'));
    await user.click(await screen.findByRole('button', { name: 'View online order #0-004' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('at /orders/34')).toBeInTheDocument();
  });

  it('Completed: Refund when something is left to refund, disabled Fully Refunded when not', async () => {
    const user = userEvent.setup();
    renderScreen();
    await within(list()).findByText('#0-001');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await user.click(await screen.findByRole('button', { name: 'View online order #0-005' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' })).toBeEnabled());
    await database.orders.put(
      online('1_950', { status: 5, reference_order: 35, total_sum: -10, grand_total: -10, subtotal: -10, type: 0 }),
    );
    await user.click(screen.getByRole('button', { name: 'View online order #0-005' }));
    expect(await screen.findByRole('button', { name: 'Fully Refunded' })).toBeDisabled();
  });
});
