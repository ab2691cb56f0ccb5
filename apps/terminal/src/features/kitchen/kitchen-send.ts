/**
 * The kitchen's printing reasons at the moment they happen (seed 001 §4, issue 17 §6): removing an item already sent
 * prints it under 'item canceled' on its printers at once (the kitchen stops cooking it), and cancelling an order
 * prints its sent items under 'order cancelled'. Quantity changes of sent items go with the next Kitchen print
 * ('qty changed', devices/printing/kitchen.ts), so a few taps on + and - make one ticket.
 */
import type { OrderItem } from '@opentill/contracts';
import { KITCHEN_REASON, itemAfterKitchenPrint } from '@opentill/domain';
import i18next from 'i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import {
  kitchenOrderCancelled,
  printFailureText,
  printKitchen,
  type KitchenPrintOutcome,
} from '../../devices/printing/index.ts';

/** The editor's parts this needs: the order as it is now, a change of it, and the notice. */
export interface KitchenEditor {
  order(): OrderRecord | null;
  applyOrder(change: (order: OrderRecord) => OrderRecord): Promise<void>;
  notice(notice: { title: string; message: string }): void;
}

const voided = (item: OrderItem) =>
  !(item.void_status === 0 || item.void_status === null || item.void_status === undefined);

/** seed 002 §8: 'Printer error', the check, and each printer that failed. */
export function kitchenFailureNotice(outcome: KitchenPrintOutcome): { title: string; message: string } {
  const t = i18next.t.bind(i18next);
  return {
    title: t('order.printerError'),
    message: [t('order.printerCheck'), ...outcome.failures.map((failure) => printFailureText(t, failure))].join('\n'),
  };
}

/**
 * After a removal: when the item had been sent, its 'item canceled' ticket, then the item marked (has_kitchen_updates
 * clears). A failure raises the printer error and leaves the item marked for the next Kitchen print.
 */
export async function kitchenItemCanceled(editor: KitchenEditor, itemLocalId: string): Promise<void> {
  const order = editor.order();
  const item = order?.items.find((line) => line.local_id === itemLocalId);
  if (!order || !item || !voided(item) || item.sent_to_kitchen !== true || item.has_kitchen_updates !== true) return;
  const outcome = await printKitchen(order, KITCHEN_REASON.ITEM_CANCELED, [item]);
  if (outcome.printedItems.includes(itemLocalId))
    await editor.applyOrder((current) => ({
      ...current,
      items: current.items.map((line) =>
        line.local_id === itemLocalId ? itemAfterKitchenPrint(line, KITCHEN_REASON.ITEM_CANCELED) : line,
      ),
    }));
  if (!outcome.ok) editor.notice(kitchenFailureNotice(outcome));
}

/** After a cancel: the order's sent items under 'order cancelled' (the order is final: nothing is marked). */
export function kitchenCancelled(order: OrderRecord): void {
  void kitchenOrderCancelled(order).catch((error: unknown) => console.error('Kitchen cancel ticket failed', error));
}
