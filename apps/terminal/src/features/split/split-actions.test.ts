import { type TotalsContext } from '@opentill/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderEditorDeps, orderEditorWritesSettled, useOrderEditor } from '../order/order-store.ts';
import { CATALOG, editorDeviceReady } from '../order/order-test-fixtures.ts';
import { splitApply, splitDeps, splitEvenlyApply } from './split-actions.ts';

const [latte, croissant] = [CATALOG[0]!, CATALOG[1]!];
const TOTALS: TotalsContext = { taxInclusive: false, taxRound: 'default', cashDiscountEnabled: false };
const sync = vi.fn();

/** An order on table 4 made through the editor, with these products. */
async function orderOnTable(products = [latte, croissant]): Promise<OrderRecord> {
  useOrderEditor.getState().reset();
  await useOrderEditor.getState().open('new', { table: 4 });
  for (const product of products) await useOrderEditor.getState().addProduct(product);
  await orderEditorWritesSettled();
  const order = useOrderEditor.getState().order!;
  useOrderEditor.getState().reset();
  return (await db().orders.get(order.local_id)) as OrderRecord;
}

beforeEach(async () => {
  localStorage.clear();
  sync.mockReset();
  orderEditorDeps.sync = () => undefined;
  splitDeps.sync = sync;
  await editorDeviceReady({ mode: 1 });
});

describe('split bill actions (issue 17 §3)', () => {
  it('by items: saves the original and a new order of the table, unlocked, and asks for a sync', async () => {
    const order = await orderOnTable();
    const croissantLine = order.items.find((item) => item.name === 'Croissant')!;
    const outcome = await splitApply(
      order.local_id,
      { kind: 'items', partOf: new Map([[croissantLine.local_id, 1]]) },
      TOTALS,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.orders).toHaveLength(2);
    const [kept, part] = [
      (await db().orders.get(order.local_id)) as OrderRecord,
      (await db().orders.get(outcome.orders[1]!.local_id)) as OrderRecord,
    ];
    expect(kept.items.map((item) => item.name)).toEqual(['Latte']);
    expect(part.items.map((item) => item.name)).toEqual(['Croissant']);
    expect(part).toMatchObject({ table: 4, status: 1, locked_by: null, updated: true });
    expect(kept.locked_by).toBeNull();
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('refuses an order locked by another terminal with the seeds’ message, and a paid order', async () => {
    const order = await orderOnTable();
    await db().orders.put({ ...order, locked_by: 8 });
    const locked = await splitApply(order.local_id, { kind: 'seats' }, TOTALS);
    expect(locked).toEqual({
      ok: false,
      error: {
        kind: 'access',
        title: 'Restricted Access',
        message: 'Order is being edited on another terminal: Terminal #8 Bar',
      },
    });
    expect(await splitEvenlyApply(order.local_id, 3)).toMatchObject({ ok: false, error: { kind: 'access' } });
    await db().orders.put({
      ...order,
      locked_by: null,
      payments: [{ local_id: '7_1', amount: 1, payment_type: 'Cash', payment_date: '2026-03-02T12:00:00.000Z' }],
    });
    expect(await splitApply(order.local_id, { kind: 'seats' }, TOTALS)).toEqual({ ok: false, error: { kind: 'paid' } });
    expect(sync).not.toHaveBeenCalled();
  });

  it('evenly: the order records its parts; nothing to split by seat when no line has one', async () => {
    const order = await orderOnTable();
    expect(await splitApply(order.local_id, { kind: 'seats' }, TOTALS)).toEqual({
      ok: false,
      error: { kind: 'too-few-items' },
    });
    const even = await splitEvenlyApply(order.local_id, 3);
    expect(even.ok).toBe(true);
    expect(((await db().orders.get(order.local_id)) as OrderRecord).split_parts).toBe(3);
    expect(await splitApply('7_404', { kind: 'seats' }, TOTALS)).toEqual({ ok: false, error: { kind: 'missing' } });
  });
});
