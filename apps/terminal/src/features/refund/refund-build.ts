/**
 * Pure refund building (seed 001 §4 Refund, seed 002 §4–§5): the refund draft, the allocation of the refunded amount
 * over the original payments, and the return payments. No IndexedDB, no clock: refund-actions.ts passes ids and time.
 * Money is converted only with the domain's helpers; totals come from domain orderWithTotals.
 */
import type { OrderItem, Payment, PaymentType } from '@opentill/contracts';
import {
  cents,
  centsAllocate,
  centsFromDecimal,
  centsNegate,
  centsToDecimal,
  DISCOUNT_FIXED,
  isActive,
  multiplyDivideRounded,
  ORDER_STATUS,
  orderIsFullyRefunded,
  orderRefundableLines,
  orderRemainingTotal,
  orderTotals,
  orderWithComputedTotals,
  PAYMENT_BEHAVIOR,
  REFUND_VOID_KIND,
  refundOrderTotals,
  refundLine,
  refundVoidPlan,
  thousandthsFromDecimal,
  type Cents,
  type RefundableLine,
  type RefundVoidStep,
  type TotalsContext,
} from '@opentill/domain';
import { orderIsRefundDraft, type OrderRecord } from '../../data/repositories/orders.ts';

/** Who, where and when a refund is made. */
export interface RefundContext {
  readonly terminalId: number;
  readonly employeeId: number | null;
  readonly shiftId: number | string | null;
  readonly now: Date;
  readonly totals: TotalsContext;
}

/** A refund order that has not been processed yet (decided, docs/decisions.md: drafts are never uploaded). */
export function refundIsDraft(order: Pick<OrderRecord, 'reference_order' | 'status'>): boolean {
  return orderIsRefundDraft(order);
}

/**
 * A draft on which a card or gift card already handed money back while a later return failed (refund-actions.ts): it
 * is finished as it is, never changed, discarded or started again beside it.
 */
export function refundHasReturns(order: Pick<OrderRecord, 'payments'>): boolean {
  return (order.payments ?? []).length > 0;
}

/** Refund orders that were processed (unprocessed drafts hold no return, or only those of a failed attempt). */
export function refundsProcessed(refunds: readonly OrderRecord[]): OrderRecord[] {
  return refunds.filter((order) => order.status === ORDER_STATUS.REFUNDED);
}

/**
 * The refund's totals allocated from what the sale charged (domain refundOrderTotals, issue 15 §2), written back as the
 * wire's decimals; null when a line returns more than is left. The item flag `wholeDiscount` is left out: the order's
 * whole_order_discount carries it and the upload contract types the item field as an amount.
 */
export function refundWithTotals(
  order: OrderRecord,
  original: OrderRecord,
  earlier: readonly OrderRecord[],
  context: TotalsContext,
): OrderRecord | null {
  const totals = refundOrderTotals(order, original, refundsProcessed(earlier), context);
  if (totals === null) return null;
  const computed = orderWithComputedTotals(order, totals);
  const items = computed.items.map(({ wholeDiscount: _whole, ...item }) => item as OrderItem);
  return { ...(computed as unknown as OrderRecord), items };
}

/** The remaining (not yet refunded) lines of an original order, given its processed refund orders. */
export function refundRemainingLines(
  original: OrderRecord,
  refunds: readonly OrderRecord[],
): RefundableLine<OrderItem>[] {
  return orderRefundableLines(original.items, refundsProcessed(refunds));
}

/**
 * seed 001 §4 / seed 002 §4 "fully refunded": the remaining total is at most 0.01 or equals the tax total. Decided:
 * an order with no refundable line left counts as fully refunded too (its surcharge and tips are not refunded by
 * item refunds, so the remaining total may stay above 0.01).
 */
export function orderFullyRefunded(original: OrderRecord, refunds: readonly OrderRecord[]): boolean {
  const processed = refundsProcessed(refunds);
  const remaining = orderRemainingTotal(
    original.total_sum,
    processed.map((order) => order.total_sum),
  );
  return (
    orderIsFullyRefunded(remaining, centsFromDecimal(original.tax_total)) ||
    refundRemainingLines(original, processed).length === 0
  );
}

/**
 * A fixed order discount follows the returned items (decided): the refund carries, per line, the cumulative share of
 * the item's part of the original order discount (its discountPropotion) for the returned quantity, so all partial
 * refunds together return exactly the original discount. A percent discount (including 100 %, the whole-order
 * discount) is kept as it is: the percent of the refund's subtotal is already proportional.
 */
function fixedDiscountShare(
  original: OrderRecord,
  lines: readonly { line: RefundableLine<OrderItem>; take: number }[],
  context: TotalsContext,
): Cents {
  const totals = orderTotals(original, context);
  let share = 0;
  for (const { line, take } of lines) {
    const index = original.items.indexOf(line.item);
    const part = Math.abs(totals.items[index]?.discountPropotion ?? 0);
    const sold = line.quantity + line.returned;
    share += multiplyDivideRounded(part, line.returned + take, sold) - multiplyDivideRounded(part, line.returned, sold);
  }
  return cents(share);
}

