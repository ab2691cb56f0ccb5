/**
 * Test set-up shared by the checkout tests: a fresh IndexedDB, a linked terminal with the demo store's payment types,
 * a signed-in employee, an open shift and an order of known totals. Devices are fakes that record their calls.
 */
import type { PaymentType } from '@opentill/contracts';
import { cents } from '@opentill/domain';
import { vi } from 'vitest';
import { useSession } from '../../app/session-store.ts';
import { saveConnection, saveTerminal } from '../../data/connection.ts';
import { OpenTillDb, setDb } from '../../data/db.ts';
import { orderSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { shiftOpen } from '../../data/repositories/shifts.ts';
import { orderNew, orderRecompute } from '../order/order-build.ts';
import { checkoutDevicesSet, type CheckoutDevices } from './checkout-devices.ts';

export const NOW = new Date('2026-03-02T10:00:00Z');

export const CASH: PaymentType = {
  id: 1,
  name: 'Cash',
  behavior: 1,
  url: null,
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 0,
};
export const CARD_A: PaymentType = {
  id: 2,
  name: 'Card A',
  behavior: 3,
  url: 'http://card-a',
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: true,
  surcharge: 0,
};
export const CARD_B: PaymentType = {
  id: 3,
  name: 'Card B',
  behavior: 5,
  url: 'http://card-b',
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: true,
  surcharge: 3,
};
export const DIRECT: PaymentType = {
  id: 5,
  name: 'House account',
  behavior: 2,
  url: null,
  transaction_type: null,
  is_at_pos: true,
  is_at_kiosk: false,
  surcharge: 3,
};

export interface Kit {
  database: OpenTillDb;
  devices: { [K in keyof CheckoutDevices]: ReturnType<typeof vi.fn> };
  restore: () => Promise<void>;
}

/** A fresh database and terminal (quick service unless told), an employee signed in, a shift open unless `shift: false`. */
export async function checkoutKit(
  options: { mode?: number; shift?: boolean; settings?: { name: string; value: string }[] } = {},
): Promise<Kit> {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveTerminal({
    id: 7,
    mode: options.mode ?? 2,
    db_settings: options.settings ?? [],
    payment_types: [CASH, CARD_A, CARD_B, DIRECT],
  });
  const database = new OpenTillDb(`checkout-${crypto.randomUUID()}`);
  setDb(database);
  await database.store.put({ id: 1, name: 'Shop', tax_option: 'exclusive', tax_round: 'default' });
  useSession.setState({ employeeId: 3, unlocked: true });
  if (options.shift !== false)
    await shiftOpen({ terminalId: 7, employeeId: 3, opening: cents(10000), now: NOW }, database);
  const devices = {
    printReceipt: vi.fn(() => Promise.resolve({ ok: true, printed: true, failures: [] })),
    printKitchen: vi.fn((order: OrderRecord) =>
      Promise.resolve({
        ok: true,
        printed: true,
        failures: [],
        printedItems: order.items.map((item) => item.local_id),
      }),
    ),
    openCashDrawer: vi.fn(() => Promise.resolve({ ok: true, printed: true, failures: [] })),
    syncRequest: vi.fn(),
    online: vi.fn(() => true),
  };
  const undo = checkoutDevicesSet(devices);
  return {
    database,
    devices,
    restore: async () => {
      undo();
      setDb(null);
      await database.delete();
    },
  };
}

/**
 * An open order of two lines: 2 × 5.00 and 1 × 2.35 with 10 % tax, so subtotal 12.35, tax 1.24, total 13.59.
 * Saved locally under local id 7_1000.
 */
export async function orderSaved(database: OpenTillDb, extra: Partial<OrderRecord> = {}): Promise<OrderRecord> {
  const base = orderNew('7_1000', { terminalId: 7, employeeId: 3, now: NOW });
  const tax = [{ id: 1, name: 'Tax', rate: 10 }];
  const item = (localId: string, name: string, price: number, quantity: number) => ({
    local_id: localId,
    product: Number(localId.slice(-1)),
    name,
    quantity,
    price,
    discount: 0,
    modifiers: [],
    void_status: 0 as const,
    tax_status: 0 as const,
    tax_rates: tax,
    printers: [1],
    has_kitchen_updates: true,
    sent_to_kitchen: false,
  });
  const order = orderRecompute(
    { ...base, items: [item('7_1001', 'Burger', 5, 2), item('7_1002', 'Soda', 2.35, 1)], ...extra },
    { taxInclusive: false },
  );
  return orderSave(order, NOW, database);
}
