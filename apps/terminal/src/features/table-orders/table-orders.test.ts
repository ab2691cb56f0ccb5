import { thousandths, type TotalsContext } from '@opentill/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderEditorDeps, orderEditorWritesSettled, useOrderEditor } from '../order/order-store.ts';
import { CATALOG, editorDeviceReady } from '../order/order-test-fixtures.ts';
import {
  itemMove,
  itemMoveBetweenOrders,
  orderMove,
  orderMovedToTable,
  tableOrdersDeps,
  tableOrdersOf,
} from './table-orders-actions.ts';
import { tableOrderColumns } from './table-orders-view.ts';

const [latte, croissant] = [CATALOG[0]!, CATALOG[1]!];
const TOTALS: TotalsContext = { taxInclusive: false, taxRound: 'default', cashDiscountEnabled: false };
const CASH = [{ name: 'Cash', behavior: 1, is_at_pos: true, is_at_kiosk: true }];
const sync = vi.fn();

/** A new order on the table through the editor (as the add-order tile opens it), with these products. */
async function orderOnTable(table: number | null, products = [latte]): Promise<OrderRecord> {
  useOrderEditor.getState().reset();
  await useOrderEditor.getState().open('new', { table });
  for (const product of products) await useOrderEditor.getState().addProduct(product);
  await orderEditorWritesSettled();
  const order = useOrderEditor.getState().order!;
  useOrderEditor.getState().reset();
  return (await db().orders.get(order.local_id)) as OrderRecord;
}

const stored = async (localId: string) => (await db().orders.get(localId)) as OrderRecord;

beforeEach(async () => {
  localStorage.clear();
  sync.mockReset();
  orderEditorDeps.sync = () => undefined;
  tableOrdersDeps.sync = sync;
  await editorDeviceReady({ mode: 1 });
  await db().table('tables').clear();
  await db()
    .table('tables')
    .bulkPut([
      { id: 4, table_name: 'M4', section: 1, x_value: 0, y_value: 0 },
      { id: 5, table_name: 'M5', section: 1, x_value: 0, y_value: 0 },
    ]);
});

describe('the Order route on a table (seed 001 §2 tableID)', () => {
  it('a new order opened with a table carries it from its first item; without one it has none', async () => {
    expect((await orderOnTable(4)).table).toBe(4);
    expect((await orderOnTable(null)).table).toBeNull();
  });
});

describe("a table's orders (seed 000 §2.8)", () => {
  it('lists the open and held orders of the table, oldest first, not other tables, closed orders or refund drafts', async () => {
    const first = await orderOnTable(4);
    const second = await orderOnTable(4, [croissant]);
    await orderOnTable(5);
    const closed = await orderOnTable(4);
    await db().orders.put({ ...closed, status: 3 });
    await db().orders.put({ ...second, local_id: '7_draft', reference_order: 1, status: 1 });
    await db().orders.put({ ...second, status: 2 });
    const listed = await tableOrdersOf(4);
    expect(listed.map((order) => order.local_id)).toEqual([first.local_id, second.local_id]);
  });

  it('each column: lines, subtotal, tax, total, Pay with the balance, disabled at a subtotal of 0 or without payment types', async () => {
    const order = await orderOnTable(4, [latte, latte, croissant]);
    const paid = {
      ...order,
      payments: [{ local_id: 'p1', amount: 5, payment_type: 'Cash', change_amount: 0 }],
    } as unknown as OrderRecord;
    const empty = { ...order, local_id: '7_empty', items: [] };
    const [column, emptyColumn] = tableOrderColumns([paid, empty], TOTALS, {
      paymentTypes: CASH,
      cashDiscountEnabled: false,
    });
    expect(column!.lines.map((line) => [line.name, line.quantity, line.amount])).toEqual([
      ['Latte', thousandths(2000), 800],
      ['Croissant', thousandths(1000), 250],
    ]);
    expect([column!.subtotal, column!.tax, column!.total, column!.balance]).toEqual([1050, 80, 1130, 630]);
    expect(column!.payEnabled).toBe(true);
    expect(emptyColumn!.payEnabled).toBe(false);
    const [noTypes] = tableOrderColumns([order], TOTALS, { paymentTypes: [], cashDiscountEnabled: false });
    expect(noTypes!.payEnabled).toBe(false);
  });
});

