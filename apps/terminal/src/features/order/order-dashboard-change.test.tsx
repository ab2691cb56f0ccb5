import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogInvalidate } from '../../data/catalog/catalog.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { initI18n } from '../../i18n/index.ts';
import { orderEditorWritesSettled, useOrderEditor } from './order-store.ts';
import { editorScreenReset, openNewOrder } from './order-screen-test-kit.ts';
import { productFixture } from './order-test-fixtures.ts';

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  editorScreenReset();
});

const orderPanel = () => screen.getByRole('region', { name: 'Order' });
const total = () => within(orderPanel()).getByRole('status', { name: 'Total' });
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

/** What a refetch after a dashboard change does to the device (data/sync/config-refresh.ts): products written, catalog invalidated. */
async function dashboardChanged(...products: object[]) {
  await db().products.bulkPut(products as never[]);
  catalogInvalidate();
}

describe('the editor while the dashboard changes the catalog (issue 16 §4, §9)', () => {
  it('shows a new product and an 86 at once, greyed and labelled, and leaves the open order as it was', async () => {
    const { products, user } = await openNewOrder(/Latte/);
    await user.click(within(products).getByRole('button', { name: /Latte/ }));
    await waitFor(() => expect(total()).toHaveTextContent('$4.40'));
    await orderEditorWritesSettled();
    const localId = useOrderEditor.getState().order!.local_id;
    const before = (await db().orders.get(localId)) as OrderRecord;

    await dashboardChanged(
      productFixture({ unavailable_until: TOMORROW } as never),
      productFixture({ id: 40, name: 'Flat white', sorting: 2, barcode: '' }),
    );

    const flatWhite = await within(products).findByRole('button', { name: /Flat white/ });
    expect(flatWhite).toBeEnabled();
    const latte = within(products).getByRole('button', { name: /Latte/ });
    await waitFor(() => expect(latte).toBeDisabled());
    expect(latte).toHaveTextContent('Unavailable today');
    // The line already in the order stays, at its price.
    expect(within(orderPanel()).getByText('Latte')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$4.40');
    expect(((await db().orders.get(localId)) as OrderRecord).items).toEqual(before.items);
  });

  it("a scan of an 86'd product says it is not sold today and adds nothing", async () => {
    await openNewOrder(/Latte/, () => dashboardChanged(productFixture({ unavailable_until: TOMORROW } as never)));
    // A scanner's keys, 5 ms apart by their own time stamps: typed through user-event, a loaded machine spread them
    // over 50 ms, so the detector read only the code's tail as a scan (Product not found; seen in CI).
    let at = 10_000;
    for (const key of [...'4006381333948', 'Enter']) {
      fireEvent.keyDown(document.body, { key, timeStamp: at });
      at += 5;
    }
    const dialog = await screen.findByRole('alertdialog', { name: 'Unavailable today' });
    expect(dialog).toHaveTextContent('Latte is not sold today: it was marked unavailable in the dashboard.');
    expect(useOrderEditor.getState().order?.items ?? []).toEqual([]);
  });
});
