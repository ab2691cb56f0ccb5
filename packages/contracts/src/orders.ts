import { ORDER_SHORT_NUMBER } from '@opentill/domain';
import { z } from 'zod';
import { specialPrice, taxRate } from './catalog.ts';
import {
  amount,
  dateTime,
  id,
  lineText,
  localId,
  longText,
  multilineText,
  pageOf,
  percent,
  productRef,
  quantity,
  resultsOf,
  shortText,
} from './wire.ts';

/** Order statuses (seed 001 §4): 1 open, 2 hold, 3 completed, 4 cancelled, 5 refunded; 0 pending online (issue 4 §9). */
export const ORDER_STATUS = { PENDING_ONLINE: 0, OPEN: 1, HOLD: 2, COMPLETED: 3, CANCELLED: 4, REFUNDED: 5 } as const;
/** A completed, cancelled or refunded order cannot take another status (seed 001 §4). */
export const FINAL_ORDER_STATUSES: readonly number[] = [3, 4, 5];
export const orderStatus = z.number().int().min(0).max(5);

/** Order type (seed 002 §3): 1 online order; 0 (or absent) an order taken at a terminal. */
export const ORDER_TYPE_ONLINE = 1;

/**
 * The order number people say (issue 15 §4): "{terminal}-{sequence}" given by the terminal, offline too, per business
 * day; kept as given when the server's number arrives.
 */
export const orderShortNumber = z.string().regex(ORDER_SHORT_NUMBER, 'must be a short order number like 3-042');

const voidStatus = z.union([z.literal(0), z.literal(1)]).nullish();
/** Another order or item: a server id, or the client's local id before the server id is known. */
const reference = z.union([id, localId]).nullish();

/**
 * Unknown fields are refused (400) on every uploaded order, item, modifier, tax item and payment: a typo in a
 * field name must not be dropped silently (issue 4 §6). Nested catalog shapes (tax_rates, special prices) are
 * copied as the terminal got them and extra keys there are stripped.
 */

/** Item modifier (seed 001 §3); oryginal is the seed's spelling of the source modifier id. */
export const itemModifier = z.strictObject({
  id: id.nullish(),
  name: shortText,
  price: amount,
  price_original: amount.nullish(),
  cost: amount.nullish(),
  group: id.nullish(),
  oryginal: id.nullish(),
  void_status: voidStatus,
  price_before_tax: amount.nullish(),
});
export type ItemModifier = z.infer<typeof itemModifier>;

/** Tax item of an order item (seed 001 §3). */
export const taxItem = z.strictObject({
  local_id: localId.nullish(),
  tax_rate: id.nullish(),
  tax_rate_value: percent.nullish(),
  tax_value_item: amount.nullish(),
  tax_value_modifiers: amount.nullish(),
  name: shortText.nullish(),
  tax_total: amount,
  quantity: quantity.nullish(),
});
export type TaxItem = z.infer<typeof taxItem>;

