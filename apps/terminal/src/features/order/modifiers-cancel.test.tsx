import type { OrderItem } from '@opentill/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogInvalidate } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { orderAfterModifiersCancel } from './modifiers-cancel.ts';
import { editorScreenReset, openNewOrder } from './order-screen-test-kit.ts';
import { orderEditorWritesSettled, useOrderEditor } from './order-store.ts';
import { productFixture } from './order-test-fixtures.ts';

// Partial: vmForks can let this mock reach another file's kitchen cancel in the same worker, which then found no
// kitchenOrderCancelled on it (the rest of the module stays real).
vi.mock(import('../../devices/printing/index.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  printReceipt: vi.fn(),
  receiptPreview: vi.fn(),
  printKitchen: vi.fn(),
  openCashDrawer: vi.fn(),
}));

/** A required milk group (1 to 1) and optional syrups (0 to 2). */
const FLAT_WHITE = productFixture({
  id: 21,
  name: 'Flat white',
  price: 3.5,
  barcode: '',
  sorting: 4,
  modifier_groups: [
    {
      id: 1,
      name: 'Milk',
      min_selection: 1,
      max_selection: 1,
      sorting: 1,
      modifiers: [
        { id: 101, name: 'Oat milk', price: 0.5, cost: 0.1, active: true, sorting: 1 },
        { id: 102, name: 'Whole milk', price: 0, cost: 0.1, active: true, sorting: 2 },
      ],
    },
    {
      id: 2,
      name: 'Syrups',
      min_selection: 0,
      max_selection: 2,
      sorting: 2,
      modifiers: [{ id: 201, name: 'Vanilla', price: 0.4, cost: 0.1, active: true, sorting: 1 }],
    },
  ],
});

const line = (local_id: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  local_id,
  product: 21,
  name: 'Flat white',
  quantity: 1,
  price: 3.5,
  modifiers: [],
  void_status: 0,
  ...extra,
});
const orderWith = (items: OrderItem[]) => ({ local_id: '7_1', items }) as unknown as OrderRecord;
const oat = { name: 'Oat milk', price: 0.5, group: 1, oryginal: 101, void_status: 0 as const };

describe('orderAfterModifiersCancel (issue 15 §6)', () => {
  it('takes off an item whose required group is not met', () => {
    const order = orderWith([line('a', { modifiers: [oat] }), line('b')]);
    expect(orderAfterModifiersCancel(order, 'b', FLAT_WHITE)?.items.map((item) => item.local_id)).toEqual(['a']);
  });

  it('keeps an item whose choice meets the groups, and one already sent to the kitchen', () => {
    expect(orderAfterModifiersCancel(orderWith([line('a', { modifiers: [oat] })]), 'a', FLAT_WHITE)).toBeNull();
    expect(orderAfterModifiersCancel(orderWith([line('a', { sent_to_kitchen: true })]), 'a', FLAT_WHITE)).toBeNull();
  });

  it('a voided choice does not meet the group', () => {
    const order = orderWith([line('a', { modifiers: [{ ...oat, void_status: 1 }] })]);
    expect(orderAfterModifiersCancel(order, 'a', FLAT_WHITE)?.items).toEqual([]);
  });
});

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
});

const openEditor = () =>
  openNewOrder(/Flat white/, async () => {
    await db().products.put(FLAT_WHITE);
    catalogInvalidate();
  });
const orderPanel = () => screen.getByRole('region', { name: 'Order' });
const saved = async () => {
  await orderEditorWritesSettled();
  return (await db().orders.get(useOrderEditor.getState().order!.local_id)) as OrderRecord;
};

describe('the modifiers panel in the editor (issue 15 §6)', () => {
  it('Cancel on a new item without its required milk takes the item off the order', async () => {
    const { products, user } = await openEditor();
    await user.click(within(products).getByRole('button', { name: /Flat white/ }));
    const panel = await screen.findByRole('dialog', { name: 'Modifiers' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(orderPanel()).queryByText('Flat white')).not.toBeInTheDocument());
    expect((await saved()).items.filter((item) => item.void_status !== 1)).toEqual([]);
    expect(within(orderPanel()).getByRole('status', { name: 'Total' })).toHaveTextContent('$0.00');

    // The next tap starts the item again, with its panel.
    await user.click(within(products).getByRole('button', { name: /Flat white/ }));
    const again = await screen.findByRole('dialog', { name: 'Modifiers' });
    await user.click(within(again).getByRole('button', { name: /Oat milk/ }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(orderPanel()).getByText(/\+ Oat milk/)).toBeInTheDocument());
  });

  it('Cancel while editing a line keeps its last valid choice', async () => {
    const { products, user } = await openEditor();
    await user.click(within(products).getByRole('button', { name: /Flat white/ }));
    let panel = await screen.findByRole('dialog', { name: 'Modifiers' });
    await user.click(within(panel).getByRole('button', { name: /Oat milk/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(orderPanel()).getByText(/\+ Oat milk/)).toBeInTheDocument());

    await user.click(within(orderPanel()).getByRole('button', { name: /Flat white/ }));
    await user.click(within(orderPanel()).getByRole('button', { name: 'Modifiers' }));
    panel = await screen.findByRole('dialog', { name: 'Modifiers' });
    await user.click(within(panel).getByRole('button', { name: /Oat milk/ }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifiers' })).not.toBeInTheDocument());

    expect(within(orderPanel()).getByText(/\+ Oat milk/)).toBeInTheDocument();
    const [item] = (await saved()).items;
    expect(item?.modifiers).toMatchObject([{ name: 'Oat milk', void_status: 0 }]);
  });
});
