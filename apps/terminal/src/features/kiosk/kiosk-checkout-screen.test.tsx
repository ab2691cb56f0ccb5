import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useOrderEditor } from '../order/order-store.ts';
import { CATALOG } from '../order/order-test-fixtures.ts';
import { KIOSK_RETURN_MS, kioskDeps, kioskOrderStart, PAY_AT_REGISTER } from './kiosk-actions.ts';
import { kioskDeviceReady } from './kiosk-test-kit.ts';

beforeAll(async () => {
  await initI18n();
});
let devices: Awaited<ReturnType<typeof kioskDeviceReady>>['devices'];
beforeEach(async () => {
  ({ devices } = await kioskDeviceReady());
});
afterEach(() => {
  vi.useRealTimers();
});

/** A Dine in kiosk order with one Latte (4.00 + 10 % = 4.40), opened at checkout. */
async function kioskCheckout() {
  const started = await kioskOrderStart(7, { id: 1, name: 'Dine in' }, new Date());
  await useOrderEditor.getState().open(started.local_id);
  await useOrderEditor.getState().addProduct(CATALOG[0]!);
  useOrderEditor.getState().reset();
  const router = renderApp(`/orders/${started.local_id}/checkout`);
  await screen.findByRole('heading', { name: 'Pay with' });
  return { router, localId: started.local_id };
}
const saved = async (localId: string) => (await db().orders.get(localId)) as OrderRecord;
const payWith = () => screen.getByRole('group', { name: 'Pay with' });

describe('kiosk checkout (seed 001 §2 kiosk layout, §4 kiosk rules)', () => {
  it('lists only the kiosk payment types, then Pay at the register; shows the order type; no edit-order or customer', async () => {
    await kioskCheckout();
    const buttons = within(payWith())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Card A', 'Room charge', 'Pay at the register']);
    expect(screen.getByText('Order type: Dine in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /customer/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('pay at the register holds the order with that description, records no shift, and returns to / after 10 s', async () => {
    const { router, localId } = await kioskCheckout();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(payWith()).getByRole('button', { name: 'Pay at the register' }));
    const modal = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(modal).toHaveTextContent('Please pay at the register');
    const held = await saved(localId);
    // issue 15 §4: the customer is told the short number the cashier's list shows, never the local id.
    expect(held.short_number).toMatch(/^7-\d{3}$/);
    expect(modal).toHaveTextContent(`Order #${String(held.short_number)}`);
    expect(modal).not.toHaveTextContent(localId);
    expect(held).toMatchObject({
      status: 2,
      description: PAY_AT_REGISTER,
      payments: [],
      locked_by: null,
      updated: true,
    });
    expect(held.hold_date).toEqual(expect.any(String));
    expect(kioskDeps.sync).toHaveBeenCalled();
    // seed 001 §6: no shift recording in kiosk (there is no shift at all on this kiosk).
    expect(await db().shift.count()).toBe(0);
    act(() => void vi.advanceTimersByTime(KIOSK_RETURN_MS - 500));
    expect(router.state.location.pathname).toBe(`/orders/${localId}/checkout`);
    act(() => void vi.advanceTimersByTime(500));
    // / redirects to Tables, which the guard turns into the kiosk home (seed 000 §2.2 rule 8).
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk'));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    // Leaving checkout did not save the open order over the held one.
    expect(await saved(localId)).toMatchObject({ status: 2, description: PAY_AT_REGISTER });
  });

  it('a kiosk payment type pays through the registry: completed, "being prepared", no shift record; Close returns to /', async () => {
    const { router, localId } = await kioskCheckout();
    // A shift left open on this device (e.g. before the terminal became a kiosk) must not be touched either.
    const shift = {
      id: '7_1',
      local_id: '7_1',
      terminal: 7,
      opening_amount: 100,
      shift_open_date: '2026-03-01T08:00:00Z',
      open_shift_employee: 2,
    };
    await db().shift.put(shift);
    const user = userEvent.setup();
    await user.click(within(payWith()).getByRole('button', { name: 'Room charge' }));
    const modal = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(modal).toHaveTextContent('Your order is being prepared');
    const paid = await saved(localId);
    expect(paid).toMatchObject({
      status: 3,
      payments: [{ payment_type: 'Room charge', amount: 4.4, transaction_type: 'sale', shift: null }],
    });
    expect(await db().shift.toArray()).toEqual([shift]);
    expect(devices.syncRequest).toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk'));
  });

  it('a kiosk order with no items shows the empty-cart message and offers no payment', async () => {
    const started = await kioskOrderStart(7, { id: 2, name: 'Take away' }, new Date());
    renderApp(`/orders/${started.local_id}/checkout`);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(payWith()).getByRole('button', { name: 'Pay at the register' })).toBeDisabled();
    expect(within(payWith()).getByRole('button', { name: 'Room charge' })).toBeDisabled();
  });
});
