import crypto from 'node:crypto';
import { pinUid } from '@opentill/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  DEMO_CATEGORIES,
  DEMO_CUSTOMERS,
  DEMO_DISCOUNTS,
  DEMO_MODIFIER_GROUPS,
  DEMO_SECTIONS,
  DEMO_TAXES,
} from './demo-catalog.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoPrinters } from './demo-printers.ts';
import { DEMO_EMPLOYEES, SECOND_STORE_EMPLOYEES, type DemoEmployee } from './demo-people.ts';
import { secretSeal } from '../services/secret-box.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DemoSeedResult {
  /** False when the database already held stores: nothing was written. */
  created: boolean;
  terminals: { storeId: number; terminalId: number; name: string; mode: number }[];
  employees: (DemoEmployee & { storeId: number })[];
}

/** Card terminal simulators of tools/simulators (issue 4 §10: Card A and Card B point at them). */
const CARD_A_URL = process.env.CARD_A_URL ?? 'http://127.0.0.1:8081/card-a';
const CARD_B_URL = process.env.CARD_B_URL ?? 'http://127.0.0.1:8082/card-b';

const DEFAULT_SETTINGS = [
  { name: 'online_order', value: 'true' },
  { name: 'orders_notification', value: 'true' },
  { name: 'allow_cashier_shift', value: 'true' },
  { name: 'allow_all_employee_orders', value: 'true' },
  { name: 'cash_discount', value: 'false' },
  { name: 'dejavoo_test', value: 'true' },
  { name: 'autosend_kitchen', value: 'false' },
  { name: 'receipt_tip_line', value: 'true' },
];

/** The fourth demo terminal: the same settings, but cashiers open only the orders they created. */
const OWN_ORDERS_SETTINGS = DEFAULT_SETTINGS.map((setting) =>
  setting.name === 'allow_all_employee_orders' ? { ...setting, value: 'false' } : setting,
);

/**
 * Creates the demo store (store 1, marked stores.demo) and a second, tax-inclusive store (store 2, a real store
 * that needs a token) on an empty database (issue 4 §10, issue 14 §7). An advisory lock makes concurrent starts on one PostgreSQL create them once.
 */
