/**
 * Test set-up of the kiosk tests: the editor's device (store, catalog) as a kiosk terminal 7 (mode 3) with no
 * employee signed in and no shift open, two dining options, and payment types of which only some are for the kiosk.
 */
import type { PaymentType } from '@opentill/contracts';
import { vi } from 'vitest';
import { guardReset } from '../../app/guard.ts';
import { useSession } from '../../app/session-store.ts';
import { catalogInvalidate } from '../../data/catalog/catalog.ts';
import { saveTerminal } from '../../data/connection.ts';
import { db } from '../../data/db.ts';
import { checkoutDevicesSet } from '../checkout/checkout-devices.ts';
import { useCheckout } from '../checkout/checkout-store.ts';
import { editorDeviceReady, productFixture } from '../order/order-test-fixtures.ts';
import { orderEditorDeps, useOrderEditor } from '../order/order-store.ts';
import { kioskDeps } from './kiosk-actions.ts';

export const KIOSK_CASH: PaymentType = {
  id: 1,
  name: 'Cash',
  behavior: 1,
  url: null,
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 0,
};
export const KIOSK_CARD: PaymentType = {
  id: 2,
  name: 'Card A',
  behavior: 3,
  url: 'http://card-a',
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: true,
  surcharge: 0,
};
/** A direct charge flagged for the kiosk: pays through the registry with no device. */
export const KIOSK_CHARGE: PaymentType = {
  id: 3,
  name: 'Room charge',
  behavior: 2,
  url: null,
  transaction_type: null,
  is_at_pos: false,
  is_at_kiosk: true,
  surcharge: 0,
};

export const MUFFIN = productFixture({
  id: 14,
  name: 'Blueberry muffin',
  price: 3,
  barcode: '',
  sorting: 4,
  image: '/muffin.jpg',
  description: 'Baked this morning with wild blueberries.',
  tax_rates: [],
  tax_rate_value: 0,
});
export const BAGEL = productFixture({
  id: 15,
  name: 'Bagel',
  price: 2,
  barcode: '',
  sorting: 5,
  image: '/bagel.jpg',
  description: '',
});
export const SCONE = productFixture({
  id: 16,
  name: 'Scone',
  price: 2,
  barcode: '',
  sorting: 6,
  image: null,
  description: 'With clotted cream.',
});
export const BEER = productFixture({
  id: 17,
  name: 'Draft beer',
  price: 5,
  barcode: '',
  sorting: 7,
  order_kiosk: false,
});

export async function kioskDeviceReady(): Promise<{ devices: { syncRequest: ReturnType<typeof vi.fn> } }> {
  localStorage.clear();
  sessionStorage.clear();
  guardReset();
  await editorDeviceReady({ mode: 3, shift: false });
  saveTerminal({
    id: 7,
    name: 'Lobby kiosk',
    mode: 3,
    db_settings: [],
    store: { background: null, logo: null },
    dining_options: [
      { id: 1, name: 'Dine in', active: true, online_ordering: false },
      { id: 2, name: 'Take away', active: true, online_ordering: false },
      { id: 3, name: 'Retired', active: false, online_ordering: false },
    ],
    payment_types: [KIOSK_CASH, KIOSK_CARD, KIOSK_CHARGE],
    store_terminals: [],
  });
  // seed 000 §6: kiosk mode needs no employee.
  useSession.getState().reset();
  await db().products.bulkPut([MUFFIN, BAGEL, SCONE, BEER]);
  catalogInvalidate();
  useOrderEditor.getState().reset();
  useCheckout.getState().reset();
  orderEditorDeps.sync = vi.fn();
  kioskDeps.sync = vi.fn();
  const devices = {
    printReceipt: vi.fn(() => Promise.resolve({ ok: true, printed: false, failures: [] })),
    printKitchen: vi.fn(() => Promise.resolve({ ok: true, printed: false, failures: [], printedItems: [] })),
    openCashDrawer: vi.fn(() => Promise.resolve({ ok: true, printed: false, failures: [] })),
    syncRequest: vi.fn(),
    online: vi.fn(() => true),
  };
  checkoutDevicesSet(devices);
  return { devices };
}
