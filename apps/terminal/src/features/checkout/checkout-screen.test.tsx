import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUS } from '@opentill/domain';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentType } from '@opentill/contracts';
import { saveTerminal } from '../../data/connection.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { useGiftCards } from '../gift-cards/gift-card-store.ts';
import { giftCardMake, giftCardServer } from '../gift-cards/gift-card-test-kit.ts';
import CheckoutScreen from './checkout-screen.tsx';
import { useCheckout } from './checkout-store.ts';
import { CASH, checkoutKit, orderSaved, type Kit } from './checkout-test-kit.ts';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCheckout(id = '7_1000') {
  const router = createMemoryRouter(
    [
      { path: '/orders/:id/checkout', Component: CheckoutScreen },
      { path: '*', Component: Where },
    ],
    { initialEntries: [`/orders/${id}/checkout`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let kit: Kit;
beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  kit = await checkoutKit();
});
afterEach(async () => {
  useCheckout.getState().reset();
  vi.restoreAllMocks();
  await kit.restore();
});

const stored = async () => (await kit.database.orders.get('7_1000')) as OrderRecord | undefined;

describe('Checkout screen (seed 001 §2, §4, §5)', () => {
  it('shows the order, its balance and the payment types offered at the POS', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    // issue 15 §4: the short number the order got on its first save, never the local id 7_1000.
    const { short_number: shortNumber } = (await stored()) ?? {};
    expect(shortNumber).toMatch(/^7-\d{3}$/);
    expect(await screen.findByRole('heading', { name: `Order #${String(shortNumber)}` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$13.59');
    const items = screen.getByRole('list', { name: 'Order items' });
    expect(within(items).getByText(/Burger/)).toBeInTheDocument();
    const types = screen.getAllByRole('group', { name: 'Payment types' }).at(-1);
    const typeButtons = within(types as HTMLElement).getAllByRole('button');
    expect(typeButtons).toHaveLength(4);
    ['Cash', 'Card A', 'Card B', 'House account'].forEach((name, index) =>
      expect(typeButtons[index]).toHaveAccessibleName(name),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'View details' }));
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$12.35');
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent('$1.24');
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('types the tendered amount in cents on the keypad and the keyboard; C clears it', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    const keypad = await screen.findByRole('group', { name: 'Amount keypad' });
    for (const digit of '125') await user.click(within(keypad).getByRole('button', { name: digit }));
    expect(screen.getByRole('status', { name: 'Amount tendered' })).toHaveTextContent('$1.25');
    await user.keyboard('0');
    expect(screen.getByRole('status', { name: 'Amount tendered' })).toHaveTextContent('$12.50');
    await user.click(within(keypad).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status', { name: 'Amount tendered' })).toHaveTextContent('$0.00');
  });

  it('offers three quick-cash amounts; one pays cash with change, shown in the sale-completed modal and in red', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    const quick = await screen.findByRole('group', { name: 'Quick cash' });
    const quickButtons = within(quick).getAllByRole('button');
    expect(quickButtons).toHaveLength(3);
    ['$14.00', '$20.00', '$100.00'].forEach((name, index) => expect(quickButtons[index]).toHaveAccessibleName(name));
    await user.click(within(quick).getByRole('button', { name: '$20.00' }));
    expect(screen.getByRole('status', { name: 'Amount tendered' })).toHaveTextContent('$20.00');
    await user.click(screen.getByRole('button', { name: 'Cash' }));

    const modal = await screen.findByRole('dialog', { name: 'Sale completed' });
    expect(within(modal).getByText('Change due').nextElementSibling).toHaveTextContent('$6.41');
    // The modal shows only once the order is committed (ARCHITECTURE safety rule).
    expect(await stored()).toMatchObject({
      status: ORDER_STATUS.COMPLETED,
      payments: [expect.objectContaining({ amount: 13.59, change_amount: 6.41 })] as unknown,
    });
    expect(screen.getByText('Change $6.41', { selector: 'span' })).toHaveClass('text-red-600');

    await user.click(within(modal).getByRole('button', { name: 'Print Receipt' }));
    expect(kit.devices.printReceipt).toHaveBeenCalledTimes(1);
    await user.click(within(modal).getByRole('button', { name: 'New Sale' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/orders/new'));
  });

  it('a partial cash payment leaves the balance and keeps the order open', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    const keypad = await screen.findByRole('group', { name: 'Amount keypad' });
    for (const digit of '500') await user.click(within(keypad).getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$8.59'));
    expect(screen.queryByRole('dialog', { name: 'Sale completed' })).not.toBeInTheDocument();
    expect(await stored()).toMatchObject({ status: ORDER_STATUS.OPEN, balance_remaining: 8.59 });
  });

  it('a surcharge type shows order amount, surcharge and total charge; Cancel takes nothing', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'House account' }));
    const modal = await screen.findByRole('dialog', { name: 'Surcharge' });
    expect(within(modal).getByText('Order amount').nextElementSibling).toHaveTextContent('$13.59');
    expect(within(modal).getByText('Surcharge', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$0.41');
    expect(within(modal).getByText('Total charge').nextElementSibling).toHaveTextContent('$14.00');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Surcharge' })).not.toBeInTheDocument());
    expect((await stored())?.payments).toEqual([]);
  });

  it('a gift card paying the sale shows the remaining gift card balance in the sale-completed modal (seed 001 §2)', async () => {
    const gift: PaymentType = {
      id: 4,
      name: 'Gift Card',
      behavior: 4,
      url: null,
      transaction_type: null,
      is_at_pos: true,
      is_at_kiosk: false,
      surcharge: 0,
    };
    saveTerminal({ id: 7, mode: 2, db_settings: [], payment_types: [CASH, gift] });
    const server = giftCardServer([giftCardMake('1234-5678', 20)]);
    vi.stubGlobal('fetch', server.fetch);
    try {
      await orderSaved(kit.database);
      renderCheckout();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Gift Card' }));
      // The gift card modal lives in the shell (GiftCardOverlay); its store is driven as the modal would.
      await waitFor(() => expect(useGiftCards.getState().session).not.toBeNull());
      await waitFor(() => expect(useGiftCards.getState().loading).toBe(false));
      useGiftCards.getState().type('1234-5678');
      await useGiftCards.getState().next();
      await useGiftCards.getState().pay();
      const modal = await screen.findByRole('dialog', { name: 'Sale completed' });
      expect(within(modal).getByText('Remaining gift card balance').nextElementSibling).toHaveTextContent('$6.41');
      expect(within(modal).getByText('Change due').nextElementSibling).toHaveTextContent('$0.00');
    } finally {
      useGiftCards.getState().close();
      vi.unstubAllGlobals();
    }
  });

  it('a cash sale shows no gift card balance', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cash' }));
    const modal = await screen.findByRole('dialog', { name: 'Sale completed' });
    expect(within(modal).queryByText('Remaining gift card balance')).not.toBeInTheDocument();
  });

  it('opening checkout on a completed order shows the sale-completed modal', async () => {
    await orderSaved(kit.database, {
      status: ORDER_STATUS.COMPLETED,
      payments: [
        {
          local_id: '7_1_1',
          amount: 13.59,
          change_amount: 0,
          payment_type: 'Cash',
          payment_date: '2026-03-02T10:00:00Z',
        },
      ],
    });
    renderCheckout();
    expect(await screen.findByRole('dialog', { name: 'Sale completed' })).toBeInTheDocument();
  });

  it('leaving checkout releases the order lock', async () => {
    await orderSaved(kit.database, { locked_by: 7 });
    const router = renderCheckout();
    await screen.findByRole('heading', { name: /^Order #7-\d{3}$/ });
    await router.navigate('/orders/7_1000');
    await waitFor(async () => expect((await stored())?.locked_by).toBeNull());
  });
});

describe('Checkout keyboard (issue 13 §5)', () => {
  // hidden: behind an open modal the screen is aria-hidden.
  const tendered = () => screen.getByRole('status', { name: 'Amount tendered', hidden: true });

  it('F6, F7 and F8 tender the three quick-cash amounts, each button showing its key', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    const quick = await screen.findByRole('group', { name: 'Quick cash' });
    const buttons = within(quick).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(['F6', 'F7', 'F8']);
    expect(buttons.map((button) => button.querySelector('kbd')?.textContent)).toEqual(['F6', 'F7', 'F8']);
    await user.keyboard('{F8}');
    expect(tendered()).toHaveTextContent('$100.00');
    await user.keyboard('{F6}');
    expect(tendered()).toHaveTextContent('$14.00');
    await user.keyboard('{F7}');
    expect(tendered()).toHaveTextContent('$20.00');
  });

  it('F9 pays the tendered amount in Cash (the only payment button with a key)', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    const cash = await screen.findByRole('button', { name: 'Cash' });
    expect(cash).toHaveAttribute('aria-keyshortcuts', 'F9');
    expect(within(cash).getByText('F9', { selector: 'kbd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card A' })).not.toHaveAttribute('aria-keyshortcuts');
    await user.keyboard('{F7}{F9}');
    const modal = await screen.findByRole('dialog', { name: 'Sale completed' });
    expect(within(modal).getByText('Change due').nextElementSibling).toHaveTextContent('$6.41');
    expect(await stored()).toMatchObject({
      status: ORDER_STATUS.COMPLETED,
      payments: [expect.objectContaining({ payment_type: 'Cash', amount: 13.59, change_amount: 6.41 })] as unknown,
    });
  });

  it('the keys do nothing while a modal is open', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{F8}{F9}');
    expect(tendered()).toHaveTextContent('$0.00');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stored())?.payments).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Sale completed' })).not.toBeInTheDocument();
  });

  it('the keys do nothing while a text field has the focus', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Quick cash' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Note');
    document.body.append(field);
    try {
      field.focus();
      await user.keyboard('{F8}{F9}');
      expect(tendered()).toHaveTextContent('$0.00');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await stored())?.payments).toEqual([]);
    } finally {
      field.remove();
    }
  });

  it('Enter takes no payment: digits and Enter (a stray barcode scan) only change the tendered amount', async () => {
    await orderSaved(kit.database);
    renderCheckout();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Amount keypad' });
    await user.keyboard('1234{Enter}');
    expect(tendered()).toHaveTextContent('$12.34');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stored())?.payments).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Sale completed' })).not.toBeInTheDocument();
  });
});