/** Order item (seed 001 §3); local_id is its idempotency key inside the order. */
export const orderItem = z.strictObject({
  id: id.nullish(),
  local_id: localId,
  product: productRef.nullable(),
  name: shortText,
  quantity: quantity,
  price: amount,
  price_base: amount.nullish(),
  price_before_tax: amount.nullish(),
  price_original: amount.nullish(),
  default_price: amount.nullish(),
  subtotal: amount.nullish(),
  grand_total: amount.nullish(),
  cost: amount.nullish(),
  discount: amount.nullish(),
  wholeDiscount: amount.nullish(),
  discountPropotion: z.number().finite().min(-1000).max(1000).nullish(),
  modifiers: z.array(itemModifier).max(100).default([]),
  notes: longText.nullish(),
  void_status: voidStatus,
  voided_at: dateTime.nullish(),
  void_item: z.boolean().nullish(),
  order_refund_item: reference,
  isPartialRefund: z.boolean().nullish(),
  duplicateQuantity: quantity.nullish(),
  employee: id.nullish(),
  printers: z.array(id).max(20).nullish(),
  has_kitchen_updates: z.boolean().nullish(),
  sent_to_kitchen: z.boolean().nullish(),
  tax_rate_value: percent.nullish(),
  tax_rates: z.array(taxRate).max(20).nullish(),
  tax_status: voidStatus,
  tax: amount.nullish(),
  tax_items: z.array(taxItem).max(20).nullish(),
  special_prices_items: z.array(specialPrice).max(20).nullish(),
  terminal_id: id.nullish(),
  created_at: dateTime.nullish(),
  order_item_local_id: localId.nullish(),
  /** A gift card top-up line (product -2): the card credited when the order is paid in full (docs/decisions.md §25). */
  gift_card_number: shortText.nullish(),
  /** The guest's seat at the table, 1, 2, 3 ... (issue 17 §5: split by seat). */
  seat: z.number().int().min(1).max(99).nullish(),
  /** The course, 1, 2, 3 ... (issue 17 §5: the ticket groups by course; a held course is not sent). */
  course: z.number().int().min(1).max(9).nullish(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** Payment (seeds 001/002 §3); local_id (terminal_sequence_timestamp) is its idempotency key. */
export const payment = z.strictObject({
  id: id.nullish(),
  local_id: localId,
  order: id.nullish(),
  employee: id.nullish(),
  amount: amount,
  amount_paid: amount.nullish(),
  tips: amount.nullish(),
  change_amount: amount.nullish(),
  /** The payment type's name (seed 001 §3). */
  payment_type: shortText,
  payment_date: dateTime,
  related_terminal: id.nullish(),
  transaction_type: z.enum(['sale', 'return']).nullish(),
  /**
   * Scrubbed processor answer as JSON text (ARCHITECTURE: no card data beyond last four, brand, entry, auth; the server
   * scrubs it again, issue 14 §1). A device's XML answer may hold line breaks; no other control character.
   */
  processor_response: multilineText(20_000).nullish(),
  processor_refund_response: multilineText(20_000).nullish(),
  card_lastfour: z
    .string()
    .regex(/^\d{4}$/)
    .nullish(),
  card_type: shortText.nullish(),
  entry_type: shortText.nullish(),
  auth_code: shortText.nullish(),
  dejavoo_transaction_type: shortText.nullish(),
  approval_message: shortText.nullish(),
  reference_id: shortText.nullish(),
  cardholder_name: shortText.nullish(),
  shift: id.nullish(),
  gift_card: lineText(64).nullish(),
});
export type Payment = z.infer<typeof payment>;

/**
 * A card payment whose outcome the device did not give (issue 19 §3): the payment it would be is kept beside the
 * order's payments, never among them (never paid, never forgotten), until a status query or a manager settles it.
 * Charged moves the payment into payments (same local_id); not charged leaves it here, settled.
 */
export const uncertainPayment = z.strictObject({
  payment: payment,
  /** null while unknown. */
  resolution: z.enum(['charged', 'not_charged']).nullish(),
  /** 'status': the device's status query said; 'staff': a manager decided with a PIN. */
  resolved_how: z.enum(['status', 'staff']).nullish(),
  /** The manager who decided (an employee id) for a staff resolution. */
  resolved_by: id.nullish(),
  resolved_at: dateTime.nullish(),
});
export type UncertainPayment = z.infer<typeof uncertainPayment>;

/** The customer as embedded in an order (seed 001 §3). */
export const orderCustomer = z.object({
  id: id.nullish(),
  first_name: shortText.nullish(),
  last_name: shortText.nullish(),
  phone: shortText.nullish(),
  group: shortText.nullish(),
});

/** Order as uploaded by POST /api/orders/sync/ (seeds 001/002 §3). number is assigned by the server. */
export const order = z.strictObject({
  id: id.nullish(),
  local_id: localId,
  localID: localId.nullish(),
  customer: orderCustomer.nullish(),
  table: id.nullish(),
  items: z.array(orderItem).max(500),
  subtotal: amount,
  tax_total: amount,
  discount_total: amount.default(0),
  order_discount: amount.default(0),
  discount_orders: amount.default(0),
  discount_orders_raw_value: amount.nullish(),
  discount_orders_raw_type: z.union([z.literal(1), z.literal(2)]).nullish(),
  whole_order_discount: z.boolean().nullish(),
  grand_total: amount,
  total_sum: amount,
  tips_total: amount.default(0),
  surcharge_value: amount.default(0),
  allow_surcharge: z.boolean().nullish(),
  balance_remaining: amount.default(0),
  status: orderStatus,
  type: z.number().int().min(0).max(1).nullish(),
  number: z.number().int().nullish(),
  short_number: orderShortNumber.nullish(),
  open_date: dateTime,
  hold_date: dateTime.nullish(),
  close_date: dateTime.nullish(),
  serve_at: dateTime.nullish(),
  /** Several lines allowed (issue 14 §5: control characters other than line breaks are refused). */
  delivery_address: multilineText(1000).nullish(),
  description: longText.nullish(),
  dining_option_type: id.nullish(),
  dining_option: z.object({ id: id.nullish(), name: shortText }).nullish(),
  payments: z.array(payment).max(200).default([]),
  /** Card payments whose outcome is unknown or was settled later (issue 19 §3). */
  uncertain_payments: z.array(uncertainPayment).max(20).nullish(),
  receipt_kitchen_printed: z.boolean().nullish(),
  cash_discount: z.boolean().nullish(),
  locked_by: id.nullish(),
  related_terminal: id.nullish(),
  terminal_id: id.nullish(),
  emp_open: id.nullish(),
  emp_close: id.nullish(),
  employee: id.nullish(),
  shift: id.nullish(),
  reference_order: reference,
  order_gift_card_payment: amount.nullish(),
  updated_at: dateTime.nullish(),
  updated_date: dateTime.nullish(),
  isActive: z.boolean().nullish(),
  isFullyRefund: z.boolean().nullish(),
  /** The courses held back from the kitchen until fired (issue 17 §5). */
  courses_held: z.array(z.number().int().min(1).max(9)).max(9).nullish(),
  /** An even split into this many parts (issue 17 §3): checkout takes each next part as its own payment. */
  split_parts: z.number().int().min(2).max(20).nullish(),
  /**
   * The local ids of lines this device removed before they were sent to the kitchen (issue 17 §4): the server merges
   * the lines of two devices by local_id and drops only these, never a line it was not told about.
   */
  removed_items: z.array(localId).max(500).nullish(),
});
export type Order = z.infer<typeof order>;
export type OrderInput = z.input<typeof order>;

/** An order as the server answers it: the upload plus its server id and per-store number. */
export const savedOrder = order.extend({ id: id, number: z.number().int().min(1) });
export type SavedOrder = z.infer<typeof savedOrder>;

/** Most orders accepted in one POST /api/orders/sync/. */
export const ORDERS_SYNC_MAX = 200;

/**
 * POST /api/orders/sync/ body: an order or a list of orders (seed 001 §7.3). A single order is read as a list
 * of one, so a validation error's field path always starts with the order's index.
 */
export const ordersSyncRequest = z.preprocess(
  (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]),
  z.array(order).min(1).max(ORDERS_SYNC_MAX),
);
export type OrdersSyncRequest = z.infer<typeof ordersSyncRequest>;

/** POST /api/orders/sync/ answer: always a list of the saved orders, in the order they were sent. */
export const ordersSyncResponse = z.array(savedOrder);
export type OrdersSyncResponse = z.infer<typeof ordersSyncResponse>;

/** POST /api/orders/ body: ids of the orders active on the terminal (seed 002 §7). */
export const activeOrdersRequest = z.array(id).max(1000);
/**
 * POST /api/orders/ answer: the store's open and held orders, plus the listed ones whatever their status, so a
 * terminal learns that an order it shows was closed elsewhere.
 */
export const activeOrdersResponse = resultsOf(savedOrder);

/** Page size of GET /api/orderlist (seed 002 §7). */
export const ORDER_LIST_PAGE_SIZE = 20;
/** GET /api/orderlist query: ?status&page, or ?id (seed 002 §7). */
export const orderListQuery = z.strictObject({
  status: z.coerce.number().pipe(orderStatus).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  id: z.coerce.number().pipe(id).optional(),
  /** A short order number (issue 15 §4): the orders that carry it, newest first (it comes again every business day). */
  short_number: orderShortNumber.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderListResponse = pageOf(savedOrder);
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** GET /api/online/orderlist?status= (seed 002 §7): online orders (type 1) of a status. */
export const onlineOrderListQuery = z.strictObject({ status: z.coerce.number().pipe(orderStatus).optional() });
export const onlineOrderListResponse = resultsOf(savedOrder);

/** GET /api/orders/recent answer (shape not shown in the seed; decided): the 50 latest closed orders. */
export const recentOrdersResponse = resultsOf(savedOrder);

/** POST /api/orderlive/refundorder body (seed 002 §7): the rejected paid online order. */
export const refundOrderRequest = z.strictObject({ id: id });
/** Answer (not shown; decided): the order with its new status. */
export const refundOrderResponse = z.object({ id: id, status: orderStatus });

/** POST /api/orders/lock/ (issue 17 §4, seed 001 §4): take or release the lock of a stored order for this terminal. */
export const orderLockRequest = z.strictObject({
  local_id: localId,
  /** true takes the lock, false releases it (only a lock this terminal holds is released). */
  take: z.boolean(),
  /** Takes over a stale lock (its terminal unseen for ORDER_LOCK_STALE_MS); the terminal asks a manager PIN first. */
  takeover: z.boolean().default(false),
});
export type OrderLockRequest = z.infer<typeof orderLockRequest>;

/**
 * A lock is stale when its terminal has not been seen (terminals.last_seen_at, written by each call of the minute's
 * status report and by each lock call) for this long: 3 minutes, three missed reports (decisions §55).
 */
export const ORDER_LOCK_STALE_MS = 180_000;

/**
 * The answer: ok when this terminal holds the lock (take) or no longer holds it (release); otherwise who holds it,
 * its name, and whether the holder is stale (then a takeover may be asked). stored false: the server has no such
 * order yet (a new order not uploaded): the terminal's own record is the lock.
 */
export const orderLockResponse = z.strictObject({
  ok: z.boolean(),
  stored: z.boolean(),
  locked_by: id.nullable(),
  terminal_name: z.string().nullable(),
  stale: z.boolean(),
});
export type OrderLockResponse = z.infer<typeof orderLockResponse>;
