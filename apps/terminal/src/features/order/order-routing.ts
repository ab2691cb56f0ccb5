/**
 * Where the editor goes after hold and cancel (seed 001 §4 Hold, Cancel) and the editor's own paths.
 */
import { ORDER_STATUS } from '@opentill/domain';
import { ROUTES } from '../../app/routes.ts';
import { db } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

export const orderPath = (id: string | number): string => ROUTES.Order.replace(':id', encodeURIComponent(String(id)));
export const checkoutPath = (id: string | number): string =>
  ROUTES.OrderCheckout.replace(':id', encodeURIComponent(String(id)));
export const NEW_ORDER_PATH = orderPath('new');

/** The id the route should show: the server id once known, else the local id (seed 001 §4 Creating). */
export const orderRouteId = (order: Pick<OrderRecord, 'id' | 'local_id'>): string => String(order.id ?? order.local_id);

/** Open or held orders still on a table, other than this one. */
async function tableHasOtherOrders(order: OrderRecord): Promise<boolean> {
  if (order.table === null || order.table === undefined) return false;
  const onTable = await db().orders.where('table').equals(order.table).toArray();
  return onTable.some(
    (other) =>
      other.local_id !== order.local_id && (other.status === ORDER_STATUS.OPEN || other.status === ORDER_STATUS.HOLD),
  );
}

/**
 * seed 001 §4 Hold: NewOrderRedirect with no table; Tables when the table has no orders left; else TableOrders.
 * seed 001 §4 Cancel: KioskHome in kiosk mode; the table's orders or Tables; otherwise a requested path or a new order.
 */
export async function routeAfterClose(
  order: OrderRecord,
  kind: 'hold' | 'cancel',
  options: { kiosk: boolean; requested?: string | null },
): Promise<string> {
  if (kind === 'cancel' && options.kiosk) return ROUTES.KioskHome;
  if (order.table !== null && order.table !== undefined) {
    return (await tableHasOtherOrders(order)) ? ROUTES.TableOrders.replace(':id', String(order.table)) : ROUTES.Tables;
  }
  if (options.requested) return options.requested;
  return kind === 'hold' ? ROUTES.NewOrderRedirect : NEW_ORDER_PATH;
}

/** Where NewOrderRedirect goes next, kept for this tab only (seed 000 §2.1 "a stored requested path"). */
const REQUESTED_PATH_KEY = 'opentill-requested-path';

export function requestedPathSet(path: string): void {
  sessionStorage.setItem(REQUESTED_PATH_KEY, path);
}

/** The stored requested path, cleared as it is read. */
export function requestedPathTake(): string | null {
  const path = sessionStorage.getItem(REQUESTED_PATH_KEY);
  sessionStorage.removeItem(REQUESTED_PATH_KEY);
  return path;
}
