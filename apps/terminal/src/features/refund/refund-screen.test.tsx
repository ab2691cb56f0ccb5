import type { OrderItem } from '@opentill/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { itemFromProduct, orderNew, orderRecompute, totalsContextFrom } from '../order/order-build.ts';
import { editorScreenReset } from '../order/order-screen-test-kit.ts';
import { CATALOG, editorDeviceReady } from '../order/order-test-fixtures.ts';
import type * as RefundActions from './refund-actions.ts';
import { refundDraftCreate, refundProcess } from './refund-actions.ts';
import { refundDevicesSet } from './refund-devices.ts';
import { useRefundScreen } from './refund-screen-store.ts';

// The real draft (refundDraftCreate) on fake-indexeddb; refundProcess answers as the test says.
vi.mock('./refund-actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof RefundActions>()),
  refundProcess: vi.fn(),
}));
const processed = vi.mocked(refundProcess);

const NOW = new Date('2026-03-01T10:00:00Z');
const build = { terminalId: 7, employeeId: 2, now: NOW };
const totals = totalsContextFrom({ tax_option: 'exclusive', tax_round: 'default' });
const ROLE_CASHIER = 3;

/**
 * A completed order, server id 501: 3 Lattes (4.00 + 10 %), a Croissant (2.50, not taxed) and a gift card top-up,
 * paid 10.00 in cash and the rest by card.
 */
function originalSale(): OrderRecord {
  const latte: OrderItem = { ...itemFromProduct(CATALOG[0]!, 'sold-latte', build), quantity: 3 };
  const croissant = itemFromProduct(CATALOG[1]!, 'sold-croissant', build);
  const giftCard: OrderItem = { ...croissant, local_id: 'sold-gift', product: -2, name: 'Gift card', price: 20 };
  const order = orderRecompute({ ...orderNew('7_1000', build), items: [latte, croissant, giftCard] }, totals);
  const pay = (local_id: string, payment_type: string, amount: number) => ({
    local_id,
    amount,
    amount_paid: amount,
    payment_type,
    transaction_type: 'sale' as const,
    change_amount: 0,
    tips: 0,
  });
  return {
    ...order,
    id: 501,
    number: 12,
    status: 3,
    close_date: NOW.toISOString(),
    payments: [pay('7_1_1', 'Cash', 10), pay('7_1_2', 'Card A', Math.round(order.grand_total * 100 - 1000) / 100)],
  } as OrderRecord;
}

/** An earlier processed refund that returned 1 of the 3 Lattes. */
function earlierRefund(): OrderRecord {
  const line: OrderItem = {
    ...itemFromProduct(CATALOG[0]!, 'r-1', build),
    quantity: -1,
    order_refund_item: 'sold-latte',
  };
  return {
    ...orderRecompute({ ...orderNew('7_900', build), items: [line] }, totals),
    id: 502,
    status: 5,
    reference_order: 501,
  };
}

let slips: OrderRecord[];
let drawers: number;
let restoreDevices: () => void;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
  processed.mockReset();
  slips = [];
  drawers = 0;
  restoreDevices = refundDevicesSet({
    printSlip: (refund) => {
      slips.push(refund);
      return Promise.resolve({ ok: true });
    },
    openDrawer: () => {
      drawers += 1;
      return Promise.resolve({ ok: true });
    },
  });
});
afterEach(() => {
  restoreDevices();
  useRefundScreen.getState().reset();
});

async function openRefund(options: { role?: number } = {}) {
  await editorDeviceReady(options);
  const original = originalSale();
  await db().orders.bulkPut([original, earlierRefund()] as never[]);
  const draft = await refundDraftCreate(original, NOW);
  const router = renderApp(`/orders/${draft.local_id}?refund=1`);
  const list = await screen.findByRole('list', { name: 'Items to return' });
  return { router, list, draft, user: userEvent.setup() };
}

const summary = () => screen.getByRole('complementary', { name: 'Refund' });
const quantity = (name: string) => screen.getByRole('status', { name: `Quantity of ${name} to return` });

