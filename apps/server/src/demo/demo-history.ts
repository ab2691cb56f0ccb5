import type { OrderInput } from '@opentill/contracts';
import { order as orderContract } from '@opentill/contracts';
import {
  businessDayOf,
  businessDayStart,
  cents,
  centsToDecimal,
  orderShortNumberFormat,
  orderTotals,
} from '@opentill/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { orderSave } from '../services/orders-sync.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A closed shift and a day of completed orders on terminal #1 (issue 4 §10: "a closed shift and past orders so
 * that lists and reports are not empty"). Totals come from the domain's orderTotals, never from float sums.
 */
export async function seedDemoHistory(
  db: Database,
  storeId: number,
  terminalId: number,
  employeeId: number,
  now = new Date(),
): Promise<void> {
  const products = await db
    .select({
      id: t.products.id,
      name: t.products.name,
      cents: t.products.priceCents,
      taxId: t.taxes.id,
      taxName: t.taxes.name,
      rate: t.taxes.rate,
    })
    .from(t.products)
    .innerJoin(t.productTaxes, eq(t.productTaxes.productId, t.products.id))
    .innerJoin(t.taxes, eq(t.taxes.id, t.productTaxes.taxId))
    .where(eq(t.products.storeId, storeId))
    .orderBy(asc(t.products.id))
    .limit(24);
  // The business day before the one `now` is in (a day starts at the store's start_time): from midnight to the start
  // time the calendar's yesterday is still today's business day, and its orders would count in today's figures.
  const [store] = await db.select({ startTime: t.stores.startTime }).from(t.stores).where(eq(t.stores.id, storeId));
  const startTime = store?.startTime ?? null;
  const todayStart = businessDayStart(businessDayOf(now.getTime(), startTime), startTime);
  const opened = new Date(todayStart - DAY_MS + 2 * 60 * 60 * 1000);
  const closed = new Date(opened.getTime() + 9 * 60 * 60 * 1000);
  const shiftLocalId = `${terminalId}_${opened.getTime()}`;
  const [shift] = await db
    .insert(t.shifts)
    .values({
      storeId,
      terminalId,
      localId: shiftLocalId,
      openedAt: opened,
      closedAt: closed,
      body: {
        local_id: shiftLocalId,
        terminal: terminalId,
        opening_amount: 100,
        shift_open_date: opened.toISOString(),
        shift_close_date: closed.toISOString(),
        open_shift_employee: employeeId,
        close_shift_employee: employeeId,
      },
    })
    .returning();
  for (let i = 0; i < 12; i += 1) {
    const first = products[(i * 2) % products.length];
    const second = products[(i * 2 + 1) % products.length];
    if (!first || !second) return;
    const at = new Date(opened.getTime() + (i + 1) * 40 * 60 * 1000);
    const localId = `${terminalId}_${at.getTime()}`;
    const items = [first, second].map((product, n) => ({
      local_id: `${localId}_${n}`,
      product: product.id,
      name: product.name,
      quantity: n === 0 ? 1 + (i % 2) : 1,
      price: centsToDecimal(cents(product.cents)),
      tax_rates: [{ id: product.taxId, rate: Number(product.rate), name: product.taxName }],
      modifiers: [],
      void_status: 0 as const,
    }));
    const totals = orderTotals({ items }, { taxInclusive: false });
    const total = centsToDecimal(totals.grand_total);
    const upload: OrderInput = {
      local_id: localId,
      // As the terminal numbers its orders (issue 15 §4): these are the day's first twelve.
      short_number: orderShortNumberFormat(terminalId, i + 1),
      status: 3,
      open_date: at.toISOString(),
      close_date: new Date(at.getTime() + 5 * 60 * 1000).toISOString(),
      items,
      subtotal: centsToDecimal(totals.subtotal),
      tax_total: centsToDecimal(totals.tax_total),
      grand_total: total,
      total_sum: total,
      terminal_id: terminalId,
      emp_open: employeeId,
      emp_close: employeeId,
      shift: shift?.id ?? null,
      dining_option: { name: i % 3 === 0 ? 'Take out' : 'Dine in' },
      payments: [
        {
          local_id: `${localId}_p`,
          amount: total,
          amount_paid: total,
          payment_type: i % 2 === 0 ? 'Cash' : 'Card A',
          payment_date: at.toISOString(),
          shift: shift?.id ?? null,
          employee: employeeId,
          related_terminal: terminalId,
        },
      ],
    };
    await orderSave(db, storeId, orderContract.parse(upload));
  }
}
