/**
 * Issue 15 §6: an item whose required modifier groups are not met never stays on the order. Cancelling the modifiers
 * panel keeps the item as it is when its modifiers meet the groups (editing a line keeps its last valid choice), and
 * takes the item off when they do not: a new item whose panel was cancelled, never a valid sale line. An item already
 * sent to the kitchen stays (taking it off is a void, which is protected and prints; seed 001 §4, §6).
 */
import type { Product } from '@opentill/contracts';
import { isActive, modifiersMeetGroups } from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** The order without the item when its modifiers do not meet the product's groups; null when it stays. */
export function orderAfterModifiersCancel(
  order: OrderRecord,
  itemLocalId: string,
  product: Pick<Product, 'modifier_groups'>,
): OrderRecord | null {
  const item = order.items.find((candidate) => candidate.local_id === itemLocalId);
  if (!item || !isActive(item) || item.sent_to_kitchen === true) return null;
  if (modifiersMeetGroups(product.modifier_groups, item.modifiers)) return null;
  // Decided (docs/decisions.md §42): taken off, not voided: the add never completed, no kitchen or report saw it.
  return { ...order, items: order.items.filter((candidate) => candidate !== item) };
}

/** Cancel of the modifiers panel in the editor and the kiosk: the item goes when it never had a valid choice. */
export async function modifiersCancelled(
  editor: {
    readonly order: OrderRecord | null;
    readonly applyOrder: (change: (order: OrderRecord) => OrderRecord) => Promise<void>;
  },
  itemLocalId: string,
  product: Pick<Product, 'modifier_groups'>,
): Promise<void> {
  if (!editor.order || orderAfterModifiersCancel(editor.order, itemLocalId, product) === null) return;
  await editor.applyOrder((order) => orderAfterModifiersCancel(order, itemLocalId, product) ?? order);
}
