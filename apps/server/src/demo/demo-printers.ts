/**
 * The demo store's kitchen and bar printers (issue 17 §6, §7): food goes to the kitchen, drinks to the bar. Both are
 * the ESC/POS printer simulator (tools/simulators), which `npm start` runs on one port per printer so each ticket is
 * told apart: the receipt printer on 9100 (the terminals' own printer), the kitchen on 9101, the bar on 9102.
 * Products are assigned by the name of their category.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The simulator's ports of the demo's kitchen and bar printers (SIM_KITCHEN_PRINTER_PORT, SIM_BAR_PRINTER_PORT). */
export const DEMO_KITCHEN_PRINTER_PORT = Number(process.env.SIM_KITCHEN_PRINTER_PORT ?? 9101);
export const DEMO_BAR_PRINTER_PORT = Number(process.env.SIM_BAR_PRINTER_PORT ?? 9102);

/** Which printer the products of each demo category go to. */
export const DEMO_PRINTER_CATEGORIES = {
  kitchen: ['Breakfast', 'Sandwiches', 'Mains', 'Sides', 'Desserts'],
  bar: ['Coffee', 'Tea', 'Cold drinks', 'Bar'],
} as const;

/**
 * The print helper's port when `npm start` moved it (PRINT_HELPER_PORT): the demo's terminals are told with their
 * print_helper_port setting, so their tickets still reach it (and the CSP names it). Unset or 8765: nothing written.
 */
export const DEMO_PRINT_HELPER_PORT = Number(process.env.PRINT_HELPER_PORT ?? 8765);

/**
 * The pairing token `npm start` gives its print helper (PRINT_HELPER_TOKEN, scripts/lib/demo-processes.mjs): the demo's
 * terminals carry it in their print_helper_token setting, so the helper prints for them and relays their card A calls.
 */
const DEMO_PRINT_HELPER_TOKEN = process.env.PRINT_HELPER_TOKEN ?? '';

export async function seedDemoPrinters(tx: Tx, storeId: number): Promise<void> {
  const written = [
    ...(Number.isInteger(DEMO_PRINT_HELPER_PORT) &&
    DEMO_PRINT_HELPER_PORT > 0 &&
    DEMO_PRINT_HELPER_PORT < 65536 &&
    DEMO_PRINT_HELPER_PORT !== 8765
      ? [{ name: 'print_helper_port', value: String(DEMO_PRINT_HELPER_PORT) }]
      : []),
    ...(/^[A-Za-z0-9_-]{43}$/.test(DEMO_PRINT_HELPER_TOKEN)
      ? [{ name: 'print_helper_token', value: DEMO_PRINT_HELPER_TOKEN }]
      : []),
  ];
  if (written.length > 0) {
    const names = new Set(written.map((setting) => setting.name));
    const rows = await tx
      .select({ id: t.terminals.id, settings: t.terminals.dbSettings })
      .from(t.terminals)
      .where(eq(t.terminals.storeId, storeId));
    for (const row of rows)
      await tx
        .update(t.terminals)
        .set({ dbSettings: [...row.settings.filter((setting) => !names.has(setting.name)), ...written] })
        .where(eq(t.terminals.id, row.id));
  }
  const [kitchen, bar] = await tx
    .insert(t.printers)
    .values([
      {
        storeId,
        name: 'Kitchen printer',
        ip: `127.0.0.1:${String(DEMO_KITCHEN_PRINTER_PORT)}`,
        kind: 'kitchen',
        sorting: 1,
      },
      { storeId, name: 'Bar printer', ip: `127.0.0.1:${String(DEMO_BAR_PRINTER_PORT)}`, kind: 'kitchen', sorting: 2 },
    ])
    .returning({ id: t.printers.id });
  if (!kitchen || !bar) throw new Error('demo printers not created');
  for (const [printerId, names] of [
    [kitchen.id, DEMO_PRINTER_CATEGORIES.kitchen],
    [bar.id, DEMO_PRINTER_CATEGORIES.bar],
  ] as const) {
    const categories = await tx
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(and(eq(t.categories.storeId, storeId), inArray(t.categories.name, [...names])));
    if (categories.length === 0) continue;
    const products = tx
      .select({ id: t.productCategories.productId })
      .from(t.productCategories)
      .where(
        inArray(
          t.productCategories.categoryId,
          categories.map((category) => category.id),
        ),
      );
    await tx
      .update(t.products)
      .set({ printers: [printerId] })
      .where(and(eq(t.products.storeId, storeId), inArray(t.products.id, products)));
  }
}
