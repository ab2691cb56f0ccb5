import { onlineOrderResponse, orderListResponse } from '@opentill/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * An online order is priced on the server; the terminal that accepts it uploads it again through orders/sync, where
 * the totals are checked with the store's tax rounding (issue 14 §6). Both must round alike, or the accepted order
 * is refused and set aside on the terminal.
 */
describe('online intake totals follow the store tax rounding', () => {
  let built: App;
  let store: Awaited<ReturnType<typeof freshStore>>;
  let productId: number;
  beforeAll(async () => {
    built = await buildApp(testDatabaseOptions());
    const { db } = built.database;
    store = await freshStore(db, 'Rounding store');
    // 'none' rounds tax once on the order: three 0.99 lines at 8.875 % make 0.26, per-line rounding 0.27.
    await db.update(t.stores).set({ taxRound: 'none' }).where(eq(t.stores.id, store.storeId));
    const [tax] = await db
      .insert(t.taxes)
      .values({ storeId: store.storeId, name: 'Sales tax', rate: '8.875' })
      .returning();
    const [product] = await db
      .insert(t.products)
      .values({ storeId: store.storeId, name: 'Bun', priceCents: 99 })
      .returning();
    if (!tax || !product) throw new Error('no catalogue');
    await db.insert(t.productTaxes).values({ productId: product.id, taxId: tax.id });
    productId = product.id;
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('prices with the store rounding, and the accepted order uploads again unchanged', async () => {
    const posted = await built.app.inject({
      method: 'POST',
      url: `/api/online/${String(store.storeId)}/orders/`,
      payload: {
        local_id: `round${String(Date.now())}`,
        customer: { first_name: 'Web', phone: '555-0100' },
        items: [1, 2, 3].map(() => ({ product: productId, quantity: 1 })),
      },
      remoteAddress: uniqueAddress(),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const { id } = onlineOrderResponse.parse(posted.json());
    const list = await built.app.inject({ method: 'GET', url: `/api/orderlist?id=${String(id)}`, headers: store.auth });
    const [order] = orderListResponse.parse(list.json()).results;
    expect(order).toMatchObject({ subtotal: 2.97, tax_total: 0.26, grand_total: 3.23 });

    // The terminal accepts it (status 1, seed 002 §7) and uploads the order it received.
    const accepted = await built.app.inject({
      method: 'POST',
      url: '/api/orders/sync/',
      headers: store.auth,
      payload: [{ ...order, status: 1 }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
