/**
 * What one kitchen send prints (issue 17 §6, seed 001 §4): the items pending for the kitchen whose course is not held,
 * and the items already sent that changed or were removed since (printed under the seeds' reasons 'qty changed' and
 * 'item canceled'). Kitchen print is offered when there is any (with kitchenPrintEnabled's other conditions).
 */
import { itemFireable, type CourseItem, type CourseOrder } from './courses.ts';
import { itemKitchenPending, type KitchenItem } from './order-status.ts';

export interface KitchenSendItem extends KitchenItem, CourseItem {
  /** The voided copy that lowering a quantity leaves (seed 001 §4): its line's 'qty changed' ticket tells it. */
  readonly void_item?: boolean | null;
}

/** Whether the next kitchen send prints this item of the order. */
export function itemKitchenSend(order: CourseOrder, item: KitchenSendItem): boolean {
  if ((item.printers?.length ?? 0) === 0) return false;
  if (item.sent_to_kitchen !== true) return itemKitchenPending(item) && itemFireable(order, item);
  const voided = !(item.void_status === 0 || item.void_status === null || item.void_status === undefined);
  return item.has_kitchen_updates === true && !(voided && item.void_item === true);
}

/** Whether the next kitchen send has anything to print. */
export function orderKitchenSend(order: CourseOrder & { readonly items: readonly KitchenSendItem[] }): boolean {
  return order.items.some((item) => itemKitchenSend(order, item));
}
