import { orderByRouteId } from '../../data/repositories/orders.ts';
import { useActiveOrders } from '../../data/sync/active-orders.ts';
import { orderEditorWritesSettled, useOrderEditor } from './order-store.ts';

/**
 * The editor shows the server's copy of its order once stored locally (issue 17 §4: another terminal's lines merged
 * by the server, after an active-orders refresh or the answer of this terminal's own upload). Only when the editor
 * changed nothing since: its own writes land first, and an order changed meanwhile keeps the editor's copy (its next
 * upload is merged by the server again). The editor keeps its own lock on the copy it shows. Returns the stop function.
 */
export function orderServerRefreshListen(): () => void {
  return useActiveOrders.subscribe((state, previous) => {
    if (state.revision === previous.revision) return;
    const shown = useOrderEditor.getState().order;
    if (!shown || !state.changed.includes(shown.local_id)) return;
    void orderEditorWritesSettled()
      .then(async () => {
        const stored = await orderByRouteId(shown.local_id);
        const now = useOrderEditor.getState().order;
        if (!stored || now !== shown) return;
        useOrderEditor.setState({ order: { ...stored, locked_by: shown.locked_by ?? null } });
      })
      .catch((error: unknown) => console.error('Showing the server copy of the order failed', error));
  });
}
