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

/** The table's orders (seed 000 §2.8 TableOrders: /tables/{id}). */
export const tableOrdersPath = (tableId: number | string): string =>
  ROUTES.TableOrders.replace(':id', encodeURIComponent(String(tableId)));

/** A new order on a table (seed 000 §2.7: a tap on a table with no orders; the TableOrders add-order tile). */
export const newOrderOnTablePath = (tableId: number): string => `${NEW_ORDER_PATH}?tableID=${tableId}`;

/**
 * TablesMoveOrder (seed 000 §2.1: /tables/moveorder/{moveorder}/from/{tableID}): the order by its route id and the
 * table it leaves ('null' for an order on no table).
 */
export const moveOrderPath = (order: Pick<OrderRecord, 'id' | 'local_id' | 'table'>): string =>
  ROUTES.TablesMoveOrder.replace(':moveorder', encodeURIComponent(orderRouteId(order))).replace(
    ':tableID',
    encodeURIComponent(String(order.table ?? 'null')),
  );

/**
 * The table a new order is opened on: the Order route's tableID, also seen as tableId (seed 001 §2); "null", empty or
 * anything but a positive whole number is no table (seed 000 §2.1: tableID may be null).
 */
export function tableFromParams(params: URLSearchParams): number | null {
  const raw = params.get('tableID') ?? params.get('tableId');
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const table = Number(raw.trim());
  return Number.isSafeInteger(table) ? table : null;
}

/** The id the route should show: the server id once known, else the local id (seed 001 §4 Creating). */
export const orderRouteId = (order: Pick<OrderRecord, 'id' | 'local_id'>): string => String(order.id ?? order.local_id);

/**
 * The navigation state that opens an existing order with its local id at hand (issue 17 budget: a synced order's
 * route id is its server id, which the orders store does not index; its local id is the store's key).
 */
export const orderOpenState = (order: Pick<OrderRecord, 'local_id'>): { localId: string } => ({
  localId: order.local_id,
});

/** The local id passed along by orderOpenState, if the navigation carried one. */
export function orderOpenHint(state: unknown): string | undefined {
  const localId = (state as { localId?: unknown } | null)?.localId;
  return typeof localId === 'string' && localId !== '' ? localId : undefined;
}

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
 * seed 001 §4 Hold: OrdersList when the order list's selected order is the one shown; NewOrderRedirect with no table;
 * Tables when the table has no orders left; else TableOrders.
 * seed 001 §4 Cancel: the orders list if its selected order was shown; KioskHome in kiosk mode; the table's orders or
 * Tables; otherwise a requested path or a new order.
 */
export async function routeAfterClose(
  order: OrderRecord,
  kind: 'hold' | 'cancel',
  options: { kiosk: boolean; requested?: string | null },
): Promise<string> {
  if (!options.kiosk && listSelectedShownTake(order)) return ROUTES.OrdersList;
  if (kind === 'cancel' && options.kiosk) return ROUTES.KioskHome;
  if (order.table !== null && order.table !== undefined) {
    return (await tableHasOtherOrders(order)) ? tableOrdersPath(order.table) : ROUTES.Tables;
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

/**
 * seed 001 §4 "a selected order is shown": the order list's Edit opened the editor on its selected order. Kept for
 * this tab until the order is held or cancelled (then the editor goes back to the list), by local id or server id.
 */
const LIST_SELECTED_KEY = 'opentill-list-selected-order';

export function listSelectedShownSet(order: Pick<OrderRecord, 'id' | 'local_id'>): void {
  sessionStorage.setItem(LIST_SELECTED_KEY, JSON.stringify([order.local_id, order.id ?? null]));
}

/** True (and forgotten) when the order closed is the one the order list showed. */
export function listSelectedShownTake(order: Pick<OrderRecord, 'id' | 'local_id'>): boolean {
  const stored = sessionStorage.getItem(LIST_SELECTED_KEY);
  if (stored === null) return false;
  let ids: unknown;
  try {
    ids = JSON.parse(stored);
  } catch {
    ids = [];
  }
  const [localId, id] = Array.isArray(ids) ? (ids as unknown[]) : [];
  const same = localId === order.local_id || (id !== null && id !== undefined && id === order.id);
  if (same) sessionStorage.removeItem(LIST_SELECTED_KEY);
  return same;
}
