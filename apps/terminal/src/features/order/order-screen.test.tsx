import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { orderEditorWritesSettled, useOrderEditor } from './order-store.ts';
import { editorScreenReset, openNewOrder as openEditorNewOrder } from './order-screen-test-kit.ts';

const sync = vi.fn();

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  sync.mockReset();
  editorScreenReset(sync);
});

const openNewOrder = () => openEditorNewOrder(/Latte/);

const orderPanel = () => screen.getByRole('region', { name: 'Order' });
const total = () => within(orderPanel()).getByRole('status', { name: 'Total' });
/** The order the editor shows, as saved in IndexedDB once the editor's writes (made after the paint) have landed. */
const savedOrder = async () => {
  await orderEditorWritesSettled();
  return (await db().orders.get(useOrderEditor.getState().order!.local_id)) as OrderRecord;
};

describe('order editor screen (seed 001 §2, §4)', () => {
  it('adds a product by tap, saves it and replaces the route with the local id', async () => {
    const { router, products, user } = await openNewOrder();
    expect(within(orderPanel()).getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$4.40'));
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$8.80'));
    const saved = await savedOrder();
    expect(saved.items[0]!.quantity).toBe(2);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${saved.local_id}`));
    expect(within(orderPanel()).getByRole('button', { name: 'Pay' })).toBeEnabled();
    await user.click(within(orderPanel()).getByRole('button', { name: 'View details' }));
    expect(within(orderPanel()).getByText('Subtotal')).toBeInTheDocument();
  });

  it('adds the product of a hardware scan from anywhere on the screen', async () => {
    await openNewOrder();
    let at = 10_000;
    for (const key of [...'2000000000022', 'Enter']) {
      fireEvent.keyDown(document.body, { key, timeStamp: at });
      at += 5;
    }
    await waitFor(() => expect(within(orderPanel()).getByText('Croissant')).toBeInTheDocument());
    expect(total()).toHaveTextContent('$2.50');
  });

  it('shows Product not found for an unknown code typed in the search', async () => {
    const { user } = await openNewOrder();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '999{Enter}');
    expect(
      await screen.findByText('Please, check that product with id 999 is active and available for current store'),
    ).toBeInTheDocument();
  });

  it('changes a quantity with the quantity keypad', async () => {
    const { products, user } = await openNewOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await user.click(await within(orderPanel()).findByRole('button', { name: /Latte/ }));
    await user.click(within(orderPanel()).getByRole('button', { name: 'Quantity' }));
    const keypad = await screen.findByRole('group', { name: 'Quantity keypad' });
    await user.click(within(keypad).getByRole('button', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(total()).toHaveTextContent('$13.20'));
  });

  it('removes an item after the confirmation', async () => {
    const { products, user } = await openNewOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await user.click(await within(orderPanel()).findByRole('button', { name: /Latte/ }));
    await user.click(within(orderPanel()).getByRole('button', { name: 'Remove item' }));
    expect(await screen.findByText('Are you sure you want to remove this item')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(orderPanel()).queryByRole('button', { name: /Latte/ })).not.toBeInTheDocument());
    expect((await savedOrder()).items[0]!.void_status).toBe(1);
  });

  it('holds the order with a note and goes to a new order', async () => {
    const { router, products, user } = await openNewOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$4.40'));
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hold order' }));
    await user.type(await screen.findByRole('textbox', { name: 'Note (optional)' }), 'Window seat');
    // Read before Hold: the editor is cleared for the next order as soon as the hold is written.
    const localId = useOrderEditor.getState().order!.local_id;
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    await waitFor(async () =>
      expect(await db().orders.get(localId)).toMatchObject({ status: 2, description: 'Window seat', locked_by: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/new'));
    expect(sync).toHaveBeenCalled();
  });

  it('cancels the order only after the confirmation, then opens a new order', async () => {
    const { router, products, user } = await openNewOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$4.40'));
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    expect(await screen.findByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    const localId = useOrderEditor.getState().order!.local_id;
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect(await db().orders.get(localId)).toMatchObject({ status: 4, terminal_id: 7 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/new'));
  });

  it('asks to hold or cancel before leaving an active quick-service order', async () => {
    const { router, products, user } = await openNewOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$4.40'));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('button', { name: 'Cancel the Order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/orders\/7_/);
  });
});