export async function seedDemo(db: Database, options: { historyAt?: Date } = {}): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411002)`);
    const existing = await tx.select({ n: count() }).from(t.stores);
    if ((existing[0]?.n ?? 0) > 0) return { created: false, terminals: [], employees: [] };
    const result: DemoSeedResult = { created: true, terminals: [], employees: [] };
    await seedStore(tx, result, {
      name: 'OpenTill Demo Café',
      taxOption: 'exclusive',
      terminals: [
        // seed 000 §1: mode 1 table service, 2 quick service, 3 kiosk; issue 4: #1 quick service, #2 table service.
        ['Terminal #1 Counter', 2],
        ['Terminal #2 Floor', 1],
        ['Terminal #3 Kiosk', 3],
      ],
      employees: DEMO_EMPLOYEES,
      full: true,
      demo: true,
      historyAt: options.historyAt,
    });
    await seedStore(tx, result, {
      name: 'Second Store (tax inclusive)',
      taxOption: 'inclusive',
      terminals: [
        ['Store 2 Counter', 2],
        ['Store 2 Floor', 1],
      ],
      employees: SECOND_STORE_EMPLOYEES,
      full: false,
      demo: false,
    });
    // Created last so the ids above stay as documented (store 2's terminals are 4 and 5): a quick-service
    // terminal of store 1 where a cashier may open only their own orders (seed 000 allow_all_employee_orders).
    const demoStore = result.terminals[0]?.storeId ?? 1;
    await seedTerminal(tx, result, demoStore, 'Terminal #4 Own orders', 2, OWN_ORDERS_SETTINGS);
    // Issue 17 §7: a second table-service terminal on the same floor, so two waiters can be tried at once (appended,
    // so the ids above stay).
    await seedTerminal(tx, result, demoStore, 'Terminal #5 Floor 2', 1);
    await seedDemoPrinters(tx, demoStore);
    return result;
  });
}

interface StoreSpec {
  name: string;
  taxOption: 'exclusive' | 'inclusive';
  terminals: [string, 1 | 2 | 3][];
  employees: DemoEmployee[];
  /** The demo store gets the whole catalogue; store 2 a small one. */
  full: boolean;
  /**
   * Marked as the demo store (issue 14 §7): the only store demo mode serves without a token. Store 2 is a real
   * store for isolation: it never answers without a token.
   */
  demo: boolean;
  /** "Now" for the demo's past day (DEMO_HISTORY_AT); the clock when absent. */
  historyAt?: Date;
}

async function seedStore(tx: Tx, result: DemoSeedResult, spec: StoreSpec): Promise<void> {
  const pinSalt = crypto.randomBytes(16).toString('hex');
  const [store] = await tx
    .insert(t.stores)
    .values({
      name: spec.name,
      address: '1 Market Street',
      phone: '+1 555 0100',
      email: 'hello@example.com',
      website: 'https://example.com',
      receiptHeaderText: `Welcome to ${spec.name}`,
      receiptFooterText: 'Thank you and see you soon!',
      taxOption: spec.taxOption,
      taxRound: 'default',
      pinSalt,
      demo: spec.demo,
    })
    .returning();
  if (!store) throw new Error('store not created');
  const storeId = store.id;
  await tx.insert(t.orderCounters).values({ storeId, lastNumber: 0 });

  const dining = await tx
    .insert(t.diningOptions)
    .values([
      { storeId, name: 'Dine in', sorting: 1 },
      { storeId, name: 'Take out', sorting: 2, onlineOrdering: true },
      { storeId, name: 'Delivery', sorting: 3, onlineOrdering: true },
    ])
    .returning();
  await tx
    .update(t.stores)
    .set({ defaultDiningOption: dining[0]?.id ?? null })
    .where(eq(t.stores.id, storeId));

  for (const [name, mode] of spec.terminals) await seedTerminal(tx, result, storeId, name, mode);

  const uids = await Promise.all(spec.employees.map((employee) => pinUid(employee.pin, pinSalt)));
  const employeeRows = await tx
    .insert(t.employees)
    .values(
      spec.employees.map((employee, index) => ({
        storeId,
        name: employee.name,
        role: employee.role,
        language: employee.language,
        uid: uids[index] ?? '',
      })),
    )
    .returning({ id: t.employees.id });
  const firstEmployeeId = employeeRows[0]?.id ?? 0;
  result.employees.push(...spec.employees.map((employee) => ({ ...employee, storeId })));

  const [food, drink] = await tx
    .insert(t.taxes)
    .values([
      { storeId, name: DEMO_TAXES.food.name, rate: DEMO_TAXES.food.rate },
      { storeId, name: DEMO_TAXES.drink.name, rate: DEMO_TAXES.drink.rate },
    ])
    .returning();
  const taxIds = { food: food?.id, drink: drink?.id, none: undefined };

  const groupIds = new Map<string, number>();
  for (const [name, group] of Object.entries(DEMO_MODIFIER_GROUPS)) {
    const [row] = await tx
      .insert(t.modifierGroups)
      .values({ storeId, name, minSelection: group.min, maxSelection: group.max })
      .returning();
    if (!row) continue;
    groupIds.set(name, row.id);
    await tx.insert(t.modifiers).values(
      group.modifiers.map(([modifierName, cents], sorting) => ({
        storeId,
        groupId: row.id,
        name: modifierName,
        priceCents: cents,
        sorting,
      })),
    );
  }

  const categories = spec.full
    ? DEMO_CATEGORIES
    : DEMO_CATEGORIES.slice(0, 2).map((c) => ({ ...c, products: c.products.slice(0, 3) }));
  // One insert per table for the whole catalogue: the seed runs on every fresh test database.
  const categoryRows = await tx
    .insert(t.categories)
    .values(categories.map((category, sorting) => ({ storeId, name: category.name, color: category.color, sorting })))
    .returning();
  const flat = categories.flatMap((category, index) =>
    category.products.map((product, sorting) => ({ product, sorting, categoryId: categoryRows[index]?.id ?? 0 })),
  );
  const productRows = await tx
    .insert(t.products)
    .values(
      flat.map(({ product, sorting }) => ({
        storeId,
        name: product.name,
        description: product.description ?? '',
        image: product.image ?? null,
        priceCents: product.cents,
        costCents: Math.round(product.cents * 0.3),
        barcode: product.barcode ?? '',
        sorting,
        qtyAdjust: product.qtyAdjust ?? false,
        priceAdjust: product.priceAdjust ?? false,
        orderKiosk: product.kiosk ?? true,
        inventory: product.barcode ? '100.000' : null,
        specialPrices: product.name === 'Latte' ? [{ group: 'Happy hour', price: 3.2 }] : [],
      })),
    )
    .returning({ id: t.products.id });
  await tx
    .insert(t.productCategories)
    .values(flat.map(({ categoryId }, index) => ({ productId: productRows[index]?.id ?? 0, categoryId })));
  const taxLinks = flat.flatMap(({ product }, index) => {
    const taxId = taxIds[product.tax];
    return taxId ? [{ productId: productRows[index]?.id ?? 0, taxId }] : [];
  });
  if (taxLinks.length) await tx.insert(t.productTaxes).values(taxLinks);
  const groupLinks = flat.flatMap(({ product }, index) =>
    (product.groups ?? []).flatMap((group) => {
      const groupId = groupIds.get(group);
      return groupId ? [{ productId: productRows[index]?.id ?? 0, groupId }] : [];
    }),
  );
  if (groupLinks.length) await tx.insert(t.productModifierGroups).values(groupLinks);

  await tx
    .insert(t.discounts)
    .values(DEMO_DISCOUNTS.map((d) => ({ storeId, name: d.name, type: d.type, valueHundredths: d.hundredths })));

  for (const [sorting, section] of (spec.full ? DEMO_SECTIONS : DEMO_SECTIONS.slice(0, 1)).entries()) {
    const [row] = await tx.insert(t.sections).values({ storeId, name: section.name, sorting }).returning();
    if (!row) continue;
    await tx.insert(t.diningTables).values(
      Array.from({ length: section.tables }, (_, i) => ({
        storeId,
        sectionId: row.id,
        name: `${section.prefix}${i + 1}`,
        type: i % 3 === 0 ? 'round' : 'square',
        // Three to a row, 128 px apart: the terminal's 112 px cards with room between them, a plan that fits a
        // tablet's slide (issue 17 §7).
        x: String(24 + (i % 3) * 128),
        y: String(24 + Math.floor(i / 3) * 128),
      })),
    );
  }

  for (const [first, last, phone, email] of spec.full ? DEMO_CUSTOMERS : DEMO_CUSTOMERS.slice(0, 2)) {
    const [customer] = await tx
      .insert(t.customers)
      .values({
        storeId,
        firstName: first,
        lastName: last,
        phone,
        email,
        localId: `demo-${storeId}-${phone.replace(/\D/g, '')}`,
      })
      .returning();
    if (!customer) continue;
    await tx.insert(t.addresses).values({
      storeId,
      customerId: customer.id,
      address1: `${10 + customer.id} Elm Street`,
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
      isDefault: true,
    });
  }

  const firstTerminal = result.terminals.find((terminal) => terminal.storeId === storeId);
  if (spec.full && firstTerminal)
    await seedDemoHistory(tx, storeId, firstTerminal.terminalId, firstEmployeeId, spec.historyAt);
}

/** A terminal of a store with its payment types (Cash, Card A, Card B with a 3 % surcharge, Gift Card). */
async function seedTerminal(
  tx: Tx,
  result: DemoSeedResult,
  storeId: number,
  name: string,
  mode: 1 | 2 | 3,
  settings = DEFAULT_SETTINGS,
): Promise<void> {
  const [terminal] = await tx
    .insert(t.terminals)
    .values({
      storeId,
      name,
      mode,
      dbSettings: settings,
      printerServerIp: '127.0.0.1',
      scale: 'COM1',
      printer: { local_ip: '127.0.0.1', name: 'Receipt printer', is_58mm: false },
    })
    .returning();
  if (!terminal) throw new Error('terminal not created');
  result.terminals.push({ storeId, terminalId: terminal.id, name, mode });
  const kiosk = mode === 3;
  await tx.insert(t.paymentTypes).values([
    { storeId, terminalId: terminal.id, name: 'Cash', behavior: 1, isAtPos: true, isAtKiosk: false, sorting: 1 },
    {
      storeId,
      terminalId: terminal.id,
      name: 'Card A',
      behavior: 3,
      url: CARD_A_URL,
      isAtPos: true,
      isAtKiosk: kiosk,
      sorting: 2,
    },
    {
      storeId,
      terminalId: terminal.id,
      name: 'Card B',
      behavior: 5,
      url: CARD_B_URL,
      // The simulator's demo register (tools/simulators card-terminal-b.ts SPIN_DEMO_CREDENTIALS).
      spinMode: 'test',
      spinTpn: process.env.CARD_B_TPN ?? 'OT0000000001',
      spinAuthkeySealed: secretSeal(process.env.CARD_B_AUTHKEY ?? 'DemoAuthKey0001'),
      isAtPos: true,
      isAtKiosk: kiosk,
      sorting: 3,
      surcharge: '3.000',
    },
    { storeId, terminalId: terminal.id, name: 'Gift Card', behavior: 4, isAtPos: true, isAtKiosk: false, sorting: 4 },
  ]);
}
