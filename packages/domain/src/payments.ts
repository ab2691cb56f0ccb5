/**
 * Checkout payment rules (seed 001 §4 Checkout payment flow, §5, §9; seed 000 §5 kiosk flags).
 */
import { cents, centsPercent, type Cents, type Thousandths } from './money.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';

/** Payment type behaviours as terminal feature flags (seed 001 §3, seed 000 §3). */
export const PAYMENT_BEHAVIOR = {
  ALLOW_CHANGE: 1,
  DIRECT_CHARGE: 2,
  CARD_INTEGRATION_A: 3,
  GIFT_CARD: 4,
  CARD_INTEGRATION_B: 5,
} as const;

/** seed 001 §9: three quick-cash suggestions. */
export const QUICK_CASH_COUNT = 3;

/** A payment type as the terminal config carries it (seed 000 §3, seed 001 §3). */
export interface PaymentTypeInput {
  readonly name: string;
  readonly behavior: number;
  readonly is_at_pos?: boolean | null;
  readonly is_at_kiosk?: boolean | null;
  readonly surcharge?: number | string | null;
}

function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/**
 * Quick cash (seed 001 §5): the balance rounded up to a whole unit, then up to a multiple of 10, then
 * of 100, no duplicates, none when the total is negative. Decided: "next" means strictly above the
 * previous suggestion, so there are always three (20.00 -> 20, 30, 100); a zero balance has none.
 */
export function quickCash(balance: Cents): Cents[] {
  if (balance <= 0) return [];
  const first = ceilTo(balance, 100);
  const second = Math.floor(first / 1000) * 1000 + 1000;
  const third = Math.floor(second / 10_000) * 10_000 + 10_000;
  return [cents(first), cents(second), cents(third)];
}

/** True for the cash-type (allow change) behaviour. */
export function paymentTypeIsCash(type: Pick<PaymentTypeInput, 'behavior'>): boolean {
  return type.behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE;
}

/** A payment about to be recorded: applied amount, tendered amount and change (seed 001 §3 Payment). */
export interface PaymentAmounts {
  /** Applied to the order; reduces the balance. */
  readonly amount: Cents;
  /** What was tendered or charged. */
  readonly amount_paid: Cents;
  readonly change_amount: Cents;
}

/**
 * The amounts of one payment (seed 001 §4, §5): a zero tendered amount takes the whole balance;
 * change is computed only for cash-type payments; every other type (card, direct charge, gift card)
 * is capped at the remaining balance. Works for refunds (negative balance) by magnitude.
 */
export function paymentAmounts(balance: Cents, tendered: Cents, behavior: number): PaymentAmounts {
  const sign = balance < 0 ? -1 : 1;
  const owed = Math.abs(balance);
  const given = tendered === 0 ? owed : Math.abs(tendered);
  const applied = Math.min(given, owed);
  if (behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE) {
    return { amount: cents(sign * applied), amount_paid: cents(sign * given), change_amount: cents(given - applied) };
  }
  return { amount: cents(sign * applied), amount_paid: cents(sign * applied), change_amount: cents(0) };
}

/** Where an order stands after a payment (seed 001 §4). */
export interface PaymentOutcome {
  readonly status: OrderStatus;
  readonly balance_remaining: Cents;
  readonly complete: boolean;
}

/**
 * seed 001 §4: a payment covering the remaining balance completes the order (refunded when the order
 * total is negative); a partial payment keeps it open and records balance_remaining.
 */
export function paymentOutcome(total: Cents, paid: Cents): PaymentOutcome {
  const balance = cents(total - paid);
  const complete = total >= 0 ? balance <= 0 : balance >= 0;
  if (!complete) return { status: ORDER_STATUS.OPEN, balance_remaining: balance, complete };
  return { status: total < 0 ? ORDER_STATUS.REFUNDED : ORDER_STATUS.COMPLETED, balance_remaining: cents(0), complete };
}

/** seed 001 §4: the payable gift card amount is the lesser of the card credit and the amount (0 without credit). */
export function giftCardPayable(credit: Cents, amount: Cents): Cents {
  return cents(Math.max(0, Math.min(credit, amount)));
}

/** seed 002 §2: INSUFFICIENT BALANCE shows when the credit is 0 or lower. */
export function giftCardInsufficient(credit: Cents): boolean {
  return credit <= 0;
}

/** What decides which payment types checkout offers. */
export interface PaymentTypeFilter {
  readonly kiosk: boolean;
  /** Terminal setting cash_discount is 'true'. */
  readonly cashDiscountEnabled: boolean;
  /** The order's cash_discount toggle. */
  readonly orderCashDiscount: boolean;
  /** Refunding an order paid by gift card. */
  readonly giftCardRefund: boolean;
}

/**
 * Payment types shown (seed 000 §5: kiosk shows is_at_kiosk, others is_at_pos; seed 001 §5: with the
 * cash discount on only Cash, with it off for the order all except Cash, in a gift card refund only
 * gift card types). "Cash" is the cash-type (allow change) behaviour.
 */
export function paymentTypesVisible<T extends PaymentTypeInput>(types: readonly T[], filter: PaymentTypeFilter): T[] {
  return types.filter((type) => {
    if (filter.kiosk ? type.is_at_kiosk !== true : type.is_at_pos !== true) return false;
    if (filter.giftCardRefund) return type.behavior === PAYMENT_BEHAVIOR.GIFT_CARD;
    if (filter.cashDiscountEnabled) return filter.orderCashDiscount === paymentTypeIsCash(type);
    return true;
  });
}

/**
 * seed 001 §4: a payment type with surcharge above 0 first shows the surcharge notice, unless the
 * surcharge was already accepted or this is a refund.
 */
export function surchargeNoticeNeeded(surchargePercent: Thousandths, accepted: boolean, refund: boolean): boolean {
  return surchargePercent > 0 && !accepted && !refund;
}

/** The surcharge notice figures (seed 001 §5): order amount, surcharge, total charge. */
export function surchargeNotice(
  orderAmount: Cents,
  surchargePercent: Thousandths,
): { order_amount: Cents; surcharge: Cents; total_charge: Cents } {
  const surcharge = centsPercent(orderAmount, surchargePercent);
  return { order_amount: orderAmount, surcharge, total_charge: cents(orderAmount + surcharge) };
}

/** The Pay button (seed 001 §5). */
export interface PayButtonState {
  /** Needs an available payment type and at least one active item. */
  readonly enabled: boolean;
  /** Looks disabled below 0.01 tendered without a refund, or while processing. */
  readonly looksDisabled: boolean;
  /** seed 001 §4: a negative total with negative-quantity active items turns Pay into a red Refund button. */
  readonly refund: boolean;
}

/** Computes the Pay button state (seed 001 §4, §5). */
export function payButtonState(input: {
  readonly paymentTypeCount: number;
  readonly activeItemCount: number;
  readonly hasNegativeActiveItem: boolean;
  readonly total: Cents;
  readonly tendered: Cents;
  readonly processing: boolean;
}): PayButtonState {
  const refund = input.total < 0 && input.hasNegativeActiveItem;
  return {
    enabled: input.paymentTypeCount > 0 && input.activeItemCount > 0,
    looksDisabled: (input.tendered < 1 && !refund) || input.processing,
    refund,
  };
}
