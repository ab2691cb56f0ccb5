/**
 * What the Online Orders screen shows of an order (seed 002 §2): the tabs, the dining-option and day filters, the
 * entry's elapsed timer, serve-at or Now, item count, amount, Paid or Unpaid, and which actions it offers. Pure;
 * every figure comes from packages/domain (recordedOrderFigures, orderRowTotal), none is computed here by hand.
 */
import type { DiningOption } from '@opentill/contracts';
import {
  centsFromDecimal,
  ORDER_STATUS,
  quantityText,
  recordedOrderFigures,
  thousandths,
  thousandthsFromDecimal,
  type Cents,
  type TotalsContext,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { ONLINE_ORDER_TYPE } from '../../app/online-orders-badge.ts';
import { orderRowTotal } from '../orders/order-view.ts';

/** seed 002 §2: Pending, Payment Pending (status 1, open), Completed, Cancelled, Refunded, in this order. */
export const ONLINE_TABS = [
  ORDER_STATUS.PENDING,
  ORDER_STATUS.OPEN,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.REFUNDED,
] as const;

export const ONLINE_TAB_KEYS: Record<number, string> = {
  0: 'pending',
  1: 'paymentPending',
  3: 'completed',
  4: 'cancelled',
  5: 'refunded',
};

export type OnlineDay = 'today' | 'future';

/** The filter 'all' or a dining option id. */
export type DiningFilter = 'all' | number;

export interface OnlineFilters {
  status: number;
  dining: DiningFilter;
  day: OnlineDay;
}

/** seed 002 §2: the defaults on entry are Pending and Today, all dining options. */
export const ONLINE_FILTERS_DEFAULT: OnlineFilters = { status: ORDER_STATUS.PENDING, dining: 'all', day: 'today' };

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** The end of the local calendar day of `now` (the start of tomorrow). */
function endOfToday(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** When the order is due: its serve-at time, else its order time. */
export function onlineOrderDue(order: Pick<OrderRecord, 'serve_at' | 'open_date'>): number {
  return time(order.serve_at) ?? time(order.open_date) ?? 0;
}

/**
 * Decided (docs/decisions.md §57): Future holds the orders due after today (serve-at on a later day); Today holds the
 * rest, including an order of an earlier day still waiting (it must not vanish from the screen at midnight).
 */
export function onlineOrderDay(order: Pick<OrderRecord, 'serve_at' | 'open_date'>, now: Date): OnlineDay {
  return onlineOrderDue(order) >= endOfToday(now) ? 'future' : 'today';
}

/** The dining option id of an order (dining_option_type, else the embedded option's id). */
export function orderDiningOptionId(order: Pick<OrderRecord, 'dining_option_type' | 'dining_option'>): number | null {
  const id = order.dining_option_type ?? order.dining_option?.id ?? null;
  return typeof id === 'number' ? id : id === null ? null : Number(id);
}

/** seed 002 §2: the filter offers All plus the dining options flagged for online ordering (active ones). */
export function onlineDiningOptions(options: readonly DiningOption[] | null | undefined): DiningOption[] {
  return (options ?? []).filter((option) => option.online_ordering && option.active !== false);
}

/** The online orders (type 1) of the tab, dining option and day, the earliest due first. */
export function onlineOrdersFiltered(orders: readonly OrderRecord[], filters: OnlineFilters, now: Date): OrderRecord[] {
  return orders
    .filter(
      (order) =>
        order.type === ONLINE_ORDER_TYPE &&
        order.status === filters.status &&
        (filters.dining === 'all' || orderDiningOptionId(order) === filters.dining) &&
        onlineOrderDay(order, now) === filters.day,
    )
    .sort((a, b) => onlineOrderDue(a) - onlineOrderDue(b) || a.local_id.localeCompare(b.local_id));
}

/** seed 002 §2: the Pending tab's badge counts the pending online orders opened today (as the menu's badge). */
export function onlinePendingToday(orders: readonly OrderRecord[], now: Date): number {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const end = endOfToday(now);
  return orders.filter((order) => {
    const opened = time(order.open_date);
    return (
      order.type === ONLINE_ORDER_TYPE &&
      order.status === ORDER_STATUS.PENDING &&
      opened !== null &&
      opened >= start &&
      opened < end
    );
  }).length;
}

/** The elapsed timer since the order time: "4:05" (minutes and seconds), "1:04:05" past an hour; never negative. */
export function elapsedText(openDate: string | null | undefined, now: number): string {
  const opened = time(openDate);
  if (opened === null) return '';
  const seconds = Math.max(0, Math.floor((now - opened) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes)}:${rest}`;
}

const active = (item: OrderRecord['items'][number]) =>
  item.void_status === 0 || item.void_status === null || item.void_status === undefined;

/** The entry's item count: the quantities of the active items (2 Latte and 1 Cake: 3). */
export function onlineOrderItemCount(order: Pick<OrderRecord, 'items'>): string {
  const total = order.items.filter(active).reduce((sum, item) => sum + thousandthsFromDecimal(item.quantity), 0);
  return quantityText(thousandths(total));
}

/** The entry's amount: the order total plus surcharge, as the order list (domain cents). */
export function onlineOrderAmount(order: Pick<OrderRecord, 'grand_total' | 'surcharge_value'>): Cents {
  return orderRowTotal(order);
}

/** seed 002 §2 Paid or Unpaid: paid when it has payments and nothing is left to pay (the domain's balance). */
export function onlineOrderPaid(order: OrderRecord, context: TotalsContext): boolean {
  if (order.payments.length === 0) return false;
  return recordedOrderFigures(order, context).balance <= 0;
}

/** seed 002 §2: Pending offers Approve and Reject; Payment Pending Pay; Completed Refund; Open or Hold Edit. */
export function onlineOrderActions(order: Pick<OrderRecord, 'status'>): {
  approve: boolean;
  reject: boolean;
  pay: boolean;
  refund: boolean;
  edit: boolean;
} {
  const status = order.status;
  return {
    approve: status === ORDER_STATUS.PENDING,
    reject: status === ORDER_STATUS.PENDING,
    pay: status === ORDER_STATUS.OPEN,
    refund: status === ORDER_STATUS.COMPLETED,
    edit: status === ORDER_STATUS.OPEN || status === ORDER_STATUS.HOLD,
  };
}

/** seed 002 §2 taxed tag: the item is taxable (tax_status not 1, seed 001 §9) and carries a tax rate. */
export function itemTaxed(item: Pick<OrderRecord['items'][number], 'tax_status' | 'tax_rates'>): boolean {
  return item.tax_status !== 1 && (item.tax_rates?.length ?? 0) > 0;
}

/** The customer's name, or null for the no-customer text. */
export function onlineCustomerName(order: Pick<OrderRecord, 'customer'>): string | null {
  const name = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** A payment's change (seed 002 §2), null when none was recorded. */
export function paymentChange(payment: Pick<OrderRecord['payments'][number], 'change_amount'>): Cents | null {
  const change = payment.change_amount;
  return change === null || change === undefined ? null : centsFromDecimal(change);
}
