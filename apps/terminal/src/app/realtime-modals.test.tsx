import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useRealtime } from '../data/realtime.ts';
import { initI18n } from '../i18n/index.ts';
import { CurbsideModal, NewOrderModal } from './realtime-modals.tsx';
import { ROUTES } from './routes.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  useRealtime.setState({ curbside: null, newOrderPrompt: false });
});

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <>{element}</> },
      { path: ROUTES.OnlineOrder, element: <h1>Online orders page</h1> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('curbside pickup modal (seed 000 §2.4 item 3)', () => {
  it('shows the order id, car model and colour, parking number and that the customer is outside; Close hides it', async () => {
    renderAt(<CurbsideModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() =>
      useRealtime.setState({ curbside: { order_id: 31, car_model: 'Golf', car_color: 'Red', parking_number: 'P4' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Curbside pickup' });
    expect(dialog).toHaveTextContent('The customer is outside to pick up order #31. Please proceed.');
    expect(dialog).toHaveTextContent('Car: Golf, Red');
    expect(dialog).toHaveTextContent('Parking number: P4');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useRealtime.getState().curbside).toBeNull();
  });
});

describe('new order received modal (seed 000 §2.4 item 5)', () => {
  it('Later hides it and stays on the page', async () => {
    const router = renderAt(<NewOrderModal />);
    act(() => useRealtime.setState({ newOrderPrompt: true }));
    const dialog = await screen.findByRole('dialog', { name: 'New Order Received' });
    expect(dialog).toHaveTextContent('Do you want to go to the Online Order Page?');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('Yes goes to the online orders page', async () => {
    const router = renderAt(<NewOrderModal />);
    act(() => useRealtime.setState({ newOrderPrompt: true }));
    const dialog = await screen.findByRole('dialog', { name: 'New Order Received' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('heading', { name: 'Online orders page' });
    expect(router.state.location.pathname).toBe('/online-orders');
    expect(useRealtime.getState().newOrderPrompt).toBe(false);
  });
});