describe('refund by choosing (issue 15 §3)', () => {
  it('lists what can still be returned, everything chosen, with the refund total from the domain', async () => {
    const { list } = await openRefund();
    // The gift card top-up is not refundable; 1 of the 3 Lattes came back before.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('span')?.textContent),
    ).toEqual(['Latte', 'Croissant']);
    expect(within(list).getByText('2 of 3 left to return')).toBeInTheDocument();
    expect(quantity('Latte')).toHaveTextContent('2');
    expect(quantity('Croissant')).toHaveTextContent('1');
    // -(8.00 + 0.80) - 2.50 (the croissant is not taxed) = -11.30
    expect(within(summary()).getByText('-$11.30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund $11.30' })).toBeEnabled();
    // Cash took 10.00 of the sale: it cannot give back 11.30 alone.
    expect(screen.getByRole('radio', { name: /^Cash/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Card A/ })).toBeEnabled();
  });

  it('none, then one item added: refunds that item alone, on the tender chosen, slip printed and drawer opened', async () => {
    processed.mockImplementation((sent) => Promise.resolve({ ok: true, refund: sent, cash: true }));
    const { user, router } = await openRefund();
    await user.click(screen.getByRole('button', { name: 'Return none' }));
    expect(screen.getByRole('button', { name: 'Choose what comes back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more Croissant' }));
    expect(within(summary()).getAllByText('-$2.50')).toHaveLength(2);
    expect(within(summary()).getByText('1 item to return')).toBeInTheDocument();
    // The original payments by default; the cashier picks cash.
    expect(screen.getByRole('radio', { name: /Original payment/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Cash/ }));
    await user.click(screen.getByRole('button', { name: 'Refund $2.50' }));

    const done = await screen.findByRole('alertdialog', { name: 'Order has been refunded' });
    expect(processed).toHaveBeenCalledOnce();
    const [sent, , , options] = processed.mock.calls[0]!;
    expect(sent.items.map((item) => [item.name, item.quantity])).toEqual([['Croissant', -1]]);
    expect(options).toEqual({ tender: 'Cash' });
    expect(slips).toHaveLength(1);
    expect(drawers).toBe(1);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('a cashier leaving lines out confirms once with a manager PIN; everything needs none', async () => {
    processed.mockImplementation((sent) => Promise.resolve({ ok: true, refund: sent, cash: false }));
    const { user } = await openRefund({ role: ROLE_CASHIER });
    await user.click(screen.getByRole('button', { name: 'One less Latte' }));
    expect(quantity('Latte')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Refund $6.90' }));
    const pin = await screen.findByRole('dialog', { name: /pin/i });
    expect(processed).not.toHaveBeenCalled();
    for (const digit of '2468') await user.click(within(pin).getByRole('button', { name: digit }));
    await screen.findByRole('alertdialog', { name: 'Order has been refunded' });
    expect(processed).toHaveBeenCalledOnce();
    expect(processed.mock.calls[0]![0].items.map((item) => item.quantity)).toEqual([-1, -1]);
    // Nothing went back in cash (the module says so): the drawer stays shut.
    expect(drawers).toBe(0);
  });

  it('a refused refund shows the error and stays on the screen; Cancel throws the draft away', async () => {
    processed.mockResolvedValue({ ok: false, title: 'Can not refund, contact administrator', message: '' });
    const { user, router, draft } = await openRefund({ role: ROLE_CASHIER });
    // Everything chosen: no PIN even for a cashier. F9 refunds, as it does in the editor.
    expect(screen.getByRole('button', { name: 'Refund $11.30' })).toHaveAttribute('aria-keyshortcuts', 'F9');
    await user.keyboard('{F9}');
    const error = await screen.findByRole('alertdialog', { name: 'Can not refund, contact administrator' });
    expect(slips).toHaveLength(0);
    await user.click(within(error).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toMatch(/^\/orders\/7_/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await db().orders.get(draft.local_id)).toBeUndefined();
  });
});
