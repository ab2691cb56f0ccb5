import { ROUTES } from '../../app/routes.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderRouteId } from '../order/order-routing.ts';

/** The Split bill screen of an order on a table (/tables/{table}/split/{order route id}); null off a table. */
export function splitPath(order: Pick<OrderRecord, 'id' | 'local_id' | 'table'>): string | null {
  if (order.table === null || order.table === undefined) return null;
  return ROUTES.SplitBill.replace(':id', encodeURIComponent(String(order.table))).replace(
    ':order',
    encodeURIComponent(orderRouteId(order)),
  );
}
