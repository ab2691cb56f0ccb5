/**
 * The server's checks of an uploaded order (issue 14 §1, §3, §6, §8, §9): card data scrubbed from payments, the
 * totals recomputed from the lines with {@link orderTotals} (the terminal's own rules), payments consistent with the
 * total and with the change rules, and a refund kept within what is left to refund of its original. Pure: the server
 * loads the store's facts and the orders involved, these functions decide.
 *
 * Each check answers the first problem as `{field, error, message}`, the field relative to the order
 * (`grand_total`, `items.2.local_id`), or null when the order passes.
 */
import { lastFour, REMOVED, scrubProcessorResponse, scrubText } from './card-data.ts';
import {
  centsFromDecimal,
  centsPercent,
  thousandthsFromDecimal,
  type Cents,
  type Decimal,
  type Thousandths,
} from './money.ts';
import { isActive, type OrderInput, type OrderItemInput, type TaxRoundMode } from './order-input.ts';
import { orderTotals, type OrderTotals, type TotalsContext } from './order-totals.ts';
import { refundVoidIssue } from './refund-void.ts';
import { uncertainPaymentsIssue, type UncertainPaymentRecord } from './uncertain-payments.ts';
import {
  itemRefundKey,
  orderRefundableLines,
  orderRemainingTotal,
  refundOrderTotals,
  type RefundPaymentInput,
} from './refunds.ts';

/** One refusal: the field (relative to the order), a code and a sentence. */
export interface OrderCheckIssue {
  readonly field: string;
  readonly error: string;
  readonly message: string;
}

/** The payment fields the checks and the scrubbing read (seed 001 §3 Payment). */
export interface CheckPayment extends RefundPaymentInput {
  readonly local_id: string;
  readonly payment_date?: string | null;
  readonly processor_response?: string | null;
  readonly processor_refund_response?: string | null;
  readonly card_lastfour?: string | null;
  readonly card_type?: string | null;
  readonly entry_type?: string | null;
  readonly auth_code?: string | null;
  readonly approval_message?: string | null;
  readonly cardholder_name?: string | null;
}

/** The item fields the checks read (seed 001 §3 Order item). */
export interface CheckItem extends OrderItemInput {
  readonly id?: number | null;
  readonly local_id: string;
  readonly order_refund_item?: number | string | null;
  readonly voided_at?: string | null;
  readonly created_at?: string | null;
}

/** The order fields the checks read (seed 001 §3 Order). */
export interface CheckOrder extends OrderInput {
  readonly id?: number | null;
  readonly local_id: string;
  readonly status: number;
  readonly items: readonly CheckItem[];
  readonly payments?: readonly CheckPayment[] | null;
  /** Card payments of unknown outcome (issue 19 §3, uncertain-payments.ts). */
  readonly uncertain_payments?: readonly UncertainPaymentRecord[] | null;
  readonly subtotal: Decimal;
  readonly tax_total: Decimal;
  readonly discount_total?: Decimal | null;
  readonly order_discount?: Decimal | null;
  readonly discount_orders?: Decimal | null;
  readonly grand_total: Decimal;
  readonly total_sum: Decimal;
  readonly tips_total?: Decimal | null;
  readonly balance_remaining?: Decimal | null;
  readonly reference_order?: number | string | null;
  readonly open_date?: string | null;
  readonly close_date?: string | null;
  readonly hold_date?: string | null;
  readonly serve_at?: string | null;
  readonly updated_at?: string | null;
  readonly updated_date?: string | null;
}

/** The store's facts the checks depend on. */
export interface OrderCheckContext {
  /** Store tax_option (storeTaxInclusive). */
  readonly taxInclusive: boolean;
  /** Store tax_round (taxRoundMode). */
  readonly taxRound?: TaxRoundMode;
  /** Names of the store's payment types that give change (behaviour ALLOW_CHANGE, seed 001 §5). */
  readonly changeTypes: ReadonlySet<string>;
  /** The highest surcharge percent of the store's payment types, in thousandths of a percent. */
  readonly surchargeMax: Thousandths;
}

/**
 * How far an uploaded total may be from the recomputed one, in cents (issue 14 §6: "more than a cent" is refused).
 * Zero: the terminal computes with these very functions, so a real order matches exactly, and a total one cent off
 * (the acceptance's corruption) is refused as well.
 */
export const ORDER_TOTALS_TOLERANCE = 0;

