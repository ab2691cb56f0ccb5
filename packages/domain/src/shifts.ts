/**
 * Shifts and the cash drawer (seed 000 §2.9, §3 Shift, §4 Shift; seed 001 §4 shift update; seed 002 §4
 * report choice, §9 Reports).
 */
import { cents, centsFromDecimal, type Cents, type Decimal } from './money.ts';
import { present, shiftIsOpen, type ShiftInput } from './shift-open.ts';

export { shiftIsOpen, type ShiftInput } from './shift-open.ts';

/** Which report prints (seed 002 §4): Z for a closed shift, X for an open one, otherwise a day summary. */
export type ShiftReportKind = 'X' | 'Z' | 'day';

/** Chooses the report (seed 002 §4 "Report choice"). */
export function shiftReportKind(shift: ShiftInput | null | undefined): ShiftReportKind {
  if (shift === null || shift === undefined) return 'day';
  if (shiftIsOpen(shift)) return 'X';
  return present(shift.shift_close_date) ? 'Z' : 'day';
}

/** A payment as the shift totals read it. */
export interface ShiftPaymentInput {
  readonly payment_type: string;
  readonly amount: Decimal;
  readonly transaction_type?: string | null;
}

/** One line of the payment breakdown (seed 000 §3 payment_breakdown entries). */
export interface PaymentTypeSum {
  readonly payment_type: string;
  readonly sum: Cents;
}

/** The payment breakdown (seed 000 §3): sales, refunds, their totals and net sales. */
export interface PaymentBreakdown {
  readonly sales: readonly PaymentTypeSum[];
  readonly refund: readonly PaymentTypeSum[];
  readonly total_sales: Cents;
  readonly total_refund: Cents;
  readonly net_sales: Cents;
}

function sumsByType(entries: readonly [string, number][]): PaymentTypeSum[] {
  const sums = new Map<string, number>();
  for (const [type, amount] of entries) sums.set(type, (sums.get(type) ?? 0) + amount);
  return [...sums].map(([payment_type, sum]) => ({ payment_type, sum: cents(sum) }));
}

/**
 * Totals by payment type (seed 000 §3 payment_breakdown): sales are positive amounts, refunds the
 * negative ones (return transactions), in first-seen order; net sales = sales + refunds.
 */
export function shiftPaymentBreakdown(payments: readonly ShiftPaymentInput[]): PaymentBreakdown {
  const sales: [string, number][] = [];
  const refunds: [string, number][] = [];
  for (const payment of payments) {
    const amount = centsFromDecimal(payment.amount);
    if (amount < 0 || payment.transaction_type === 'return') refunds.push([payment.payment_type, amount]);
    else sales.push([payment.payment_type, amount]);
  }
  const totalSales = sales.reduce((sum, [, amount]) => sum + amount, 0);
  const totalRefund = refunds.reduce((sum, [, amount]) => sum + amount, 0);
  return {
    sales: sumsByType(sales),
    refund: sumsByType(refunds),
    total_sales: cents(totalSales),
    total_refund: cents(totalRefund),
    net_sales: cents(totalSales + totalRefund),
  };
}

/** Cash drawer movements of a shift (seed 000 §2.9 report labels). */
export interface CashMovements {
  readonly total_cashtenders: Cents;
  readonly total_cashreturns: Cents;
  readonly total_drops: Cents;
  readonly total_payouts: Cents;
}

/**
 * Cash tenders and returns (cash-type payments, positive and negative), drops and payouts (given as
 * kinds 'pay_in', 'pay_out', 'drop'; decided: pay-ins count as negative payouts).
 */
export function shiftCashMovements(
  payments: readonly (ShiftPaymentInput & { readonly cash: boolean })[],
  movements: readonly { readonly kind: 'pay_in' | 'pay_out' | 'drop'; readonly amount: Decimal }[],
): CashMovements {
  let tenders = 0;
  let returns = 0;
  for (const payment of payments) {
    if (!payment.cash) continue;
    const amount = centsFromDecimal(payment.amount);
    if (amount < 0) returns += amount;
    else tenders += amount;
  }
  let drops = 0;
  let payouts = 0;
  for (const movement of movements) {
    const amount = Math.abs(centsFromDecimal(movement.amount));
    if (movement.kind === 'drop') drops += amount;
    else if (movement.kind === 'pay_out') payouts += amount;
    else payouts -= amount;
  }
  return {
    total_cashtenders: cents(tenders),
    total_cashreturns: cents(returns),
    total_drops: cents(drops),
    total_payouts: cents(payouts),
  };
}

/**
 * seed 000 §4 / seed 002 §9: over/short = closing amount − (opening amount + net sales), where "net sales" is read as
 * the drawer's net cash (decisions §40), so the argument is the expected cash (end-of-day.ts shiftExpectedCash):
 * counting exactly what the drawer should hold gives 0 whatever cards and gift cards took.
 */
export function shiftOverShort(closing: Cents, expectedCash: Cents): Cents {
  return cents(closing - expectedCash);
}

/** The shift counters a payment changes (seed 001 §4 "Shift update"). */
export interface ShiftCounters {
  readonly totalTransactions: number;
  readonly shift_amount: Cents;
  readonly total_cashtenders: Cents;
  /** Cash given back by refunds (negative); issue 15 §2: cash sales are no longer netted with them. */
  readonly total_cashreturns: Cents;
}

/**
 * seed 001 §4: a payment adds to the transaction count and the shift amount (a refund subtracts from
 * the count); cash-type payments add to the cash total, cash refunds to the cash returns (negative amounts).
 */
export function shiftAfterPayment(
  counters: ShiftCounters,
  payment: { readonly amount: Cents; readonly cash: boolean; readonly refund: boolean },
): ShiftCounters {
  const isReturn = payment.refund || payment.amount < 0;
  return {
    totalTransactions: counters.totalTransactions + (payment.refund ? -1 : 1),
    shift_amount: cents(counters.shift_amount + payment.amount),
    total_cashtenders: cents(counters.total_cashtenders + (payment.cash && !isReturn ? payment.amount : 0)),
    total_cashreturns: cents(counters.total_cashreturns + (payment.cash && isReturn ? payment.amount : 0)),
  };
}

/** Gift card breakdown (seed 000 §3): paid in (credit, type 1), paid out (debit, type 2), net. */
export interface GiftCardBreakdown {
  readonly 'Gift Card Paid In': Cents;
  readonly 'Gift Card Paid Out': Cents;
  readonly Net: Cents;
}

/** Sums gift card transactions (seed 001 §3: transaction_type 1 credit, 2 debit); net = in − out. */
export function shiftGiftCardBreakdown(
  transactions: readonly { readonly transaction_type: number; readonly amount_paid: Decimal }[],
): GiftCardBreakdown {
  let paidIn = 0;
  let paidOut = 0;
  for (const transaction of transactions) {
    const amount = Math.abs(centsFromDecimal(transaction.amount_paid));
    if (transaction.transaction_type === 1) paidIn += amount;
    else if (transaction.transaction_type === 2) paidOut += amount;
  }
  return { 'Gift Card Paid In': cents(paidIn), 'Gift Card Paid Out': cents(paidOut), Net: cents(paidIn - paidOut) };
}
