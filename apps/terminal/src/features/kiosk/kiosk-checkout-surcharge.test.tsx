import type { PaymentType } from '@opentill/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveTerminal, storedTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { pendingClearAll } from '../../devices/card-terminals/index.ts';
import { simulatorProxy, startCardBSpin } from '../../devices/card-terminals/card-b-sim-kit.ts';
import type { RunningDevice } from '../../devices/card-terminals/sim-kit.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useOrderEditor } from '../order/order-store.ts';
import { CATALOG } from '../order/order-test-fixtures.ts';
import { cardBOptionsSet } from '../checkout/payment-methods/card-b.ts';
import { kioskOrderStart } from './kiosk-actions.ts';
import { kioskDeviceReady } from './kiosk-test-kit.ts';

/** seed 001 §4–§5: a payment type with a surcharge above 0 first shows the surcharge notice, in the kiosk too. */

let device: RunningDevice;
let restoreOptions: () => void = () => undefined;
beforeAll(async () => {
  await initI18n();
  device = await startCardBSpin();
});
afterEach(() => restoreOptions());
afterAll(async () => {
  await device.close();
});
beforeEach(async () => {
  await kioskDeviceReady();
  pendingClearAll();
  device.journal.clear();
  // Card B goes through the back office's proxy (issue 19 §2): here a stand-in that relays to the SPIn simulator.
  restoreOptions = cardBOptionsSet({ proxy: simulatorProxy(device) });
  // The kiosk also offers card terminal B, with the demo store's 3 % surcharge, at this test's simulator.
  const cardB: PaymentType = {
    id: 4,
    name: 'Card B',
    behavior: 5,
    url: null,
    transaction_type: null,
    is_at_pos: true,
    is_at_kiosk: true,
    surcharge: 3,
  };
  const terminal = storedTerminal<{ payment_types: PaymentType[] }>();
  saveTerminal({ ...terminal, payment_types: [...(terminal?.payment_types ?? []), cardB] });
});

/** A Dine in kiosk order with one Latte (4.00 + 10 % = 4.40), opened at checkout. */
async function kioskCheckout() {
  const started = await kioskOrderStart(7, { id: 1, name: 'Dine in' }, new Date());
  await useOrderEditor.getState().open(started.local_id);
  await useOrderEditor.getState().addProduct(CATALOG[0]!);
  useOrderEditor.getState().reset();
  renderApp(`/orders/${started.local_id}/checkout`);
  await screen.findByRole('heading', { name: 'Pay with' });
  return started.local_id;
}
const saved = async (localId: string) => (await db().orders.get(localId)) as OrderRecord;
const payWith = () => screen.getByRole('group', { name: 'Pay with' });

describe('kiosk checkout with Card B and its 3 % surcharge (seed 001 §4, §5)', () => {
  it('shows the surcharge notice; Continue charges order amount plus surcharge on the card and completes the order', async () => {
    const localId = await kioskCheckout();
    const user = userEvent.setup();
    await user.click(within(payWith()).getByRole('button', { name: 'Card B' }));
    const notice = await screen.findByRole('dialog', { name: 'Surcharge' });
    expect(within(notice).getByText('Order amount').nextElementSibling).toHaveTextContent('$4.40');
    expect(within(notice).getByText('Surcharge', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$0.13');
    expect(within(notice).getByText('Total charge').nextElementSibling).toHaveTextContent('$4.53');
    expect(device.journal.all()).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(modal).toHaveTextContent('Your order is being prepared');
    const paid = await saved(localId);
    expect(paid).toMatchObject({
      status: 3,
      allow_surcharge: true,
      surcharge_value: 0.13,
      payments: [expect.objectContaining({ payment_type: 'Card B', amount: 4.53, shift: null })] as unknown,
    });
    expect(device.journal.all().map((entry) => [entry.kind, entry.approved, entry.amountCents])).toEqual([
      ['sale', true, 453],
    ]);
  });

  it('Cancel on the notice takes nothing, resets the surcharge and leaves every way to pay open', async () => {
    const localId = await kioskCheckout();
    const user = userEvent.setup();
    await user.click(within(payWith()).getByRole('button', { name: 'Card B' }));
    const notice = await screen.findByRole('dialog', { name: 'Surcharge' });
    await user.click(within(notice).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Surcharge' })).not.toBeInTheDocument());
    expect(await saved(localId)).toMatchObject({ status: 1, allow_surcharge: false, surcharge_value: 0, payments: [] });
    expect(device.journal.all()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).not.toBeInTheDocument();
    for (const name of ['Card B', 'Room charge', 'Pay at the register'])
      expect(within(payWith()).getByRole('button', { name })).toBeEnabled();
  });
});