function orderDiscountFields(
  original: OrderRecord,
  lines: readonly { line: RefundableLine<OrderItem>; take: number }[],
  context: TotalsContext,
) {
  if (
    original.discount_orders_raw_type === DISCOUNT_FIXED &&
    original.discount_orders_raw_value !== null &&
    original.discount_orders_raw_value !== undefined
  ) {
    return {
      discount_orders_raw_type: DISCOUNT_FIXED,
      discount_orders_raw_value: centsToDecimal(fixedDiscountShare(original, lines, context)),
    } as const;
  }
  return {
    discount_orders_raw_type: original.discount_orders_raw_type ?? null,
    discount_orders_raw_value: original.discount_orders_raw_value ?? null,
  };
}

/**
 * The refund draft (seed 001 §4 Refund): the original's refundable lines (gift card items excluded, quantities already
 * returned by earlier refund orders subtracted, lines at zero removed) as negative quantities carrying the original
 * price, discount and tax status; the order discount kept (whole-order discount included); reference_order = the
 * original's server id, else its local id. Status open, so the editor opens it; never marked for upload (updated false).
 */
export function refundDraftBuild(
  original: OrderRecord,
  refunds: readonly OrderRecord[],
  localId: string,
  context: RefundContext,
): OrderRecord {
  const lines = refundRemainingLines(original, refunds).map((line) => ({ line, take: line.quantity }));
  const at = context.now.toISOString();
  const items: OrderItem[] = lines.map(({ line }, index) => {
    const {
      id: _id,
      wholeDiscount: _whole,
      isPartialRefund: _partial,
      voided_at: _voided,
      void_item: _voidItem,
      ...item
    } = refundLine(line, line.quantity);
    return {
      ...item,
      local_id: `${localId}-${String(index + 1)}`,
      // A refund line is not kitchen work: it is marked sent so no ticket prints for it.
      has_kitchen_updates: false,
      sent_to_kitchen: true,
      employee: context.employeeId,
      terminal_id: context.terminalId,
      created_at: at,
    };
  });
  const draft: OrderRecord = {
    local_id: localId,
    localID: localId,
    id: null,
    number: null,
    customer: original.customer ?? null,
    table: null,
    items,
    subtotal: 0,
    tax_total: 0,
    discount_total: 0,
    order_discount: 0,
    discount_orders: 0,
    ...orderDiscountFields(original, lines, context.totals),
    cash_discount: original.cash_discount ?? null,
    allow_surcharge: false,
    grand_total: 0,
    total_sum: 0,
    tips_total: 0,
    surcharge_value: 0,
    balance_remaining: 0,
    status: ORDER_STATUS.OPEN,
    open_date: at,
    dining_option_type: original.dining_option_type ?? null,
    dining_option: original.dining_option ?? null,
    description: '',
    payments: [],
    locked_by: context.terminalId,
    terminal_id: context.terminalId,
    related_terminal: context.terminalId,
    emp_open: context.employeeId,
    employee: context.employeeId,
    // A local shift id is replaced by the server's before upload (sync engine, decisions §14).
    shift: context.shiftId,
    reference_order: original.id ?? original.local_id,
    updated: false,
  } as OrderRecord;
  // The draft's lines are exactly what is left, so they always fit.
  return refundWithTotals(draft, original, refunds, context.totals)!;
}

/**
 * The refund order as processed: its lines re-checked against what is still refundable (a refund never returns more
 * than was sold), the fixed order discount share recomputed for the lines the editor kept, totals recomputed.
 * Null when a line returns more than is left or points at no sold item.
 */
export function refundOrderChecked(
  refund: OrderRecord,
  original: OrderRecord,
  refunds: readonly OrderRecord[],
  context: TotalsContext,
): OrderRecord | null {
  const others = refunds.filter((order) => order.local_id !== refund.local_id);
  const remaining = refundRemainingLines(original, others);
  const byKey = new Map(remaining.map((line) => [String(line.item.local_id ?? line.item.id), line]));
  const taken = new Map<string, number>();
  for (const item of refund.items) {
    if (!isActive(item)) continue;
    const quantity = thousandthsFromDecimal(item.quantity);
    if (quantity === 0) continue;
    const key =
      item.order_refund_item === null || item.order_refund_item === undefined ? null : String(item.order_refund_item);
    if (quantity > 0 || key === null || !byKey.has(key)) return null;
    taken.set(key, (taken.get(key) ?? 0) + Math.abs(quantity));
  }
  const lines: { line: RefundableLine<OrderItem>; take: number }[] = [];
  for (const [key, take] of taken) {
    const line = byKey.get(key)!;
    if (take > line.quantity) return null;
    lines.push({ line, take });
  }
  return refundWithTotals(
    {
      ...refund,
      ...orderDiscountFields(original, lines, context),
      allow_surcharge: false,
      surcharge_value: 0,
      tips_total: 0,
      payments: [],
    },
    original,
    others,
    context,
  );
}

