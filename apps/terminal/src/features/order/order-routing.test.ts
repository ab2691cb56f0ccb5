import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import {
  listSelectedShownSet,
  moveOrderPath,
  newOrderOnTablePath,
  routeAfterClose,
  tableFromParams,
} from './order-routing.ts';

const order = (overrides: Partial<OrderRecord>): OrderRecord =>
  ({ local_id: '7_1', id: null, status: 1, table: null, items: [], ...overrides }) as unknown as OrderRecord;

beforeEach(async () => {
  sessionStorage.clear();
  await db().orders.clear();
});

describe('the Order route takes a table (seed 001 §2: tableID, also seen as tableId)', () => {
  it('reads tableID or tableId; null, empty and anything but a positive whole number is no table', () => {
    expect(tableFromParams(new URLSearchParams('tableID=12'))).toBe(12);
    expect(tableFromParams(new URLSearchParams('tableId=3'))).toBe(3);
    expect(tableFromParams(new URLSearchParams('tableID=null'))).toBeNull();
    expect(tableFromParams(new URLSearchParams('tableID='))).toBeNull();
    expect(tableFromParams(new URLSearchParams('tableID=0'))).toBeNull();
    expect(tableFromParams(new URLSearchParams('tableID=-4'))).toBeNull();
    expect(tableFromParams(new URLSearchParams('tableID=2.5'))).toBeNull();
    expect(tableFromParams(new URLSearchParams(''))).toBeNull();
  });

  it('builds the new order on a table and the move paths', () => {
    expect(newOrderOnTablePath(4)).toBe('/orders/new?tableID=4');
    expect(moveOrderPath({ id: 55, local_id: '7_9', table: 4 })).toBe('/tables/moveorder/55/from/4');
    expect(moveOrderPath({ id: null, local_id: '7_9', table: null })).toBe('/tables/moveorder/7_9/from/null');
  });
});

describe('after hold and cancel (seed 001 §4)', () => {
  it('goes to TableOrders while the table keeps another open or held order, else to Tables', async () => {
    const held = order({ local_id: '7_1', table: 4, status: 2 });
    await db().orders.put(order({ local_id: '7_2', table: 4, status: 1 }));
    await db().orders.put(order({ local_id: '7_3', table: 5, status: 1 }));
    expect(await routeAfterClose(held, 'hold', { kiosk: false })).toBe('/tables/4');
    expect(await routeAfterClose(held, 'cancel', { kiosk: false })).toBe('/tables/4');
    await db().orders.put(order({ local_id: '7_2', table: 4, status: 3 }));
    expect(await routeAfterClose(held, 'hold', { kiosk: false })).toBe('/tables');
  });

  it('with no table: NewOrderRedirect after a hold, a requested path or a new order after a cancel, KioskHome on a kiosk', async () => {
    const plain = order({});
    expect(await routeAfterClose(plain, 'hold', { kiosk: false })).toBe('/new-redirect');
    expect(await routeAfterClose(plain, 'cancel', { kiosk: false })).toBe('/orders/new');
    expect(await routeAfterClose(plain, 'cancel', { kiosk: false, requested: '/shift' })).toBe('/shift');
    expect(await routeAfterClose(plain, 'cancel', { kiosk: true })).toBe('/kiosk');
  });

  it("goes back to OrdersList when the order was the list's selected order, once", async () => {
    const shown = order({ local_id: '7_1', id: 90, table: 4 });
    listSelectedShownSet({ local_id: '7_8', id: 80 });
    expect(await routeAfterClose(shown, 'hold', { kiosk: false })).toBe('/tables');
    listSelectedShownSet({ local_id: '7_other', id: 90 });
    expect(await routeAfterClose(shown, 'hold', { kiosk: false })).toBe('/orders');
    expect(await routeAfterClose(shown, 'cancel', { kiosk: false })).toBe('/tables');
  });
});
