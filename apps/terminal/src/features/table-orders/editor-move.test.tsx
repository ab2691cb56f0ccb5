import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderTableName } from '../../data/repositories/tables.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { editorScreenReset } from '../order/order-screen-test-kit.ts';
import { orderEditorWritesSettled, useOrderEditor } from '../order/order-store.ts';
import { editorDeviceReady } from '../order/order-test-fixtures.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
});

/** The editor on `path` once Latte shows in the grid; Latte added. */
async function editorWithLatte(path: string, mode: number) {
  await editorDeviceReady({ mode });
  const router = renderApp(path);
  const products = await screen.findByRole('group', { name: 'Products' }, { timeout: 10_000 });
  const user = userEvent.setup();
  await user.click(await within(products).findByRole('button', { name: /Latte/ }));
  await orderEditorWritesSettled();
  const order = (await db().orders.get(useOrderEditor.getState().order!.local_id)) as OrderRecord;
  return { router, user, order };
}

// The first render loads the editor's and the floor's lazy chunks: slow on a busy 2-core machine.
describe("the editor's Move (seed 001 §6) and its table (seed 001 §2 tableID)", { timeout: 30_000 }, () => {
  it('on a table-service terminal: a new order with tableID carries the table; Move opens TablesMoveOrder from it', async () => {
    const { router, user, order } = await editorWithLatte('/orders/new?tableID=4', 1);
    expect(order.table).toBe(4);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tables/moveorder/${order.local_id}/from/4`));
  });

  it("names the order's table beside its number", async () => {
    await db().table('tables').put({ id: 4, table_name: 'M4', section: 1, x_value: 0, y_value: 0 });
    await editorWithLatte('/orders/new?tableID=4', 1);
    expect(await within(screen.getByRole('region', { name: /^Order/ })).findByText('Table M4')).toBeInTheDocument();
  });

  it("a table's name is its table_name, else its id; an order with no table has none", async () => {
    await db().table('tables').put({ id: 4, table_name: 'M4', section: 1, x_value: 0, y_value: 0 });
    await db().table('tables').put({ id: 5, table_name: '  ', section: 1, x_value: 0, y_value: 0 });
    expect(await orderTableName(4)).toBe('M4');
    expect(await orderTableName(5)).toBe('5');
    expect(await orderTableName(6)).toBe('6');
    expect(await orderTableName(null)).toBeNull();
  });

  it('is not offered in quick service', async () => {
    const { user, order } = await editorWithLatte('/orders/new', 2);
    expect(order.table).toBeNull();
    expect(within(screen.getByRole('region', { name: /^Order/ })).queryByText(/^Table /)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('menuitem', { name: 'Hold order' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Move' })).toBeNull();
  });
});
