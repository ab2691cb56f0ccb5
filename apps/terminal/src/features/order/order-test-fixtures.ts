/** Test data for the order editor's tests: a product, a signed-in terminal with an open shift and a small catalog. */
import { pinUid, type Product } from '@opentill/contracts';
import { useSession } from '../../app/session-store.ts';
import { catalogInvalidate } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import { linkTerminal } from '../../test/linked-terminal.ts';

export const ROLE_MANAGER = 2;
export const ROLE_CASHIER = 3;

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    name: 'Latte',
    description: '',
    image: null,
    color: null,
    price: 4,
    cost: 1,
    barcode: '4006381333948',
    categories: [1],
    sorting: 1,
    tax_rates: [{ id: 1, rate: 10, name: 'VAT' }],
    tax_rate_value: 10,
    modifier_groups: [],
    printers: [],
    price_adjust: false,
    qty_adjust: false,
    order_kiosk: true,
    special_prices_items: [],
    inventory: null,
    ...overrides,
  };
}

export const CATALOG: Product[] = [
  productFixture(),
  productFixture({
    id: 12,
    name: 'Croissant',
    price: 2.5,
    barcode: '2000000000022',
    sorting: 2,
    tax_rates: [],
    tax_rate_value: 0,
  }),
  productFixture({ id: 13, name: 'Sold out cake', price: 3, barcode: '', sorting: 3, inventory: 0 }),
];

/** A linked quick-service terminal 7, the store, a manager and a cashier, an open shift and the catalog. */
export async function editorDeviceReady(
  options: { role?: number; settings?: { name: string; value: string }[]; shift?: boolean; mode?: number } = {},
) {
  linkTerminal({
    mode: options.mode ?? 2,
    db_settings: options.settings ?? [],
    dining_options: [{ id: 1, name: 'Dine in', active: true, online_ordering: false }],
    payment_types: [
      {
        id: 1,
        name: 'Cash',
        behavior: 1,
        is_at_pos: true,
        is_at_kiosk: true,
        surcharge: 0,
        url: null,
        transaction_type: null,
      },
    ],
    store_terminals: [{ id: 8, name: 'Bar', mode: 2 }],
  });
  const database = db();
  await Promise.all([
    database.orders.clear(),
    database.shift.clear(),
    database.employee.clear(),
    database.products.clear(),
    database.categories.clear(),
    database.store.clear(),
  ]);
  await database.store.put({
    id: 1,
    name: 'Demo',
    tax_option: 'exclusive',
    tax_round: 'default',
    default_dining_option: 1,
    pin_salt: 'salt-1',
  });
  await database.employee.bulkPut([
    { id: 2, name: 'Mia Manager', role: ROLE_MANAGER, uid: await pinUid('2468', 'salt-1') },
    { id: 3, name: 'Carl Cashier', role: ROLE_CASHIER, uid: await pinUid('1357', 'salt-1') },
  ]);
  if (options.shift !== false)
    await database.shift.put({
      id: '7_1',
      local_id: '7_1',
      terminal: 7,
      opening_amount: 100,
      shift_open_date: '2026-03-01T08:00:00Z',
      open_shift_employee: 2,
    });
  await database.categories.bulkPut([{ id: 1, name: 'Coffee', color: null, image: null, sorting: 1 }]);
  await database.products.bulkPut(CATALOG);
  catalogInvalidate();
  useSession.getState().unlock(options.role === ROLE_CASHIER ? 3 : 2, 'en');
}