describe('moving an item between orders of a table (seed 000 §4)', () => {
  it('the line leaves one order for the other with its kitchen state; both recomputed', async () => {
    const from = await orderOnTable(4, [latte, croissant]);
    const to = await orderOnTable(4, [croissant]);
    const latteLine = { ...from.items[0]!, sent_to_kitchen: true };
    const moved = itemMoveBetweenOrders(
      { ...from, items: [latteLine, from.items[1]!], removed_items: ['7_0'] },
      to,
      latteLine.local_id,
      TOTALS,
      '7_new',
    );
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.value.from.items.map((item) => item.name)).toEqual(['Croissant']);
    expect(moved.value.to.items.map((item) => item.name)).toEqual(['Croissant', 'Latte']);
    expect(moved.value.to.items[1]).toMatchObject({ local_id: '7_new', sent_to_kitchen: true });
    // The server's merge by local_id (issue 17 §4) is told the line left this order; it comes back under a new id only.
    expect(moved.value.from.removed_items).toEqual(['7_0', latteLine.local_id]);
    expect(moved.value.to.removed_items ?? []).toEqual([]);
    expect([moved.value.from.subtotal, moved.value.from.grand_total]).toEqual([2.5, 2.5]);
    expect([moved.value.to.subtotal, moved.value.to.tax_total, moved.value.to.grand_total]).toEqual([6.5, 0.4, 6.9]);
  });

  it('refuses the same order, a voided or unknown line, and an order that took payments', async () => {
    const from = await orderOnTable(4, [latte]);
    const to = await orderOnTable(4, [croissant]);
    const line = from.items[0]!.local_id;
    expect(itemMoveBetweenOrders(from, from, line, TOTALS, '7_n').ok).toBe(false);
    expect(itemMoveBetweenOrders(from, to, 'nope', TOTALS, '7_n').ok).toBe(false);
    const voided = { ...from, items: [{ ...from.items[0]!, void_status: 1 as const }] };
    expect(itemMoveBetweenOrders(voided, to, line, TOTALS, '7_n').ok).toBe(false);
    const paid = { ...from, payments: [{ local_id: 'p', amount: 1 }] } as unknown as OrderRecord;
    const refused = itemMoveBetweenOrders(paid, to, line, TOTALS, '7_n');
    expect(refused.ok ? null : refused.error.message).toBe('Items of an order with payments can not be moved');
  });

  it('saves both orders for upload and syncs; an order locked by another terminal is refused with the seed message', async () => {
    const from = await orderOnTable(4, [latte, croissant]);
    const to = await orderOnTable(4, [croissant]);
    const moved = await itemMove(from.local_id, to.local_id, from.items[0]!.local_id, TOTALS);
    expect(moved.ok).toBe(true);
    const [savedFrom, savedTo] = [await stored(from.local_id), await stored(to.local_id)];
    expect(savedFrom.items.map((item) => item.name)).toEqual(['Croissant']);
    expect(savedTo.items.map((item) => item.name)).toEqual(['Croissant', 'Latte']);
    expect([savedFrom.updated, savedTo.updated]).toEqual([true, true]);
    expect(savedTo.grand_total).toBe(6.9);
    expect(sync).toHaveBeenCalledTimes(1);

    // Back again: a line the first order named removed comes back under a new local id, so no merge drops it.
    const back = await itemMove(to.local_id, from.local_id, savedTo.items[1]!.local_id, TOTALS);
    expect(back.ok).toBe(true);
    const returned = await stored(from.local_id);
    expect(returned.items.map((item) => item.name)).toEqual(['Croissant', 'Latte']);
    expect(returned.removed_items).not.toContain(returned.items[1]!.local_id);
    expect((await stored(to.local_id)).items.map((item) => item.name)).toEqual(['Croissant']);

    await db().orders.put({ ...(await stored(to.local_id)), locked_by: 8 });
    const refused = await itemMove(from.local_id, to.local_id, returned.items[0]!.local_id, TOTALS);
    expect(refused.ok ? null : refused.error).toEqual({
      title: 'Restricted Access',
      message: 'Order is being edited on another terminal: Terminal #8 Bar',
    });
    expect((await stored(from.local_id)).items).toHaveLength(2);
  });
});

describe('moving an order to another table (seed 000 §4)', () => {
  it('takes the target table and is open again, also from hold; saved and synced', async () => {
    const order = await orderOnTable(4);
    await db().orders.put({ ...order, status: 2 });
    const moved = await orderMove(order.local_id, 5);
    expect(moved.ok).toBe(true);
    const saved = await stored(order.local_id);
    expect([saved.table, saved.status, saved.updated]).toEqual([5, 1, true]);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('raises the error when a parameter is missing: no order, no target, a table not on the floor, a closed order', async () => {
    const order = await orderOnTable(4);
    const missing = 'Can not move the order: the order or the table is missing';
    for (const [routeId, target] of [
      [undefined, 5],
      ['7_0', 5],
      [order.local_id, null],
      [order.local_id, 99],
    ] as const) {
      const refused = await orderMove(routeId, target);
      expect(refused.ok ? null : refused.error.message).toBe(missing);
    }
    expect(orderMovedToTable({ ...order, status: 3 }, 5).ok).toBe(false);
    expect((await stored(order.local_id)).table).toBe(4);
    expect(sync).not.toHaveBeenCalled();
  });
});