const issue = (field: string, error: string, message: string): OrderCheckIssue => ({ field, error, message });
const optional = (value: Decimal | null | undefined): Cents =>
  value === null || value === undefined || value === '' ? (0 as Cents) : centsFromDecimal(value);

/* ------------------------------------------------------------------------------------------------ card data */

/**
 * The card fields of a processor answer written as text (card-data.ts removes the same names from a JSON answer):
 * `<CVV2>123</CVV2>` and `CVV2=123` / `cvv: 123` keep their name and lose their value. A CVV or an expiry is too short
 * to be caught as a digit run.
 */
const CARD_FIELD_NAME =
  'card_?number|pan|account_?number|acct_?num|track\\d?(?:_?data)?|cvv\\d?|cvc\\d?|cid|cv2|security_?code|first4|bin|expiration_?date|exp_?date|expiry|cardholder(?:_?name)?';
const CARD_ELEMENT = new RegExp(`<(${CARD_FIELD_NAME})(\\s[^>]*)?>[^<]*</\\1\\s*>`, 'gi');
const CARD_PAIR = new RegExp(`\\b(${CARD_FIELD_NAME})(\\s*[=:]\\s*)("[^"]*"|[^\\s&;,|<]*)`, 'gi');

function cardFieldsOfTextScrubbed(text: string): string {
  return text
    .replace(
      CARD_ELEMENT,
      (_whole, name: string, attributes: string | undefined) => `<${name}${attributes ?? ''}>${REMOVED}</${name}>`,
    )
    .replace(CARD_PAIR, (_whole, name: string, separator: string) => `${name}${separator}${REMOVED}`);
}

/**
 * A processor response as stored: a JSON answer loses its card fields (card number, track, CVV, name, expiry) and every
 * long digit run (scrubProcessorResponse); any other text (a device's XML or key=value answer) loses the values of the
 * same fields, track data and long digit runs (scrubText).
 */
function processorResponseScrubbed(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed !== null && typeof parsed === 'object') return scrubProcessorResponse(parsed);
    } catch {
      // Not JSON after all: scrubbed as text below.
    }
  }
  return scrubText(cardFieldsOfTextScrubbed(text));
}

/**
 * A cardholder name as the card prints it (letters, spaces, `/ . ' -`): card numbers, track sentinels and any digit
 * (expiry, CVV, service code) are dropped; nothing left is no name.
 */
