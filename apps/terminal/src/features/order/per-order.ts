import type { OrderRecord } from '../../data/repositories/orders.ts';

/**
 * A value derived from an order, computed once per order object. Records are never changed in place (every change
 * makes a new one), so the object is the key. The editor's store selectors use it: each one runs on every change of
 * the store, twice (React's check and its render), and some read all 400 lines of a table's order (issue 13).
 */
export function perOrder<T>(derive: (order: OrderRecord) => T): (order: OrderRecord) => T {
  const known = new WeakMap<OrderRecord, { value: T }>();
  return (order) => {
    let entry = known.get(order);
    if (!entry) {
      entry = { value: derive(order) };
      known.set(order, entry);
    }
    return entry.value;
  };
}