/** The original's items with isPartialRefund set where some but not all of the quantity has been returned. */
export function itemsAfterRefund(original: OrderRecord, refunds: readonly OrderRecord[]): OrderItem[] {
  const left = new Map(refundRemainingLines(original, refunds).map((line) => [line.item, line]));
  return original.items.map((item) => {
    const line = left.get(item);
    const returnedSome = line !== undefined && line.returned > 0;
    return returnedSome ? { ...item, isPartialRefund: true } : item;
  });
}

/**
 * Splits the refunded amount over the original sale payments (decided, docs/decisions.md): in proportion to what each
 * payment can still return (its applied amount less what earlier returns of the same payment type took, oldest
 * payment first), by domain centsAllocate, so no payment returns more than it took. With `onlyType` only the payments
 * of that type give back. Null when the payments cannot cover the amount.
 */
export function refundAllocate(
  payments: readonly Payment[],
  earlierReturns: readonly Payment[],
  amount: Cents,
  onlyType: string | null = null,
): Cents[] | null {
  const returnedByType = new Map<string, number>();
  for (const payment of earlierReturns) {
    returnedByType.set(
      payment.payment_type,
      (returnedByType.get(payment.payment_type) ?? 0) + Math.abs(centsFromDecimal(payment.amount)),
    );
  }
  const capacity = payments.map((payment) => {
    if (payment.transaction_type === 'return') return 0;
    const applied = Math.max(centsFromDecimal(payment.amount), 0);
    const used = Math.min(returnedByType.get(payment.payment_type) ?? 0, applied);
    returnedByType.set(payment.payment_type, (returnedByType.get(payment.payment_type) ?? 0) - used);
    // A tender the cashier chose (issue 15 §3): only that payment type's payments give back.
    return onlyType === null || payment.payment_type === onlyType ? applied - used : 0;
  });
  const available = capacity.reduce((sum, part) => sum + part, 0);
  if (amount <= 0 || amount > available) return null;
  return centsAllocate(amount, capacity);
}

/** A return payment (seed 001 §4): the original payment reversed as a return transaction of negative amount, no change. */
export function returnPayment(
  original: Payment,
  amount: Cents,
  localId: string,
  context: Pick<RefundContext, 'employeeId' | 'terminalId' | 'shiftId' | 'now'>,
  fields: Partial<Payment> = {},
): Payment {
  const { id: _id, order: _order, processor_refund_response: _refundResponse, ...kept } = original;
  const negative = centsToDecimal(cents(-Math.abs(amount)));
  return {
    ...kept,
    ...fields,
    local_id: localId,
    amount: negative,
    amount_paid: negative,
    tips: 0,
    change_amount: 0,
    transaction_type: 'return',
    payment_date: context.now.toISOString(),
    employee: context.employeeId,
    related_terminal: context.terminalId,
    shift: context.shiftId as Payment['shift'],
  };
}

/**
 * Whether this refund voids its card terminal payments (domain refundVoidPlan, decisions §61 amended): the whole sale
 * returned the same day on the original payments, card A and B payments with a reference voided. Null: it returns.
 */
export function refundVoidSteps(
  original: OrderRecord,
  earlier: readonly OrderRecord[],
  refundItems: readonly OrderItem[],
  tender: string | null,
  types: readonly Pick<PaymentType, 'name' | 'behavior'>[],
  now: Date,
): RefundVoidStep[] | null {
  const cardTerminal = new Set<number>([PAYMENT_BEHAVIOR.CARD_INTEGRATION_A, PAYMENT_BEHAVIOR.CARD_INTEGRATION_B]);
  return refundVoidPlan({
    sale: original,
    earlierRefunds: refundsProcessed(earlier).length,
    refundItems,
    tender,
    voidable: (payment: Payment) => {
      const type = types.find((candidate) => candidate.name === payment.payment_type);
      return type !== undefined && cardTerminal.has(type.behavior) && (payment.reference_id ?? '') !== '';
    },
    now,
  });
}

/**
 * The return payments a refund by void makes, as the refund screen's figures read them before any device is called:
 * each sale payment back whole, the voided ones with their tip and the 'Void' mark (refundProcess records the same).
 */
export function refundVoidReturns(original: OrderRecord, steps: readonly RefundVoidStep[]): Payment[] {
  return steps.flatMap((step) => {
    const sold = original.payments[step.index];
    if (!sold) return [];
    return [refundVoidMarked(sold, step)];
  });
}

/** A return payment as a void step makes it: the whole amount, the voided tip, the 'Void' mark. */
export function refundVoidMarked(payment: Payment, step: RefundVoidStep): Payment {
  const amount = centsToDecimal(centsNegate(step.amount));
  const back: Payment = {
    ...payment,
    amount,
    amount_paid: amount,
    tips: centsToDecimal(centsNegate(step.tips)),
    change_amount: 0,
    transaction_type: 'return',
  };
  return step.voided ? { ...back, dejavoo_transaction_type: REFUND_VOID_KIND } : back;
}