export function cardholderNameScrubbed(name: string): string | null {
  const kept = scrubText(name)
    .replaceAll(REMOVED, ' ')
    .replace(/[\d%^;=?]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return kept === '' ? null : kept;
}

function textScrubbed(value: string | null | undefined): string | null | undefined {
  return typeof value === 'string' ? scrubText(value) : value;
}

/**
 * A payment with its card data scrubbed as the terminal does (issue 14 §1): only last four, brand, entry type, auth
 * code and a scrubbed processor response are kept; cardholder_name only as the card prints it. Scrubbing twice
 * gives the same payment, so a retried upload keeps its fingerprint.
 */
export function paymentCardDataScrubbed<P extends CheckPayment>(payment: P): P {
  const scrubbed = { ...payment } as Record<string, unknown>;
  if (typeof payment.processor_response === 'string')
    scrubbed.processor_response = processorResponseScrubbed(payment.processor_response);
  if (typeof payment.processor_refund_response === 'string')
    scrubbed.processor_refund_response = processorResponseScrubbed(payment.processor_refund_response);
  if (typeof payment.cardholder_name === 'string')
    scrubbed.cardholder_name = cardholderNameScrubbed(payment.cardholder_name);
  if (typeof payment.card_lastfour === 'string') scrubbed.card_lastfour = lastFour(payment.card_lastfour) ?? null;
  scrubbed.card_type = textScrubbed(payment.card_type);
  scrubbed.entry_type = textScrubbed(payment.entry_type);
  scrubbed.auth_code = textScrubbed(payment.auth_code);
  scrubbed.approval_message = textScrubbed(payment.approval_message);
  // Absent fields stay absent: the stored body keeps the shape that was sent.
  for (const key of ['card_type', 'entry_type', 'auth_code', 'approval_message'] as const)
    if (!(key in payment)) delete scrubbed[key];
  return scrubbed as P;
}

/** The order with every payment's card data scrubbed (paymentCardDataScrubbed). */
export function orderCardDataScrubbed<O extends { readonly payments?: readonly CheckPayment[] | null }>(order: O): O {
  if (!order.payments || order.payments.length === 0) return order;
  return { ...order, payments: order.payments.map((payment) => paymentCardDataScrubbed(payment)) };
}

/* --------------------------------------------------------------------------------------------- order checks */

/** Years the database and every client can hold (PostgreSQL has no year 0; seed dates are ISO 8601). */
function dateIssue(field: string, value: string | null | undefined): OrderCheckIssue | null {
  if (value === null || value === undefined) return null;
  const year = /^(\d{4})-/.exec(value)?.[1];
  const time = Date.parse(value);
  if (year === undefined || year === '0000' || Number.isNaN(time))
    return issue(field, 'invalid', `${field}: not a date between the years 0001 and 9999`);
  const utcYear = new Date(time).getUTCFullYear();
  if (utcYear < 1 || utcYear > 9999)
    return issue(field, 'invalid', `${field}: not a date between the years 0001 and 9999`);
  return null;
}

function datesIssue(order: CheckOrder): OrderCheckIssue | null {
  for (const field of ['open_date', 'close_date', 'hold_date', 'serve_at', 'updated_at', 'updated_date'] as const) {
    const found = dateIssue(field, order[field]);
    if (found) return found;
  }
  for (const [index, item] of order.items.entries()) {
    const found =
      dateIssue(`items.${index}.voided_at`, item.voided_at) ?? dateIssue(`items.${index}.created_at`, item.created_at);
    if (found) return found;
  }
  for (const [index, payment] of (order.payments ?? []).entries()) {
    const found = dateIssue(`payments.${index}.payment_date`, payment.payment_date);
    if (found) return found;
  }
  return null;
}

function duplicateIssue(list: readonly { readonly local_id: string }[], prefix: string): OrderCheckIssue | null {
  const seen = new Set<string>();
  for (const [index, line] of list.entries()) {
    if (seen.has(line.local_id))
      return issue(`${prefix}.${index}.local_id`, 'duplicate_local_id', `The same local_id appears twice in ${prefix}`);
    seen.add(line.local_id);
  }
  return null;
}

/** True for an order that references the sale it refunds (seed 001 §4 Refund). */
export function orderHasReference(order: Pick<CheckOrder, 'reference_order'>): boolean {
  return order.reference_order !== null && order.reference_order !== undefined;
}

/** The order's fields compared with the recomputed totals, in the order they are reported. */
const TOTAL_FIELDS = [
  'subtotal',
  'discount_total',
  'order_discount',
  'discount_orders',
  'tax_total',
  'grand_total',
  'tips_total',
  'total_sum',
] as const;

function expectedOf(field: (typeof TOTAL_FIELDS)[number], totals: OrderTotals): Cents {
  if (field === 'discount_orders') return totals.order_discount;
  return totals[field];
}

function totalsMismatch(order: CheckOrder, totals: OrderTotals): string[] {
  const wrong: string[] = [];
  for (const field of TOTAL_FIELDS) {
    if (Math.abs(optional(order[field]) - expectedOf(field, totals)) > ORDER_TOTALS_TOLERANCE) wrong.push(field);
  }
  return wrong;
}

/**
 * The totals of the order recomputed from its lines under the store's tax rules. The terminal's cash discount setting
 * (the 1.04 factor) may have changed since the sale, so both readings are tried and the closer one is kept.
 */
export function orderTotalsRecomputed(
  order: CheckOrder,
  context: Pick<OrderCheckContext, 'taxInclusive' | 'taxRound'>,
): { totals: OrderTotals; wrong: string[] } {
  let best: { totals: OrderTotals; wrong: string[] } | null = null;
  for (const cashDiscountEnabled of [false, true]) {
    const totalsContext: TotalsContext = {
      taxInclusive: context.taxInclusive,
      ...(context.taxRound ? { taxRound: context.taxRound } : {}),
      cashDiscountEnabled,
    };
    const totals = orderTotals(order, totalsContext);
    const wrong = totalsMismatch(order, totals);
    if (best === null || wrong.length < best.wrong.length) best = { totals, wrong };
    if (wrong.length === 0) break;
  }
  return best!;
}

function surchargeIssue(
  order: CheckOrder,
  totals: OrderTotals,
  context: OrderCheckContext,
  refund: boolean,
): OrderCheckIssue | null {
  const surcharge = optional(order.surcharge_value);
  if (surcharge === 0) return null;
  // A refund by void gives back the sale's surcharge, exactly (refund-void.ts; refundOrderTotals computed it).
  if (refund && totals.surcharge_value < 0 && surcharge === totals.surcharge_value) return null;
  // seed 001 §4–§5: a surcharge is a percent of a positive total, accepted for the order, never on a refund.
  const ceiling =
    order.allow_surcharge === true && totals.grand_total > 0
      ? centsPercent(totals.grand_total, context.surchargeMax)
      : 0;
  if (surcharge < 0 || surcharge > ceiling + ORDER_TOTALS_TOLERANCE)
    return issue('surcharge_value', 'totals_mismatch', 'surcharge_value is not a surcharge of the store on this total');
  return null;
}

function paymentIssue(
  payment: CheckPayment,
  index: number,
  sign: number,
  context: OrderCheckContext,
): OrderCheckIssue | null {
  const field = (name: string) => `payments.${index}.${name}`;
  const amount = centsFromDecimal(payment.amount);
  const tips = optional(payment.tips);
  const change = optional(payment.change_amount);
  const returned = payment.transaction_type === 'return';
  // seed 001 §4: a sale takes money (amounts >= 0), a refund's return payments hand it back (amounts <= 0).
  if (amount * sign < 0 || (returned ? amount > 0 : payment.transaction_type === 'sale' && amount < 0))
    return issue(field('amount'), 'payment_mismatch', 'The payment amount has the wrong sign for this order');
  if (tips * sign < 0 || (amount === 0 && tips !== 0) || tips * amount < 0)
    return issue(field('tips'), 'payment_mismatch', 'The tip has the wrong sign for this payment');
  // seed 001 §5: change is computed only for cash-type payments, and only on a sale.
  const givesChange = context.changeTypes.has(payment.payment_type) && amount > 0;
  if (change < 0 || (change > 0 && !givesChange))
    return issue(field('change_amount'), 'payment_mismatch', 'Only a cash-type sale payment gives change');
  if (payment.amount_paid !== null && payment.amount_paid !== undefined && payment.amount_paid !== '') {
    if (centsFromDecimal(payment.amount_paid) !== amount + change)
      return issue(field('amount_paid'), 'payment_mismatch', 'amount_paid is not the amount plus the change');
  }
  return null;
}

/** Statuses whose order is settled and must be paid in full (seed 001 §4): completed and refunded. */
const SETTLED = new Set([3, 5]);

function paymentsIssue(order: CheckOrder, totals: OrderTotals, context: OrderCheckContext): OrderCheckIssue | null {
  const due = totals.grand_total + optional(order.surcharge_value);
  const sign = due < 0 ? -1 : 1;
  const payments = order.payments ?? [];
  let paid = 0;
  for (const [index, payment] of payments.entries()) {
    const found = paymentIssue(payment, index, sign, context);
    if (found) return found;
    paid += centsFromDecimal(payment.amount);
    // Never more than the total, whatever the status: change is the only overpayment (seed 001 §5).
    if (Math.abs(paid) > Math.abs(due) + ORDER_TOTALS_TOLERANCE)
      return issue(`payments.${index}.amount`, 'payment_mismatch', 'The payments exceed the order total');
  }
  if (SETTLED.has(order.status) && Math.abs(paid - due) > ORDER_TOTALS_TOLERANCE)
    return issue('payments', 'payment_mismatch', 'A completed or refunded order is paid in full');
  // An open order's balance is the editor's working figure; a settled order owes nothing.
  if (SETTLED.has(order.status) && Math.abs(optional(order.balance_remaining)) > ORDER_TOTALS_TOLERANCE)
    return issue('balance_remaining', 'totals_mismatch', 'A completed or refunded order has no balance remaining');
  return null;
}

/**
 * The checks of one order on its own (issue 14 §6, §8): no duplicate item or payment local_id, dates the database can
 * hold, order_refund_item only on a refund, totals recomputed from the lines (exactly), a surcharge the store
 * could charge, payments consistent with the total (a return needs its original: see refundCheck).
 *
 * A refund's figures are allocated from its sale (issue 15 §2, refundOrderTotals): without `refundTotals` its totals and
 * payments are left to refundCheck, which knows the sale and passes them here.
 */
export function orderCheck(
  order: CheckOrder,
  context: OrderCheckContext,
  refundTotals?: OrderTotals,
): OrderCheckIssue | null {
  const found =
    duplicateIssue(order.items, 'items') ?? duplicateIssue(order.payments ?? [], 'payments') ?? datesIssue(order);
  if (found) return found;
  const uncertain = uncertainPaymentsIssue(order);
  if (uncertain) return issue(uncertain.field, 'payment_mismatch', uncertain.message);
  const refund = orderHasReference(order);
  if (!refund) {
    const index = order.items.findIndex(
      (item) => item.order_refund_item !== null && item.order_refund_item !== undefined,
    );
    if (index >= 0)
      return issue(
        `items.${index}.order_refund_item`,
        'unknown_reference',
        'order_refund_item belongs on a refund order only',
      );
  }
  if (refund && refundTotals === undefined) return refundShapeIssue(order);
  let recomputed: { totals: OrderTotals; wrong: string[] };
  try {
    recomputed =
      refundTotals === undefined
        ? orderTotalsRecomputed(order, context)
        : { totals: refundTotals, wrong: totalsMismatch(order, refundTotals) };
  } catch (error) {
    // Lines whose product leaves the safe integer range (price 1e9 x quantity 1e6) are no order at all.
    if (error instanceof RangeError) return issue('items', 'invalid', 'The lines give amounts out of range');
    throw error;
  }
  const [wrong] = recomputed.wrong;
  if (wrong !== undefined)
    return issue(wrong, 'totals_mismatch', `${wrong} differs from the total computed from the lines`);
  const { totals } = recomputed;
  const surcharge = surchargeIssue(order, totals, context, refundTotals !== undefined);
  if (surcharge) return surcharge;
  const due = totals.grand_total + optional(order.surcharge_value);
  const anyReturn = (order.payments ?? []).some(
    (payment) => payment.transaction_type === 'return' || centsFromDecimal(payment.amount) < 0,
  );
  // seed 001 §4 Refund: money goes back only through a refund of a sale (issue 14 §6: no "negative sale").
  if (!refund && (due < 0 || anyReturn))
    return issue('reference_order', 'refund_without_original', 'A return must reference the sale it refunds');
  if (refund) {
    if (due > 0) return issue('grand_total', 'refund_mismatch', 'A refund returns items (negative quantities) only');
    const found = refundShapeIssue(order);
    if (found) return found;
  }
  return paymentsIssue(order, totals, context);
}

/** A refund returns items (negative quantities) only and is uploaded once processed (seed 001 §4). */
function refundShapeIssue(order: CheckOrder): OrderCheckIssue | null {
  const index = order.items.findIndex((item) => isActive(item) && thousandthsFromDecimal(item.quantity) > 0);
  if (index >= 0)
    return issue(`items.${index}.quantity`, 'refund_mismatch', 'A refund returns items (negative quantities) only');
  if (order.status !== 5)
    return issue('status', 'refund_mismatch', 'A refund order is uploaded once processed, as refunded (5)');
  return null;
}

/* -------------------------------------------------------------------------------------------------- refunds */

/** A sold order as refunds read it: its items (local_id and server id), payments and total. */
export interface RefundOriginal extends Omit<OrderInput, 'items' | 'payments'> {
  readonly status: number;
  readonly reference_order?: number | string | null;
  readonly items: readonly CheckItem[];
  readonly payments?: readonly CheckPayment[] | null;
  readonly total_sum: Decimal;
}

/** A refund line's order_refund_item as the original item's local_id (it may name the item's server id instead). */
function refundKeysByItem(original: RefundOriginal): Map<string, string> {
  const keys = new Map<string, string>();
  for (const item of original.items) {
    const key = itemRefundKey(item);
    if (key === null) continue;
    keys.set(key, key);
    if (item.id !== null && item.id !== undefined) keys.set(String(item.id), key);
  }
  return keys;
}

function refundNormalised(refund: Pick<CheckOrder, 'items'>, keys: Map<string, string>): { items: CheckItem[] } {
  return {
    items: refund.items.map((item) => {
      const key = item.order_refund_item;
      if (key === null || key === undefined) return item;
      return { ...item, order_refund_item: keys.get(String(key)) ?? `?${String(key)}` };
    }),
  };
}

/**
 * A refund within what is left of its original (seed 001 §4 Refund, issue 14 §3, §6, §9): the original is a sale,
 * completed or refunded; each line names an item of it (order_refund_item) and returns no more than was sold less
 * what earlier refunds returned (domain orderRefundableLines); the amount stays within the remaining total; each
 * payment type gives back no more than it took less its earlier returns.
 */
export function refundCheck(
  refund: CheckOrder,
  original: RefundOriginal,
  earlier: readonly Pick<CheckOrder, 'items' | 'payments' | 'total_sum'>[],
  context?: OrderCheckContext,
): OrderCheckIssue | null {
  if (orderHasReference(original) || (original.status !== 3 && original.status !== 5))
    return issue('reference_order', 'refund_mismatch', 'reference_order names no completed sale');
  const keys = refundKeysByItem(original);
  const remaining = orderRefundableLines(
    original.items,
    earlier.map((order) => refundNormalised(order, keys)),
  );
  const left = new Map(remaining.map((line) => [itemRefundKey(line.item), line.quantity as number]));
  for (const [index, item] of refund.items.entries()) {
    if (!isActive(item)) continue;
    const quantity = Math.abs(thousandthsFromDecimal(item.quantity));
    if (quantity === 0) continue;
    const named = item.order_refund_item;
    const key = named === null || named === undefined ? undefined : keys.get(String(named));
    if (key === undefined)
      return issue(
        `items.${index}.order_refund_item`,
        'unknown_reference',
        'order_refund_item names no item of the original order',
      );
    const available = left.get(key) ?? 0;
    if (quantity > available)
      return issue(`items.${index}.quantity`, 'refund_exceeded', 'The refund returns more than is left of this item');
    left.set(key, available - quantity);
  }
  // issue 19: a void gives back a whole sale, exactly what its card payment charged.
  const voided = refundVoidIssue(
    { items: refundNormalised(refund, keys).items, payments: refund.payments ?? null },
    original,
    earlier.length,
  );
  if (voided) return issue(voided.field, 'refund_mismatch', voided.message);
  const remainingTotal = orderRemainingTotal(
    original.total_sum,
    earlier.map((order) => order.total_sum),
  );
  if (0 - centsFromDecimal(refund.total_sum) > remainingTotal)
    return issue('total_sum', 'refund_exceeded', 'The refund returns more than is left to refund of the original');
  // Per payment type: what the sale took less what earlier refunds gave back through it.
  const capacity = new Map<string, number>();
  for (const payment of original.payments ?? []) {
    if (payment.transaction_type === 'return') continue;
    capacity.set(payment.payment_type, (capacity.get(payment.payment_type) ?? 0) + centsFromDecimal(payment.amount));
  }
  for (const order of earlier) {
    for (const payment of order.payments ?? [])
      capacity.set(payment.payment_type, (capacity.get(payment.payment_type) ?? 0) + centsFromDecimal(payment.amount));
  }
  for (const [index, payment] of (refund.payments ?? []).entries()) {
    const left = (capacity.get(payment.payment_type) ?? 0) + centsFromDecimal(payment.amount);
    if (left < 0)
      return issue(
        `payments.${index}.payment_type`,
        'refund_exceeded',
        'The return gives back more than the original took with this payment type',
      );
    capacity.set(payment.payment_type, left);
  }
  if (context === undefined) return null;
  // issue 15 §2: the refund's figures are the part of what the sale charged that its lines return.
  const normalised = { ...refund, items: refundNormalised(refund, keys).items };
  // The sale is read as it was charged (its stored total_sum decides the cash discount reading). A terminal that had
  // not seen the earlier refunds (made offline elsewhere) allocated from the sale alone: that reading is taken too,
  // the remaining-total check above keeping the money within what is left (decisions §41).
  const totalsContext = {
    taxInclusive: context.taxInclusive,
    ...(context.taxRound ? { taxRound: context.taxRound } : {}),
  };
  let totals = refundOrderTotals(
    normalised,
    original,
    earlier.map((order) => refundNormalised(order, keys)),
    totalsContext,
  );
  if (totals !== null && earlier.length > 0 && totalsMismatch(refund, totals).length > 0) {
    const alone = refundOrderTotals(normalised, original, [], totalsContext);
    if (alone !== null && totalsMismatch(refund, alone).length === 0) totals = alone;
  }
  if (totals === null) return issue('items', 'refund_exceeded', 'The refund returns more than is left of the original');
  return orderCheck(refund, context, totals);
}
