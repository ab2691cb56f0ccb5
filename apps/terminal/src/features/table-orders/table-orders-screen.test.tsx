import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { orderEditorDeps, orderEditorWritesSettled, useOrderEditor } from '../order/order-store.ts';
import { CATALOG, editorDeviceReady } from '../order/order-test-fixtures.ts';
import { tableOrdersDeps } from './table-orders-actions.ts';
import TableOrdersScreen from './table-orders-screen.tsx';

const activeOrdersRefresh = vi.hoisted(() => vi.fn(() => Promise.resolve(0)));
vi.mock('../../data/sync/active-orders.ts', () => ({ activeOrdersRefresh }));

const [latte, croissant] = [CATALOG[0]!, CATALOG[1]!];

async function orderOnTable(products: typeof CATALOG): Promise<OrderRecord> {
  useOrderEditor.getState().reset();
  await useOrderEditor.getState().open('new', { table: 4 });
  for (const product of products) await useOrderEditor.getState().addProduct(product);
  await orderEditorWritesSettled();
  const order = useOrderEditor.getState().order!;
  useOrderEditor.getState().reset();
  return (await db().orders.get(order.local_id)) as OrderRecord;
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/tables/:id', Component: TableOrdersScreen },
      { path: '/tables', Component: Where },
      { path: '/orders/:id', Component: Where },
      { path: '/orders/:id/checkout', Component: Where },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  orderEditorDeps.sync = () => undefined;
  tableOrdersDeps.sync = () => undefined;
  await editorDeviceReady({ mode: 1 });
  await db().table('tables').clear();
  await db().table('tables').put({ id: 4, table_name: 'M4', section: 1, x_value: 0, y_value: 0 });
});

describe('TableOrders (seed 000 §2.8)', () => {
  it('a column per order with Pay and its balance (disabled at a subtotal of 0), Move of a selected item, Edit and the add-order tile', async () => {
    const first = await orderOnTable([latte, croissant]);
    const second = await orderOnTable([croissant]);
    await db().orders.put({
      ...second,
      local_id: '7_empty',
      short_number: '7-999',
      items: [],
      open_date: '2099-01-01T00:00:00Z',
    });
    const user = userEvent.setup();
    renderAt('/tables/4');

    expect(await screen.findByRole('heading', { name: 'Table M4' })).toBeInTheDocument();
    const columns = await screen.findAllByRole('region', { name: /^Order #/ });
    expect(columns).toHaveLength(3);
    const [one, two, empty] = columns as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(one).getByRole('button', { name: /^Pay \$6\.90/ })).toBeEnabled();
    expect(within(two).getByRole('button', { name: /^Pay \$2\.50/ })).toBeEnabled();
    expect(within(empty).getByRole('button', { name: /^Pay \$0\.00/ })).toBeDisabled();
    expect(activeOrdersRefresh).toHaveBeenCalled();

    // Move stays disabled until a line of that order is selected; the line goes to the order picked.
    expect(within(one).getByRole('button', { name: /^Move item/ })).toBeDisabled();
    await user.click(within(one).getByRole('button', { name: /Latte/ }));
    await user.click(within(one).getByRole('button', { name: /^Move item/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move item' });
    await user.click(
      within(dialog).getByRole('button', { name: new RegExp(`^Order #${second.short_number ?? ''} ·`) }),
    );
    await waitFor(() => expect(within(two).getByRole('button', { name: /Latte/ })).toBeInTheDocument());
    expect(within(one).queryByRole('button', { name: /Latte/ })).toBeNull();
    expect(within(two).getByRole('button', { name: /^Pay \$6\.90/ })).toBeEnabled();
    expect(((await db().orders.get(first.local_id)) as OrderRecord).items).toHaveLength(1);

    await user.click(within(one).getByRole('button', { name: /^Edit order/ }));
    expect(await screen.findByText(`at /orders/${first.local_id}`)).toBeInTheDocument();
  });

  it('the add-order tile opens a new order on the table; Pay goes to checkout', async () => {
    const order = await orderOnTable([latte]);
    const user = userEvent.setup();
    renderAt('/tables/4');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    expect(await screen.findByText('at /orders/new?tableID=4')).toBeInTheDocument();

    renderAt('/tables/4');
    await user.click(await screen.findByRole('button', { name: /^Pay \$4\.40/ }));
    expect(await screen.findByText(`at /orders/${order.local_id}/checkout`)).toBeInTheDocument();
  });

  it('a table that is not on the floor raises the error (seed 000 §8)', async () => {
    renderAt('/tables/99');
    expect(await screen.findByRole('heading', { name: 'Table not found' })).toBeInTheDocument();
  });
});
