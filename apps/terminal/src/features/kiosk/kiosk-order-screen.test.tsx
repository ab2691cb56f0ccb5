import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogInvalidate } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { kioskOrderStart } from './kiosk-actions.ts';
import { kioskDeviceReady, MUFFIN } from './kiosk-test-kit.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await kioskDeviceReady();
});

/** A kiosk order started for Dine in (as KioskOrderType does), opened in the kiosk editor. */
async function openKioskOrder() {
  const order = await kioskOrderStart(7, { id: 1, name: 'Dine in' }, new Date());
  const router = renderApp(`/orders/${order.local_id}?diningOption=1`);
  const products = await screen.findByRole('list', { name: 'Products' });
  await within(products).findByRole('button', { name: /Latte/ });
  return { router, order, products, user: userEvent.setup() };
}
const cart = () => screen.getByRole('region', { name: 'Your order' });
const saved = async (localId: string) => (await db().orders.get(localId)) as OrderRecord;

describe('kiosk editor (seed 001 §2 kiosk variant)', () => {
  it('shows the order type and the empty-cart message until a product is added; Checkout waits for an item', async () => {
    const { order, products, user } = await openKioskOrder();
    expect(within(cart()).getByText('Order type: Dine in')).toBeInTheDocument();
    expect(within(cart()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(within(cart()).getByRole('list', { name: 'Your order' })).toHaveTextContent('Latte'));
    expect(within(cart()).queryByText('Your cart is empty')).not.toBeInTheDocument();
    // Latte 4.00 + 10 % tax.
    expect(within(cart()).getByRole('status', { name: 'Total' })).toHaveTextContent('$4.40');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect((await saved(order.local_id)).items).toHaveLength(1);
    // Removing the only item brings the message back (no PIN in kiosk mode, seed 001 §6).
    await user.click(within(cart()).getByRole('button', { name: 'Remove Latte' }));
    expect(await within(cart()).findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('offers only kiosk products (order_kiosk) and no customer, discount or price actions', async () => {
    await openKioskOrder();
    const products = screen.getByRole('list', { name: 'Products' });
    expect(products).toHaveTextContent('Blueberry muffin');
    expect(products).not.toHaveTextContent('Draft beer');
    expect(screen.queryByRole('button', { name: /customer/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /discount/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('an 86 from the dashboard takes the product off the kiosk at once; the cart keeps what it holds (issue 16 §4)', async () => {
    const { products, user } = await openKioskOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(within(cart()).getByRole('list', { name: 'Your order' })).toHaveTextContent('Latte'));
    await db().products.bulkPut([
      { ...MUFFIN, unavailable_until: new Date(Date.now() + 86_400_000).toISOString() },
      { ...MUFFIN, id: 30, name: 'Cinnamon roll', sorting: 9, image: null, description: '' },
    ]);
    catalogInvalidate();
    expect(await within(products).findByRole('button', { name: /Cinnamon roll/ })).toBeInTheDocument();
    expect(products).not.toHaveTextContent('Blueberry muffin');
    expect(within(cart()).getByRole('list', { name: 'Your order' })).toHaveTextContent('Latte');
  });

  it('the info popup exists only for a product with an image and a description, and can add it', async () => {
    const { order, user } = await openKioskOrder();
    expect(screen.getByRole('button', { name: 'About Blueberry muffin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'About Bagel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'About Scone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'About Latte' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About Blueberry muffin' }));
    const popup = await screen.findByRole('dialog', { name: 'Blueberry muffin' });
    expect(within(popup).getByText('Baked this morning with wild blueberries.')).toBeInTheDocument();
    expect(within(popup).getByRole('img', { name: 'Blueberry muffin' })).toHaveAttribute('src', '/muffin.jpg');
    await user.click(within(popup).getByRole('button', { name: 'Add to order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Blueberry muffin' })).not.toBeInTheDocument());
    await waitFor(async () =>
      expect((await saved(order.local_id)).items.map((item) => item.name)).toEqual(['Blueberry muffin']),
    );
  });

  it('the quantity keypad has no dot key in kiosk mode; a typed quantity is saved', async () => {
    const { order, products, user } = await openKioskOrder();
    await user.click(within(products).getByRole('button', { name: /Croissant/ }));
    await user.click(await within(cart()).findByRole('button', { name: 'Quantity of Croissant: 1' }));
    const keypad = await screen.findByRole('dialog', { name: 'Quantity' });
    expect(within(keypad).queryByRole('button', { name: 'Decimal point' })).not.toBeInTheDocument();
    await user.click(within(keypad).getByRole('button', { name: '3' }));
    await user.click(within(keypad).getByRole('button', { name: 'OK' }));
    await waitFor(async () =>
      expect((await saved(order.local_id)).items.filter((item) => item.void_status !== 1)[0]?.quantity).toBe(3),
    );
    expect(within(cart()).getByRole('button', { name: 'Quantity of Croissant: 3' })).toBeInTheDocument();
  });

  it('Checkout opens the kiosk checkout; Cancel order cancels it and returns to the welcome screen', async () => {
    const { router, order, products, user } = await openKioskOrder();
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.local_id}/checkout`));
    expect(await screen.findByRole('heading', { name: 'Pay with' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add more items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.local_id}`));
    // The editor opens the order again on the way back: Cancel order acts on it once its line is shown.
    await waitFor(() => expect(within(cart()).getByRole('list', { name: 'Your order' })).toHaveTextContent('Latte'));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk'));
    expect((await saved(order.local_id)).status).toBe(4);
  });
});
