/**
 * The sync stored a server id for an order: open screens (the order editor) take it, so the route shows the server
 * id (seed 001 §4). A plain in-page signal, not a database query re-run on every save of a large order.
 */
type OrderIdentifiedListener = (localId: string, id: number, number: number | null) => void;
const identifiedListeners = new Set<OrderIdentifiedListener>();

/** Tells open screens that the sync stored a server id for an order (seed 001 §4: the route then shows it). */
export function orderIdentified(localId: string, id: number, number: number | null): void {
  for (const listener of identifiedListeners) listener(localId, id, number);
}

/** Subscribes to `orderIdentified`; returns the unsubscribe. */
export function onOrderIdentified(listener: OrderIdentifiedListener): () => void {
  identifiedListeners.add(listener);
  return () => identifiedListeners.delete(listener);
}
